"""The app's own scroll code, as the oracle runs it: a mixin of Oracle that calls a
Python port of the code (a `code` object, see screens/app_code.py) where UIKit calls its
UIScrollViewDelegate, and carries out what it changes as UIKit does. Written from
recordings/FORMAT.md, "The app's code as UIKit calls it", not from the Swift sources:

- `scrollViewDidScroll` is owed to a scroll view whose offset changed since the code last heard
  of it; it is paid at the start of every event once the clock moved the lists (before the
  event's touch is hit-tested), before any other call about that scroll view, after every call
  (an offset the code set is followed by it after the call returns) and at the end of every
  event;
- the first layout: `didScroll` for each scroll view at its initial offset, then
  `viewDidLayoutSubviews`, then `viewDidAppear`;
- a finger past the slop over several scroll views: `panShouldBegin` of each candidate in turn
  until one answers true, then for each other candidate `panShouldRecognizeSimultaneously` (the
  winner's, then its own: either true is enough) and its `panShouldBegin` (oracle_touches.py,
  decide_pans); several pans follow the finger innermost first, each one's `didScroll` made
  before the next moves, and each one's release told in turn;
- a pan that begins: `willBeginDragging`; the finger lifts: the content follows it there (the
  `didScroll` owed is paid), `willEndDragging` with the velocity in points per millisecond and
  the offset the motion will rest at (the page, the edge it springs back to, or the deceleration's
  rest clamped into the range), which the code may change: the motion then rests exactly there
  (a deceleration at the scroll view's rate whose projection is the target, or under paging or
  past an edge a spring to it); `didEndDragging(willDecelerate)`; `willBeginDecelerating` when it
  goes on; the end of a deceleration, a bounce or a page settling: `didEndDecelerating`; the end
  of an animated scroll the code asked for: `didEndScrollingAnimation`;
- a control's tap: `primaryActionTriggered`, a row's select: `didSelectItem`, at the end of the
  event (after the `didScroll` owed); a `call` event: `handle(name)` about the primary;
- what the code changes takes effect after the call returns, in this order: the header's
  height, the views, each scroll view's `isScrollEnabled` (for the pans that begin from then on),
  its insets (the offset stays, the range follows, a dragging
  finger drags on from where both are, then `didChangeAdjustedContentInset`), then its offset
  (`contentOffset =`: the content is there, a drag goes on from it, a deceleration, a bounce or a
  page spring from it with its velocity; `setContentOffset(animated:)`:
  any motion stops, then at once or at a constant rate over 0.3 s, not clamped).
- The header's invariants judge each event from the offset and the height it began with to
  those it ends with (the code sets the height once per event).

Only what the worked examples use is modelled (an assertion says where the scenarios stop):
insets along the axis of the primary, offsets of any scroll view, view frames.
"""

from .physics import ScrollAnimation, Spring

# FORMAT.md: code that moves a list from every `scrollViewDidScroll` is cut off after 16 rounds.
ROUNDS = 16


