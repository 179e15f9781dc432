"""The oracle's layout and hit-testing (views inside a scroll view move with its
content, effects move views and change their alpha) and touches (`touch` and `tap`,
routing, candidates and the dominant axis): a mixin of Oracle, whose state it reads and
changes."""

import math

from .physics import FingerSamples


class Touch:
    def __init__(self, tid, target, owner, x, y, t, stopped=False):
        self.id, self.target, self.owner = tid, target, owner
        self.x0, self.y0, self.t0 = x, y, t
        self.x, self.y = x, y
        self.stopped = stopped  # began on a moving candidate: stopped it, never selects
        self.panned = False     # a pan was decided (begun, or refused by the code)
        self.tracking = []      # the candidates that track it (ScrollView), innermost first
        self.pans = []          # the scroll views whose pans follow it, innermost first
        self.grips = {}         # scroll view id -> (finger along its axis, raw offset) to drag from
        self.samples = {}       # scroll view id -> FingerSamples since its pan began

    @property
    def winner(self):
        """The candidate its pan went to (the innermost of those that follow it)."""
        return self.pans[0] if self.pans else None

    def along(self, spec):
        return self.y if spec.vertical else self.x

    def regrip(self, sv):
        """`sv` drags on from where the finger and its content are now."""
        self.grips[sv.id] = (self.along(sv.spec), sv.raw_for(sv.offset))


