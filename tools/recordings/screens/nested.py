"""Scroll views inside scroll views whose code decides who follows a finger (FORMAT.md `touch`,
"Pans that begin together"): a header over a pager of lists that hands the scroll off between the
outer table and the current list (ProfileHandOff), and a bottom sheet holding a list whose
scrolling the code turns on and off (SheetWithList)."""

from ..builder import Recording
from ..sessions import IPHONE_11, session
from .app_code import (ProfileHandOff, ProfileHandOffWithoutHoldingList, SheetWithList,
                       SheetWithListForgettingTheListsMove)

W, H = 414, 896
HEADER = 300  # the header's height: the outer table's range is [0, 300]


def profile_pager_session():
    """iPhone 11: an outer table ("outer", the screen, content 300 + 896 tall, no inset
    adjustment) whose content is a 300-pt header (a follow button) over a horizontal pager
    ("pager", two pages) of two lists ("list0", "list1", 40 rows of 88)."""
    lists = [{"id": "list%d" % i, "frame": [W * i, 0, W, H],
              "content": {"items": {"count": 40, "length": 88}}} for i in range(2)]
    s = session(
        IPHONE_11,
        {"id": "outer", "content": {"width": W, "height": HEADER + H},
         "insetAdjustment": "never"},
        [{"id": "outer", "kind": "scroll", "children": [
            {"id": "header", "kind": "view", "frame": [0, 0, W, HEADER],
             "children": [{"id": "follow", "kind": "button", "frame": [300, 230, 96, 44]}]},
            {"id": "pager", "kind": "scroll", "children": [
                {"id": "list0", "kind": "scroll"}, {"id": "list1", "kind": "scroll"}]}]}])
    s["scrolls"] = [{"id": "pager", "frame": [0, HEADER, W, H], "axis": "horizontal",
                     "content": {"width": 2 * W, "height": H}, "paging": True}] + lists
    return s


def make_profile_pager(path):
    r = Recording(
        path, profile_pager_session(),
        "iPhone 11, a header over a pager of lists: an outer table (range [0, 300]) whose content "
        "is a 300-pt header over a horizontal pager of two lists, with `expect` lines for two "
        "codes: the model's (no code: the innermost pan along the finger's direction wins, so a "
        "list scrolls alone under the header), and `ProfileHandOff`'s: the outer table's pan and "
        "the list's both follow the finger (`panShouldRecognizeSimultaneously` true for the "
        "outer with a list), and each `scrollViewDidScroll` holds the one that should not move "
        "— the outer table moves with the list's finger until the header has scrolled away, then "
        "the list scrolls; back down, the list scrolls to its top before the header comes back; "
        "a swipe across pans the pager alone. Known bad: `ProfileHandOffWithoutHoldingList` "
        "forgets to hold the list at its top: the outer's code sees the list scrolled and pins at "
        "once, the header jumps away under the finger (`scroll.followsFinger` at the event "
        "before the mark `late-hand-off-caught`).",
        code=ProfileHandOff,
        watch=[(ProfileHandOffWithoutHoldingList, "scroll.followsFinger",
                "late-hand-off-caught")])
    row, follow = (200, 600), (340, 250)
    r.expect_initial(hits=[row, follow])
    r.drag(200, 700, [150], label="drag-up-150", expect_after=(1, 2, 8),
           note="ProfileHandOff: drag up 150 on list 0 (the outer table follows, the list holds)")
    r.drag(200, 700, [250], label="drag-up-250", expect_after=(10, 16, 22),
           note="drag up 250 more: the header pins away at 300, then the list scrolls",
           end_hit=row)
    r.drag(200, 300, [-150], label="drag-down-150", expect_after=(5, 10, 11, 15),
           note="drag down 150: the list scrolls back to its top, then the header comes back")
    r.drag(350, 500, [300], axis="horizontal", label="swipe-to-page-1", expect_after=(10,),
           note="swipe left 300 across the pager: the pager alone, it snaps to page 1")
    r.drag(200, 300, [-150], label="drag-down-on-list-1", expect_after=(5, 15),
           note="drag down 150 on list 1 (at its top): the header comes back", end_hit=follow)
    r.drag(200, 500, [-200], label="pull-past-top", expect_after=(5, 20),
           note="pull down 200 more: the header reaches the top, the outer table bounces")
    r.tap(*row, label="tap-row", note="tap a row of list 1")
    r.tap(*follow, label="tap-follow", note="tap the header's follow button")
    r.flick(200, 800, [14] + [30] * 8, label="flick-up", every=10,
            note="flick up on list 1: the outer table pins, the list goes on")
    r.expect(actions=True, hit=row, note="end")
    return r


