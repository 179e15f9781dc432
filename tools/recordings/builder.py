"""The recording builder: emits events, feeds each to the oracle as it is written, and writes
`expect` lines from the oracle's state; the gestures the screens script (drag, flick, tap) and
the frames that follow the list to rest."""

import json

from .oracle import EVENT_TYPES, Oracle
from .physics import EXPECT_TOLERANCE, FPS, ScrollAnimation, num


def given(**fields):
    """The fields that have a value (an event's optional fields, written only when given)."""
    return {key: value for key, value in fields.items() if value is not None}


def jsonify(v):
    if isinstance(v, dict):
        return {k: jsonify(x) for k, x in v.items()}
    if isinstance(v, list):
        return [jsonify(x) for x in v]
    if isinstance(v, float):
        return num(v)
    return v


class Recording:
    def __init__(self, path, session, summary, code=None, code_paths=(), watch=()):
        """`code`: the class of a port of the app's code (screens/app_code.py) the recording is
        made for: its oracle drives the script and writes `expect` lines with `code` (its
        NAME), with `code_paths` among their paths; a second oracle, of the model alone, writes
        the lines without `code` at the same places (those `check` runs). `watch`: (class of
        a known-bad variant of that code, invariant, label): a `mark` with the label is written
        right after the event at which the variant, replayed alongside, first breaks the
        invariant."""
        self.path = path
        self.session = session
        self.summary = summary  # for recordings/README.md
        self.code = code
        self.code_paths = list(code_paths)
        self.oracle = Oracle(session, code=code() if code else None)
        self.model = Oracle(session) if code else self.oracle  # the lines without `code`
        self.watchers = [[Oracle(session, code=variant()), invariant, label, False]
                         for variant, invariant, label in watch]
        self.events = []
        self.frame = 0
        self.next_touch = 1
        # For the README and the report: "key expected values" lines (str, each a `- ` line
        # that RecordingsReadmeTests checks against the binary) and, under a line, ("sub",
        # text) lines (nested `  - ` lines: more values, and the spec's formulas worked out).
        self.notes = []

    # time --------------------------------------------------------------------------------------
    def now(self):
        return num(round(self.frame / FPS, 4))

    def wait(self, frames, with_frames=False):
        for _ in range(frames):
            self.frame += 1
            if with_frames:
                self.emit("frame")

    # events ------------------------------------------------------------------------------------
    def emit(self, type_, **fields):
        if type_ not in EVENT_TYPES:
            raise ValueError("%r is not an event type of the format (EVENT_TYPES)" % type_)
        ev = {"type": type_, "t": self.now()}
        ev.update(fields)
        ev = jsonify(ev)
        self.events.append(ev)
        self.last_index = len(self.events)  # its event index (marks a watcher adds come after)
        self.oracle.apply(ev, len(self.events))
        if self.model is not self.oracle:
            self.model.apply(ev, len(self.events))
        caught = []
        for w in self.watchers:
            w[0].apply(ev, len(self.events))
            if not w[3] and any(name == w[1] for _, name, _ in w[0].violations):
                w[3] = True
                caught.append(w[2])
        for label in caught:
            self.mark(label)
        return ev

    def mark(self, label):
        self.emit("mark", label=label)

    def moving(self):
        """Whether the list moves in the script's world or in the model's."""
        return self.oracle.moving() or self.model.moving()

    def checked_hit(self, x, y, o=None):
        """The oracle's hit target, refusing points within 1 pt of an edge that decides it."""
        o = o or self.oracle
        target = o.hit(x, y)
        for dx, dy in ((-1, -1), (-1, 1), (1, -1), (1, 1)):
            if o.hit(x + dx, y + dy) != target:
                raise AssertionError("%s: fragile point (%g, %g) at event %d"
                                     % (self.path, x, y, len(self.events)))
        return target

    def expect(self, actions=False, touches=True, hit=None, note=None, extra=()):
        """An expect of the offset, velocity and phase (and the header), from the oracle.
        `extra`: more state paths to assert (e.g. scroll.itemCount). For a recording made for
        app code, the model's line, then the code's (with `code`)."""
        ev = self.expect_of(self.model, actions, touches, hit, extra)
        index = self.last_expect_index = self.last_index
        if self.model is not self.oracle:
            self.expect_of(self.oracle, actions, touches, hit, list(extra) + self.code_paths)
        if note:
            self.add_note("%s (event %d, t=%s): %s" % (note, index, ev["t"],
                                                      describe(ev)), ev)
        return ev

    def expect_of(self, o, actions, touches, hit, extra):
        st = o.state()
        that = {}
        if o.s.vertical:
            that["scroll.offset.y"] = st["scroll"]["offset"]["y"]
            that["scroll.velocity.y"] = st["scroll"]["velocity"]["y"]
        else:
            that["scroll.offset.x"] = st["scroll"]["offset"]["x"]
            that["scroll.offset.y"] = st["scroll"]["offset"]["y"]
            that["scroll.velocity.x"] = st["scroll"]["velocity"]["x"]
            that["scroll.velocity.y"] = st["scroll"]["velocity"]["y"]
        that["scroll.phase"] = st["scroll"]["phase"]
        for sv in o.svs[1:]:  # the other scroll views, along their axes
            axis = "y" if sv.spec.vertical else "x"
            sst = st["scrolls"][sv.id]
            that["scrolls.%s.offset.%s" % (sv.id, axis)] = sst["offset"][axis]
            that["scrolls.%s.velocity.%s" % (sv.id, axis)] = sst["velocity"][axis]
            that["scrolls.%s.phase" % sv.id] = sst["phase"]
        if st["header"] is not None:
            that["header.height"] = st["header"]["height"]
            that["header.progress"] = st["header"]["progress"]
        for path in o.effect_paths() + list(extra):
            that[path] = o.value_at(path)
        if touches:
            that["touches"] = [{"id": tc["id"], "target": tc["target"], "owner": tc["owner"]}
                               for tc in st["touches"]]
        if actions:
            that["actions"] = st["actions"]
        fields = {"that": that, "tolerance": EXPECT_TOLERANCE}
        if hit:
            x, y = hit
            fields["hit"] = {"x": x, "y": y, "target": self.checked_hit(x, y, o)}
        if o.code_name is not None:
            fields["code"] = o.code_name
        return self.emit("expect", **fields)

    def add_note(self, text, ev):
        """A `- ` note, and under it the values of the paths it cannot show (other scroll
        views, effects: see describe())."""
        self.notes.append(text)
        more = describe_more(ev)
        if more:
            self.subnote("also " + more)

    def subnote(self, text):
        """A nested note under the last one (not checked by RecordingsReadmeTests)."""
        self.notes.append(("sub", text))

    def observe(self, header_jitter=0):
        """An `observe` line: what the app showed, as it would log it from the device
        (scroll.offset along the axis and header.height, each rounded to whole device pixels,
        1/scale pt, so within the 0.5 pt of `conformance` of the model's exact values).
        `header_jitter`: points the device's header is off from the oracle's (a known-bad
        device; whole pixels, so the value stays a device pixel)."""
        o = self.oracle
        scale = self.session["device"].get("scale", 1)
        st = o.state()
        axis = "y" if o.s.vertical else "x"
        that = {"scroll.offset.%s" % axis: round(st["scroll"]["offset"][axis] * scale) / scale}
        if st["header"] is not None:
            that["header.height"] = round(st["header"]["height"] * scale) / scale + header_jitter
        self.emit("observe", that=that)

    def expect_hits(self, hits, note=None, extra=()):
        """An expect with the first hit, then one more expect per further hit point; the
        note lists them all."""
        ev = self.expect(hit=hits[0], extra=extra)
        first = self.last_expect_index
        text = describe(ev)
        for h in hits[1:]:
            more = self.expect(touches=False, hit=h)
            text += ", hit(%g,%g)=%s" % (h[0], h[1], more["hit"]["target"])
        if note:
            self.add_note("%s (event %d, t=%s): %s" % (note, first, ev["t"], text), ev)

    def expect_initial(self, hits=()):
        """The scroll range and the header at index 0: the model's, then the
        app code's."""
        for o in [self.model] + ([self.oracle] if self.oracle is not self.model else []):
            self.expect_initial_of(o)
        for x, y in hits:
            self.expect(touches=False, hit=(x, y))

    def expect_initial_of(self, o):
        st = o.state()
        sc = st["scroll"]
        axis = "y" if o.s.vertical else "x"
        that = {"scroll.minOffset.%s" % axis: sc["minOffset"][axis],
                "scroll.maxOffset.%s" % axis: sc["maxOffset"][axis],
                "scroll.contentSize.width": sc["contentSize"]["width"],
                "scroll.contentSize.height": sc["contentSize"]["height"],
                "scroll.adjustedInset": sc["adjustedInset"],
                "scroll.offset.x": sc["offset"]["x"], "scroll.offset.y": sc["offset"]["y"],
                "scroll.velocity": sc["velocity"],
                "scroll.phase": sc["phase"], "touches": [], "actions": []}
        if st["header"] is None:
            that["header"] = None
        else:
            that["header"] = st["header"]
        if o.code_name is None:
            self.emit("expect", that=that, tolerance=EXPECT_TOLERANCE)
            self.notes.append("initial: offset %s=%s range [%s, %s]%s" % (
                axis, num(sc["offset"][axis]), num(sc["minOffset"][axis]),
                num(sc["maxOffset"][axis]),
                "" if st["header"] is None else ", header %s" % num(st["header"]["height"])))
        else:
            for path in self.code_paths:
                that[path] = o.value_at(path)
            self.emit("expect", that=that, tolerance=EXPECT_TOLERANCE, code=o.code_name)

    # motion ------------------------------------------------------------------------------------
    def follow(self, note=None, every=0, at=(), hits=None, label=None, max_frames=240,
               observe=False, bounce_jitter=None):
        """`frame` events at 60 Hz until the list rests (phase idle), with an expect on the
        first frame, on the first frame of each new phase (and a mark there when `label`),
        on the frames in `at` and every `every` frames, and on the frame it rests.
        `observe`: an `observe` line after every frame, as an app that logs what it shows on
        each display refresh writes; `bounce_jitter(n)`: what the device's header is off by on
        frame n while the list bounces (see observe())."""
        o = self.oracle
        n = 0
        previous = o.moving_phase()
        while self.moving():
            assert n < max_frames, "%s: the list does not come to rest" % self.path
            self.frame += 1
            n += 1
            self.emit("frame")
            if observe:
                bouncing = bounce_jitter is not None and o.phase == "bouncing"
                self.observe(header_jitter=bounce_jitter(n) if bouncing else 0)
            phase = o.moving_phase()
            what = None
            if phase == "idle":
                # (after it, for a recording made for app code, the model's list may still move)
                what = "at rest" if previous != "idle" else None
            elif phase != previous:
                what = phase
                if label:
                    self.mark("%s-%s" % (label, phase))
            elif n == 1 or n in at or (every and n % every == 0):
                what = phase
            if what and self.code is not None:
                what = "%s %s" % (self.code.NAME, what)  # the code's phase; the values the model's
            if what:
                self.expect(hit=hits if phase == "idle" else None,
                            note=("%s, frame %d: %s" % (note, n, what)) if note else None)
            previous = phase
        return n

    def follow_frames(self, frames=None, until=None, at=(), note=None, observe=False):
        """`frame` events at 60 Hz: `frames` of them, or until the phase becomes `until`;
        expects on the frames in `at` and on the frame where the phase becomes `until`;
        `observe` as in follow()."""
        o = self.oracle
        n = 0
        while (frames is None or n < frames) and (until is None or o.moving_phase() != until):
            assert n < 240 and o.moving(), "%s: the list stopped early" % self.path
            self.frame += 1
            n += 1
            self.emit("frame")
            if observe:
                self.observe()
            phase = o.moving_phase()
            if n in at or (until is not None and (phase == until or n % 15 == 0)):
                self.expect(note=("%s, frame %d: %s" % (note, n, phase)) if note else None)
        return n

    # gestures ----------------------------------------------------------------------------------
    def new_touch(self):
        tid = self.next_touch
        self.next_touch += 1
        return tid

    def touch(self, phase, tid, x, y):
        if phase == "began":
            self.checked_hit(x, y)  # the touch's target must not hang on a 1-pt edge
        self.emit("touch", phase=phase, id=tid, x=x, y=y)

    def drag(self, x, y, legs, label=None, expect_after=(), expect_legs=False, hold=0,
             rest=8, drift=0, gap=18, note=None, end_actions=False, end_hit=None,
             follow_at=(15,), observe=False, bounce_jitter=None, axis=None):
        """One finger: down at (x, y), optionally held `hold` frames (with `frame` events),
        a first sample 12 pt along the axis (more than panSlop, so the pan starts there, with
        no jump), then `legs`: offset changes in points (positive = toward larger offsets, so
        the finger moves up/left), sampled at 60 Hz in steps of 9-11 pt, then the finger rests
        `rest` frames (> 100 ms, so the release velocity is zero) and lifts in place.
        Released past an edge, the list springs back: `frame` events follow it to rest (with
        expects on its first frame, the frames in `follow_at` and at rest).
        `expect_after`: sample numbers (counted after the slop sample) to write an expect at;
        `drift`: cross-axis wobble of the finger in points (the list must ignore it);
        `observe`: an `observe` line after every finger sample and display frame, as an app
        that logs what it shows from scrollViewDidScroll and each display refresh writes
        (`bounce_jitter` as in follow()); `axis`: "vertical" or "horizontal", the axis the
        finger moves along (default: the primary scroll view's)."""
        if label:
            self.mark(label)
        tid = self.new_touch()
        vertical = self.vertical(axis)
        along, across = (y, x) if vertical else (x, y)

        def pos():
            return (across, along) if vertical else (along, across)

        self.touch("began", tid, *pos())
        if observe:
            self.observe()
        if hold:
            self.wait(hold, with_frames=True)
            self.expect()
        direction = 1 if legs[0] > 0 else -1
        self.frame += 1
        along -= 12 * direction
        self.touch("moved", tid, *pos())
        if observe:
            self.observe()
        count = 0
        base_across = across
        for leg_no, leg in enumerate(legs):
            sign = 1 if leg > 0 else -1
            for step in split(abs(leg)):
                self.frame += 1
                along -= sign * step
                count += 1
                if drift:
                    across = base_across + [0, 1, 2, 1, 0, -1, -2, -1][count % 8] * drift / 2
                self.touch("moved", tid, *pos())
                if observe:
                    self.observe()
                if count in expect_after:
                    self.expect()
            if expect_legs:
                self.expect(note=("%s leg %d" % (note, leg_no + 1)) if note else None)
        self.wait(rest)
        self.touch("ended", tid, *pos())
        if observe:
            self.observe()
        moving = self.oracle.moving()
        self.expect(actions=end_actions, hit=None if moving else end_hit,
                    note=("%s released" % note) if note else None)
        if moving:
            self.follow(note=note, at=follow_at, hits=end_hit, observe=observe,
                        bounce_jitter=bounce_jitter)
        self.wait(gap)

    def flick(self, x, y, steps, label=None, note=None, every=6, at=(), hits=None,
              follow=True, gap=18, end_actions=False, axis=None):
        """One finger: down at (x, y), then one sample per 60 Hz frame, `steps` giving the
        finger's displacement along the axis for each, in offset terms (positive = toward
        larger offsets: the finger moves up/left). The first step must exceed panSlop (the
        pan begins there, the content does not move); the last one is the lift (`ended`),
        which moves the content like any sample and counts for the release velocity. Then,
        unless `follow` is false, `frame` events follow the motion to rest. `axis` as in
        drag()."""
        if label:
            self.mark(label)
        assert abs(steps[0]) > self.oracle.s.pan_slop
        tid = self.new_touch()
        vertical = self.vertical(axis)
        along, across = (y, x) if vertical else (x, y)

        def pos():
            return (across, along) if vertical else (along, across)

        self.touch("began", tid, *pos())
        for i, step in enumerate(steps):
            self.frame += 1
            along -= step
            self.touch("ended" if i == len(steps) - 1 else "moved", tid, *pos())
        self.expect(actions=end_actions, note=("%s released" % note) if note else None)
        if follow:
            self.follow(note=note, every=every, at=at, hits=hits, label=label)
            self.wait(gap)
        return tid

    def tap(self, x, y, label=None, note=None, gap=18, every=0, at=()):
        if label:
            self.mark(label)
        self.emit("tap", x=x, y=y)
        self.checked_hit(x, y)
        self.expect(actions=True, touches=False, hit=(x, y), note=note)
        if self.oracle.moving():  # it started something (a tab: the pager's animated scroll)
            self.follow(note=note, every=every, at=at)
        self.wait(gap)

    def scroll_to(self, label=None, note=None, follow=True, every=3, at=(), hits=None, gap=18,
                  actions=False, observe=False, **fields):
        """A `scrollTo` event with `fields` (y, or item and position, or top=True; animated;
        scroll), an expect right after it, and unless `follow` is false, `frame` events at
        60 Hz through the animation to rest (expects on its first frame, every `every` frames,
        on the frames in `at`, and at rest with a hit-test at `hits`; with `observe`, an
        `observe` line after every frame, as a device recording has), then `gap` frames of
        quiet. Returns the scrollTo event."""
        if label:
            self.mark(label)
        ev = self.emit("scrollTo", **fields)
        moving = self.oracle.moving()
        self.expect(actions=actions, hit=None if moving else hits,
                    note=("%s: %s" % (note, scroll_to_words(ev))) if note else None)
        if follow and moving:
            self.follow_animation(note=note, every=every, at=at, hits=hits, observe=observe)
        if follow:
            self.wait(gap)
        return ev

    def keyboard(self, height, editing=None, duration=None, label=None, note=None, every=3,
                 at=(), hits=None, gap=18):
        """A `keyboard` event (`height` from the bottom of the screen, 0 = hidden;
        `editing`, the item being edited, only while it shows; `duration`, written only when
        given, default 0.25 s), an expect right after it (with the adjusted inset's bottom and
        maxOffset), then `frame` events at 60 Hz through the keyboard's animation: through the
        list's animation when it moves (expects as in follow_animation), to rest when it goes
        on moving by itself (a flick or a bounce: expects as in follow, a mark at each new
        phase with `label`), else until the keyboard's duration is over (an expect on the last
        one, with a hit-test at `hits`), then `gap` frames of quiet. Returns the keyboard
        event."""
        if label:
            self.mark(label)
        fields = {"height": height}
        if duration is not None:
            fields["duration"] = duration
        if editing is not None:
            fields["editing"] = editing
        ev = self.emit("keyboard", **fields)
        o = self.oracle
        extra = ("scroll.adjustedInset.bottom", "scroll.maxOffset.y")
        moving = o.moving()
        self.expect(hit=None if moving else hits, extra=extra,
                    note=("%s: %s" % (note, keyboard_words(ev))) if note else None)
        if moving and isinstance(o.primary.motion, ScrollAnimation):
            self.follow_animation(note=note, every=every, at=at, hits=hits, extra=extra)
        elif moving:
            self.follow(note=note, every=every, at=at, hits=hits, label=label)
        else:
            end = ev["t"] + ev.get("duration", 0.25)
            n = 0
            while self.now() <= end + 1e-9:
                self.frame += 1
                n += 1
                self.emit("frame")
            if n:
                self.expect(hit=hits, extra=extra,
                            note=("%s, frame %d: keyboard up" % (note, n) if height
                                  else "%s, frame %d: keyboard down" % (note, n))
                            if note else None)
        self.wait(gap)
        return ev

    def safe_area(self, width=None, height=None, safe_area=None, status_bar=None, frames=None,
                  label=None, note=None, hits=(), gap=18):
        """A `safeArea` event (FORMAT.md: the screen's new `width` and `height`, its `safeArea`,
        the status bar's height `statusBar`, the `frames` of views that do not keep to their
        parent's edges; each written only when given), then an expect
        with the new range, the adjusted inset's four edges and the content's cross size,
        and one more expect per further hit point in `hits`, then `gap` frames of quiet.
        Returns the safeArea event."""
        if label:
            self.mark(label)
        ev = self.emit("safeArea", **given(width=width, height=height, safeArea=safe_area,
                                           statusBar=status_bar, frames=frames))
        o = self.oracle
        assert not o.moving(), "the scenarios rotate with no finger down"
        axis, cross = ("y", "width") if o.s.vertical else ("x", "height")
        extra = ("scroll.minOffset.%s" % axis, "scroll.maxOffset.%s" % axis,
                 "scroll.adjustedInset.top", "scroll.adjustedInset.left",
                 "scroll.adjustedInset.bottom", "scroll.adjustedInset.right",
                 "scroll.contentSize.%s" % cross)
        text = "%s: %s" % (note, safe_area_words(ev)) if note else None
        if hits:
            self.expect_hits(list(hits), note=text, extra=extra)
        else:
            self.expect(note=text, extra=extra)
        self.wait(gap)
        return ev

    def inset(self, inset=None, inset_adjustment=None, indicator_inset=None, y=None, scroll=None,
              label=None, note=None, hits=(), gap=18, at=(15,)):
        """An `inset` event (FORMAT.md: the app set the scroll view's `inset`, its
        `insetAdjustment` and its `indicatorInset`, and with `y` moved the list there; each written
        only when given), an expect with
        the insets and the range, one more per further hit point in `hits`; a motion under way is
        followed to rest (expects on its first frame, the frames in `at` and at rest); then `gap`
        frames of quiet. Returns the inset event."""
        if label:
            self.mark(label)
        fields = given(inset=inset, insetAdjustment=inset_adjustment,
                       indicatorInset=indicator_inset, y=y, scroll=scroll)
        ev = self.emit("inset", **fields)
        extra = ("scroll.contentInset.top", "scroll.adjustedInset.top", "scroll.minOffset.y",
                 "scroll.maxOffset.y", "scroll.indicatorInset.top")
        text = "%s: %s" % (note, json.dumps(fields, separators=(",", ":"))) if note else None
        self.expect_after_change(text, note, extra, hits, gap, at)
        return ev

    def expect_after_change(self, text, note, extra, hits, gap, at):
        """After an event of the app's (an inset, a call): an expect with `extra`, one more per
        further hit point in `hits`; a motion under way (unless `gap` is 0: a finger goes on) is
        followed to rest (expects on its first frame, the frames in `at` and at rest); then `gap`
        frames of quiet."""
        if self.oracle.moving() and gap:
            self.expect(note=text, extra=extra)
            self.follow(note=note, at=at, hits=hits[0] if hits else None)
        elif hits:
            self.expect_hits(list(hits), note=text, extra=extra)
        else:
            self.expect(note=text, extra=extra)
        self.wait(gap)

    def call(self, name, label=None, note=None, hits=(), gap=18, at=(15,)):
        """A `call` event (FORMAT.md: the app's own moment `name`, where its code's `handle`
        runs), an expect with the insets and the range, one more per further hit point in `hits`;
        a motion under way is followed to rest; then `gap` frames of quiet."""
        if label:
            self.mark(label)
        self.emit("call", name=name)
        extra = ("scroll.contentInset.top", "scroll.adjustedInset.top", "scroll.minOffset.y")
        self.expect_after_change("%s: %s" % (note, name) if note else None, note, extra, hits, gap,
                                 at)

    def follow_animation(self, note=None, every=3, at=(), hits=None, extra=(), observe=False):
        """`frame` events at 60 Hz through an animated scrollTo of the primary and one frame
        past its end, with expects on the first frame, the frames in `at`, every `every`
        frames and on that last frame (at rest, with a hit-test at `hits`). No expect on a
        frame whose time is the end's to within 1e-9 s: 0.3 s is 18 frames, and whether
        t ≥ T + 0.3 holds there depends on the last bit of the sum of two decimals."""
        o = self.oracle
        a = o.primary.motion
        assert isinstance(a, ScrollAnimation), "no animated scrollTo to follow"
        n = 0
        while True:
            self.frame += 1
            n += 1
            self.emit("frame")
            if observe:
                self.observe()
            t = self.now()
            last = t > a.t_end + 1e-9
            if last:
                assert not o.moving(), "%s: still moving after the animation" % self.path
                self.expect(hit=hits, extra=extra,
                            note=("%s, frame %d: at rest" % (note, n)) if note else None)
                return n
            if abs(t - a.t_end) <= 1e-9:
                continue  # at the end, to the last bit: see above
            assert o.phase == "snapping", "%s: the animation stopped early" % self.path
            if n == 1 or n in at or (every and n % every == 0):
                self.expect(extra=extra,
                            note=("%s, frame %d: %s" % (note, n, o.phase)) if note else None)

    def vertical(self, axis):
        return self.oracle.s.vertical if axis is None else axis == "vertical"

    def stroke(self, x, y, moves, label=None, note=None, rest=8, expect_at=(), hits=None,
               follow=True, every=0, at=(), gap=18, end_actions=True, lift_hit=None):
        """One finger along any path: down at (x, y), then one sample per 60 Hz frame moved
        by each (dx, dy) of `moves` (window points), expects after the samples numbered in
        `expect_at` (1-based), then the finger rests `rest` frames (0: the last move is the
        lift, which counts for the release velocity) and lifts; an expect (with the actions),
        and unless `follow` is false, `frame` events follow the motion to rest (expects every
        `every` frames, on the frames in `at`, and at rest with a hit-test at `hits`).
        Returns the touch id."""
        if label:
            self.mark(label)
        tid = self.new_touch()
        self.touch("began", tid, x, y)
        if 0 in expect_at:
            self.expect(note=("%s: touch down" % note) if note else None)
        for i, (dx, dy) in enumerate(moves, start=1):
            self.frame += 1
            x, y = x + dx, y + dy
            last = rest == 0 and i == len(moves)
            self.touch("ended" if last else "moved", tid, x, y)
            if i in expect_at and not last:
                self.expect(note=("%s: sample %d" % (note, i)) if note else None)
        if rest:
            self.wait(rest)
            self.touch("ended", tid, x, y)
        self.expect(actions=end_actions, hit=lift_hit,
                    note=("%s released" % note) if note else None)
        if follow and self.oracle.moving():
            self.follow(note=note, every=every, at=at, hits=hits)
        if follow:
            self.wait(gap)
        return tid

    # output ------------------------------------------------------------------------------------
    def lines(self):
        out = [json.dumps(self.session, separators=(",", ":")) + "\n"]
        out += [json.dumps(ev, separators=(",", ":")) + "\n" for ev in self.events]
        return "".join(out)


