"""The status bar tap on a phone screen with two scroll views (UIScrollView.h on scrollsToTop:
"On iPhone, we execute this gesture only if there's one on-screen scroll view with
`scrollsToTop` == YES. If more than one is found, none will be scrolled"): a list with a
horizontal carousel in its content, both with `scrollsToTop` (the default), and the same screen
with the carousel's turned off."""

from ..builder import Recording
from ..sessions import IPHONE_11, session


def make_scrolls_to_top(path, carousel_scrolls_to_top):
    s = session(
        IPHONE_11,
        {"id": "list", "content": {"items": {"count": 30, "length": 88, "leading": 230}}},
        [{"id": "list", "kind": "scroll",
          "children": [{"id": "carousel", "kind": "scroll"}]}])
    carousel = {"id": "carousel", "frame": [0, 15, 414, 200], "axis": "horizontal",
                "content": {"items": {"count": 10, "length": 150, "spacing": 10,
                                      "leading": 16, "trailing": 16}}}
    if not carousel_scrolls_to_top:
        carousel["scrollsToTop"] = False
    s["scrolls"] = [carousel]
    if carousel_scrolls_to_top:
        summary = ("iPhone 11: a list (30 rows of 88 after 230 pt for a carousel, range [-48, "
                   "2008]) with a horizontal carousel in its content, both with `scrollsToTop` "
                   "(UIKit's default). On a phone the status bar tap scrolls nothing while more "
                   "than one scroll view has it: the list stays where the drag left it.")
    else:
        summary = ("The screen of status-bar-two-scroll-views with the carousel's "
                   "`scrollsToTop` turned off (`\"scrollsToTop\":false`), as apps do: the list is "
                   "the only one left, and the status bar tap scrolls it to its top.")
    r = Recording(path, s, summary)
    r.expect_initial()
    r.drag(200, 800, [600], label="drag-list", expect_after=(10,), note="drag the list up 600")
    r.wait(20, with_frames=True)
    r.scroll_to(top=True, label="status-bar-tap", note="status bar tap", every=6)
    r.wait(20, with_frames=True)
    r.drag(200, 700, [300], label="drag-list-again", note="drag the list up 300 more")
    r.wait(20, with_frames=True)
    r.scroll_to(top=True, label="status-bar-tap-again", note="status bar tap again", every=6)
    r.wait(20, with_frames=True)
    return r
