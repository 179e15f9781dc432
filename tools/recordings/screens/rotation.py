"""The screen rotating (FORMAT.md `safeArea`): an iPhone 11 list under an overlay `pinned` header
turned to landscape and back at rest part-way through the header's collapse, while the list
decelerates or animates, at its top and at its end; and, known bad, a pager whose pages are its
frame's width turned while it rests on a page.

Every expected value is the oracle's (oracle_safe_area.py: the rules of FORMAT.md, not the Swift
model); the hit points are chosen where the rotation changes what they hit."""

from ..builder import Recording
from ..sessions import IPHONE_11, LIST_40x88, session

PORTRAIT = {"width": 414, "height": 896,
            "safe_area": {"top": 48, "left": 0, "bottom": 34, "right": 0}, "status_bar": 48}
LANDSCAPE = {"width": 896, "height": 414,
             "safe_area": {"top": 0, "left": 48, "bottom": 21, "right": 48}, "status_bar": 0}

# The header's layout for each: the segmented control centred in it is a view the edges rule
# cannot move (no edge on the header's), so each rotation gives its frame (`frames`).
SEGMENT_PORTRAIT = [183, 52, 48, 44]
SEGMENT_LANDSCAPE = [424, 52, 48, 44]
HEADER_PORTRAIT = dict(PORTRAIT, frames={"segment": SEGMENT_PORTRAIT})
HEADER_LANDSCAPE = dict(LANDSCAPE, frames={"segment": SEGMENT_LANDSCAPE})

BACK = (30, 74)          # the back button, at the header's left, in both orientations
SEGMENT_AT_PORTRAIT = (207, 74)   # the segmented control's centre, portrait
SEGMENT_AT_LANDSCAPE = (448, 74)  # and landscape
MORE_PORTRAIT = (390, 74)   # the more button at the header's right edge, portrait
MORE_LANDSCAPE = (872, 74)  # the same button in landscape (its right edge on the header's)


def rotation_session():
    """An iPhone 11 list of 40 rows (88 pt) under an overlay pinned header (48 to 148) with a
    back button at its left and a more button on its right edge; additionalSafeArea top 148 (the
    header's maxHeight), so the rows start below the expanded header in landscape (no status
    bar) and 48 pt lower in portrait."""
    header = {"view": "header", "behavior": "pinned", "minHeight": 48, "maxHeight": 148}
    return session(
        IPHONE_11,
        {"id": "list", "content": LIST_40x88, "additionalSafeArea": {"top": 148}},
        [{"id": "list", "kind": "scroll"},
         {"id": "header", "kind": "view", "frame": [0, 0, 414, 148],
          "children": [{"id": "back", "kind": "button", "frame": [8, 52, 44, 44]},
                       {"id": "title", "kind": "label", "frame": [60, 100, 294, 30],
                        "pin": "bottom"},
                       {"id": "segment", "kind": "button", "frame": SEGMENT_PORTRAIT},
                       {"id": "more", "kind": "button", "frame": [366, 52, 48, 44]}]}],
        header=header)


