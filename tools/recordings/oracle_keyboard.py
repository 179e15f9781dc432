"""The software keyboard (FORMAT.md `keyboard`) and its invariant
keyboard.rowVisible: a mixin of Oracle. Written from the rules, not from the Swift model:

- a `keyboard` event gives the keyboard's height from the bottom of the screen (0: hidden),
  its animation's `duration` (default 0.25 s) and, only while it shows, the item being
  `editing`;
- the keyboard covers overlap = max(0, frame.maxY − (deviceHeight − height)) of the primary
  list's frame; while it is up the list's safe-area bottom is max(safe.bottom, overlap −
  additionalSafeArea.bottom), and insetAdjustment applies as usual (scene.ScrollSpec
  .set_keyboard_overlap): the adjusted inset's bottom and maxOffset follow (not with never);
- at the event, for a list at rest (idle), or for one moving by itself (decelerating,
  bouncing, snapping) when the keyboard shows with `editing` (not never; that motion stops
  first, the table view's scroll to the row taking over): the target is the offset where it is,
  or, for a keyboard that shows with `editing` (insetAdjustment not never), the offset that
  brings the item wholly into view (scrollTo `position` `none`, inside the NEW adjusted
  inset); clamped into the new range; if it differs, the list moves there at a constant
  rate over the keyboard's duration (the ScrollAnimation of an animated scrollTo: phase
  snapping, velocity (to − from)/duration, at the target from t + duration on), or at once
  for a duration of 0. A list that a finger holds (tracking, dragging) is not moved; one
  moving by itself for a keyboard without an edited row goes on in the new range when the
  range changed (oracle_motion.ScrollView.go_on_in_new_range): a deceleration or a bounce from
  where it is with its velocity (back to the new edge when past it), a page snap or an
  animated scroll to a target the range no longer holds to one it does;
- keyboard.rowVisible: at the first event with t ≥ T + duration (to 1e-9 s) of a keyboard
  shown with `editing`, the item's window frame must lie within [visibleTop, visibleBottom]
  (to 0.5 pt): visibleTop = max(the list's frame top, the header view's window bottom when
  the header is in front of the list), visibleBottom = min(the list's frame bottom,
  deviceHeight − height). Judged once per appearance (each `keyboard` event that shows it),
  and not at all when a finger held the list (tracking or dragging) since it began to show.
"""

from .physics import ScrollAnimation

# FORMAT.md `keyboard`: UIKit's UIKeyboardAnimationDurationUserInfoKey, when not given.
KEYBOARD_DURATION = 0.25
# How far the edited row may reach past the visible part (points).
ROW_VISIBLE_TOLERANCE = 0.5
# Times closer than this are the same time (seconds).
TIME_RESOLUTION = 1e-9


class Keyboard:
    """Oracle's keyboard: `self.keyboard` is None (hidden) or a dict (height, editing,
    shown_at, settled_at); `self.keyboard_checked` the shown_at of the appearance
    keyboard.rowVisible judged last."""

    def keyboard_overlap(self):
        if self.keyboard is None:
            return 0.0
        _, fy, _, fh = self.primary.spec.frame
        return max(0.0, fy + fh - (self.s.height - self.keyboard["height"]))

    def keyboard_event(self, ev):
        p = self.primary
        spec = p.spec
        assert spec.vertical, "the keyboard is modelled for a vertical primary list"
        height = ev["height"]
        duration = ev.get("duration", KEYBOARD_DURATION)
        editing = ev.get("editing")
        assert 0 <= height <= self.s.height and duration >= 0, ev
        assert editing is None or height > 0, "editing only while the keyboard shows"
        if height > 0:
            self.keyboard = {"height": height, "editing": editing, "shown_at": self.t,
                             "settled_at": self.t + duration}
        else:
            self.keyboard = None
        lo, hi = p.lo, p.hi
        spec.set_keyboard_overlap(self.keyboard_overlap())
        edits = self.keyboard is not None and editing is not None and spec.automatic
        if p.phase in ("tracking", "dragging"):
            return  # held by a finger: the user moves it
        if p.phase != "idle":
            if not edits:
                p.go_on_in_new_range(lo, hi)  # moving by itself: it goes on, in the new range
                return
            p.stop_idle()
        current = p.offset
        target = current
        if edits:
            target = p.item_target(editing, "none")
        target = min(max(target, p.lo), p.hi)
        if target == current:
            return
        if duration == 0:
            p.set_offset(target)
            return
        a = ScrollAnimation(self.t, current, target, duration)
        p.motion = a
        p.phase = a.phase
        p.velocity = a.v(self.t)

    def edited_row_place(self):
        """(item, top, bottom, visibleTop, visibleBottom) in window y for the keyboard's
        edited item now."""
        s, p = self.s, self.primary
        spec = p.spec
        item = self.keyboard["editing"]
        _, fy, _, fh = spec.frame
        top = fy + spec.item_start(item) - p.offset
        bottom = top + spec.item_extent(item)
        visible_top = fy
        if s.header and self.header_in_front_of(p.id):
            _, hy, _, hh = self.window_frame(s.header["view"])
            visible_top = max(visible_top, hy + hh)
        visible_bottom = min(fy + fh, s.height - self.keyboard["height"])
        return item, top, bottom, visible_top, visible_bottom

    def check_keyboard_row_visible(self):
        kb = self.keyboard
        if kb is None or kb["editing"] is None or self.keyboard_checked == kb["shown_at"]:
            return
        if self.primary.phase in ("tracking", "dragging"):
            self.keyboard_checked = kb["shown_at"]  # a finger holds the list: the user's doing
            return
        if self.t < kb["settled_at"] - TIME_RESOLUTION:
            return
        self.keyboard_checked = kb["shown_at"]
        item, top, bottom, visible_top, visible_bottom = self.edited_row_place()
        if (top < visible_top - ROW_VISIBLE_TOLERANCE
                or bottom > visible_bottom + ROW_VISIBLE_TOLERANCE):
            self.violate("keyboard.rowVisible",
                         "item %d at y %.2f...%.2f, outside the visible part %.2f...%.2f"
                         % (item, top, bottom, visible_top, visible_bottom))
