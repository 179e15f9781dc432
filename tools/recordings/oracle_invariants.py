"""The SPEC §6 invariants the scenarios can trip, `expect` and `observe` (conformance): a mixin
of Oracle, whose state it reads; each violation is logged with its event index."""


class Invariants:
    """Oracle's checks, run as events are applied."""

    # ---- §6 invariants (the ones these scenarios can trip) ---------------------------------
    def violate(self, name, message):
        self.violations.append((self.index, name, message))

    def note_offset_change(self, old, new, height_before):
        """Per offset change: header.overscroll and the direction of the in-bounds part of the
        real move (header.direction). header.overscroll, read strictly: the header may differ
        from its height at L by at most the in-bounds length of the path the list took from L to
        the new offset, L being the previous offset if it was inside, else the last one that was
        (the path, not the straight line: a list that leaves the range in one step from deep
        inside travelled to the edge first). So while the list is outside, every change is
        measured from the height it had when the list was last inside (a bounce cannot move the
        header in small allowed-looking steps); only changes that move the header count."""
        lo, hi = self.lo, self.hi
        was_inside = self.inside(old)
        reference = height_before if was_inside else self.height_at_last_inside
        a, b = min(old, new), max(old, new)
        travelled = max(0.0, min(b, hi) - max(a, lo))
        allowance = travelled + (0.0 if was_inside else self.inside_since_last_inside)
        if self.s.header and self.header_height != height_before:
            excess = abs(self.header_height - reference) - allowance
            if excess > 1e-6 and (self.ev_overscroll is None or excess > self.ev_overscroll[0]):
                self.ev_overscroll = (excess, reference, allowance, old, new)
        if travelled > 0:
            self.ev_dirs.add(1 if new > old else -1)
        if self.inside(new):
            self.height_at_last_inside = self.header_height
            self.inside_since_last_inside = 0.0
        else:
            self.inside_since_last_inside = allowance

    def check_event(self):
        s = self.s
        if s.header:
            hb = s.header
            change = self.header_height - self.ev_height
            if self.ev_overscroll is not None:
                excess, reference, allowance, old, new = self.ev_overscroll
                self.violate("header.overscroll",
                             "header height %.2f differs from %.2f (its height when the list "
                             "was last inside) by more than the %.2f pt scrolled inside the "
                             "bounds (offset %.2f -> %.2f)"
                             % (self.header_height, reference, allowance, old, new))
            if hb["behavior"] == "collapsing":
                if (self.ev_dirs == {1} and change > 1e-9) or \
                   (self.ev_dirs == {-1} and change < -1e-9):
                    self.violate("header.direction", "header moved by %.2f against the scroll"
                                 % change)
            stretching = hb["behavior"] == "pinned" and hb["stretch"] and self.offset < self.lo
            if not stretching and not (hb["min"] - 1e-9 <= self.header_height <= hb["max"] + 1e-9):
                self.violate("header.bounds", "header height %.2f" % self.header_height)
        if self.phase == "idle":
            if not self.inside(self.offset):
                self.violate("scroll.rest", "idle at %.2f" % self.offset)
            elif s.paging:
                f = (self.offset - self.lo) / s.paging[0]
                if abs(f - round(f)) > 1e-6 and abs(self.offset - self.hi) > 1e-6:
                    self.violate("scroll.rest", "idle at %.2f, between pages" % self.offset)
        # content.belowHeader: resting at minOffset, the first item's top is below the header.
        if (s.header and s.vertical and self.count and self.phase == "idle"
                and self.offset == self.lo):
            top = s.frame[1] + s.item_leading - self.offset
            hx, hy, hw, hh = self.window_frame(s.header["view"])
            if top < hy + hh - 1e-9:
                self.violate("content.belowHeader", "first item at %.2f under header" % top)

    def check_pass_through(self, x, y, target):
        def walk(views, ox, oy, parent_delta):
            for v in views:
                (fx, fy, fw, fh), delta = self.view_frame(v, parent_delta)
                wx, wy = ox + fx, oy + fy
                inside = wx <= x < wx + fw and wy <= y < wy + fh
                if inside and v.pass_through != "none" and not v.hidden:
                    if target in v.subtree_ids() and not self.is_control(target):
                        self.violate("touch.passThrough",
                                     "touch at (%g, %g) inside pass-through %r swallowed by %r"
                                     % (x, y, v.id, target))
                walk(v.children, wx, wy, delta)
        walk(self.s.views, 0, 0, 0)

    def check_observe(self, ev):
        """§6 conformance: every observed value matches the model within the session's
        conformanceTolerance, 0.5 pt by default."""
        tol = self.conformance_tolerance
        for path, want in ev["that"].items():
            got = self.value_at(path)
            if got is KeyError or not matches(got, want, tol):
                self.violate("conformance", "%s is %r, the app showed %r" % (path, got, want))

    def check_expect(self, ev):
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