class Screen:
    """What a call of the code reads and changes (AppScreen): `scroll_view` is the scroll view
    the call is about. Reads see what the call has set so far."""

    def __init__(self, oracle, sv, name=None):
        self.o = oracle
        self.sv = sv
        self.name = name  # the callback the screen is for
        self.header_height = oracle.header_height
        self.content_inset = dict(sv.spec.inset)
        self.indicator_inset = (dict(sv.spec.indicator_inset) if sv.spec.indicator_inset
                                else {"top": 0, "left": 0, "bottom": 0, "right": 0})
        self.adjustment = "automatic" if sv.spec.automatic else "never"
        self.requests = {}  # scroll view id -> ("assign", offset) or ("set", offset, animated)
        self.views = {}              # id -> {"frame": (x, y, w, h)}
        self.enabled = {}            # scroll view id -> isScrollEnabled as the call set it

    # AppScrollView: offsets along each scroll view's axis (`screen[scrollView:]` for the others)
    def offset_along(self, sv_id):
        if sv_id in self.requests:
            return self.requests[sv_id][1]
        return self.o.sv_by_id[sv_id].offset

    def min_offset_of(self, sv_id):
        """minOffset along its axis: −adjustedContentInset at its start."""
        return self.o.sv_by_id[sv_id].lo

    def set_offset_along(self, sv_id, value, animated):
        self.requests[sv_id] = ("set", value, animated)

    def assign_offset_along(self, sv_id, value):
        """`contentOffset =` along the scroll view's axis."""
        self.requests[sv_id] = ("assign", value)

    def is_scroll_enabled(self, sv_id):
        return self.enabled.get(sv_id, self.o.sv_by_id[sv_id].spec.scroll_enabled)

    def set_scroll_enabled(self, sv_id, value):
        """`isScrollEnabled =`: the pans that begin from then on (FORMAT.md, "Pans that begin
        together")."""
        self.enabled[sv_id] = value

    @property
    def content_offset_y(self):
        return self.offset_along(self.sv.id)

    def assign_content_offset_y(self, y):
        self.requests[self.sv.id] = ("assign", y)

    def set_content_offset_y(self, y, animated):
        self.set_offset_along(self.sv.id, y, animated)

    @property
    def content_height(self):
        return self.sv.spec.content_size(self.sv.count)[1]

    @property
    def bounds_height(self):
        return self.sv.spec.frame[3]

    @property
    def adjusted_bottom(self):
        return self.sv.spec.adjusted["bottom"]

    @property
    def status_bar_height(self):
        """The status bar's height given by a `safeArea` event, else the device's
        safe-area top."""
        s = self.o.s
        return s.status_bar if s.status_bar is not None else s.safe["top"]

    # The flags as UIKit reports them at the callback (FORMAT.md "When each method is called"):
    # in didEndDragging the finger still tracks and nothing decelerates yet; a motion's last
    # didScroll still decelerates (the oracle's `stopping`).
    @property
    def is_tracking(self):
        return self.name == "did_end_dragging" or self.sv.phase in ("tracking", "dragging")

    @property
    def is_dragging(self):
        return self.name != "did_end_dragging" and self.sv.phase == "dragging"

    @property
    def adjusted_top(self):
        """adjustedContentInset.top with the contentInset the call has set so far."""
        return self.sv.spec.adjusted["top"] + self.content_inset["top"] - self.sv.spec.inset["top"]

    @property
    def is_decelerating(self):
        if self.name == "did_end_dragging":
            return False
        if self.name == "did_scroll" and self.o.stopping is self.sv:
            return True
        return self.sv.phase in ("decelerating", "bouncing") or (
            self.sv.phase == "snapping" and isinstance(self.sv.motion, Spring))

    def view_frame(self, vid):
        if vid in self.views and "frame" in self.views[vid]:
            return self.views[vid]["frame"]
        return self.o.local_frame(vid)

    def set_view_frame(self, vid, frame):
        self.views.setdefault(vid, {})["frame"] = tuple(frame)


