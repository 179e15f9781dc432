"""The screen's size and safe area changing (FORMAT.md `safeArea`: a rotation, a window resize, an
in-call bar): a mixin of Oracle. Written from the rules of FORMAT.md, not from the Swift model:

- a `safeArea` event gives the screen's new `width` and `height` (1 to 100,000), its new
  `safeArea` (each absent edge 0) and the status bar's height `statusBar`; a field left out
  keeps its value, and at least one is given. The new layout holds from the event's time on;
- frames follow the window as views constrained to their superview's edges do: in its parent
  (the window for a top-level view and for the primary scroll view's frame, which is in window
  coordinates; a view's parent view for its children; a scroll view's frame for the views
  inside it and the scroll views of `scrolls` in its content), an edge that lies on the
  parent's edge (to 0.01 pt) stays on it: left and right both on the parent's edges, the width
  changes with the parent's; the right edge only, the view moves with it; otherwise it keeps
  its place and width; top and bottom likewise. A view named in the event's `frames` (view id
  → [x, y, width, height] in its parent's coordinates, the primary scroll view's in the
  window's) takes that frame instead, and its children follow it by the same rule; an id the
  scene does not have is refused. A parent's size is its frame as the session
  gives it (the header's view: as laid out at maxHeight), after the earlier events;
- a vertical list's content is as wide as its frame (a horizontal one as tall); item and row
  lengths, `size` content and the header's heights stay; `paging: true` pages by the new frame;
- the adjusted inset (scene.ScrollSpec.adjust: automatic's left and right only for content
  wider than the frame), the range and the keyboard's overlap of the primary are worked out
  anew;
- offsets, each scroll view: one moving by itself (decelerating, bouncing, snapping: a flick,
  a bounce, a paging snap, an animated scroll, the keyboard's) stops where it is first (no rest
  the header's snap hears, as for `scroll`); then one at rest at its old lowest offset (exactly,
  as the rule says "at its lowest offset") goes to the new minOffset, any other
  resting offset stays, clamped into the new range (a pager too, so it may be left between
  pages: scroll.rest). One a finger holds (tracking, dragging) keeps its offset and meets the
  new range when the finger lifts (a tracking finger that lifts from a list left outside it
  springs it back, oracle_touches); a dragging finger goes on from the kept offset (the pan
  re-anchored there, as for a `scrollTo` while dragging, so the list follows the finger one
  to one with no jump; the rule does not say how a drag left outside the new range goes on,
  so no recording rotates under a finger);
- the header: the primary's offset change is a didScroll, which every built-in header follows
  as any other (c of `collapsing` and `enterAlwaysCollapsed` clamping into the new range, so
  with ignoreOverscroll a list kept at its top or clamped to its end does not move them, and
  without it the header follows the whole move, as it follows the rubber band); then
  didLayoutSubviews: the built-in `pinned` header takes the height the offset and the new range
  give, max(minHeight, maxHeight − (y − minOffset)) (at most maxHeight without stretch), while
  `collapsing` and `enterAlwaysCollapsed` keep the height didScroll left them; `none` stays at
  maxHeight;
- header.overscroll and header.direction do not judge a `safeArea` event (layout, not
  scrolling: oracle_invariants skips them); the other invariants, hit-testing and every later
  event use the new frames, range and header height.
"""

from .physics import edges

# An edge this close to its parent's edge lies on it (points; FORMAT.md: 0.01 pt).
ON_EDGE = 0.01
# A resting offset this close to the old minOffset is "at its lowest offset" (points): exactly,
# as the rule says (a list left 0.4 pt from its top by a slow release is not at its top).
AT_TOP = 0.0
# The phases in which a scroll view moves by itself.
BY_ITSELF = ("decelerating", "bouncing", "snapping")


def follow_axis(origin, length, old, new):
    """One axis of the frames rule: (origin, length) in a parent whose extent goes from `old`
    to `new`."""
    lead = abs(origin) <= ON_EDGE
    trail = abs(origin + length - old) <= ON_EDGE
    if lead and trail:
        return origin, length + (new - old)
    if trail:
        return origin + (new - old), length
    return origin, length


def follow_frame(frame, old_size, new_size):
    x, y, w, h = frame
    x, w = follow_axis(x, w, old_size[0], new_size[0])
    y, h = follow_axis(y, h, old_size[1], new_size[1])
    return [x, y, w, h]


class SafeArea:
    """Oracle's `safeArea` event."""

    def safe_area_event(self, ev):
        s = self.s
        given = [k for k in ("width", "height", "safeArea", "statusBar", "frames") if k in ev]
        assert given, "a safeArea event gives at least one of its fields"
        old_size = (s.width, s.height)
        new_size = (ev.get("width", s.width), ev.get("height", s.height))
        assert all(1 <= v <= 100000 for v in new_size), ev
        if "safeArea" in ev:
            s.safe = edges(ev["safeArea"])
            assert all(v >= 0 for v in s.safe.values()), ev
        if "statusBar" in ev:
            s.status_bar = ev["statusBar"]
            assert s.status_bar >= 0, ev
        s.width, s.height = new_size

        # A scroll view moving by itself stops where it is (the motion was advanced to t).
        for sv in self.svs:
            if sv.phase in BY_ITSELF:
                sv.stop_idle()
        old_lo = {sv.id: sv.lo for sv in self.svs}

        # The frames, from the window down; then each scroll view's layout and range.
        frames = {}  # scroll view id -> its new frame
        given_frames = ev.get("frames", {})
        unused = set(given_frames)

        def walk(views, old_parent, new_parent):
            for v in views:
                unused.discard(v.id)
                old = self.sv_by_id[v.id].spec.frame if v.kind == "scroll" else v.frame
                if v.id in given_frames:
                    new = list(given_frames[v.id])
                    assert len(new) == 4 and new[2] >= 0 and new[3] >= 0, ev
                else:
                    new = follow_frame(old, old_parent, new_parent)
                if v.kind == "scroll":
                    frames[v.id] = new
                else:
                    v.frame = new  # a new list: the session line is not touched
                walk(v.children, old[2:], new[2:])
        walk(s.views, old_size, new_size)
        assert not unused, "frames names views the scene does not have: %s" % sorted(unused)
        s.place_scrolls(new_size)
        for sv in self.svs:
            sv.spec.set_layout(frames[sv.id], s.safe)
            sv.spec.adjust(sv.count)
        self.primary.spec.set_keyboard_overlap(self.keyboard_overlap())

        # Offsets: a resting one at its top stays at its top, any other stays, clamped.
        for sv in self.svs:
            if sv.phase == "idle":
                if abs(sv.offset - old_lo[sv.id]) <= AT_TOP:
                    target = sv.lo
                else:
                    target = min(max(sv.offset, sv.lo), sv.hi)
                sv.set_offset(target)  # the primary's header hears it (didScroll)
            else:
                assert sv.phase in ("tracking", "dragging"), sv.phase
                touch = self.touches[sv.touch]
                if sv in touch.pans:  # dragging: the finger goes on from here
                    touch.regrip(sv)

        # didLayoutSubviews: the built-in pinned header takes the height of the new range (the
        # others keep the height didScroll left them).
        hb = s.header
        if hb:
            if hb["behavior"] == "pinned":
                self.header_height = self.pinned_height(self.offset)
            if self.inside(self.offset):
                self.height_at_last_inside = self.header_height
                self.inside_since_last_inside = 0.0