def make_rotation_header_mid_collapse(path):
    r = Recording(path, rotation_session(),
                  "iPhone 11 rotated (`safeArea` events: 414×896, safe area top 48 bottom 34, "
                  "status bar 48 ⇄ 896×414, safe area left 48 right 48 bottom 21, no status "
                  "bar): a list of 40 rows (88 pt) under an overlay `pinned` header (48 to "
                  "148) with a back button at its left and a more button on its right edge "
                  "(366…414: it moves to 848…896 in landscape), additionalSafeArea top 148. "
                  "Adjusted inset {196, 0, 34, 0} and range [-196, 2658] in portrait, {148, 0, "
                  "21, 0} and [-148, 3127] in landscape (`automatic`: the sensor housing's 48 "
                  "pt on the left and right do not inset a list as wide as its frame); the rows "
                  "are as wide as the screen. Rotated at rest part-way through the header's "
                  "collapse, the offset stays and the header takes the height of that offset in "
                  "the new range (98 → 146 in landscape; a drag there collapses it on from "
                  "146, no jump; 126 → 78 back in portrait); a rotation while the list "
                  "decelerates or while the app's animated scroll runs stops it where it is; at "
                  "the top the list stays at its top (-148 ⇄ -196); at the end in landscape, "
                  "turned to portrait it comes back to the new end (3127 → 2658), and turned "
                  "back it stays at 2658, no longer at the end. The more button is hit at its "
                  "new x in each orientation, and its old x hits the header, the list or "
                  "nothing. A segmented control centred in the header (183…231) keeps to the "
                  "centre by the frames each rotation gives (`frames`: 424…472 in landscape).")
    r.expect_initial(hits=[BACK, MORE_PORTRAIT, SEGMENT_AT_PORTRAIT, (200, 250)])

    # Part-way through the header's collapse, at rest, in portrait.
    r.drag(200, 700, [50], label="drag-to-mid-collapse", expect_after=(1, 3, 5),
           note="drag up 50 (portrait)")
    r.expect_hits([BACK, MORE_PORTRAIT, (200, 300)], note="at rest, header part-way")
    r.safe_area(label="rotate-to-landscape-mid-collapse", note="rotate to landscape",
                hits=[BACK, MORE_LANDSCAPE, MORE_PORTRAIT, SEGMENT_AT_LANDSCAPE, SEGMENT_AT_PORTRAIT,
                      (600, 300)], **HEADER_LANDSCAPE)
    r.tap(*MORE_LANDSCAPE, label="tap-more-landscape", note="tap more at its new x")
    r.drag(600, 300, [20], label="drag-in-landscape", expect_after=(1, 2),
           note="drag up 20 (landscape)")
    r.expect_hits([BACK, MORE_LANDSCAPE, (600, 300)], note="at rest in landscape")
    r.safe_area(label="rotate-to-portrait-mid-collapse", note="rotate to portrait",
                hits=[BACK, MORE_PORTRAIT, MORE_LANDSCAPE, SEGMENT_AT_PORTRAIT, (200, 300)],
                **HEADER_PORTRAIT)
    r.tap(*MORE_PORTRAIT, label="tap-more-portrait", note="tap more in portrait")

    # A rotation while the list decelerates: it stops where it is.
    r.flick(200, 700, [12, 30, 35, 40, 40], label="flick-up-portrait", follow=False,
            note="flick up (portrait)")
    r.follow_frames(frames=12, at=(1, 6, 12), note="decelerating")
    r.safe_area(label="rotate-while-decelerating", note="rotate to landscape mid-flick",
                hits=[(600, 300)], **HEADER_LANDSCAPE)
    r.wait(12, with_frames=True)
    r.expect(note="12 frames later, still at rest")
    r.wait(18)

    # Back to the top with a flick (it bounces there and rests exactly at minOffset).
    r.flick(400, 80, [-12, -50, -60, -60, -60, -60], label="flick-to-top-landscape",
            note="flick down to the top (landscape)", every=0)
    r.expect_hits([BACK, MORE_LANDSCAPE, (600, 200)], note="at the top in landscape")
    r.safe_area(label="rotate-at-top-to-portrait", note="rotate to portrait at the top",
                hits=[BACK, MORE_PORTRAIT, (200, 240), (200, 170)], **HEADER_PORTRAIT)
    r.safe_area(label="rotate-at-top-to-landscape", note="rotate to landscape at the top",
                hits=[BACK, MORE_LANDSCAPE, (600, 200), (600, 170)], **HEADER_LANDSCAPE)

    # A rotation while the app's animated scroll runs: it stops where it is.
    r.scroll_to(item=12, position="top", animated=True, label="scroll-to-row-12-landscape",
                note="app", follow=False)
    r.follow_frames(frames=9, at=(1, 9), note="animating")
    r.safe_area(label="rotate-while-animating", note="rotate to portrait mid-animation",
                hits=[(200, 300)], **HEADER_PORTRAIT)
    r.wait(12, with_frames=True)
    r.expect(note="12 frames later, still at rest")
    r.wait(18)

    # To the end in landscape: the app scrolls to the last row.
    r.safe_area(label="rotate-to-landscape", note="rotate to landscape", **HEADER_LANDSCAPE)
    r.scroll_to(item=39, position="bottom", animated=True, label="scroll-to-end-landscape",
                note="app", every=6)
    assert r.oracle.offset == r.oracle.hi
    r.expect_hits([(600, 300), (600, 380)], note="at the end in landscape")
    r.safe_area(label="rotate-at-end-to-portrait", note="rotate to portrait at the end",
                hits=[(200, 720), (200, 850), (200, 300)], **HEADER_PORTRAIT)
    r.safe_area(label="rotate-at-end-to-landscape", note="rotate to landscape at the end",
                hits=[(600, 300), (600, 380)], **HEADER_LANDSCAPE)
    r.drag(600, 380, [r.oracle.hi - r.oracle.offset + 80, -20], label="pull-past-new-end",
           expect_legs=True, note="pull past the landscape end")
    r.expect_hits([(600, 300), (600, 380)], note="back at the landscape end")
    r.safe_area(label="rotate-back-to-portrait", note="rotate to portrait",
                hits=[(200, 800), BACK], **HEADER_PORTRAIT)
    r.expect(actions=True, note="end")
    return r


