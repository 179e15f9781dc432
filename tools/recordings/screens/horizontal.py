"""Horizontal lists: a carousel (spacing, leading and trailing) and a pager (paging with a
page length and a velocity threshold)."""

from ..builder import Recording
from ..sessions import IPHONE_11, session


def make_horizontal(path):
    s = session(
        IPHONE_11,
        {"id": "carousel", "frame": [0, 300, 414, 200], "axis": "horizontal",
         "content": {"items": {"count": 12, "length": 150, "spacing": 10,
                               "leading": 16, "trailing": 16}},
         "insetAdjustment": "never"},
        [{"id": "caption", "kind": "label", "frame": [16, 250, 382, 40]},
         {"id": "carousel", "kind": "scroll"}])
    r = Recording(path, s, "Horizontal carousel (axis horizontal, no header, "
                           "insetAdjustment never) with spacing, leading and trailing.")
    # range [0, 1528]: content 16 + 12·150 + 11·10 + 16 = 1942, frame width 414.
    r.expect_initial(hits=[(90, 400), (171, 400), (200, 270), (200, 100)])
    r.tap(90, 400, label="tap-item-0", note="tap item 0")
    r.tap(171, 400, label="tap-gap", note="tap the gap between items 0 and 1")
    r.tap(200, 270, label="tap-caption", note="tap the caption (window)")
    for i in range(4):
        r.drag(400, 400, [350], label="swipe-left-%d" % (i + 1), drift=3,
               expect_after=(10,), note="swipe left 1" if i == 0 else None)
    r.drag(400, 400, [128 + 120, -60], label="pull-past-end", drift=3, expect_legs=True,
           note="pull past end")
    r.tap(300, 400, label="tap-last-item", note="tap the last item")
    for i in range(4):
        r.drag(30, 400, [-350], label="swipe-right-%d" % (i + 1), drift=2,
               note="swipe right 1" if i == 0 else None)
    r.drag(30, 400, [-128 - 150, 50], label="pull-past-start", drift=2, expect_legs=True,
           note="pull past start")
    r.expect(actions=True, hit=(171, 400), note="end")
    return r


def pager_session(expect_failures=None):
    """The pager of make_pager: 5 cards, pages 340.5 apart from -59.5, the last clamped to 1243."""
    return session(
        IPHONE_11,
        {"id": "pager", "frame": [0, 200, 414, 400], "axis": "horizontal",
         "content": {"items": {"count": 5, "length": 295, "spacing": 45.5}},
         "inset": {"left": 59.5}, "insetAdjustment": "never",
         "paging": {"pageLength": 340.5, "velocityThreshold": 100}},
        [{"id": "caption", "kind": "label", "frame": [16, 150, 382, 40]},
         {"id": "pager", "kind": "scroll"}],
        expect_failures=expect_failures)


def make_pager(path):
    """A horizontal pager on an iPhone 11: cards 295 wide, 45.5 apart (pitch 340.5), the
    content inset 59.5 on the left so each card is centred with 14 pt of its neighbours
    showing; no right inset, so the last page is clamped to maxOffset (1243, not 1302.5)."""
    s = pager_session()
    r = Recording(path, s, "Horizontal pager (iPhone 11 width, frame [0,200,414,400]): 5 cards "
                           "295 wide, spacing 45.5, inset.left 59.5 (insetAdjustment never): "
                           "pages at -59.5 + k*340.5 = -59.5, 281, 621.5, 962, and the last "
                           "one clamped to maxOffset 1243 (no right inset: the last card ends "
                           "flush with the right edge). Each card sits at x 59.5 with 14 pt of "
                           "the next (and the previous) card showing; velocityThreshold 100.")
    # range [-59.5, 1243]: content 5·295 + 4·45.5 = 1657, frame width 414.
    r.expect_initial()
    r.expect_hits([(207, 400), (407, 400), (7, 400)],
                  note="page 0: card 0 centred, 14 pt of card 1 at the right edge")

    def at_rest(note, hits):
        r.expect_hits(hits, note=note)

    slow = [1] * 8  # the finger slows to 1 pt per frame (60 pt/s) for more than 100 ms
    r.flick(300, 400, [12] + [10] * 11 + slow, label="slow-less-than-half",
            note="slow release 118 pt (f 0.35, v 60 < 100): returns to page 0", every=10)
    at_rest("page 0", [(207, 400), (407, 400)])
    r.flick(350, 400, [12] + [10] * 19 + slow, label="slow-more-than-half",
            note="slow release 198 pt (f 0.58, v 60): advances to page 1", every=10)
    at_rest("page 1", [(207, 400), (407, 400), (7, 400)])
    r.flick(300, 400, [12, 25, 25], label="fast-short-flick",
            note="fast short flick 50 pt (f 1.15, v 1500): advances one page", every=10)
    at_rest("page 2", [(207, 400), (407, 400), (7, 400)])
    r.flick(150, 400, [-12, -25, -25], label="fast-flick-back",
            note="fast flick back 50 pt (f 1.85, v -1500): page 1", every=10)
    at_rest("page 1 again", [(207, 400)])
    for page in (2, 3, 4):
        r.flick(300, 400, [12, 25, 25], label="flick-to-page-%d" % page,
                note="flick to page %d" % page, every=10)
        at_rest("page %d" % page, [(207, 400), (407, 400)])
    r.flick(300, 400, [12, 25, 25], label="flick-at-last-page",
            note="flick at the last page (rubber band, f 3.9 -> page 4, clamped): stays on "
                 "maxOffset", every=6)
    at_rest("last page", [(207, 400), (30, 400), (407, 400)])
    r.tap(207, 400, label="tap-last-card", note="tap the last card")
    return r


def make_pager_insert_on_last_page(path):
    """KNOWN BAD, found by `scrolltape explore`: the pager rests on its last page, which is
    clamped to maxOffset (1243, not a multiple of the page length from -59.5), and the app
    inserts a card at the front without moving the pager. UIKit keeps the offset on an update, so
    the pager now rests between pages (the content grew by a card, the last page is 1583.5)."""
    s = pager_session(expect_failures=["scroll.rest"])
    r = Recording(path, s, "KNOWN BAD (found by `scrolltape explore`): the pager of "
                           "horizontal-pager.jsonl flicked to its last page, which is clamped to "
                           "maxOffset 1243; the app then inserts a card at the front "
                           "(`update`, anchor none) and leaves the offset where it is, as UIKit "
                           "does: 1243 is page 3.825 of the longer content, so the pager rests "
                           "between pages (`scroll.rest`). An app must scroll to a page after "
                           "such an update.")
    r.expect_initial()
    for page in (1, 2, 3, 4):
        r.flick(300, 400, [12, 25, 25], label="flick-to-page-%d" % page,
                note="flick to page %d" % page, every=10)
        r.expect_hits([(207, 400)], note="page %d" % page)
    r.mark("insert-card-at-front")
    r.emit("update", insert=[0], anchor="none")
    r.expect_hits([(207, 400), (407, 400)],
                  note="a card inserted at the front: 6 cards, the offset stays 1243, between "
                       "pages 3 and 4", extra=("scroll.itemCount", "scroll.maxOffset.x"))
    r.wait(30, with_frames=True)
    r.expect(actions=True, hit=(207, 400), note="still between pages")
    return r
