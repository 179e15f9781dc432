"""The oracle: a scene (read back from the session line with FORMAT.md's defaults; scene.py) and
a world that applies events one at a time (every event first advances time to its t).
Its methods are grouped by concern: hit-testing and touches in oracle_touches.py, the view
effects in oracle_effects.py, the invariants in oracle_invariants.py; each
scroll view's offset and motion (the rubber band, the motion after the finger lifts, animated
scrolls, `scroll` and `update`) in oracle_motion.py; this module has the header, the state and
the event loop.

Model version implemented by the oracle (recordings/FORMAT.md: the motion after the finger
lifts, and "More screens"), written from the rules, not from the Swift
sources:
- release velocity: least-squares slope of the driving finger's samples of the last 100 ms
  (the sample list restarts when the pan begins; at most 32 samples); the offset's velocity
  is the negative of the finger's;
- on release: paging snaps to a page (spring, phase `snapping`); past an edge a critically
  damped spring (ω = 10 /s, phase `bouncing`) brings the list back; inside, a deceleration
  v(t) = v0·r^(1000·t) (phase `decelerating`) that stops within 0.5 pt of its projected rest
  point, or hits an edge and bounces from it;
- every event first advances the motion to its `t`; the header observes every offset the
  motion visits (each bound crossed, a spring's extremum, the position at `t`, the target);
- a touch on the list while it moves stops it (phase `tracking`, owner `scroll`, no select);
- `update` events re-anchor the first visible item (anchor "visible") or keep the offset;
  in a list in sections they delete rows, then sections (indices before the update), insert
  sections ascending by `at`, then rows ascending by (section, row) (indices after it), the
  rows numbered anew across the sections, the anchor the first row in the bounds that
  survives; invalid indices, repeats, a row of a deleted section and rows inserted into an
  inserted section are refused;
- `scroll` events move the list to `y` (absolute, the app) or by `dy` (relative, a trackpad or
  a wheel, clamped to [minOffset, maxOffset]) and stop any motion; `observe` lines carry what
  the app showed, which must match the oracle within 0.5 pt (`conformance`);
- `scrollTo` events: the app's setContentOffset (`y`, not clamped) or scrollToItem
  (`item` at `position` top/middle/bottom/none of the visible area inside the adjusted inset,
  clamped), or the status bar tap (`top`: to minOffset); animated (the default only for `top`)
  at a constant rate over scrollAnimationDuration (0.3 s), phase `snapping`, velocity
  (to − from)/duration, exactly at the target and at rest from its end on (not a rest the
  header's snap hears); any motion stops first; the header follows every offset on the way
  (each edge crossed first); a touch on the list stops it where it is (tracking, no select);
- a `collapsing` header follows c(y) − c(previousY), c clamping into the range with
  ignoreOverscroll, so the in-bounds part of a change that crosses an edge counts;
- every `expect` the builder writes uses tolerance 0.01, so header.progress is really checked;
- several scroll views (`scrolls`): each has its own offset, phase and motion; a touch's
  candidates are the scroll views that contain the view it hit, innermost first; moving ones
  stop, idle ones track it, and the pan goes to the innermost candidate along the dominant
  axis of the finger's travel (else the innermost that can pan); a scroll view inside another
  one's content moves with it (hit-testing and the `views` state see it);
- effects (`effects`): navigationBar (alpha, title travel), parallax, inList and tabs are pure
  functions of the followed scroll view's offset, evaluated where the model looks at them
  (hit-testing, the state, the invariants); a tap on a tab starts the pager's animated scroll;
- header behaviours enterAlways (= collapsing), exitUntilCollapsed (= pinned), stretchy (=
  pinned with stretch) and enterAlwaysCollapsed (collapsedHeight); `snap`: when the primary
  comes to rest by itself (a release at rest, the end of a deceleration or of a bounce) with the
  header part-way, an animated scroll, started at the moment of rest, to the nearer rest height
  whose target is in range (a tie to the taller);
- lists in sections (scene.SectionList): rows of their own lengths numbered across
  the sections, plain-style headers and footers pinned inside the adjusted inset (grouped:
  at their places), hit in front of the rows as `<id>.section.N.header`/`.footer` (a touch on
  one goes to the list's pan and never selects), and section.belowHeader;
- the keyboard (oracle_keyboard.py): its overlap of the primary list's frame is the
  bottom of the safe area where it is higher (the adjusted inset and maxOffset follow, not
  with insetAdjustment never); a resting list moves at a constant rate over the keyboard's
  duration to bring the edited item into view (scrollTo position none, inside the new inset)
  and into the new range; keyboard.rowVisible once per appearance, once its animation is over;
- the screen's size and safe area (FORMAT.md `safeArea`, oracle_safe_area.py): frames follow the
  window by the edges on their parent's edges, the adjusted inset (automatic: left and right
  only for content wider than the frame) and the range are worked out anew; motion by itself
  stops, a resting list at its top goes to the new top, any other resting offset stays,
  clamped into the new range, one a finger holds stays; the headers follow the offset's change
  (didScroll), then a `pinned` header takes the height of the offset in the new range
  (didLayoutSubviews; `collapsing` and `enterAlwaysCollapsed` keep theirs there);
  header.overscroll and header.direction do not judge the event;
- the app's own code (oracle_code.py): a port of it is called where UIKit calls its
  UIScrollViewDelegate and what it changes is carried out as FORMAT.md says; its `expect` lines
  carry `code` (its NAME), and an oracle checks only the lines of its own code (none: those
  without).
"""

