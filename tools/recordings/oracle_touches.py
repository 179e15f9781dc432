"""The oracle's hit-testing (SPEC §3.1) and touches (§1.2 `touch` and `tap`, §3.2 routing):
a mixin of Oracle, whose state it reads and changes."""

import math

from .physics import FingerSamples


class Touch:
    def __init__(self, tid, target, owner, x, y, t, stopped=False):
        self.id, self.target, self.owner = tid, target, owner
        self.x0, self.y0, self.t0 = x, y, t
        self.x, self.y = x, y
        self.stopped = stopped  # began on the list while it moved: stopped it, never selects
        self.panned = False
        self.pan_finger = None  # finger coordinate along the axis when the pan began
        self.pan_raw = None     # raw (un-rubber-banded) offset when the pan began
        self.samples = None     # FingerSamples since the pan began


class TouchRouting:
    """Oracle's methods for hit-testing and for the touch events."""

    # ---- §3.1 hit-testing --------------------------------------------------------------------
    def view_frame(self, v, parent_delta):
        """The view's frame in its parent, and the height change it passes to its children.
        §1.1 `pin`/`header`: the header view's height is the header height; a "bottom" child
        moves by the parent's change, a "fill" child grows by it and passes it on."""
        if v.kind == "scroll":
            return self.s.frame, 0
        x, y, w, h = v.frame
        hb = self.s.header
        if hb and v.id == hb["view"]:
            return (x, y, w, self.header_height), self.header_height - hb["max"]
        if v.pin == "bottom":
            return (x, y + parent_delta, w, h), 0
        if v.pin == "fill":
            return (x, y, w, h + parent_delta), parent_delta
        return (x, y, w, h), 0

    def item_at(self, px, py):
        """§1.1: item i spans content [A + i(L+S), +L) along the axis;
        window coordinate = frame origin + c − offset."""
        s = self.s
        if self.count == 0:
            return None
        w = py - s.frame[1] if s.vertical else px - s.frame[0]
        c = w + self.offset
        rel = c - s.item_leading
        if rel < 0:
            return None
        i = int(math.floor(rel / s.pitch()))
        if i >= self.count or rel - i * s.pitch() >= s.item_length:
            return None
        return i

    def hit_view(self, v, px, py, ox, oy, parent_delta):
        # Skipped with its subtree: hidden, not interactive, alpha < 0.01, point outside.
        if v.hidden or not v.interactive or v.alpha < 0.01:
            return None
        (fx, fy, fw, fh), delta = self.view_frame(v, parent_delta)
        wx, wy = ox + fx, oy + fy
        if not (wx <= px < wx + fw and wy <= py < wy + fh):  # CGRect.contains
            return None
        if v.kind == "scroll":
            i = self.item_at(px, py)
            return v.id if i is None else "%s.item.%d" % (v.id, i)
        result = None
        for c in reversed(v.children):  # children front to back, the deepest hit wins
            result = self.hit_view(c, px, py, wx, wy, delta)
            if result is not None:
                break
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

    def window_frame(self, target):
        def walk(views, ox, oy, parent_delta):
            for v in views:
                (fx, fy, fw, fh), delta = self.view_frame(v, parent_delta)
                if v.id == target:
                    return (ox + fx, oy + fy, fw, fh)
                r = walk(v.children, ox + fx, oy + fy, delta)
                if r:
                    return r
            return None
        return walk(self.s.views, 0, 0, 0)

    # ---- §3.2 touches -----------------------------------------------------------------------
    def began(self, tid, x, y):
        assert tid not in self.touches
        target = self.hit(x, y)
        s = self.s
        stopped = False
        if target == s.scroll_id or s.is_item(target):
            assert self.scroll_touch is None, "scenarios use one scroll finger at a time"
            if self.motion is not None:
                # §3.2: a touch on a moving list stops it at once; the scroll view owns it.
                stopped = True
                self.motion = None
                self.velocity = 0.0
                owner = "scroll"
            else:
                owner = "pending"
            self.scroll_touch = tid
            self.phase = "tracking"
        elif self.is_control(target):
            owner = "control"
        else:
            owner = "none"
        self.touches[tid] = Touch(tid, target, owner, x, y, self.t, stopped)
        self.check_pass_through(x, y, target)

    def finger(self, x, y):
        return y if self.s.vertical else x

    def moved(self, tid, x, y):
        touch = self.touches[tid]
        touch.x, touch.y = x, y
        if tid != self.scroll_touch:
            return  # controls and "none" touches move nothing
        finger = self.finger(x, y)
        if not touch.panned:
            # A pan begins on the first sample more than panSlop from touch-down; no jump.
            if math.hypot(x - touch.x0, y - touch.y0) > self.s.pan_slop:
                # `alwaysBounce` (a content shorter than the viewport) is not modelled here.
                assert self.hi > self.lo, "the scenarios only pan lists longer than the viewport"
                touch.panned = True
                touch.owner = "scroll"  # a pan cancels an item's touch (canCancelContentTouches)
                touch.pan_finger = finger
                touch.pan_raw = self.raw_for(self.offset)
                touch.samples = FingerSamples(self.t, finger)
                self.velocity = 0.0
                self.phase = "dragging"
            return
        raw = touch.pan_raw - (finger - touch.pan_finger)
        self.set_offset(self.displayed(raw))
        touch.samples.add(self.t, finger)
        self.velocity = -touch.samples.velocity(self.t)

    def lift(self, tid, x, y, ended):
        touch = self.touches[tid]
        if tid == self.scroll_touch:
            if touch.panned:
                # The last sample moves the content like any move and counts for the velocity.
                self.moved(tid, x, y)
                self.scroll_touch = None
                self.settle(self.velocity)
            else:
                self.scroll_touch = None
                if touch.stopped:
                    self.settle(0.0)  # springs back if outside, snaps to a page when paging
                else:
                    if ended and self.s.is_item(touch.target):
                        item = int(touch.target.rsplit(".", 1)[1])
                        self.actions.append({"index": self.index, "kind": "select",
                                             "item": item})
                    self.stop_idle()
        elif touch.owner == "control" and ended:
            touch.x, touch.y = x, y
            fx, fy, fw, fh = self.window_frame(touch.target)
            if fx <= x < fx + fw and fy <= y < fy + fh:
                self.actions.append({"index": self.index, "kind": "tap", "view": touch.target})
        del self.touches[tid]

    def ended(self, tid, x, y):
        self.lift(tid, x, y, True)

    def cancelled(self, tid, x, y):
        self.lift(tid, x, y, False)