SHEET = 400  # the sheet's range is [0, 400]: half up at 0, full at 400
GRABBER = 44


def sheet_session():
    """iPhone 11: a sheet ("sheet", the screen, no inset adjustment) whose content is 400 pt of
    space above a card: a 44-pt grabber bar (a done button) over a list ("list", 40 rows of 88,
    852 tall: the rest of the screen when the sheet is full). The list starts with its scrolling
    off (the sheet is half up)."""
    s = session(
        IPHONE_11,
        {"id": "sheet", "content": {"width": W, "height": SHEET + H},
         "insetAdjustment": "never"},
        [{"id": "sheet", "kind": "scroll", "children": [
            {"id": "grabber", "kind": "view", "frame": [0, SHEET, W, GRABBER],
             "children": [{"id": "done", "kind": "button", "frame": [340, 0, 66, GRABBER]}]},
            {"id": "list", "kind": "scroll"}]}])
    s["scrolls"] = [{"id": "list", "frame": [0, SHEET + GRABBER, W, H - GRABBER],
                     "content": {"items": {"count": 40, "length": 88}}, "scrollEnabled": False}]
    return s


def make_sheet(path):
    r = Recording(
        path, sheet_session(),
        "iPhone 11, a bottom sheet holding a list: the sheet is an outer scroll view (range [0, "
        "400]: half up at 0, full at 400) whose content holds a grabber bar and the list, which "
        "starts with `scrollEnabled` false. `expect` lines for two codes: the model's (no code: "
        "the list never scrolls, every drag on it moves the sheet, which rests where it is let "
        "go), and `SheetWithList`'s: a released sheet rests at the nearer detent "
        "(`targetContentOffset`), the code turns the list's `isScrollEnabled` on where the sheet "
        "rests full and off where it rests half up, both pans follow one finger and "
        "`scrollViewDidScroll` hands the scroll off (the sheet stays full while the list is "
        "scrolled; at the list's top a drag down lowers the sheet). Known bad: "
        "`SheetWithListForgettingTheListsMove` lets the sheet move in the sample in which the "
        "list comes back to its top, so the content moves twice as far as the finger "
        "(`scroll.followsFinger` at the event before the mark `double-hand-off-caught`).",
        code=SheetWithList,
        watch=[(SheetWithListForgettingTheListsMove, "scroll.followsFinger",
                "double-hand-off-caught")])
    row, done = (200, 700), (370, 420)
    r.expect_initial(hits=[row, done])
    r.tap(*row, label="tap-row-half", note="SheetWithList: tap a row while the list cannot scroll "
                                           "(it selects)")
    r.drag(200, 800, [250], label="drag-sheet-up", expect_after=(1, 10, 20), follow_at=(15, 60, 120),
           note="drag up 250 on the list, half up: the sheet moves (the list cannot scroll), "
                "released still it goes on to full")
    r.drag(200, 700, [300], label="drag-list-up", expect_after=(5, 20, 29),
           note="drag up 300: full, the list scrolls and the sheet stays")
    r.drag(200, 300, [-400], label="drag-down-through-top", expect_after=(10, 28, 29, 30, 35),
           follow_at=(15, 60, 120),
           note="drag down 400: the list scrolls to its top, then the sheet comes down and "
                "goes back to full")
    r.drag(200, 300, [-250], label="lower-sheet", expect_after=(10, 24), follow_at=(15, 60, 120),
           note="drag down 250 at the list's top: the sheet comes down, released it rests half "
                "up and the list's scrolling is off")
    r.drag(200, 600, [-120], label="pull-sheet-past-top", expect_after=(6,),
           note="drag down 120 half up: the sheet is pulled past its top and springs back")
    r.tap(*done, label="tap-done", note="tap the grabber's done button")
    r.flick(200, 800, [14] + [30] * 6, label="flick-sheet-up", every=4,
            note="flick up on the list: the sheet comes to rest full")
    r.tap(200, 500, label="tap-row-full", note="tap a row with the sheet full")
    r.expect(actions=True, hit=row, note="end")
    return r