from .oracle_code import AppCodeHooks
from .oracle_effects import Effects
from .oracle_invariants import Invariants
from .oracle_keyboard import Keyboard
from .oracle_motion import ScrollView
from .oracle_safe_area import SafeArea
from .oracle_touches import TouchRouting
from .physics import OBSERVE_TOLERANCE, TOUCH_DELAY
from .scene import Scene

# The event types, in the order of recordings/FORMAT.md's `Events`. The Swift reader's list is
# `EventType` (Sources/ScrollTapeCore/Events/EventType.swift); EventTypeListTests
# (Tests/ScrollTapeTests/EventTypeListTests.swift) reads the line below from this file and checks
# that the two agree. `emit` writes no other type, and the oracle models each of them.
EVENT_TYPES = ("touch", "tap", "scroll", "scrollTo", "keyboard", "safeArea", "inset", "frame", "update", "call", "expect", "observe", "mark")

# A header height this close to a rest height is at it (no snap).
AT_REST_HEIGHT = 1e-6


class Oracle(TouchRouting, Effects, Invariants, Keyboard, SafeArea, AppCodeHooks):
    """The world the events are applied to (apply), and its state (state, value_at). `code`:
    the app's own scroll code (oracle_code.py), or None for the model alone."""

    def __init__(self, session, code=None):
        # Code that moves the views itself runs in place of the session's effects (Swift:
        # AppCode(effects: [])): they are declared (tabs.underline judges the declared underline
        # where the code puts it) but do not run.
        self.effects_run = code is None or getattr(code, "EFFECTS", True)
        self.code = code
        # FORMAT.md `expect` `code`: the lines this oracle checks are those for its code's name
        self.code_name = None if code is None else code.NAME
        self.s = s = Scene(session)
        tolerance = session.get("conformanceTolerance")  # null counts as absent
        self.conformance_tolerance = OBSERVE_TOLERANCE if tolerance is None else tolerance
        self.t = 0.0
        self.index = 0
        self.trace = None  # a list to log every offset visited, when debugging
        self.svs = [ScrollView(spec, self) for spec in s.scrolls]  # the primary first
        self.sv_by_id = {sv.id: sv for sv in self.svs}
        self.primary = self.svs[0]
        self.touches = {}           # id -> Touch, in the order they began
        self.actions = []
        self.violations = []        # (event index, invariant name, message)
        self.episodes = set()       # the at-rest invariants now broken (violate_once)
        self.covered_section = None  # section.belowHeader: the section whose header is covered
        self.gap_section = None     # section.gapBelowHeader: the section whose header left a gap
        self.keyboard = None        # the keyboard while it is up (oracle_keyboard.py)
        self.keyboard_checked = None  # keyboard.rowVisible: the appearance judged last
        self.drags = {}  # scroll.followsFinger: scroll view id -> (touch, finger, content position)
        self.snap_log = []          # (t, offset, header height, snap target or None) per rest
        self.inside_since_last_inside = 0.0
        self.header_height = None
        if s.header:
            hb = s.header
            # Assumption: a collapsing (and a "none") header starts expanded at maxHeight.
            self.header_height = hb["max"]
            self.previous_y = self.offset  # previousY starts at the initial offset
            if hb["behavior"] == "pinned" and code is None:
                self.header_height = self.pinned_height(self.offset)
        # header.overscroll: the height when the offset was last inside the bounds.
        self.height_at_last_inside = self.header_height
        # Per event, for header.overscroll and header.direction.
        self.ev_height = self.header_height
        self.ev_overscroll = None
        self.ev_dirs = set()
        self.ev_moves = 0
        self.ev_type = None  # the type of the event being applied
        if code is not None:
            self.code_init()
            self.height_at_last_inside = self.ev_height = self.header_height

    # ---- the primary scroll view, under the names the oracle has always used ---------------
    @property
    def offset(self):
        return self.primary.offset

    @property
    def velocity(self):
        return self.primary.velocity

    @property
    def phase(self):
        return self.primary.phase

    @property
    def motion(self):
        return self.primary.motion

    @property
    def count(self):
        return self.primary.count

    @property
    def lo(self):
        return self.primary.lo

    @property
    def hi(self):
        return self.primary.hi

    def inside(self, y):
        return self.lo <= y <= self.hi

    def moving(self):
        """Whether any scroll view is not at rest."""
        return any(sv.phase != "idle" for sv in self.svs)

    def moving_phase(self):
        """The phase of the first scroll view not at rest (the primary first), else idle."""
        return next((sv.phase for sv in self.svs if sv.phase != "idle"), "idle")

    # ---- header behaviours ------------------------------------------------------------------
    def pinned_height(self, y):
        hb = self.s.header
        h = max(hb["min"], hb["max"] - (y - self.s.primary.min_offset))
        return h if hb["stretch"] else min(h, hb["max"])

    def header_observe(self, y):
        hb = self.s.header
        if not hb:
            return

        def c(v):
            return min(max(v, self.lo), self.hi) if hb["ignore"] else v
        if hb["behavior"] == "collapsing":
            # height -= c(y) - c(previousY), then previousY = y; with ignoreOverscroll c clamps
            # into [minOffset, maxOffset], so the part of a move inside the bounds always counts,
            # also when one change crosses an edge, and the part outside never does.
            self.header_height = min(max(self.header_height - (c(y) - c(self.previous_y)),
                                         hb["min"]), hb["max"])
            self.previous_y = y
        elif hb["behavior"] == "enterAlwaysCollapsed":
            # clamp(height − (c(y) − c(previousY)), minHeight,
            #           max(collapsedHeight, maxHeight − (c(y) − minOffset))), c always clamping.
            def cc(v):
                return min(max(v, self.lo), self.hi)
            cap = max(hb["collapsed"], hb["max"] - (cc(y) - self.lo))
            self.header_height = min(max(self.header_height - (cc(y) - cc(self.previous_y)),
                                         hb["min"]), cap)
            self.previous_y = y
        elif hb["behavior"] == "pinned":
            self.header_height = self.pinned_height(y)
        # "none": the height stays maxHeight

    def progress(self):
        hb = self.s.header
        return (hb["max"] - self.header_height) / (hb["max"] - hb["min"])

    def rest_heights(self):
        hb = self.s.header
        heights = {hb["min"], hb["max"]}
        if hb["behavior"] == "enterAlwaysCollapsed":
            heights.add(hb["collapsed"])
        return sorted(heights)

    def snap_target(self):
        """`snap`: the offset to scroll to, or None when the header rests at a rest height
        (or no rest height's target is inside the range)."""
        h = self.header_height
        heights = self.rest_heights()
        if any(abs(h - r) <= AT_REST_HEIGHT for r in heights) or not heights[0] < h < heights[-1]:
            return None
        y = self.offset
        best = None
        for r in heights:
            target = y + (h - r)
            if not self.lo <= target <= self.hi:
                continue
            key = (abs(h - r), -r)  # the nearer; a tie to the taller
            if best is None or key < best[0]:
                best = (key, target)
        return None if best is None else best[1]

    # ---- what the scroll views tell the world ---------------------------------------------------
    def offset_changed(self, sv, old, new):
        """Every offset change of every scroll view: the header and the header invariants
        follow the primary (effects are functions of the offsets, evaluated when looked at)."""
        if sv is not self.primary:
            return
        self.ev_moves += 1
        if self.code is not None:
            return  # the app's code hears it (oracle_code.py); its header is judged per event
        height_before = self.header_height
        self.header_observe(new)
        self.note_offset_change(old, new, height_before)

    def did_end_scrolling(self, sv, t_rest):
        """The primary came to rest by itself at t_rest (a release at rest, the end of a
        deceleration or of a bounce): a header with `snap` left part-way starts an animated
        scroll there, at the moment of rest."""
        hb = self.s.header
        if sv is not self.primary or not hb or not hb["snap"] or self.code is not None:
            return
        target = self.snap_target()
        self.snap_log.append((t_rest, sv.offset, self.header_height, target))
        if target is not None:
            sv.animate_to(target, t0=t_rest)

    # ---- events ------------------------------------------------------------------------------
    def advance(self, t):
        self.t = t
        # delaysContentTouches: after touchDelay with no pan the item or control it began on
        # tracks the touch.
        for touch in self.touches.values():
            if (touch.owner == "pending" and not touch.panned
                    and t - touch.t0 >= TOUCH_DELAY - 1e-9):
                if self.s.is_item(touch.target):
                    touch.owner = "item"
                elif self.is_control(touch.target):
                    touch.owner = "control"
        for sv in self.svs:
            sv.advance_motion(t)

    def inset_event(self, ev):
        """FORMAT.md `inset`: the app set a scroll view's contentInset (each edge 0 if absent),
        insetAdjustment and indicatorInset (a field left out keeps its value): the offset stays,
        the adjusted inset and the range follow, a dragging finger drags on from where both are,
        a list at rest outside the new range comes back into it;
        with x/y, the list then moves there as a `scroll` event moves it;
        with app code, `scrollViewDidChangeAdjustedContentInset` when the adjusted inset
        changed."""
        sv = self.scroll_view_of(ev)
        spec = sv.spec
        edges = lambda o: {k: float(o.get(k, 0)) for k in ("top", "left", "bottom", "right")}
        before = dict(spec.adjusted)
        if "inset" in ev:
            spec.inset = edges(ev["inset"])
        if "insetAdjustment" in ev:
            assert ev["insetAdjustment"] in ("automatic", "never"), ev["insetAdjustment"]
            spec.automatic = ev["insetAdjustment"] == "automatic"
        if "indicatorInset" in ev:
            spec.indicator_inset = edges(ev["indicatorInset"])
        spec.set_layout(spec.frame, spec.safe)
        touch = self.touches.get(sv.touch) if sv.touch is not None else None
        if sv.phase == "dragging" and touch is not None:
            touch.regrip(sv)
        sv.adjust_into_range()
        if "x" in ev or "y" in ev:  # where the list is after it, as a `scroll` event moves it
            sv.scroll({k: ev[k] for k in ("x", "y") if k in ev})
        if self.code is not None and spec.adjusted != before:
            self.call(sv, "did_change_adjusted_content_inset")

    def scroll_view_of(self, ev):
        """`scroll`, `scrollTo` and `update` name their scroll view (default: the
        primary)."""
        return self.sv_by_id[ev.get("scroll", self.primary.id)]

    def apply(self, ev, index):
        self.index = index
        self.ev_type = ev["type"]
        self.ev_height = self.header_height
        self.ev_overscroll = None
        self.ev_dirs = set()
        self.ev_moves = 0  # the primary's offset changes in the event
        # The generator never lets time pass while a finger drags without a sample: whether
        # the drag velocity is re-evaluated at such a time is not specified.
        for sv in self.svs:
            if (sv.phase == "dragging" and ev["t"] > self.t
                    and not (ev["type"] == "touch" and ev["id"] == sv.touch)):
                raise AssertionError("event %d: time passes while dragging without a sample"
                                     % index)
        # With app code, the header is judged per event, from the offset and the range here (an
        # inside that the code's insets moved: inside the range at the start or at the end).
        start, start_lo, start_hi, start_height = self.offset, self.lo, self.hi, self.header_height
        self.advance(ev["t"])
        if self.code is not None:
            # The display frames between the events told the code of the motion's moves (FORMAT.md:
            # `scrollViewDidScroll` is paid at the start of an event): the views it moves are where
            # they are drawn when the event's touch is hit-tested; the header is judged up to here.
            self.pay_scrolls()
            if self.offset != start:
                self.note_offset_change(start, self.offset, start_height,
                                        (min(start_lo, self.lo), max(start_hi, self.hi)))
            start, start_lo, start_hi = self.offset, self.lo, self.hi
            start_height = self.header_height
        actions_before = len(self.actions)
        kind = ev["type"]
        if kind == "touch":
            {"began": self.began, "moved": self.moved, "ended": self.ended,
             "cancelled": self.cancelled}[ev["phase"]](ev["id"], ev["x"], ev["y"])
        elif kind == "tap":  # a touch that begins and ends at once
            self.began(0, ev["x"], ev["y"])
            self.ended(0, ev["x"], ev["y"])
        elif kind == "update":
            self.scroll_view_of(ev).update(ev)
        elif kind == "scroll":
            self.scroll_view_of(ev).scroll(ev)
        elif kind == "scrollTo":
            self.scroll_view_of(ev).scroll_to(ev)
        elif kind == "keyboard":
            self.keyboard_event(ev)
        elif kind == "safeArea":
            self.safe_area_event(ev)
        elif kind == "inset":
            self.inset_event(ev)
        elif kind == "call":  # the app's own moment: its code's handle(name), about the primary
            if self.code is not None:
                self.call(self.primary, "handle", ev["name"])
        elif kind == "expect":
            self.check_expect(ev)
        elif kind == "observe":
            self.check_observe(ev)
        elif kind in ("frame", "mark"):
            pass
        else:
            raise ValueError("the oracle does not model %r events" % kind)
        # The details: each `tap` action fired by the event goes to every effect (a tab starts
        # its pager's animated scroll); then the effects are re-evaluated (here: on demand).
        for action in self.actions[actions_before:]:
            if action["kind"] == "tap":
                self.deliver_tap(action["view"])
        if self.code is not None:
            self.code_actions(self.actions[actions_before:])
            if self.offset != start and kind != "safeArea":
                self.note_offset_change(start, self.offset, start_height,
                                        (min(start_lo, self.lo), max(start_hi, self.hi)))
        self.check_event()

    # ---- state -------------------------------------------------------------------------------
    def state(self):
        s = self.s
        header = None
        if s.header:
            header = {"height": self.header_height, "minHeight": s.header["min"],
                      "maxHeight": s.header["max"], "progress": self.progress()}
        st = {"index": self.index, "t": self.t, "scroll": self.primary.state()}
        if len(self.svs) > 1:  # one member per scroll view, the primary first
            st["scrolls"] = {sv.id: sv.state() for sv in self.svs}
        st["header"] = header
        st["touches"] = [{"id": tc.id, "x": tc.x, "y": tc.y, "target": tc.target,
                          "owner": tc.owner}
                         for tc in self.touches.values() if tc.id != 0]
        st["actions"] = [dict(a) for a in self.actions]
        st.update(self.effects_state())
        return st

    def value_at(self, path):
        cur = self.state()
        for comp in path.split("."):
            if isinstance(cur, dict) and comp in cur:
                cur = cur[comp]
            elif isinstance(cur, list) and comp.isdigit() and int(comp) < len(cur):
                cur = cur[int(comp)]
            else:
                return KeyError
        return cur