class AppCodeHooks:
    """Oracle's methods for the app's code (self.code; None: the model alone)."""

    def code_init(self):
        """The first layout (FORMAT.md): didScroll for each scroll view, viewDidLayoutSubviews,
        viewDidAppear."""
        self.call_time = None  # when the call happens, if not now (the end of a motion)
        self.stopping = None  # the scroll view whose motion's last move is being heard
        self.heard = {sv.id: None for sv in self.svs}  # the offset the code last heard of
        self.view_changes = {}  # id -> {"frame": …}: what the code set on the views
        self.pay_scrolls()
        self.call(self.primary, "view_did_layout_subviews")
        self.call(self.primary, "view_did_appear")

    def local_frame(self, vid):
        """The view's frame in its superview's coordinates as laid out now (effects' moves
        included)."""
        found = []

        def walk(views, parent_delta):
            for v in views:
                (fx, fy, fw, fh), delta = self.laid_out(v, parent_delta)
                if v.id in self.effect_views:
                    tx, ty, _ = self.effect_transform(v.id)
                    fx, fy = fx + tx, fy + ty
                if v.id == vid:
                    found.append((fx, fy, fw, fh))
                walk(v.children, 0 if v.kind == "scroll" else delta)
        walk(self.s.views, 0)
        assert found, "no view %r" % vid
        return found[0]

    # ---- calls ---------------------------------------------------------------------------------
    def pay_scrolls(self, only=None):
        """didScroll about each scroll view (`only` that one) whose offset changed since the code
        last heard of it, until none did."""
        for _ in range(ROUNDS):
            called = False
            for sv in self.svs:
                if (only is not None and sv is not only) or self.heard[sv.id] == sv.offset:
                    continue
                self.heard[sv.id] = sv.offset
                self.invoke(sv, "did_scroll")
                called = True
            if not called:
                return

    def call(self, sv, name, *args):
        """A callback about `sv`, after the didScroll it is owed; then the didScroll its changes
        owe. Returns what the callback returned."""
        self.pay_scrolls(only=sv)
        result = self.invoke(sv, name, *args)
        self.pay_scrolls()
        return result

    def invoke(self, sv, name, *args, rounds=0):
        if rounds >= ROUNDS:
            return None
        screen = Screen(self, sv, name)
        result = getattr(self.code, name)(screen, *args)
        if self.carry_out(screen, sv):
            self.invoke(sv, "did_change_adjusted_content_inset", rounds=rounds + 1)
        return result

    def carry_out(self, screen, sv):
        """The header's height, the views, the insets (returns whether the adjusted inset
        changed), then the offset."""
        self.header_height = screen.header_height
        for vid, change in screen.views.items():
            self.view_changes.setdefault(vid, {}).update(change)
            if self.s.header and vid == self.s.header["view"] and "frame" in change:
                self.header_height = change["frame"][3]  # one value with the header's height
        changed = False
        spec = sv.spec
        zeros = {"top": 0, "left": 0, "bottom": 0, "right": 0}
        if (screen.content_inset != spec.inset or screen.adjustment != ("automatic" if spec.automatic
                                                                          else "never")
                or screen.indicator_inset != (spec.indicator_inset or zeros)):
            assert sv is self.primary and spec.vertical, "insets: the examples' primary list"
            before = dict(spec.adjusted)
            spec.inset = dict(screen.content_inset)
            spec.automatic = screen.adjustment == "automatic"
            spec.indicator_inset = dict(screen.indicator_inset)
            spec.set_layout(spec.frame, spec.safe)  # the adjusted inset and range follow
            changed = spec.adjusted != before
            touch = self.touches.get(sv.touch) if sv.touch is not None else None
            if sv.phase == "dragging" and touch is not None:
                # A dragging finger drags on from where both are.
                touch.regrip(sv)
            sv.adjust_into_range()  # at rest outside the new range: back into it
        for sv_id, value in screen.enabled.items():
            # Set false under a finger it would cancel that pan (FORMAT.md): not in the scenarios.
            assert value or self.sv_by_id[sv_id].phase != "dragging", "a pan cancelled by the code"
            self.sv_by_id[sv_id].spec.scroll_enabled = value
        for other in self.svs:  # each scroll view's offset, in the scene's order
            if other.id in screen.requests:
                self.carry_out_offset(other, screen.requests[other.id])
        return changed

    def carry_out_offset(self, sv, request):
        touch = self.touches.get(sv.touch) if sv.touch is not None else None
        dragging = sv.phase == "dragging" and touch is not None
        if request[0] == "assign":
            _, y = request
            motion = sv.motion
            sv.set_offset(y)
            if isinstance(motion, ScrollAnimation):
                # An animated scroll goes on to its target from here.
                t = self.t
                a = ScrollAnimation(t, y, motion.target, motion.t_end - t)
                a.code_started = getattr(motion, "code_started", False)
                sv.motion = a
            elif motion is not None:
                # A deceleration, a bounce or a page spring goes on from here with the velocity it
                # had (FORMAT.md `contentOffset =`), as the scroll view would settle from here.
                v = sv.velocity
                sv.motion = None
                sv.settle(v)
        else:
            _, y, animated = request
            if not dragging:
                sv.stop_idle()
            if not animated or y == sv.offset:
                sv.set_offset(y)
            else:
                assert not dragging, "an animated scroll under a finger: not in the examples"
                t0 = self.t if self.call_time is None else self.call_time
                a = ScrollAnimation(t0, sv.offset, y, sv.spec.animation_duration)
                a.code_started = True
                sv.motion = a
                sv.phase = a.phase
                sv.velocity = a.v(t0)
                sv.advance_animation(a, self.t)  # started at the call's time, on to now
        if dragging:
            touch.regrip(sv)

    # ---- where UIKit calls it -----------------------------------------------------------------
    def code_release(self, sv, touch, v):
        """The finger that drags `sv` lifted (the content is already at the lift point): the
        calls around the start of the motion. `v`: the release velocity of the offset (pt/s)."""
        self.pay_scrolls(only=sv)
        proposed = sv.rest_target(v)
        target = self.call(sv, "will_end_dragging", v / 1000.0 + 0.0, proposed)
        sv.touch = None
        if target != proposed:
            sv.settle_to(v, target)
        else:
            sv.settle(v)
        decelerates = sv.phase != "idle"
        self.call(sv, "did_end_dragging", decelerates)
        if decelerates and sv.phase != "idle":
            self.call(sv, "will_begin_decelerating")

    def motion_ended(self, sv, animation, t):
        """A motion of `sv` ended by itself at `t`: didEndDecelerating (a deceleration, a bounce,
        a page settling) or didEndScrollingAnimation (an animated scroll the code asked for); an
        animated scroll the call asks for starts at `t`."""
        if self.code is None:
            return
        self.call_time = t
        if animation is None:
            # The motion's last move is heard while it still decelerates.
            self.stopping = sv
            self.pay_scrolls(only=sv)
            self.stopping = None
            self.call(sv, "did_end_decelerating")
        elif getattr(animation, "code_started", False):
            self.call(sv, "did_end_scrolling_animation")
        self.call_time = None

    def code_actions(self, actions):
        """The end of an event: the didScroll owed, then the actions it fired."""
        self.pay_scrolls()
        for action in actions:
            if action["kind"] == "tap":
                self.call(self.primary, "primary_action_triggered", action["view"])
            else:
                sv = self.sv_by_id[action.get("scroll", self.primary.id)]
                self.call(sv, "did_select_item", action["item"])
