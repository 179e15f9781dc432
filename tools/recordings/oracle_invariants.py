"""The invariants the scenarios can trip (recordings/FORMAT.md, "Invariants"), among them
indicator.belowHeader, navigationBar.touches, tabs.underline, header.expandedAtTop, `expect` and
`observe` (conformance): a mixin of Oracle,
whose state it reads; each violation is logged with its event index."""

from .physics import round_half_away

# indicator.belowHeader: the phases in which the list moves.
MOVING_PHASES = ("dragging", "decelerating", "bouncing", "snapping")


class Invariants:
    """Oracle's checks, run as events are applied."""

    # ---- invariants (the ones these scenarios can trip) ------------------------------------
    def violate(self, name, message):
        self.violations.append((self.index, name, message))

    def violate_once(self, key, holds, name, message):
        """The invariants about a state at rest (scroll.rest, content.belowHeader,
        tabs.underline) count one violation per stretch of consecutive events in which the bad
        state lasts, at its first event (the SPEC states "one violation per event" only for
        indicator.belowHeader). `holds`: whether the bad state is there after this
        event."""
        if not holds:
            self.episodes.discard(key)
        elif key not in self.episodes:
            self.episodes.add(key)
            self.violate(name, message())

    def note_offset_change(self, old, new, height_before, bounds=None):
        """Per offset change: header.overscroll and the direction of the in-bounds part of the
        real move (header.direction). header.overscroll, read strictly: the header may differ
        from its height at L by at most the in-bounds length of the path the list took from L to
        the new offset, L being the previous offset if it was inside, else the last one that was
        (the path, not the straight line: a list that leaves the range in one step from deep
        inside travelled to the edge first). So while the list is outside, every change is
        measured from the height it had when the list was last inside (a bounce cannot move the
        header in small allowed-looking steps); only changes that move the header count."""
        lo, hi = bounds or (self.lo, self.hi)
        was_inside = lo <= old <= hi
        reference = height_before if was_inside else self.height_at_last_inside
        a, b = min(old, new), max(old, new)
        travelled = max(0.0, min(b, hi) - max(a, lo))
        allowance = travelled + (0.0 if was_inside else self.inside_since_last_inside)
        if self.s.header and self.header_height != height_before:
            # A stretching header (`stretchy`, `pinned` with `stretch`) grows past maxHeight
            # with the overscroll by design (the built-in behaviours never break their
            # own invariants): only its height up to maxHeight is held to the rule.
            excess = abs(self.unstretched(self.header_height)
                         - self.unstretched(reference)) - allowance
            if excess > 1e-6 and (self.ev_overscroll is None or excess > self.ev_overscroll[0]):
                self.ev_overscroll = (excess, reference, allowance, old, new)
        if travelled > 0:
            self.ev_dirs.add(1 if new > old else -1)
        if lo <= new <= hi:
            self.height_at_last_inside = self.header_height
            self.inside_since_last_inside = 0.0
        else:
            self.inside_since_last_inside = allowance

    def unstretched(self, h):
        hb = self.s.header
        return min(h, hb["max"]) if hb["stretch"] and hb["behavior"] == "pinned" else h

    def check_event(self):
        s = self.s
        # FORMAT.md `safeArea`: what the header does at that event is layout, not scrolling:
        # header.overscroll and header.direction do not judge it.
        layout = self.ev_type == "safeArea"
        if s.header:
            hb = s.header
            change = self.header_height - self.ev_height
            if (self.ev_moves == 0 and not layout and not (hb["behavior"] == "pinned" and hb["stretch"])
                    and abs(change) > 1e-3):
                # The header moves only with the scrolling: none, no change (app code's snap
                # that sets the height itself).
                self.violate("header.overscroll", "header height changed by %.2f while the list "
                             "did not move" % change)
            elif self.ev_overscroll is not None and not layout:
                excess, reference, allowance, old, new = self.ev_overscroll
                self.violate("header.overscroll",
                             "header height %.2f differs from %.2f (its height when the list "
                             "was last inside) by more than the %.2f pt scrolled inside the "
                             "bounds (offset %.2f -> %.2f)"
                             % (self.header_height, reference, allowance, old, new))
            if hb["behavior"] in ("collapsing", "enterAlwaysCollapsed") and not layout:
                if (self.ev_dirs == {1} and change > 1e-9) or \
                   (self.ev_dirs == {-1} and change < -1e-9):
                    self.violate("header.direction", "header moved by %.2f against the scroll"
                                 % change)
            stretching = hb["behavior"] == "pinned" and hb["stretch"] and self.offset < self.lo
            if not stretching and not (hb["min"] - 1e-9 <= self.header_height <= hb["max"] + 1e-9):
                self.violate("header.bounds", "header height %.2f" % self.header_height)
        for sv in self.svs:  # scroll.rest checks every scroll view
            bad = None
            if sv.phase == "idle":
                name = "" if sv is self.primary else "%s " % sv.id
                if not sv.inside(sv.offset):
                    bad = "%sidle at %.2f" % (name, sv.offset)
                elif sv.spec.paging:
                    f = (sv.offset - sv.lo) / sv.spec.paging[0]
                    if abs(f - round(f)) > 1e-6 and abs(sv.offset - sv.hi) > 1e-6:
                        bad = "%sidle at %.2f, between pages" % (name, sv.offset)
            self.violate_once(("scroll.rest", sv.id), bad is not None, "scroll.rest",
                              lambda: bad)
        # content.belowHeader: resting at minOffset, the first item's top is below the header.
        p = s.primary
        covered = None
        if (s.header and s.vertical and self.count and self.phase == "idle"
                and self.offset == self.lo):
            top = p.frame[1] + p.item_leading - self.offset
            hx, hy, hw, hh = self.window_frame(s.header["view"])
            if top < hy + hh - 1e-9:
                covered = "first item at %.2f under header" % top
        self.violate_once("content.belowHeader", covered is not None, "content.belowHeader",
                          lambda: covered)
        # header.expandedAtTop: resting at minOffset, the header is at maxHeight.
        short = None
        if (s.header and self.phase == "idle" and abs(self.offset - self.lo) <= 1e-3
                and self.header_height < s.header["max"] - 1e-3):
            short = "header %.2f at the top, below maxHeight %.2f" % (self.header_height,
                                                                       s.header["max"])
        self.violate_once("header.expandedAtTop", short is not None, "header.expandedAtTop",
                          lambda: short)
        self.check_indicator()
        self.check_tabs_underline()
        self.check_section_below_header()
        self.check_keyboard_row_visible()
        self.check_follows_finger()

    def check_follows_finger(self):
        """scroll.followsFinger: a scroll view a finger drags (the same finger before and after
        the event) whose content's position in the window (its window frame's origin minus its
        offset, along its axis) moved more than 1 pt further than the finger did; not judged while
        a scroll view around it moves by itself (a motion carries it)."""
        drags = {}
        if any(sv.phase == "dragging" for sv in self.svs):
            layout = {v.id: frame for v, frame, _ in self.layout()}
            for sv in self.svs:
                if (sv.phase != "dragging" or sv.touch not in self.touches
                        or any(self.sv_by_id[a].motion is not None
                               for a in self.s.scroll_ancestors(sv.id))):
                    continue
                touch = self.touches[sv.touch]
                fx, fy, _, _ = layout[sv.id]
                origin = fy if sv.spec.vertical else fx
                drags[sv.id] = (touch.id, touch.along(sv.spec), origin - sv.offset)
        for sv_id, (tid, finger, content) in drags.items():
            old = self.drags.get(sv_id)
            if old is None or old[0] != tid:
                continue
            content_move, finger_move = content - old[2], finger - old[1]
            if abs(content_move) > abs(finger_move) + 1:
                self.violate("scroll.followsFinger",
                             "content of '%s' moved %.2f pt under a finger that moved %.2f pt "
                             "(touch %d)" % (sv_id, content_move, finger_move, tid))
        self.drags = drags

    def header_in_front_of(self, scroll_id):
        """Whether the header view's top-level view comes after the scroll view's (it is drawn
        in front of it)."""
        s = self.s
        order = [v.id for v in s.views]
        top_level = s.header["view"]
        while s.parent[top_level] is not None:
            top_level = s.parent[top_level]
        return top_level != scroll_id and order.index(top_level) > order.index(scroll_id)

    def renumber_sections(self, sv, section_map):
        """An `update` renumbered the sections of scroll view sv (section_map[old] = new, None
        for a deleted one): section.belowHeader's covered section keeps its identity (a
        section that stays covered across the update does not become covered again)."""
        if sv is self.primary and self.covered_section is not None:
            self.covered_section = section_map[self.covered_section]
        if sv is self.primary and self.gap_section is not None:
            self.gap_section = section_map[self.gap_section]

    def check_section_below_header(self):
        """section.belowHeader: in a plain vertical list in sections, the section
        header pinned at the top of the visible area (sectionStart < visibleStart <=
        sectionEnd − header) must not have its window top above the window bottom of the
        header view in front of the list (overlapping it horizontally). Reported once per
        section when it becomes covered (again if another section's header becomes covered,
        or the same one after it was uncovered)."""
        s, p = self.s, self.primary
        covered = gap = None
        sections = p.spec.sections
        if (s.header and sections is not None and p.spec.vertical
                and sections.style == "plain" and self.header_in_front_of(p.id)):
            n = sections.pinned_header(p.visible_range()[0])
            if n is not None:
                sx, sy, sw, sh = self.section_view_frame("%s.section.%d.header" % (p.id, n))
                hx, hy, hw, hh = self.window_frame(s.header["view"])
                if hx < sx + sw and hx + hw > sx and sy < hy + hh - 1e-9:
                    covered = (n, sy, hy + hh)
                # section.gapBelowHeader: the other side, a gap between the two.
                if hx < sx + sw and hx + hw > sx and sy > hy + hh + 1e-3:
                    gap = (n, sy, hy + hh)
        previous = self.covered_section
        self.covered_section = None if covered is None else covered[0]
        if covered is not None and covered[0] != previous:
            self.violate("section.belowHeader",
                         "section %d's header pinned at y %.2f, under the header's bottom %.2f"
                         % covered)
        previous = self.gap_section
        self.gap_section = None if gap is None else gap[0]
        if gap is not None and gap[0] != previous:
            self.violate("section.gapBelowHeader",
                         "section %d's header pinned at y %.2f, below the header's bottom %.2f"
                         % gap)

    def check_indicator(self):
        """indicator.belowHeader: while the vertical primary moves inside its range, the top
        of its indicator's track (frame.y + adjusted indicator inset top) is not above the
        bottom of a header in front of it that covers its right edge. Only when the session
        gives `indicatorInset` (FORMAT.md: a recording that does not say where the indicator
        is cannot be judged)."""
        s, p = self.s, self.primary
        if not (s.header and p.spec.vertical and p.spec.indicator is not None
                and p.phase in MOVING_PHASES and p.inside(p.offset)):
            return
        order = [v.id for v in s.views]
        top_level = s.header["view"]
        while s.parent[top_level] is not None:
            top_level = s.parent[top_level]
        if top_level == p.id or order.index(top_level) < order.index(p.id):
            return  # the header is not in front of the scroll view
        lx, ly, lw, lh = self.window_frame(p.id)
        hx, hy, hw, hh = self.window_frame(s.header["view"])
        right = lx + lw
        if not (hx < right <= hx + hw and hy < ly + lh and hy + hh > ly):
            return  # it does not cover the right edge
        track = ly + p.spec.indicator["top"]
        if track < hy + hh - 1e-9:
            self.violate("indicator.belowHeader",
                         "indicator track starts at y %.2f, above the header's bottom %.2f"
                         % (track, hy + hh))

    def check_tabs_underline(self):
        """tabs.underline: while the pager is idle, the underline's centre x within 0.5 pt
        of the centre x of the tab of the page it rests on (page = round((y − minOffset) / the
        pager's page length), clamped to the tabs)."""
        for e in self.s.effects:
            if e.kind != "tabs":
                continue
            sv = self.sv_by_id[e.scroll]
            off = False
            if sv.phase == "idle":
                page = round_half_away((sv.offset - sv.lo) / sv.spec.page_length())
                page = min(max(page, 0), len(e.tabs) - 1)
                tx, _, tw, _ = self.window_frame(e.tabs[page])
                ux, _, uw, _ = self.window_frame(e.view)
                off = abs((ux + uw / 2) - (tx + tw / 2)) > 0.5
            self.violate_once(("tabs.underline", e.view), off, "tabs.underline",
                              lambda: "underline centre %.2f, tab %s (page %d) centre %.2f"
                              % (ux + uw / 2, e.tabs[page], page, tx + tw / 2))

    def check_navigation_bar_touch(self, x, y, target):
        """navigationBar.touches: a touch inside the bar's window frame that the bar takes
        (its view is in the hit chain) while its visible alpha is below 0.01, or that does not
        reach it while it is visible."""
        for e in (self.s.effects if self.effects_run else ()):
            if e.kind != "navigationBar":
                continue
            bx, by, bw, bh = self.window_frame(e.view)
            if not (bx <= x < bx + bw and by <= y < by + bh):
                continue
            bar = self.s.by_id[e.view].subtree_ids()
            item = self.s.item_of(target)
            taken = target in bar or (item is not None and item[0] in bar)
            alpha = self.bar_alpha(e)
            if alpha < 0.01 and taken:
                self.violate("navigationBar.touches",
                             "touch at (%g, %g) taken by %r (bar %r invisible, alpha %.3f)"
                             % (x, y, target, e.view, alpha))
            elif alpha >= 0.01 and not taken:
                self.violate("navigationBar.touches",
                             "touch at (%g, %g) reached %r, not the visible bar %r (alpha %.3f)"
                             % (x, y, target, e.view, alpha))

    def check_pass_through(self, x, y, target):
        for v, (wx, wy, fw, fh), _ in self.layout():
            inside = wx <= x < wx + fw and wy <= y < wy + fh
            if inside and v.pass_through != "none" and not v.hidden:
                if target in v.subtree_ids() and not self.is_control(target):
                    self.violate("touch.passThrough",
                                 "touch at (%g, %g) inside pass-through %r swallowed by %r"
                                 % (x, y, v.id, target))

    def check_observe(self, ev):
        """conformance: every observed value matches the model within the session's
        conformanceTolerance, 0.5 pt by default."""
        tol = self.conformance_tolerance
        for path, want in ev["that"].items():
            got = self.value_at(path)
            if got is KeyError or not matches(got, want, tol):
                self.violate("conformance", "%s is %r, the app showed %r" % (path, got, want))

    def check_expect(self, ev):
        if ev.get("code") != self.code_name:
            return  # FORMAT.md `expect` `code`: a line for other code (or for the model alone)
        tol = ev.get("tolerance", 0.5)
        for path, want in ev.get("that", {}).items():
            got = self.value_at(path)
            if got is KeyError or not matches(got, want, tol):
                self.violate("expect", "%s is %r, expected %r" % (path, got, want))
        h = ev.get("hit")
        if h:
            got = self.hit(h["x"], h["y"])
            if got != h["target"]:
                self.violate("expect", "hit at (%g, %g) is %s, expected %s"
                             % (h["x"], h["y"], got, h["target"]))


def matches(got, want, tol):
    """Value.matches in SPEC terms: numbers within tolerance, arrays element by element,
    an expected object may name a subset of the members, everything else exactly."""
    if isinstance(want, (int, float)) and not isinstance(want, bool):
        return (isinstance(got, (int, float)) and not isinstance(got, bool)
                and abs(got - want) <= tol)
    if isinstance(want, list):
        return (isinstance(got, list) and len(got) == len(want)
                and all(matches(g, w, tol) for g, w in zip(got, want)))
    if isinstance(want, dict):
        return isinstance(got, dict) and all(k in got and matches(got[k], w, tol)
                                             for k, w in want.items())
    return got == want