def make_rotation_pager_between_pages(path):
    """KNOWN BAD: a full-screen pager (`paging: true`: its pages are its frame's width) rotated
    while it rests on a page. UIKit keeps the offset when the frame changes, so unless the app
    scrolls it to a page (in viewWillTransition) it rests between two pages."""
    s = session(
        IPHONE_11,
        {"id": "pager", "axis": "horizontal",
         "content": {"items": {"count": 5, "length": 414}}, "paging": True},
        [{"id": "pager", "kind": "scroll"}],
        expect_failures=["scroll.rest"])
    r = Recording(path, s, "KNOWN BAD: a full-screen photo pager on an iPhone 11 (axis horizontal, "
                           "`paging: true`: a page is the frame's width; 5 photos of 414 pt; "
                           "insetAdjustment automatic: the safe area's top and bottom inset it "
                           "across, and its left and right along, as its content is wider than "
                           "the frame). Swiped to page 2 (offset 828) in portrait, it is turned "
                           "to landscape (896×414, safe area left 48 right 48 bottom 21): the "
                           "frame and the pages become 896 wide, the adjusted inset {0, 48, 21, "
                           "48}, the range [-48, 1222], and the offset stays 828, as UIKit keeps "
                           "it: (828 + 48) / 896 = 0.98 pages, between pages 0 and 1 "
                           "(`scroll.rest`), the photos still 414 wide. A swipe snaps it to page "
                           "1 (848); turned back to portrait it rests at 848, between pages 2 and "
                           "3 (848 / 414 = 2.05), reported again. The app must scroll to its "
                           "page when the size changes.")
    r.expect_initial(hits=[(207, 400)])
    for page in (1, 2):
        r.flick(300, 400, [12, 25, 25], label="flick-to-page-%d" % page,
                note="flick to page %d" % page, every=10)
    r.expect_hits([(207, 400), (407, 400)], note="page 2 in portrait")
    r.safe_area(label="rotate-to-landscape-on-page-2",
                note="rotate to landscape: the offset stays, between pages",
                hits=[(207, 200), (600, 200), (880, 200)], **LANDSCAPE)
    r.wait(30, with_frames=True)
    r.expect(note="still between pages")
    r.drag(600, 200, [40], label="swipe-in-landscape", note="drag 40 and lift (landscape)",
           end_hit=(207, 200))
    r.expect_hits([(207, 200), (600, 200)], note="page 1 in landscape")
    r.safe_area(label="rotate-to-portrait-on-page-1",
                note="rotate to portrait: the offset stays, between pages",
                hits=[(207, 400), (400, 400)], **PORTRAIT)
    r.wait(30, with_frames=True)
    r.expect(note="still between pages")
    r.drag(100, 400, [-40], label="swipe-in-portrait", note="drag back 40 and lift (portrait)")
    r.expect_hits([(207, 400)], note="page 2 in portrait")
    r.expect(actions=True, note="end")
    return r
