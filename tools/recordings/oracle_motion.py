"""The oracle's offset: dragging and the rubber band, the motion after the finger lifts
(SPEC §3.3), and the events that move the list without a finger, `scroll` and `update` (§1.2):
a mixin of Oracle, whose state it reads and changes."""

import math

from .physics import Deceleration, Spring, round_half_away, rubber, unrubber


class Motion:
    """Oracle's methods for the offset and its motion."""

    # ---- §3.3 dragging and the rubber band ------------------------------------------------
    def displayed(self, raw):
        s = self.s
        if raw < self.lo:
            return self.lo - rubber(self.lo - raw, s.extent)
        if raw > self.hi:
            return self.hi + rubber(raw - self.hi, s.extent)
        return raw

    def raw_for(self, shown):
        s = self.s
        if shown < self.lo:
            return self.lo - unrubber(self.lo - shown, s.extent)
        if shown > self.hi:
            return self.hi + unrubber(shown - self.hi, s.extent)
        return shown

    def set_offset(self, y):
        if self.trace is not None:
            self.trace.append((self.index, self.t, y))
        if y == self.offset:
            return
        old, height_before = self.offset, self.header_height
        self.offset = y
        self.header_observe(y)
        self.note_offset_change(old, y, height_before)

    # ---- §3.3 motion after the finger lifts ---------------------------------------------
    def stop_idle(self):
        self.motion = None
        self.phase = "idle"
        self.velocity = 0.0

    def start_spring(self, v, target, phase):
        sp = Spring(self.t, self.offset, v, target, phase)
        if sp.end_tau == 0:
            # Already within 0.5 pt and no extremum ahead: at the target at once.
            self.set_offset(target)
            self.stop_idle()
        else:
            self.motion = sp
            self.phase = phase
            self.velocity = v

    def settle(self, v):
        """What the list does when nothing holds it any more, moving at v."""
        s = self.s
        x, lo, hi = self.offset, self.lo, self.hi
        if s.paging:
            p, threshold = s.paging
            last_page = math.ceil((hi - lo) / p - 1e-9)
            f = (x - lo) / p
            if abs(v) > threshold:
                page = math.ceil(f - 1e-9) if v > 0 else math.floor(f + 1e-9)
            else:
                page = round_half_away(f)
            page = min(max(page, 0), last_page)
            self.start_spring(v, min(lo + page * p, hi), "snapping")
        elif not lo <= x <= hi:
            edge = lo if x < lo else hi
            if s.bounces:
                self.start_spring(v, edge, "bouncing")
            else:
                self.set_offset(edge)
                self.stop_idle()
        elif v != 0:
            d = Deceleration(self.t, x, v, s.rate, lo, hi)
            if d.at_once:
                self.stop_idle()
            else:
                self.motion = d
                self.phase = "decelerating"
                self.velocity = v
        else:
            self.stop_idle()

    def cross_bounds(self, a, b):
        """Visit each bound strictly between a and b, in the order of travel."""
        bounds = (self.lo, self.hi) if b > a else (self.hi, self.lo)
        for bound in bounds:
            if min(a, b) < bound < max(a, b):
                self.set_offset(bound)

    def advance_spring(self, sp, t):
        if t <= sp.t_prev:
            return
        e = min(t, sp.t_end)
        if sp.tau_star is not None and sp.t_prev < sp.t0 + sp.tau_star < e:
            xs = sp.x(sp.t0 + sp.tau_star)
            self.cross_bounds(self.offset, xs)
            self.set_offset(xs)
        xe = sp.x(e)
        self.cross_bounds(self.offset, xe)
        self.set_offset(xe)
        if t >= sp.t_end:
            self.set_offset(sp.target)
            self.stop_idle()
        else:
            sp.t_prev = t
            self.velocity = sp.v(t)

    def advance_motion(self, t):
        m = self.motion
        if m is None:
            return
        if isinstance(m, Spring):
            self.advance_spring(m, t)
            return
        if m.hit is not None and m.hit <= t:
            # The edge, exactly, at the hit; then a spring from it, started at the hit time.
            self.set_offset(m.edge)
            if self.s.bounces:
                sp = Spring(m.hit, m.edge, m.v(m.hit), m.edge, "bouncing")
                self.motion = sp
                self.phase = "bouncing"
                self.velocity = m.v(m.hit)
                self.advance_spring(sp, t)
            else:
                self.stop_idle()
        elif t >= m.t_end:
            self.set_offset(m.rest)
            self.stop_idle()
        else:
            self.set_offset(m.x(t))
            self.velocity = m.v(t)

    # ---- §1.2 `scroll` and `update` ---------------------------------------------------------
    def scroll(self, ev):
        """§1.2 `scroll`: the app (x/y, an absolute offset) or a wheel or trackpad (dx/dy,
        relative, clamped to [minOffset, maxOffset]) moved the list; it stops any motion."""
        s = self.s
        if "dx" in ev or "dy" in ev:
            assert "x" not in ev and "y" not in ev, "x/y and dx/dy are exclusive"
            target = self.offset + ev.get("dy" if s.vertical else "dx", 0)
            target = min(max(target, self.lo), self.hi)
        else:
            target = ev["y" if s.vertical else "x"]
            # An app that sets an offset outside the range leaves the list resting there
            # (scroll.rest); the scenarios keep it inside.
            assert self.lo <= target <= self.hi, "absolute scroll outside the range"
        # What a scroll does under a finger is not specified: the scenarios lift first.
        assert not self.touches, "scroll event while a finger is down"
        self.motion = None
        self.phase = "idle"
        self.velocity = 0.0
        self.set_offset(target)

    def new_index(self, i, deleted, inserted):
        j = i - sum(1 for d in deleted if d < i)
        for k in inserted:  # ascending
            if k <= j:
                j += 1
        return j

    def update(self, ev):
        """§1.2 `update`: delete (old indices), insert (new indices), anchor."""
        s = self.s
        deleted = sorted(ev.get("delete", []))
        inserted = sorted(ev.get("insert", []))
        anchor = ev.get("anchor", "none")
        old_offset = self.offset
        new_offset = old_offset
        anchor_item = None
        if anchor == "visible":
            for i in range(self.count):
                start = s.item_start(i)
                if start >= old_offset + s.extent:
                    break
                if start + s.item_length > old_offset and i not in deleted:
                    anchor_item = i
                    break
            if anchor_item is not None:
                new_i = self.new_index(anchor_item, deleted, inserted)
                new_offset = old_offset + (s.item_start(new_i) - s.item_start(anchor_item))
        self.count = self.count - len(deleted) + len(inserted)
        if self.phase in ("idle", "tracking"):
            self.set_offset(min(max(new_offset, self.lo), self.hi))
        elif self.phase == "dragging":
            self.set_offset(new_offset)
            touch = self.touches[self.scroll_touch]
            touch.pan_finger = self.finger(touch.x, touch.y)
            touch.pan_raw = self.raw_for(self.offset)
        else:  # moving: from the new offset with the current velocity
            v = self.velocity
            self.motion = None
            self.set_offset(new_offset)
            self.settle(v)
        if anchor_item is not None:
            new_i = self.new_index(anchor_item, deleted, inserted)
            before = s.item_start(anchor_item) - old_offset
            after = s.item_start(new_i) - self.offset
            if abs(after - before) > 1e-6 and self.offset not in (self.lo, self.hi):
                self.violate("update.anchor", "anchor item %d moved from %.2f to %.2f on screen"
                             % (anchor_item, before, after))
