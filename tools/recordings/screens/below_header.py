"""A list laid out below a header, not under it (FORMAT.md `insetAdjustment`: a scroll view's
own safe area). UIKit gives each view only the part of the view controller's safe area that
covers it (Apple, `UIView.safeAreaInsets`: "For other views in the view hierarchy, the insets
reflect only the portion of the view that is covered"): a list framed from the header's bottom
(148) to the screen's has no top safe area and the home indicator's 34 pt at its bottom, so
`automatic` adjusts it by {0, 0, 34, 0}: its offsets start at 0, not at -48. Turned to landscape
(the list's frame given, as the device lays it out under the header), its bottom safe area is
21 and it still has no top one.

Every expected value is the oracle's (scene.py `own_safe_area`: the rule of FORMAT.md, not the
Swift model)."""

from ..builder import Recording
from ..sessions import IPHONE_11, LIST_40x88, session
from .rotation import LANDSCAPE, PORTRAIT

LIST_PORTRAIT = [0, 148, 414, 748]
LIST_LANDSCAPE = [0, 148, 896, 266]
BACK = (30, 74)
FIRST_ROW = (200, 160)


def below_header_session():
    """An iPhone 11 list of 40 rows (88 pt) framed below a fixed 148-pt header (a back button
    in it), `insetAdjustment` automatic (the default)."""
    return session(
        IPHONE_11,
        {"id": "list", "frame": LIST_PORTRAIT, "content": LIST_40x88},
        [{"id": "header", "kind": "view", "frame": [0, 0, 414, 148],
          "children": [{"id": "back", "kind": "button", "frame": [8, 52, 44, 44]}]},
         {"id": "list", "kind": "scroll"}])


def make_list_below_header(path):
    r = Recording(path, below_header_session(),
                  "iPhone 11 list of 40 rows (88 pt) framed below a fixed 148-pt header "
                  "(0…148), not under it: its own safe area is the part of the screen's that "
                  "covers it, so `automatic` adjusts it by {0, 0, 34, 0} (UIKit), not by the "
                  "status bar's 48 at the top: range [0, 2806], the first row right under the "
                  "header at rest. Dragged, flicked to the end and back; turned to landscape "
                  "(896×414, the list's frame 0,148,896,266: bottom safe area 21, range [0, "
                  "3275]) and back.")
    r.expect_initial(hits=[BACK, FIRST_ROW])
    r.drag(200, 700, [300], label="drag-up", expect_after=(6, 12), note="drag up 300")
    r.flick(200, 800, [40] * 8, label="flick-up", note="flick up", every=12)
    r.flick(200, 800, [50] * 8, label="flick-to-end", note="flick to the end", every=12)
    r.safe_area(**dict(LANDSCAPE, frames={"list": LIST_LANDSCAPE}), label="landscape",
                note="turned to landscape", hits=[BACK, (448, 300)])
    r.drag(448, 200, [-150], label="drag-down-landscape", note="drag down in landscape")
    r.safe_area(**dict(PORTRAIT, frames={"list": LIST_PORTRAIT}), label="portrait",
                note="back to portrait", hits=[BACK, FIRST_ROW])
    r.flick(200, 300, [-50] * 8, label="flick-down", note="flick down", every=12)
    r.flick(200, 300, [-50] * 8, label="flick-to-top", note="flick to the top", every=12)
    r.expect(hit=FIRST_ROW, actions=True, note="end: at the top, the first row under the header")
    return r