def split(n):
    """n points as integer finger steps of about 10 pt (9-11), summing to n exactly."""
    if n == 0:
        return []
    k = max(1, round(n / 10))
    base, rem = divmod(n, k)
    return [base + 1] * rem + [base] * (k - rem)


def scroll_to_words(ev):
    """A scrollTo event in a few words, for a note."""
    if ev.get("top"):
        words = "status bar tap (to the top)"
    elif "item" in ev:
        words = "scrollToItem %d, position %s" % (ev["item"], ev.get("position", "top"))
    else:
        words = "setContentOffset %s" % ", ".join("%s=%s" % (k, ev[k]) for k in ("x", "y")
                                                   if k in ev)
    if "top" not in ev:
        words += ", animated" if ev.get("animated") else ", not animated"
    return words


def keyboard_words(ev):
    """A keyboard event in a few words, for a note."""
    if not ev["height"]:
        words = "keyboard hides"
    else:
        words = "keyboard shows (height %s" % ev["height"]
        if "editing" in ev:
            words += ", editing item %d" % ev["editing"]
        words += ")"
    if "duration" in ev:
        words += " over %s s" % ev["duration"]
    return words


def safe_area_words(ev):
    """A safeArea event in a few words, for a note."""
    parts = []
    if "width" in ev or "height" in ev:
        parts.append("screen %s×%s" % (ev.get("width", "same"), ev.get("height", "same")))
    if "safeArea" in ev:
        parts.append("safe area " + " ".join("%s %s" % (k, v) for k, v in ev["safeArea"].items()))
    if "statusBar" in ev:
        parts.append("status bar %s" % ev["statusBar"])
    return "; ".join(parts)


