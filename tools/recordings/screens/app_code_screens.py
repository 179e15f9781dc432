"""Screens made for the app's own code (FORMAT.md `expect` `code`): each recording's
lines without `code` are the model's (what `scrolltape check` runs, with the built-in behaviour
the code means to be), and its lines with `code` are what a port of the code gives
(screens/app_code.py), which the Swift worked examples must meet (Tests/ScrollTapeTestingTests/
WorkedExampleTests.swift). A known-bad variant of each code, replayed alongside, leaves a `mark`
right after the event at which it first breaks its invariant."""

from ..builder import Recording
from ..sessions import IPHONE_11, LIST_40x88, session
from .app_code import (PagerTabIndicator, PagerTabIndicatorIgnoringTaps, ParallaxHeader,
                       ParallaxHeaderWithAutomaticAdjustment, ShyNavigationBar,
                       ShyNavigationBarWithoutSnap, SnapHeader, SnapHeaderBySettingHeight,
                       StretchyHeaderInList, StretchyHeaderInListWithoutMinimum)
from .header_in_list import in_list_session
from .tabs import TAB_W, swipes, tabs_session, tap_then_tap_mid_animation


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
        "`SnapHeader(movesTheList: false)` sets the header's height in that callback instead; "
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


def list_walk(r, hits, note_prefix, tap=None):
    """Drags and flicks through the top of a list and back: part-way, collapsed, pulled past
    the top (the header stretches), a flick into the list and one back to the top edge."""
    r.expect_initial(hits=hits)
    r.drag(200, 707, [30], label="drag-up-30", expect_after=(1, 3),
           note="%s: drag up 30" % note_prefix)
    r.drag(200, 707, [150], label="drag-up-150", expect_after=(5, 10), note="drag up 150 more",
           end_hit=hits[0])
    r.drag(200, 503, [-100], label="drag-down-100", expect_after=(5,), note="drag down 100")
    r.drag(200, 503, [-200], label="pull-past-top", expect_after=(5, 10, 15),
           note="pull past the top (the header stretches)", end_hit=hits[0])
    r.flick(200, 800, [14] + [30] * 8, label="flick-up", note="flick up into the list", every=10)
    if tap:
        r.tap(*tap, label="tap-mid", note="tap in the middle of the list")
    r.flick(200, 300, [-14] + [-40] * 10, label="flick-down", note="flick down to the top",
            every=10)
    r.expect(actions=True, hit=hits[0], note="end")


def make_stretchy_header_in_list(path):
    # GSKStretchyHeaderView's set-up: the top inset is the header's expanded height and the system
    # adds nothing (the header covers the status bar itself).
    s = in_list_session(
        [{"id": "back", "kind": "button", "frame": [8, 52, 44, 44]},
         {"id": "title", "kind": "label", "frame": [60, 96, 294, 40], "pin": "bottom"}],
        header={"view": "header", "behavior": "stretchy", "minHeight": 92, "maxHeight": 148})
    r = Recording(
        path, s,
        "iPhone 11, a stretchy header inside the list (the session's `stretchy` header, kept on "
        "top by an `inList` effect), with `expect` lines for `StretchyHeaderInList` "
        "(GSKStretchyHeaderView's behaviour, replayed without the effect: the code sets the "
        "header view's frame, origin at the offset, height −contentOffset.y but at least 92). "
        "Known bad: `StretchyHeaderInListWithoutMinimum` lets it shrink below its collapsed "
        "height (`header.bounds` at the event before the mark `no-minimum-caught`).",
        code=StretchyHeaderInList, code_paths=["views.header.y", "views.header.height"],
        watch=[(StretchyHeaderInListWithoutMinimum, "header.bounds", "no-minimum-caught")])
    list_walk(r, [(30, 74), (200, 420)], "StretchyHeaderInList", tap=(200, 420))
    return r


def make_parallax_header(path):
    s = session(
        IPHONE_11,
        # The top inset is the header's height as the app's storyboard sets it; UIKit's
        # automatic adjustment adds the 48-pt safe area (the model's header stretches from there).
        {"id": "list", "content": LIST_40x88, "inset": {"top": 300}},
        [{"id": "list", "kind": "scroll"},
         {"id": "header", "kind": "view", "frame": [0, 0, 414, 300], "passThrough": "self",
          "children": [{"id": "headerImage", "kind": "image", "frame": [0, 0, 414, 300],
                        "pin": "fill"},
                       {"id": "more", "kind": "button", "frame": [362, 48, 44, 44]}]}],
        header={"view": "header", "behavior": "stretchy", "minHeight": 92, "maxHeight": 300})
    s["effects"] = [{"kind": "parallax", "view": "headerImage", "ratio": 0.5}]
    r = Recording(
        path, s,
        "iPhone 11, a parallax header over the list (the session's `stretchy` header with a "
        "`parallax` image; the top inset 300 plus the 48-pt safe area), with `expect` lines for "
        "`ParallaxHeader` (MXParallaxHeader's behaviour, replayed without the effect: "
        "`contentInsetAdjustmentBehavior` never and the list moved to −300 when it appears, the "
        "header −contentOffset.y tall but at least 92, the indicator's top inset following it, "
        "its image moving up at half the scrolling). Known bad: `ParallaxHeaderWithAutomaticAdjustment`, the library before its "
        "iOS 11 fix, is 48 pt too tall at the top (`header.bounds` at the event before the mark "
        "`automatic-adjustment-caught`).",
        code=ParallaxHeader,
        code_paths=["scroll.adjustedInset.top", "scroll.indicatorInset.top", "views.headerImage.y",
                    "views.headerImage.height"],
        watch=[(ParallaxHeaderWithAutomaticAdjustment, "header.bounds",
                "automatic-adjustment-caught")])
    list_walk(r, [(384, 70), (200, 600)], "ParallaxHeader")
    return r


def make_pager_tab_indicator(path):
    r = Recording(
        path, tabs_session(),
        "iPhone 11, seed 002's tabs (the profile with a tab strip over a horizontal pager; the "
        "session's `tabs` effect moves the underline), with `expect` lines for "
        "`PagerTabIndicator` (XLPagerTabStrip's progressive indicator, replayed without the "
        "effect: the underline follows the pager's fractional page, a tab's tap scrolls the "
        "pager there with `setContentOffset(_:animated: true)`). Known bad: "
        "`PagerTabIndicatorIgnoringTaps` moves the indicator on a tap but ignores the tap "
        "itself while the pager animates: after a quick second tap the indicator is under the "
        "wrong tab (`tabs.underline` at the event before the mark `ignored-tap-caught`).",
        code=PagerTabIndicator, code_paths=["views.underline.x"],
        watch=[(PagerTabIndicatorIgnoringTaps, "tabs.underline", "ignored-tap-caught")])
    tab = [(TAB_W * i + 51, 270) for i in range(4)]
    r.expect_initial(hits=tab + [(200, 600)])
    r.tap(*tab[2], label="tap-tab2", note="PagerTabIndicator: tap tab 2", every=6)
    tap_then_tap_mid_animation(r, tab, frames=8, at=(4, 8), every=6)
    r.wait(18)
    swipes(r, 600)
    r.tap(*tab[0], label="tap-tab0", note="tap tab 0 (from page 3)", every=6)
    r.expect(actions=True, hit=tab[0], note="end")
    return r
