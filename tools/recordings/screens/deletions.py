"""`update` events that delete and insert rows above the viewport of a pinned-header list."""

from ..builder import Recording
from ..sessions import IPHONE_11, header_session


def make_deletions(path):
    s = header_session(IPHONE_11, "pinned", 48, 148, [8, 52, 44, 44], [16, 100, 300, 30],
                       scroll_extra={"deceleration": "fast"})
    r = Recording(path, s, "iPhone 11 pinned header (collapsed at 48 in the middle of the "
                           "list), deceleration \"fast\" (0.99): `update` events delete and "
                           "insert rows above the viewport. With anchor \"visible\" the first "
                           "item intersecting the viewport keeps its screen position (the "
                           "offset moves by the rows added or removed above it) and the row "
                           "under (200,540) stays under it, with its new index; with anchor "
                           "\"none\" the offset stays and the rows shift under the finger. "
                           "Also: a fast-deceleration flick that rests inside the range, and "
                           "an update while the list decelerates (it keeps its velocity).")
    extra = ("scroll.itemCount", "scroll.maxOffset.y", "scroll.contentSize.height")
    r.expect_initial(hits=[(200, 540)])
    r.drag(200, 850, [600, 548], label="scroll-to-middle", note="scroll to the middle",
           end_hit=(200, 540))

    def update(label, note, hits, **fields):
        r.mark(label)
        r.emit("update", **fields)
        r.expect_hits(hits, note=note, extra=extra)
        r.wait(18)

    # Anchor: item 11 (968..1056 intersects [1000, 1896)); 3 rows deleted above it.
    update("delete-above-visible", "delete 2, 5, 7 (anchor visible): offset -264, the row "
           "under (200,540) is still there (item 17 -> 14)", [(200, 540)],
           delete=[2, 5, 7], anchor="visible")
    # Anchor: item 8 (704..792); new index 8 - 2 deleted below + 3 inserted at or below = 9.
    update("delete-insert-visible", "delete 0, 3 and insert 1, 2, 4 (anchor visible): "
           "offset +88, the same row is item 15", [(200, 540)],
           delete=[0, 3], insert=[1, 2, 4], anchor="visible")
    update("delete-above-none", "delete 0, 1, 2 (anchor none): the offset stays, the rows "
           "move up 264: (200,540) is now the row that was 3 below, the row that was there "
           "is item 12 at y 276", [(200, 540), (200, 276)],
           delete=[0, 1, 2], anchor="none")
    update("insert-above-none", "insert 0, 1 (anchor none): the offset stays, the rows move "
           "down 176", [(200, 540), (200, 452)],
           insert=[0, 1], anchor="none")

    # A flick with deceleration fast: it travels v/10.05 and rests inside the range.
    r.flick(200, 850, [12, 10, 20] + [30] * 8, label="fast-deceleration-flick",
            note="flick (deceleration fast)", every=6, hits=(200, 540))
    # A flick; while it decelerates, 2 rows above the viewport are deleted (anchor visible):
    # the offset jumps by -176 and the deceleration goes on with the same velocity.
    r.flick(200, 850, [12, 10, 20] + [30] * 8, label="update-while-decelerating",
            note="flick, then update while decelerating", follow=False)
    r.follow_frames(5, at=(5,), note="flick, then update: decelerating")
    r.mark("delete-while-decelerating")
    r.emit("update", delete=[0, 1], anchor="visible")
    r.expect(note="deleted 0, 1 while decelerating (anchor visible): offset -176, same "
                  "velocity", extra=extra)
    r.follow(note="after the update", every=6, hits=(200, 540))
    r.wait(18)
    r.tap(200, 540, label="tap-row", note="tap a row at rest (selects)")
    return r
