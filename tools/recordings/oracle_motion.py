"""One scroll view of the world: its offset, dragging and the rubber band, the motion after the
finger lifts, animated scrolls (a `tabs` tap, a header `snap`), and the events
that move it without a finger, `scroll`, `scrollTo` and `update`. The world (Oracle) holds one per
scroll view of the scene, the primary first; it is told of every offset change (the header and
the invariants follow the primary) and of the moments the primary comes to rest by itself
(the header's snap)."""

import math

from .physics import Deceleration, ScrollAnimation, Spring, round_half_away, rubber, unrubber


class ScrollView:
    """A scroll view's state and motion; `world` is the Oracle."""

    def __init__(self, spec, world):
        self.spec = spec
        self.world = world
        self.id = spec.id
        self.count = spec.item_count  # changes with `update` events
        self.offset = spec.min_offset  # the initial offset is minOffset
        self.velocity = 0.0  # the offset's velocity along the axis (scroll.velocity)
        self.phase = "idle"
        self.motion = None  # Deceleration or Spring after the finger lifted (or animated)
        self.touch = None  # the finger it tracks or follows (a driving finger)

    # ---- the scroll range ------------------------------------------------------------------
    @property
    def lo(self):
        return self.spec.min_offset

    @property
    def hi(self):
        return self.spec.max_offset(self.count)

    def inside(self, y):
        return self.lo <= y <= self.hi

    def can_pan(self):
        return self.spec.can_pan(self.count)

    def visible_range(self):
        """The part of the content visible along the axis, inside the adjusted inset:
        (offset + adjustedInset at the start, offset + frame extent − adjustedInset at the
        end), where a plain list in sections pins its headers and footers."""
        s = self.spec
        return (self.offset + s.adjusted[s.lead],
                self.offset + s.extent - s.adjusted[s.trail])

    def offset_xy(self):
        s = self.spec
        return (s.cross_offset, self.offset) if s.vertical else (self.offset, s.cross_offset)

    # ---- dragging and the rubber band -----------------------------------------------------
    def displayed(self, raw):
        s = self.spec
        if raw < self.lo:
            return self.lo - rubber(self.lo - raw, s.extent)
        if raw > self.hi:
            return self.hi + rubber(raw - self.hi, s.extent)
        return raw

    def raw_for(self, shown):
        s = self.spec
        if shown < self.lo:
            return self.lo - unrubber(self.lo - shown, s.extent)
        if shown > self.hi:
            return self.hi + unrubber(shown - self.hi, s.extent)
        return shown

    def set_offset(self, y):
        w = self.world
        if w.trace is not None:
            w.trace.append((w.index, w.t, self.id, y))
        if y == self.offset:
            return
        old = self.offset
        self.offset = y
        w.offset_changed(self, old, y)

    def adjust_into_range(self):
        """FORMAT.md `inset`: after a change of its insets, a scroll view at rest (no finger, no
        motion) outside its new range comes back into it at once (UIKit's adjustment at rest)."""
        if self.phase == "idle" and not self.inside(self.offset):
            self.set_offset(min(max(self.offset, self.lo), self.hi))

    # ---- motion after the finger lifts --------------------------------------------------
    def stop_idle(self):
        self.motion = None
        self.phase = "idle"
        self.velocity = 0.0

    def start_spring(self, v, target, phase):
        sp = Spring(self.world.t, self.offset, v, target, phase)
        if sp.end_tau == 0:
            # Already within 0.5 pt and no extremum ahead: at the target at once.
            self.set_offset(target)
            self.stop_idle()
            if phase == "bouncing":
                self.world.did_end_scrolling(self, self.world.t)
        else:
            self.motion = sp
            self.phase = phase
            self.velocity = v

    def settle(self, v):
        """What the scroll view does when nothing holds it any more, moving at v."""
        s = self.spec
        x, lo, hi = self.offset, self.lo, self.hi
        if s.paging:
            self.start_spring(v, self.page_target(v), "snapping")
        elif not lo <= x <= hi:
            edge = lo if x < lo else hi
            if s.bounces:
                self.start_spring(v, edge, "bouncing")
            else:
                self.set_offset(edge)
                self.stop_idle()
        elif v != 0:
            d = Deceleration(self.world.t, x, v, s.rate, lo, hi)
            if d.at_once:
                self.stop_idle()
            else:
                self.motion = d
                self.phase = "decelerating"
                self.velocity = v
        else:
            self.stop_idle()

    def rest_target(self, v):
        """`targetContentOffset` as UIKit proposes it on release with velocity v: the page
        it snaps to, the edge it springs back to, or where its deceleration ends, clamped into
        the range."""
        s = self.spec
        x, lo, hi = self.offset, self.lo, self.hi
        if s.paging:
            return self.page_target(v)
        if not lo <= x <= hi or v == 0:
            return min(max(x, lo), hi)
        d = Deceleration(self.world.t, x, v, s.rate, lo, hi)
        return min(max(d.rest, lo), hi)

    def page_target(self, v):
        s = self.spec
        x, lo, hi = self.offset, self.lo, self.hi
        p, threshold = s.paging
        last_page = math.ceil((hi - lo) / p - 1e-9)
        f = (x - lo) / p
        if abs(v) > threshold:
            page = math.ceil(f - 1e-9) if v > 0 else math.floor(f + 1e-9)
        else:
            page = round_half_away(f)
        page = min(max(page, 0), last_page)
        return min(lo + page * p, hi)

    def settle_to(self, v, target):
        """The code changed `targetContentOffset`: the motion rests exactly there — under
        paging or past an edge a spring to it, else a deceleration at the scroll view's rate
        whose projection is the target (starting at the velocity that gets it there)."""
        s = self.spec
        if s.paging or not self.inside(self.offset):
            self.start_spring(v, target, "snapping" if s.paging else "bouncing")
            return
        k = 1000.0 * math.log(s.rate)
        d = Deceleration(self.world.t, self.offset, (self.offset - target) * k, s.rate,
                         self.lo, self.hi)
        d.rest = target
        d.exact = True  # it rests exactly at the target (a target past an edge meets it first)
        if d.at_once:
            self.set_offset(target)
            self.stop_idle()
        else:
            self.motion = d
            self.phase = "decelerating"
            self.velocity = d.v0

    def animate_to(self, target, t0=None):
        """`setContentOffset(_:animated:)` (a `tabs` tap, a header snap), as UIKit animates
        it for any caller: the animated `scrollTo`'s constant rate over scrollAnimationDuration
        from the current offset to the target clamped into the range (ScrollAnimation, phase
        `snapping`), started at t0 (default now) and advanced to now; at once when the list is
        already there."""
        target = min(max(target, self.lo), self.hi)
        t = self.world.t
        t0 = t if t0 is None else t0
        if target == self.offset:
            self.set_offset(target)
            self.stop_idle()
            return
        a = ScrollAnimation(t0, self.offset, target, self.spec.animation_duration)
        self.motion = a
        self.phase = a.phase
        self.velocity = a.v(t0)
        self.advance_animation(a, t)

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
            if sp.phase == "bouncing":
                # The end of a bounce is a rest by itself (didEndScrolling); not the end
                # of paging or of an animated scroll (phase snapping).
                self.world.did_end_scrolling(self, sp.t_end)
            self.world.motion_ended(self, None, sp.t_end)
        else:
            sp.t_prev = t
            self.velocity = sp.v(t)

    def advance_animation(self, a, t):
        """An animated `scrollTo` at t: the header sees each edge the path crosses first, then
        the offset at t; from its end on, exactly the target, at rest (not a rest the header's
        snap hears: the app's scroll ended, as scrollViewDidEndScrollingAnimation)."""
        x = a.x(t)
        self.cross_bounds(self.offset, x)
        self.set_offset(x)
        if a.done(t):
            self.stop_idle()
            self.world.motion_ended(self, a, a.t_end)
        else:
            self.velocity = a.v(t)

    def advance_motion(self, t):
        m = self.motion
        if m is None:
            return
        if isinstance(m, ScrollAnimation):
            self.advance_animation(m, t)
            return
        if isinstance(m, Spring):
            self.advance_spring(m, t)
            return
        if m.hit is not None and m.hit <= t:
            # The edge, exactly, at the hit; then a spring from it, started at the hit time.
            self.set_offset(m.edge)
            if self.spec.bounces:
                sp = Spring(m.hit, m.edge, m.v(m.hit), m.edge, "bouncing")
                self.motion = sp
                self.phase = "bouncing"
                self.velocity = m.v(m.hit)
                self.advance_spring(sp, t)
            else:
                self.stop_idle()
                self.world.did_end_scrolling(self, m.hit)
                self.world.motion_ended(self, None, m.hit)
        elif t >= m.t_end:
            # The motion ends 0.5 pt short of its rest, before any edge it would reach: a rest
            # less than that past an edge is at the edge (reached at a crawl, no bounce to see).
            self.set_offset(m.rest if getattr(m, "exact", False) else min(max(m.rest, self.lo), self.hi))
            self.stop_idle()
            self.world.did_end_scrolling(self, m.t_end)
            self.world.motion_ended(self, None, m.t_end)
        else:
            self.set_offset(m.x(t))
            self.velocity = m.v(t)

    def go_on_in_new_range(self, lo, hi):
        """The range changed from [lo, hi] under a motion (the keyboard): a deceleration or a
        bounce goes on from where it is with its velocity, as `settle` sends it in the new range
        (UIScrollView's physics reads the range every frame): past the new edge, a spring back
        to it; inside, a deceleration. A page snap to a page the new range no longer holds
        settles likewise (a page of the new range); an animated scroll to an offset it no
        longer holds goes to that offset clamped into the range, at a constant rate, arriving
        when it would have."""
        if (lo, hi) == (self.lo, self.hi):
            return
        m = self.motion
        if isinstance(m, ScrollAnimation):
            if not self.inside(m.target):
                t = self.world.t
                a = ScrollAnimation(t, self.offset, min(max(m.target, self.lo), self.hi), m.t_end - t)
                self.motion = a
                self.velocity = a.v(t)
            return
        if isinstance(m, Spring) and m.phase == "snapping" and self.inside(m.target):
            return
        v = self.velocity
        self.motion = None
        self.settle(v)

    # ---- `scroll` and `update` --------------------------------------------------------------
    def scroll(self, ev):
        """`scroll`: the app (x/y, an absolute offset) or a wheel or trackpad (dx/dy,
        relative, clamped to [minOffset, maxOffset]) moved the scroll view; it stops any
        motion."""
        s = self.spec
        if "dx" in ev or "dy" in ev:
            assert "x" not in ev and "y" not in ev, "x/y and dx/dy are exclusive"
            target = self.offset + ev.get("dy" if s.vertical else "dx", 0)
            target = min(max(target, self.lo), self.hi)
        else:
            target = ev["y" if s.vertical else "x"]
            # An app that sets an offset outside the range leaves the list resting there
            # (scroll.rest); the scenarios keep it inside.
            assert self.lo <= target <= self.hi, "absolute scroll outside the range"
        if self.phase == "dragging":
            # FORMAT.md `scroll`: under a dragging finger the list is there at once and follows
            # the finger on from there.
            self.set_offset(target)
            self.world.touches[self.touch].regrip(self)
            return
        # Under a finger that has not panned: not in the scenarios.
        assert not self.world.touches, "scroll event while a finger is down"
        self.motion = None
        self.phase = "idle"
        self.velocity = 0.0
        self.set_offset(target)

    def item_target(self, i, position):
        """`scrollTo` `item`/`position` (scrollToItem): the offset that puts item i's leading
        edge at the start of the visible area (inside the adjusted inset: from offset +
        adjustedInset at the start to offset + frame extent − adjustedInset at the end),
        its centre in the middle, or its trailing edge at the end; `none`: the nearer of
        those two that brings it wholly into view, or no move when it is. In a table in sections
        the edges are those of the row with what it keeps clear (below). Not clamped."""
        s = self.spec
        assert s.items and 0 <= i < self.count, "scrollTo an item the list does not have"
        start, length = s.item_start(i), s.item_extent(i)
        middle = start + length / 2  # its centre, whatever surrounds it
        sections = s.sections
        if sections is not None and sections.layout == "table":
            # A table keeps the row clear of its section's floating header and footer (plain);
            # grouped, it shows the header with the section's first row and the footer with its
            # last (FORMAT.md `scrollTo`). A flow layout does neither.
            sec = sections.row_section[i]
            first = i == 0 or sections.row_section[i - 1] != sec
            last = i == sections.row_count - 1 or sections.row_section[i + 1] != sec
            floats = sections.style == "plain"
            if floats or first:
                start -= sections.headers[sec]
                length += sections.headers[sec]
            if floats or last:
                length += sections.footers[sec]
        lead = s.adjusted[s.lead]
        visible = s.extent - lead - s.adjusted[s.trail]
        top = start - lead                     # its leading edge at the visible start
        bottom = start + length - lead - visible  # its trailing edge at the visible end
        if position == "top":
            return top
        if position == "bottom":
            return bottom
        if position == "middle":
            return middle - lead - visible / 2
        assert position == "none", position
        if top < self.offset:       # (part of) it is before the visible start
            return top
        if bottom > self.offset:    # (part of) it is past the visible end
            return bottom
        return self.offset

    def scroll_to(self, ev):
        """`scrollTo`: to `y` (`x` for a horizontal list; setContentOffset, not clamped), to an
        `item` at a `position` (scrollToItem, default top; clamped to [minOffset, maxOffset]),
        or `top` (the status bar tap: minOffset). `animated` (default false, true for `top`):
        at a constant rate over scrollAnimationDuration from the offset where it is now
        (ScrollAnimation, phase snapping); else at once. Any motion stops first. A list a
        finger drags moves at once and follows the finger from there."""
        s = self.spec
        kinds = [k for k in ("y", "x", "item", "top") if k in ev]
        if "top" in ev:
            assert ev["top"] is True and kinds == ["top"], ev
            # The status bar tap: a scroll view with scrollsToTop, and on a phone only while no
            # other scroll view of the screen has it (UIScrollView.h: "If more than one is found,
            # none will be scrolled").
            others = [sv for sv in self.world.svs if sv is not self and sv.spec.scrolls_to_top]
            if not self.spec.scrolls_to_top or (self.world.s.is_phone and others):
                return
            target = self.lo
        elif "item" in ev:
            assert kinds == ["item"], ev
            target = self.item_target(ev["item"], ev.get("position", "top"))
            target = min(max(target, self.lo), self.hi)
        else:
            axis = "y" if s.vertical else "x"
            assert axis in ev, "scrollTo without a component along the axis (not modelled)"
            target = ev[axis]
        animated = ev.get("animated", "top" in ev)
        if self.phase == "dragging":
            # At once, whatever `animated` says; the finger goes on from the new offset.
            self.set_offset(target)
            touch = self.world.touches[self.touch]
            touch.regrip(self)
            return
        # What a scrollTo does to a touch that is down but has not panned is not specified.
        assert self.phase != "tracking", "scrollTo while a finger tracks the list"
        self.stop_idle()  # any deceleration, spring or animation stops where it is
        if not animated or target == self.offset:
            self.set_offset(target)
            return
        a = ScrollAnimation(self.world.t, self.offset, target, s.animation_duration)
        self.motion = a
        self.phase = a.phase
        self.velocity = a.v(self.world.t)

    def new_index(self, i, deleted, inserted):
        j = i - sum(1 for d in deleted if d < i)
        for k in inserted:  # ascending
            if k <= j:
                j += 1
        return j

    def update(self, ev):
        """`update`: a batch update, anchored or not. A list of items: delete (old
        indices), insert (new indices). A list in sections (FORMAT.md "A list in sections"):
        deleteRows, deleteSections, insertSections, insertRows (scene.SectionList.updated),
        the rows numbered anew across the sections. anchor "visible": the first row visible
        in the list's bounds [offset, offset + frame extent) that survives keeps its place
        on screen (the offset moves by the change of its content position, whatever came
        and went above it); "none" (the default) keeps the offset. The offset is clamped to
        the new range at rest; a finger drags on from it; a motion goes on from it with the
        same velocity. The header hears the change like any other (in the new range)."""
        s = self.spec
        anchor = ev.get("anchor") or "none"
        assert anchor in ("none", "visible"), anchor
        section_fields = ("deleteRows", "deleteSections", "insertSections", "insertRows")
        if s.sections is not None:
            assert ev.get("delete") is None and ev.get("insert") is None, \
                "a list in sections takes deleteRows/insertRows/deleteSections/insertSections"
            new_sections, row_map, section_map = s.sections.updated(ev)
            new_count = new_sections.row_count
        else:
            assert all(ev.get(k) is None for k in section_fields), \
                "a list of items takes delete and insert"
            deleted = sorted(ev.get("delete", []))
            inserted = sorted(ev.get("insert", []))
            row_map = [None if i in deleted else self.new_index(i, deleted, inserted)
                       for i in range(self.count)]
            new_count = self.count - len(deleted) + len(inserted)
            new_sections = section_map = None
        old_offset = self.offset
        new_offset = old_offset
        anchor_item = None
        old_start = None
        if anchor == "visible":
            for i in range(self.count):
                start = s.item_start(i)
                if start >= old_offset + s.extent:
                    break
                if start + s.item_extent(i) > old_offset and row_map[i] is not None:
                    anchor_item = i
                    old_start = start
                    break
        # The new layout (and the new count) before the offset moves: the header code that
        # hears the change sees the new content size and range.
        if new_sections is not None:
            s.sections = new_sections
            self.world.renumber_sections(self, section_map)
        self.count = new_count
        s.adjust(self.count)  # automatic's left and right follow the content's width
        if anchor_item is not None:
            new_offset = old_offset + (s.item_start(row_map[anchor_item]) - old_start)
        if self.phase in ("idle", "tracking"):
            self.set_offset(min(max(new_offset, self.lo), self.hi))
        elif self.phase == "dragging":
            self.set_offset(new_offset)
            touch = self.world.touches[self.touch]
            touch.regrip(self)
        else:  # moving: from the new offset with the current velocity
            assert not (isinstance(self.motion, Spring) and self.motion.phase == "snapping"
                        and not s.paging), "an update during an animated scroll is not specified"
            assert not isinstance(self.motion, ScrollAnimation), \
                "an update during an animated scrollTo is not specified"
            v = self.velocity
            self.motion = None
            self.set_offset(new_offset)
            self.settle(v)
        if anchor_item is not None:
            new_i = row_map[anchor_item]
            before = old_start - old_offset
            after = s.item_start(new_i) - self.offset
            if abs(after - before) > 1e-6 and self.offset not in (self.lo, self.hi):
                self.world.violate("update.anchor",
                                   "anchor item %d moved from %.2f to %.2f on screen"
                                   % (anchor_item, before, after))

    # ---- state -------------------------------------------------------------------------------
    def state(self):
        s = self.spec
        if s.vertical:
            ox, oy = s.cross_offset, self.offset
            vx, vy = 0.0, self.velocity
            mn = {"x": s.cross_offset, "y": self.lo}
            mx = {"x": s.cross_offset, "y": self.hi}
        else:
            ox, oy = self.offset, s.cross_offset
            vx, vy = self.velocity, 0.0
            mn = {"x": self.lo, "y": s.cross_offset}
            mx = {"x": self.hi, "y": s.cross_offset}
        w, h = s.content_size(self.count)
        return {"offset": {"x": ox, "y": oy}, "velocity": {"x": vx, "y": vy},
                "phase": self.phase,
                "contentSize": {"width": w, "height": h},
                "adjustedInset": dict(s.adjusted), "minOffset": mn, "maxOffset": mx,
                "itemCount": self.count, "contentInset": dict(s.inset),
                # The indicator inset along the axis as set (zeros if never set)
                "indicatorInset": (dict(s.indicator_inset) if s.indicator_inset is not None
                                   else {"top": 0, "left": 0, "bottom": 0, "right": 0})}