class TouchRouting:
    """Oracle's methods for layout, hit-testing and the touch events."""

    # ---- layout ------------------------------------------------------------------------------
    def laid_out(self, v, parent_delta):
        """The view's frame in its parent, and the height change it passes to its children.
        `pin`/`header`: the header view's height is the header height; a "bottom" child
        moves by the parent's change, a "fill" child grows by it and passes it on. A scroll
        view's frame is its `scroll`/`scrolls` frame (in its parent's coordinates)."""
        if v.kind == "scroll":
            return self.sv_by_id[v.id].spec.frame, 0
        frame, delta = self.pinned_frame(v, parent_delta)
        if self.code is not None and "frame" in self.view_changes.get(v.id, {}):
            # The frame the code set replaces it (the header view keeps the header's
            # height); the children still follow the parent's change by their pins.
            x, y, w, h = self.view_changes[v.id]["frame"]
            frame = (x, y, w, frame[3] if self.s.header and v.id == self.s.header["view"] else h)
        return frame, delta

    def pinned_frame(self, v, parent_delta):
        x, y, w, h = v.frame
        hb = self.s.header
        if hb and v.id == hb["view"]:
            return (x, y, w, self.header_height), self.header_height - hb["max"]
        if v.pin == "bottom":
            return (x, y + parent_delta, w, h), 0
        if v.pin == "fill":
            return (x, y, w, max(0, h + parent_delta)), parent_delta
        return (x, y, w, h), 0

    def place(self, v, ox, oy, parent_delta):
        """The view in the window: (x, y, w, h, alpha, children's origin x, y, children's
        delta). (ox, oy): the window position of the parent's coordinate origin (for a scroll
        view parent: of its content, frame origin − contentOffset). Effects translate the
        laid-out frame and may set the alpha."""
        (fx, fy, fw, fh), delta = self.laid_out(v, parent_delta)
        alpha = v.alpha
        if v.id in self.effect_views:
            tx, ty, a = self.effect_transform(v.id)
            fx, fy = fx + tx, fy + ty
            if a is not None:
                alpha = a
        wx, wy = ox + fx, oy + fy
        if v.kind == "scroll":
            cx, cy = self.sv_by_id[v.id].offset_xy()
            return wx, wy, fw, fh, alpha, wx - cx, wy - cy, 0
        return wx, wy, fw, fh, alpha, wx, wy, delta

    def layout(self):
        """Every view, depth first in session order, with its window frame (x, y, w, h) and
        its alpha."""
        out = []

        def walk(views, ox, oy, parent_delta):
            for v in views:
                wx, wy, fw, fh, alpha, cox, coy, delta = self.place(v, ox, oy, parent_delta)
                out.append((v, (wx, wy, fw, fh), alpha))
                walk(v.children, cox, coy, delta)
        walk(self.s.views, 0, 0, 0)
        return out

    def window_frame(self, target):
        for v, frame, _ in self.layout():
            if v.id == target:
                return frame
        return None

    def view_alpha(self, target):
        for v, _, alpha in self.layout():
            if v.id == target:
                return alpha
        return None

    # ---- hit-testing -------------------------------------------------------------------------
    def item_at(self, sv, fx, fy, px, py):
        """Item i spans content [A + i(L+S), +L) along the axis;
        window coordinate = frame origin + c − offset. (fx, fy): the scroll view's window
        origin."""
        s = sv.spec
        if sv.count == 0:
            return None
        w = py - fy if s.vertical else px - fx
        c = w + sv.offset
        if s.sections is not None:  # rows of their own lengths
            return s.sections.row_at(c)
        rel = c - s.item_leading
        if rel < 0:
            return None
        i = int(math.floor(rel / s.pitch()))
        if i >= sv.count or rel - i * s.pitch() >= s.item_length:
            return None
        return i

    def section_view_at(self, sv, fx, fy, px, py):
        """The section header or footer of a list in sections drawn at the point,
        where it is now (pinned in the plain style), as `<id>.section.<n>.header`/`.footer`,
        or None. They lie in front of the rows. A point on two of them at once (a pushed-up
        header over its own footer) is not decided by the rules: refused."""
        s = sv.spec
        if s.sections is None:
            return None
        c = (py - fy if s.vertical else px - fx) + sv.offset
        found = ["%s.section.%d.%s" % (sv.id, n, kind)
                 for kind, n, start, length in s.sections.decorations(*sv.visible_range())
                 if start <= c < start + length]
        assert len(found) <= 1, "ambiguous hit on %s at (%g, %g)" % (found, px, py)
        return found[0] if found else None

    def section_view_frame(self, target):
        """The window frame of a section header or footer where it is drawn now."""
        sid, n, kind = self.s.section_of(target)
        sv = self.sv_by_id[sid]
        s = sv.spec
        for k, m, start, length in s.sections.decorations(*sv.visible_range()):
            if (k, m) == (kind, n):
                fx, fy, fw, fh = self.window_frame(sid)
                if s.vertical:
                    return fx, fy + start - sv.offset, fw, length
                return fx + start - sv.offset, fy, length, fh
        return None

    def hit_view(self, v, px, py, ox, oy, parent_delta):
        # Skipped with its subtree: hidden, not interactive, alpha < 0.01, point outside.
        if v.hidden or not v.interactive:
            return None
        wx, wy, fw, fh, alpha, cox, coy, delta = self.place(v, ox, oy, parent_delta)
        if alpha < 0.01:
            return None
        if not (wx <= px < wx + fw and wy <= py < wy + fh):  # CGRect.contains
            return None
        result = None
        for c in reversed(v.children):  # children front to back, the deepest hit wins
            result = self.hit_view(c, px, py, cox, coy, delta)
            if result is not None:
                break
        if v.kind == "scroll":
            # Its subviews (kept on top of the content, inList) before its items.
            if result is not None:
                return result
            section_view = self.section_view_at(self.sv_by_id[v.id], wx, wy, px, py)
            if section_view is not None:  # in front of the rows
                return section_view
            i = self.item_at(self.sv_by_id[v.id], wx, wy, px, py)
            return v.id if i is None else "%s.item.%d" % (v.id, i)
        if result is None:
            result = v.id
        if v.pass_through == "self" and result == v.id:
            return None  # the hitTest override that returns nil for self
        if v.pass_through == "controls" and not self.is_control(result):
            return None
        return result

    def hit(self, px, py):
        for v in reversed(self.s.views):  # later views are in front
            r = self.hit_view(v, px, py, 0, 0, 0)
            if r is not None:
                return r
        return "window"

    def is_control(self, target):
        v = self.s.by_id.get(target)
        return bool(v and v.control)

    # ---- touches ------------------------------------------------------------------------------
    def began(self, tid, x, y):
        assert tid not in self.touches
        target = self.hit(x, y)
        self.check_navigation_bar_touch(x, y, target)
        stopped = False
        tracking = []
        candidates = [self.sv_by_id[c] for c in self.s.candidates(target)]
        if self.is_control(target) and not candidates:
            owner = "control"  # a control outside every scroll view tracks it at once
        else:
            # In a scroll view's content (an item, a control, a plain view): UIScrollView's
            # delaysContentTouches holds the touch-down until it knows whether a pan begins
            # (Apple, UIScrollView.delaysContentTouches).
            if candidates:
                assert all(c.touch is None for c in candidates), \
                    "scenarios use one scroll finger at a time"
                for c in candidates:
                    if c.motion is not None:
                        # A touch on a moving candidate stops it at once; the scroll
                        # view owns the touch.
                        stopped = True
                        c.motion = None
                        c.velocity = 0.0
                for c in candidates:
                    c.touch = tid
                    c.phase = "tracking"
                tracking = candidates
                owner = "scroll" if stopped else "pending"
            else:
                owner = "none"
        touch = Touch(tid, target, owner, x, y, self.t, stopped)
        touch.tracking = tracking
        self.touches[tid] = touch
        self.check_pass_through(x, y, target)

    def moved(self, tid, x, y):
        touch = self.touches[tid]
        touch.x, touch.y = x, y
        if not touch.pans:
            if touch.tracking and not touch.panned:
                self.maybe_pan(touch)
            return  # controls and "none" touches move nothing
        for sv in touch.pans:
            # Each pan follows the finger, the innermost first; with several, the code hears
            # each one's move (scrollViewDidScroll) before the next one moves.
            self.drag_pan(touch, sv)
            if self.code is not None and len(touch.pans) > 1:
                self.pay_scrolls(only=sv)

    def drag_pan(self, touch, sv):
        """`sv` follows the finger of `touch` to where it is: its own translation from where it
        was gripped, its rubber band, its release velocity."""
        finger = touch.along(sv.spec)
        grip_finger, grip_raw = touch.grips[sv.id]
        sv.set_offset(sv.displayed(grip_raw - (finger - grip_finger)))
        samples = touch.samples[sv.id]
        samples.add(self.t, finger)
        sv.velocity = -samples.velocity(self.t)

    def maybe_pan(self, touch):
        """A pan begins on the first sample more than the innermost tracking candidate's
        panSlop from touch-down, with no jump. The candidates, in the order UIKit tries their
        recognizers: those with scrolling enabled that can pan, along the dominant axis of the
        travel, innermost first (when none scrolls along it: all of them). Without code the
        first wins alone; with code, the first whose `panShouldBegin` is true wins and each other
        pans with it when either one's `panShouldRecognizeSimultaneously` is true and its own
        `panShouldBegin` too (FORMAT.md, "Pans that begin together"). The others stop
        tracking."""
        if touch.owner == "control":
            # A control that tracks the finger keeps it: UIScrollView.touchesShouldCancel(in:)
            # is false for a UIControl (Apple), so no pan begins.
            return
        dx, dy = touch.x - touch.x0, touch.y - touch.y0
        if not math.hypot(dx, dy) > touch.tracking[0].spec.pan_slop:
            return
        horizontal = abs(dx) > abs(dy)
        # A scroll view whose scrolling is disabled is no candidate (isScrollEnabled).
        can = [c for c in touch.tracking if c.spec.scroll_enabled and c.can_pan()]
        along = [c for c in can if c.spec.vertical != horizontal]
        order = along if along else can
        if not order and any(not c.spec.scroll_enabled for c in touch.tracking):
            return  # no pan may begin: the finger stays with the content
        assert order, "the scenarios only pan lists longer than the viewport"
        pans = [order[0]] if self.code is None else self.decide_pans(order)
        assert pans, "the scenarios never refuse every pan"
        touch.panned = True
        for c in touch.tracking:
            if c not in pans:
                # A loser stops tracking; one the touch stopped past an edge (or between pages)
                # settles from there: it springs back (or snaps to a page).
                c.touch = None
                c.phase = "idle"
                c.settle(0.0)
        touch.tracking = list(pans)
        touch.pans = list(pans)
        touch.owner = "scroll"  # a pan cancels an item's touch (canCancelContentTouches)
        for sv in pans:  # each begins, and its scrollViewWillBeginDragging is made, in turn
            touch.regrip(sv)
            touch.samples[sv.id] = FingerSamples(self.t, touch.along(sv.spec))
            sv.velocity = 0.0
            sv.phase = "dragging"
            if self.code is not None:
                self.call(sv, "will_begin_dragging")

    def decide_pans(self, order):
        """The pans that begin among the candidates `order`, innermost first, as the code
        decides: the first whose `panShouldBegin` answers true wins; each other candidate (in
        the order, skipping the winner) pans with it when the winner's
        `panShouldRecognizeSimultaneously` about it, or its own about the winner, answers true,
        and then its own `panShouldBegin` does."""
        winner = next((c for c in order if self.call(c, "pan_should_begin")), None)
        if winner is None:
            return []
        pans = []
        for c in order:
            if c is winner:
                pans.append(c)
            elif ((self.call(winner, "pan_should_recognize_simultaneously", c.id)
                   or self.call(c, "pan_should_recognize_simultaneously", winner.id))
                  and self.call(c, "pan_should_begin")):
                pans.append(c)
        return pans

    def lift(self, tid, x, y, ended):
        touch = self.touches[tid]
        if touch.pans:
            touch.x, touch.y = x, y
            for sv in touch.pans:
                # The last sample moves each pan's content like any move and counts for the
                # velocity; with code, each pan's release is told (innermost first) before the
                # next one moves.
                self.drag_pan(touch, sv)
                if self.code is not None:
                    self.code_release(sv, touch, sv.velocity)
                    continue
                sv.touch = None
                sv.settle(sv.velocity)
                if sv.phase == "idle" and not sv.spec.paging and sv.inside(sv.offset):
                    # `snap` (1): a finger that dragged lifts and leaves the list at rest at once.
                    self.did_end_scrolling(sv, self.t)
        elif touch.tracking:
            for c in touch.tracking:
                c.touch = None
            if touch.stopped:
                for c in touch.tracking:
                    c.settle(0.0)  # springs back if outside, snaps to a page when paging
            else:
                item = self.s.item_of(touch.target)
                if ended and item is not None:
                    action = {"index": self.index, "kind": "select", "item": item[1]}
                    if item[0] != self.primary.id:
                        action["scroll"] = item[0]
                    self.actions.append(action)
                elif ended and self.is_control(touch.target):
                    # Held or tracked, never panned: the control gets the touch (a held one
                    # with its end, when the finger lifts before the delay).
                    self.tap_control(touch.target, x, y)
                for c in touch.tracking:
                    if c.inside(c.offset):
                        c.stop_idle()
                    else:
                        # FORMAT.md `safeArea`: a list a finger held across a change of its
                        # range meets the new range when the finger lifts (springs back).
                        c.settle(0.0)
        elif touch.owner == "control" and ended:
            touch.x, touch.y = x, y
            self.tap_control(touch.target, x, y)
        del self.touches[tid]

    def tap_control(self, target, x, y):
        """A touch a control tracked lifted at (x, y): `tap` when inside its frame."""
        fx, fy, fw, fh = self.window_frame(target)
        if fx <= x < fx + fw and fy <= y < fy + fh:
            self.actions.append({"index": self.index, "kind": "tap", "view": target})

    def ended(self, tid, x, y):
        self.lift(tid, x, y, True)

    def cancelled(self, tid, x, y):
        self.lift(tid, x, y, False)
