"""Screens made for the app's own code (SPEC §7.1, FORMAT.md `expect` `code`): each recording's
lines without `code` are the model's (what `scrolltape check` runs, with the built-in behaviour
the code means to be), and its lines with `code` are what a port of the code gives
(screens/app_code.py), which the Swift worked examples must meet (Tests/ScrollTapeTestingTests/
WorkedExampleTests.swift). A known-bad variant of each code, replayed alongside, leaves a `mark`
right after the event at which it first breaks its invariant."""

from ..builder import Recording
from ..sessions import IPHONE_11, LIST_40x88, session
from .app_code import (ShyNavigationBar, ShyNavigationBarWithoutSnap, SnapHeader,
                       SnapHeaderBySettingHeight)


def bar_session(inset_top):
    """An iPhone 11 list under a 148-pt bar (48 pt of status bar, a back button, a title pinned
    to its bottom) collapsing to 48; the list's top inset `inset_top` plus the 48-pt safe area
    (automatic adjustment)."""
    return session(
        IPHONE_11,
        {"id": "list", "content": LIST_40x88, "inset": {"top": inset_top}},
        [{"id": "list", "kind": "scroll"},
         {"id": "navBar", "kind": "view", "frame": [0, 0, 414, 148],
          "children": [{"id": "back", "kind": "button", "frame": [8, 52, 44, 44]},
                       {"id": "title", "kind": "label", "frame": [16, 100, 300, 30],
                        "pin": "bottom"}]}],
        header={"view": "navBar", "behavior": "collapsing", "minHeight": 48, "maxHeight": 148})


def walk(r, note_prefix):
    """Part-way drags near the top (released still, and flicked), a flick into the list, part-way
    drags back in the middle, a flick back to the top and a pull past it."""
    back, row = (30, 74), (200, 420)
    r.expect_initial(hits=[back, row])
    r.drag(200, 707, [30], label="drag-up-30", expect_after=(1, 3), note="%s: drag up 30, "
           "released still" % note_prefix)
    r.drag(200, 707, [40], label="drag-up-40", note="drag up 40 more, released still")
    r.drag(200, 503, [-50], label="drag-down-50", expect_after=(2,),
           note="drag down 50, released still")
    r.flick(200, 700, [14, 12, 12, 12], label="small-flick-up", note="small flick up")
    r.flick(200, 800, [14] + [30] * 8, label="flick-up", note="flick up into the list")
    r.drag(200, 503, [-60], label="drag-down-60-mid", note="in the middle: drag down 60, "
           "released still")
    r.drag(200, 503, [-30], label="drag-down-30-mid", note="drag down 30, released still")
    r.flick(200, 300, [-14] + [-40] * 10, label="flick-down", note="flick down to the top")
    r.drag(200, 503, [-120], label="pull-past-top", note="pull past the top", end_hit=back)
    r.tap(*back, label="tap-back", note="tap back")
    r.expect(actions=True, hit=row, note="end")


def make_snap_header_code(path):
    r = Recording(
        path, bar_session(100),
        "iPhone 11 quick-return header (the session's `collapsing`) over a 40-row list, with "
        "`expect` lines for two codes: the model's (the built-in `collapsing` header, which "
        "rests part-way), and `SnapHeader`'s: a quick-return header that snaps in "
        "`scrollViewWillEndDragging` by moving `targetContentOffset`, so the list decelerates to "
        "where the header ends at the nearer end (a release at rest included: the deceleration "
        "starts at the velocity that gets it there). Known bad: "
        "`SnapHeaderBySettingHeight` sets the header's height in that callback instead; "
        "the header jumps by more than the list moved (`header.overscroll` at the event before the mark "
        "`snap-by-height-caught`).",
        code=SnapHeader, code_paths=["views.navBar.height"],
        watch=[(SnapHeaderBySettingHeight, "header.overscroll", "snap-by-height-caught")])
    walk(r, "SnapHeader")
    return r


def make_shy_navigation_bar(path):
    r = Recording(
        path, bar_session(100),
        "iPhone 11 quick-return bar (the session's `collapsing`, the list's top inset fixed at "
        "100) and `expect` lines for `ShyNavigationBar` (TLYShyNavBar's behaviour): the list's "
        "top inset and indicator inset follow the bar (`contentInset.top` = bar height − 48, so "
        "the range's top is −height and the first row stays right under the bar), and a list "
        "that comes to rest with the bar part-way is sent to the nearer end with "
        "`setContentOffset(_:animated: true)` (expanded where the list is at its content top), also "
        "after a scroll no finger made (the app's, a wheel's, an update's). "
        "Known bad: `ShyNavigationBarWithoutSnap` rests at its top (its minOffset) with the bar "
        "part-way (`header.expandedAtTop` at the event before the mark `no-snap-caught`).",
        code=ShyNavigationBar,
        code_paths=["scroll.contentInset.top", "scroll.indicatorInset.top", "scroll.minOffset.y",
                    "views.navBar.height"],
        watch=[(ShyNavigationBarWithoutSnap, "header.expandedAtTop", "no-snap-caught")])
    walk(r, "ShyNavigationBar")
    return r
