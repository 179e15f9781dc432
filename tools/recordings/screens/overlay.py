"""An overlay header (behaviour none) over the list, its pass-through set to `controls`
(correct) or `self` (known bad: a full-size stack view swallows the touches)."""

from ..builder import Recording
from ..sessions import IPHONE_11, LIST_40x88, session


def overlay_session(pass_through, expect_failures=None):
    return session(
        IPHONE_11,
        {"id": "list", "content": LIST_40x88, "additionalSafeArea": {"top": 100}},
        [{"id": "list", "kind": "scroll"},
         {"id": "header", "kind": "view", "frame": [0, 0, 414, 148], "passThrough": pass_through,
          "children": [{"id": "toolbar", "kind": "stack", "frame": [0, 0, 414, 148],
                        "children": [{"id": "back", "kind": "button", "frame": [8, 52, 44, 44]},
                                     {"id": "share", "kind": "button", "frame": [362, 52, 44, 44]},
                                     {"id": "title", "kind": "label",
                                      "frame": [60, 96, 294, 40]}]}]}],
        header={"view": "header", "behavior": "none", "minHeight": 48, "maxHeight": 148},
        expect_failures=expect_failures)


def overlay_script(r):
    r.expect_initial(hits=[(200, 120), (30, 74), (384, 74), (200, 400)])
    r.tap(30, 74, label="tap-back", note="tap back")
    r.tap(384, 74, label="tap-share", note="tap share")
    r.drag(200, 800, [480], label="drag-list", expect_after=(10,), note="drag the list",
           end_hit=(200, 120))
    # A drag that starts on the header's empty area (between the buttons, on the title).
    r.drag(200, 120, [-300], label="drag-from-header", expect_after=(2, 15),
           note="drag from header", end_hit=(200, 120))
    r.tap(200, 116, label="tap-title", note="tap the title label")
    r.drag(200, 100, [-300], label="pull-from-header-past-top", expect_after=(10,),
           expect_legs=True, note="pull from header")
    r.expect(actions=True, hit=(200, 120), note="end")


def make_overlay(path, pass_through, expect_failures=None, summary=""):
    r = Recording(path, overlay_session(pass_through, expect_failures), summary)
    overlay_script(r)
    return r
