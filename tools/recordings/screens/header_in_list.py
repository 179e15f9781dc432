"""Seed 003 pattern 1: the header is a subview of the list, kept on top of it with
`frame.origin.y = contentOffset.y` (an `inList` effect), so it scrolls with the content and is
moved back every time the offset changes: hit-testing finds it, and its buttons, at the same
window place whatever the offset."""

from ..builder import Recording
from ..sessions import IPHONE_11, LIST_40x88, session
from .flicks import flick_into_edge


def in_list_session(children, header=None):
    """iPhone 11: a 148-pt `header` view with `children` inside the list, kept on top of it by an
    `inList` effect; the list's top inset is the header (`header`: the session's header, if
    any)."""
    s = session(
        IPHONE_11,
        # insetAdjustment never: the header (which covers the status bar) is the whole top
        # inset, so the first row starts at its bottom (148) and not 48 pt lower.
        {"id": "list", "content": LIST_40x88, "inset": {"top": 148, "bottom": 34},
         "insetAdjustment": "never"},
        [{"id": "list", "kind": "scroll",
          "children": [{"id": "header", "kind": "view", "frame": [0, 0, 414, 148],
                        "children": children}]}],
        header=header)
    s["effects"] = [{"kind": "inList", "view": "header"}]
    return s


def make_header_in_list(path):
    s = in_list_session([{"id": "back", "kind": "button", "frame": [8, 52, 44, 44]},
                         {"id": "share", "kind": "button", "frame": [362, 52, 44, 44]},
                         {"id": "title", "kind": "label", "frame": [60, 96, 294, 40]}])
    r = Recording(path, s, "iPhone 11, seed 003 pattern 1: the header (148 tall, with back and "
                           "share buttons) is a subview of the list (`views`: list with "
                           "children [header]) kept on top with an `inList` effect "
                           "(`frame.origin.y = contentOffset.y`); `inset.top` 148 = the header "
                           "height, `inset.bottom` 34 and `insetAdjustment` never (the header "
                           "covers the status bar itself, so the system must not add the 48 pt "
                           "safe area again): range [-148, 2658]. The header's origin in the "
                           "list's content is the offset, so its window frame stays at y 0 "
                           "(`views.header.y` 0 at every offset, pulled past the top "
                           "included): its buttons are hit at the same window place whatever "
                           "the offset, the rows scrolling under it are hidden from touches, a "
                           "drag or a flick that starts on it scrolls the list (a plain view "
                           "inside the list: the list is its candidate), a tap on it selects "
                           "nothing.")
    back, share, plain, row = (30, 74), (384, 74), (200, 120), (200, 420)
    r.expect_initial(hits=[back, share, plain, row, (200, 200)])
    r.tap(*back, label="tap-back-at-top", note="tap back at the top")
    r.tap(*row, label="tap-row", note="tap a row below the header (selects)")
    r.drag(200, 800, [300], label="drag-list", expect_after=(5, 15), note="drag the list up 300",
           end_hit=back)
    r.expect_hits([share, plain, row], note="offset 152: the header is still at window y 0 "
                                            "(its content origin y = offset 152); rows under it "
                                            "are covered")
    r.tap(*back, label="tap-back-at-152", note="tap back at offset 152")
    r.drag(*plain, [400], label="drag-from-header", expect_after=(1, 20),
           note="a drag that starts on the header (up 400) scrolls the list", end_hit=share)
    r.tap(*share, label="tap-share-at-552", note="tap share at offset 552")
    r.tap(*plain, label="tap-header-plain", note="tap the header's empty area: no select")
    r.flick(200, 800, [12, 10, 20] + [30] * 6, label="flick-list", note="flick the list",
            every=30, hits=back)
    r.tap(*back, label="tap-back-after-flick", note="tap back after the flick")
    r.drag(*plain, [-900], label="drag-down-from-header", note="drag down 900 from the header",
           end_hit=share)
    # A flick down that starts on the header, into the top edge: the list bounces; the header
    # stays at window y 0 throughout (pulled past the top as well).
    flick_into_edge(r, 200, 100, [-14, -30, -30, -30], label="flick-from-header-to-top",
                    note="flick from the header into the top edge", hits=back)
    r.tap(*back, label="tap-back-end", note="tap back at the top")
    r.expect(actions=True, hit=row, note="end")
    return r
