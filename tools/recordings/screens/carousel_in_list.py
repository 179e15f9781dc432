"""A horizontal carousel nested in a vertical list's content (a `scrolls` entry that is a child of
the list in `views`): the dominant axis of a drag decides which one scrolls, the carousel moves
with the list's content, its items are selected with `"scroll":"carousel"`, and a touch on it
stops the moving list."""

from ..builder import Recording
from ..sessions import IPHONE_11, session


def make_carousel_in_list(path):
    s = session(
        IPHONE_11,
        # 30 rows after 230 pt of leading space that the carousel occupies: range [-48, 2008].
        {"id": "list", "content": {"items": {"count": 30, "length": 88, "leading": 230}}},
        [{"id": "list", "kind": "scroll",
          "children": [{"id": "carousel", "kind": "scroll"}]}])
    s["scrolls"] = [{"id": "carousel", "frame": [0, 15, 414, 200], "axis": "horizontal",
                     "content": {"items": {"count": 10, "length": 150, "spacing": 10,
                                           "leading": 16, "trailing": 16}}}]
    r = Recording(path, s, "iPhone 11: a vertical list (30 rows of 88 after 230 pt of leading "
                           "space, range [-48, 2008]) with a horizontal carousel nested in its "
                           "content (`scrolls`, frame [0,15,414,200] in the list's content, 10 "
                           "cards 150 wide, 10 apart, 16 pt leading and trailing: range [0, "
                           "1208]). The carousel's window frame is its frame moved by the "
                           "list's offset (window y = 15 − list offset.y). A touch on a card has "
                           "two candidates, the carousel and the list: a mostly horizontal drag "
                           "moves the carousel only, a mostly vertical one the list (the "
                           "carousel goes back to idle and moves with the list's content: the "
                           "hit-tests show it), a tap selects the card with "
                           "`\"scroll\":\"carousel\"`, a touch on the carousel while the "
                           "list decelerates stops the list (owner scroll, no select), and the "
                           "app's `scroll` and `update` events that name the carousel move and "
                           "change it alone.")
    card, gap, row, space = (90, 160), (171, 160), (200, 400), (200, 270)
    r.expect_initial(hits=[card, gap, row, space])
    r.tap(*card, label="tap-card-0", note="tap card 0 (selects carousel item 0)")
    r.tap(*gap, label="tap-gap", note="tap the gap between cards 0 and 1 (the carousel, "
                                      "nothing selected)")
    r.drag(350, 160, [300], axis="horizontal", drift=3, label="swipe-carousel",
           expect_after=(1, 10, 25), note="mostly horizontal drag on the carousel (300 left, "
                                          "±3 pt of vertical wobble): the carousel only",
           end_hit=card)
    r.flick(350, 160, [12, 10, 20, 30, 30, 30, 30], axis="horizontal", label="flick-carousel",
            note="horizontal flick on the carousel: it decelerates, the list stays", every=20,
            hits=card)
    r.stroke(200, 200, [(0, -12)] + [(2, -10)] * 15, label="vertical-drag-on-carousel",
             expect_at=(1, 8, 16), note="mostly vertical drag starting on the carousel (dx 2, "
                                        "dy −10 per frame): the list scrolls up 150, the "
                                        "carousel does not move along x", lift_hit=(200, 100))
    r.expect_hits([(200, 130), (90, 30), (200, 50)],
                  note="list at 102: the carousel is at window y −87…113")
    r.tap(200, 50, label="tap-card-moved", note="tap a card where it is now (window y 50)")
    r.drag(200, 800, [600], label="drag-list", note="drag the list up 600", end_hit=(200, 400))

    # A flick of the list down, toward the top; while it decelerates, a finger goes down on the
    # carousel as it comes back into view: the list stops, the finger selects nothing.
    r.flick(200, 400, [-12, -20] + [-30] * 6, label="flick-list-down", follow=False,
            note="flick the list down")
    o = r.oracle
    n = 0
    while o.offset > 40:
        r.frame += 1
        n += 1
        r.emit("frame")
        if n % 10 == 0:
            r.expect(note="flick the list down, frame %d: decelerating" % n)
    assert o.phase == "decelerating", o.phase
    r.expect(note="flick the list down, frame %d: the carousel is in view" % n)
    r.mark("touch-carousel-while-list-decelerates")
    tid = r.new_touch()
    r.touch("began", tid, 250, 120)
    r.expect(note="finger down on the carousel: the list stopped (owner scroll)")
    r.wait(12, with_frames=True)
    r.expect(note="held 0.2 s: still the scroll view's, nothing moves")
    r.touch("ended", tid, 250, 120)
    r.expect(actions=True, note="lifted: no select, both at rest")
    r.wait(18)

    assert o.sv_by_id["carousel"].offset == o.sv_by_id["carousel"].hi
    r.drag(380, 120, [150, -40], axis="horizontal", drift=2, label="pull-carousel-past-end",
           expect_legs=True, note="pull the carousel (at its end) 150 past it, ease back 40, "
                                  "release: it springs back, the list stays", follow_at=(10,),
           end_hit=(250, 120))
    r.drag(30, 120, [-300], axis="horizontal", drift=2, label="swipe-carousel-back",
           note="swipe the carousel back 300", end_hit=(250, 120))
    r.tap(250, 120, label="tap-card-end", note="tap a card")
    # The app scrolls the carousel back to its start and deletes its first card (`scroll` and
    # `update` naming the carousel); the list does not move.
    r.mark("app-scrolls-carousel")
    r.emit("scroll", scroll="carousel", x=0)
    r.expect(touches=False, hit=(90, 120), note="the app scrolls the carousel to x 0")
    r.wait(18)
    r.mark("app-deletes-card-0")
    r.emit("update", scroll="carousel", delete=[0])
    r.expect_hits([(90, 120), (250, 120)], note="the app deletes card 0 of the carousel: 9 "
                  "cards, the offset stays 0, the old card 1 is item 0",
                  extra=("scrolls.carousel.itemCount", "scrolls.carousel.maxOffset.x"))
    r.wait(18)

    # The list pulled past its top and released: while it bounces back, a finger on the carousel
    # stops it and swipes sideways. The carousel wins the pan; the list, stopped past its edge,
    # springs back from there (explore found it left at rest outside its range).
    r.stroke(200, 400, [(0, 20)] * 20, label="pull-list-past-top", follow=False,
             note="pull the list 400 down, past its top, and release")
    r.wait(6, with_frames=True)
    r.expect(note="the list bounces back")
    r.stroke(300, 300, [(-12, 0)] + [(-10, 0)] * 10, label="swipe-carousel-while-list-bounces",
             expect_at=(0, 1, 5), note="a finger on the carousel swipes left while the list "
                                       "bounces: the carousel pans, the list springs back",
             every=10, hits=(200, 400))
    r.expect(actions=True, hit=(200, 300), note="end")
    return r