# The state paths a `- ` note can show: RecordingsReadmeTests reads `key=value` as the path
# `scroll.key`, except header.*, touches and actions. The others (scrolls.*, views.*,
# navigationBar.*, tabs.*) go to a nested note (describe_more).
def shown(k):
    return k.startswith("scroll.") or k.startswith("header.") or k in ("touches", "actions")


def describe_more(ev):
    return ", ".join("%s=%s" % (k, v) for k, v in ev["that"].items() if not shown(k))


def describe(ev):
    parts = []
    horizontal = "scroll.offset.x" in ev["that"]
    for k, v in ev["that"].items():
        if not shown(k):
            continue
        if k == "touches":
            if v:
                parts.append("touches=" + ", ".join("%s %s/%s" % (tc["id"], tc["target"],
                                                                 tc["owner"]) for tc in v))
            continue
        if k == "actions":
            v = ", ".join("%s@%d" % (a.get("view", "item %s" % a.get("item")), a["index"])
                          for a in v) or "none"
        if horizontal and k in ("scroll.offset.y", "scroll.velocity.y"):
            continue  # the cross-axis components are constant and asserted anyway
        if k.startswith("scroll."):
            k = k[len("scroll."):]
        if k == "header.progress":
            continue  # follows from header.height
        parts.append("%s=%s" % (k, v))
    if "hit" in ev:
        parts.append("hit(%g,%g)=%s" % (ev["hit"]["x"], ev["hit"]["y"], ev["hit"]["target"]))
    return ", ".join(parts)
