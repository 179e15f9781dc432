"""`update` events on a plain list in sections (FORMAT.md "A list in sections"), under the
collapsing header of sections-collapsing-iphone11 (iPhone 11, 48 to 148, additionalSafeArea top
100: the section headers pin at y=148): rows of different lengths and whole sections deleted and
inserted above the viewport (anchor visible and none), while the list decelerates, below the
viewport, and at the end where the new range clamps the offset.

The update's indices are picked from the oracle's layout at the moment (sections and rows
wholly above the list's bounds, or wholly below them), the hit points from where rows and
headers are drawn, and every expected value is the oracle's."""

import copy
import json

from ..builder import Recording
from ..physics import num
from ..sessions import iphone11_collapsing
from .sections import layout, pinned_point, row_point, steady

# 9 sections, every header 28 pt, footers under sections 1, 3, 5 and 7, rows 44-132 pt (two
# sections given as count and length). Length 3386 pt, 52 rows.
SECTIONS_UPDATES = {"sections": [
    {"header": 28, "rows": [44, 60, 44, 88]},
    {"header": 28, "footer": 24, "rows": [72, 56, 72, 56]},
    {"header": 28, "rows": {"count": 10, "length": 52}},
    {"header": 28, "footer": 36, "rows": [44, 100, 44, 64, 44]},
    {"header": 28, "rows": [64, 64, 120, 64, 64]},
    {"header": 28, "footer": 20, "rows": {"count": 8, "length": 44}},
    {"header": 28, "rows": [88, 44, 132, 44, 60, 52]},
    {"header": 28, "footer": 30, "rows": [56, 56, 80, 56, 56, 56]},
    {"header": 28, "rows": [44, 44, 76, 44]},
], "style": "plain"}

SUMMARY = ("iPhone 11 collapsing header (quick return, 48 to 148, additionalSafeArea top 100, "
           "as sections-collapsing-iphone11, with its gap below the collapsed header: "
           "section.gapBelowHeader) over a plain list in 9 sections (every header "
           "28 pt, footers under four of them, rows 44-132 pt; 3386 pt, 52 rows): `update` "
           "events with deleteRows, deleteSections, insertSections and insertRows, as "
           "UITableView.performBatchUpdates. Rows of different lengths, and whole sections, "
           "deleted and inserted above the list's bounds with anchor visible: the first row "
           "in the bounds keeps its place on screen (the same point hits the same row under "
           "its new number, the pinned section header under its new index), the offset moves "
           "by the length that came and went above it, and the collapsing header hears the "
           "offset change (it grows when the offset moves up); the same kind of update with "
           "anchor none (the offset stays, the rows move on screen); an update while the list "
           "decelerates after a flick (it goes on from the new offset with the same "
           "velocity); one below the bounds (nothing moves, the count, the content size and "
           "the range change); and one at the end that deletes content there, so the new "
           "range clamps the offset (update.anchor does not judge a clamped offset).")

EXTRA = ("scroll.itemCount", "scroll.contentSize.height", "scroll.maxOffset.y")


def bounds(r):
    """The list's bounds along y in content coordinates: [offset, offset + frame height)."""
    p = r.oracle.primary
    return p.offset, p.offset + p.spec.extent


def first_visible(r):
    """The first row visible in the list's bounds now (the anchor of `visible`)."""
    top, bottom = bounds(r)
    sections = layout(r)
    return next(k for k in range(sections.row_count)
                if sections.row_start[k] < bottom
                and sections.row_start[k] + sections.row_length[k] > top)


def describe_update(ev):
    """An update event's fields as written (compact JSON), for a note."""
    parts = ["%s %s" % (key, json.dumps(ev[key], separators=(",", ":")))
             for key in ("deleteRows", "deleteSections", "insertSections", "insertRows")
             if key in ev]
    return "; ".join(parts) + "; anchor %s" % ev.get("anchor", "none")


def worked_out(r, old, old_offset, anchor, ev):
    """A nested note: where the first row in the bounds before the update (`anchor`, in the
    layout `old` at `old_offset`) is after it, and what the offset did."""
    new, row_map, _ = old.updated(ev)
    o = r.oracle
    k = row_map[anchor]
    text = ("the first row in the bounds, row %d (section %d, content %s-%s, window y %s), is "
            "row %d after it (section %d, content %s-%s, window y %s); offset %s -> %s"
            % (anchor, old.row_section[anchor], num(old.row_start[anchor]),
               num(old.row_start[anchor] + old.row_length[anchor]),
               num(old.row_start[anchor] - old_offset), k, new.row_section[k],
               num(new.row_start[k]), num(new.row_start[k] + new.row_length[k]),
               num(new.row_start[k] - o.offset), num(old_offset), num(o.offset)))
    kept = old_offset + new.row_start[k] - old.row_start[anchor]
    if o.offset in (o.lo, o.hi) and o.offset != kept:
        text += " (clamped to the new range)"
    r.subnote(text)


def steady_in(o, x, y):
    """Whether the hit target at (x, y) does not change within 1 pt in oracle o."""
    target = o.hit(x, y)
    return all(o.hit(x + ex, y + ey) == target for ex in (-1, 1) for ey in (-1, 1))


def points(r, ys, fields, x=200):
    """The pinned section header's middle (when one is pinned), then for each y in `ys` the
    point nearest (x, y) whose hit target does not change within 1 pt, both now and after an
    update with `fields` (tried on a copy of the oracle)."""
    after = copy.deepcopy(r.oracle)
    after.apply(dict({"type": "update", "t": r.now()}, **fields), len(r.events) + 1)
    out = []
    if layout(r).pinned_header(r.oracle.primary.visible_range()[0]) is not None:
        out.append(pinned_point(r, x)[1])
    for y in ys:
        point = next((x, y + dy) for dy in [0] + [d for k in range(1, 12) for d in (k, -k)]
                     if steady_in(r.oracle, x, y + dy) and steady_in(after, x, y + dy))
        if point not in out:
            out.append(point)
    return out


def changed_extents(old, ev):
    """The content extents (start, end) of what an update `ev` of the layout `old` deletes (in
    the layout before it) and inserts (in the layout after it)."""
    new, row_map, section_map = old.updated(ev)
    deleted = [(old.row_start[k], old.row_start[k] + old.row_length[k])
               for k, n in enumerate(row_map) if n is None]
    deleted += [(old.start[s], old.end[s]) for s, n in enumerate(section_map) if n is None]
    kept_rows, kept_sections = set(row_map), set(section_map)
    inserted = [(new.row_start[k], new.row_start[k] + new.row_length[k])
                for k in range(new.row_count) if k not in kept_rows]
    inserted += [(new.start[s], new.end[s]) for s in range(len(new)) if s not in kept_sections]
    return deleted, inserted


def update(r, label, note, where, ys=(300, 500, 700), gap=18, **fields):
    """A mark, an expect (with hits near window y `ys`, and on the pinned section header)
    before, the update, an expect with the same hits after (itemCount, contentSize, maxOffset
    too), and `gap` frames of quiet. `where`: "above" (everything the update deletes or inserts
    lies wholly above the list's bounds, before and after it), "below" (wholly below them),
    or None. Returns the update event."""
    r.mark(label)
    hits = points(r, ys, fields)
    r.expect_hits(hits, extra=EXTRA, note="%s, before" % note)
    old, (top, bottom), anchor = layout(r), bounds(r), first_visible(r)
    ev = r.emit("update", **fields)
    check_where(old, ev, where, (top, bottom), bounds(r), label)
    r.expect_hits(hits, extra=EXTRA, note="%s: %s" % (note, describe_update(ev)))
    worked_out(r, old, top, anchor, ev)
    r.wait(gap)
    return ev


def check_where(old, ev, where, old_bounds, new_bounds, label):
    """Asserts that what `ev` deletes and inserts lies wholly above (`where` "above") or below
    ("below") the list's bounds, before the update and after it."""
    if where is None:
        return
    deleted, inserted = changed_extents(old, ev)
    if where == "above":
        assert all(end <= old_bounds[0] for _, end in deleted), (label, deleted, old_bounds)
        assert all(end <= new_bounds[0] for _, end in inserted), (label, inserted, new_bounds)
    else:
        assert where == "below", where
        assert all(start >= old_bounds[1] for start, _ in deleted), (label, deleted)
        assert all(start >= new_bounds[1] for start, _ in inserted), (label, inserted)


def make_section_updates(path):
    s = iphone11_collapsing(content=SECTIONS_UPDATES, expect_failures=["section.gapBelowHeader"])
    r = Recording(path, s, SUMMARY)
    o = r.oracle
    back = (30, 74)
    r.expect_initial(hits=[back, (200, 162), (200, 200)])
    r.expect(extra=EXTRA, note="the rows and the range")
    r.drag(200, 850, [600], label="drag-up-1", note="drag up 600")
    r.drag(200, 850, [560], label="drag-up-2", note="drag up 560")

    # 1. Rows of different lengths deleted (60, 72, 52) and inserted (120, 36) above the
    # bounds, anchor visible: at 1012 the first row in the bounds is row 15 (section 2's row
    # 7, 964-1016); it keeps its place, the offset moves by 156 - 184 = -28, and the
    # collapsing header grows by those 28 (it hears the offset change).
    update(r, "rows-above-visible", "rows deleted and inserted above, anchor visible", "above",
           deleteRows=[[0, 1], [1, 0], [2, 3]], insertRows=[[0, 0, 120], [1, 3, 36]],
           anchor="visible")
    # 2. A whole section inserted above (28 + 190 + 20), then one deleted above, anchor
    # visible: the offset follows the section's length, the sections and rows below it are
    # numbered anew (the pinned section header's index with them).
    update(r, "section-inserted-above", "a section inserted above, anchor visible", "above",
           insertSections=[{"at": 1, "header": 28, "footer": 20, "rows": [50, 90, 50]}],
           anchor="visible")
    update(r, "section-deleted-above", "a section deleted above, anchor visible", "above",
           deleteSections=[0], anchor="visible")
    # 3. Below the bounds: rows and a section deleted, a section and a row inserted, anchor
    # visible: nothing moves; the count, the content size and the range change.
    sc = layout(r)
    below = next(n for n in range(len(sc)) if sc.start[n] >= bounds(r)[1])
    update(r, "below-viewport", "rows and sections below the bounds, anchor visible", "below",
           deleteRows=[[below, 1], [below, 3]], deleteSections=[below + 2],
           insertSections=[{"at": below + 1, "header": 28, "rows": [40, 40, 96]}],
           insertRows=[[below, 0, 70]], anchor="visible")
    # 4. A row deleted and a section inserted above, anchor none: the offset stays, the rows
    # move down on screen by the difference.
    r.drag(200, 850, [300], label="drag-up-3", note="drag up 300")
    update(r, "anchor-none", "a row deleted and a section inserted above, anchor none",
           "above", deleteRows=[[1, 1]],
           insertSections=[{"at": 0, "header": 28, "rows": {"count": 3, "length": 60}}],
           anchor="none")
    # 5. While the list decelerates after a flick, rows deleted and a section inserted above,
    # anchor visible: the deceleration goes on from the new offset with the same velocity.
    r.flick(200, 850, [12, 10, 20] + [20] * 8, label="flick", note="flick", follow=False)
    r.follow_frames(5, at=(5,), note="flick")
    velocity = o.velocity
    update(r, "update-while-decelerating", "rows deleted and a section inserted above while "
           "the list decelerates, anchor visible", "above", gap=0, deleteRows=[[0, 0], [0, 2]],
           insertSections=[{"at": 1, "header": 28, "footer": 24, "rows": [44, 132, 60]}],
           anchor="visible")
    assert o.velocity == velocity and o.phase == "decelerating"
    r.follow(note="after the update", every=30, hits=steady(r, 200, 500))
    r.wait(18)
    # 6. At the end (a drag past it springs back to maxOffset): two rows of the last section
    # and the section before it deleted, anchor visible. The anchor (the first row in the
    # bounds) is above them and would keep the offset, but the new range ends lower: the
    # offset is clamped to the new maxOffset, and the rows on screen move down.
    r.drag(*steady(r, 200, 850), [round(o.hi - o.offset) + 60], label="drag-past-end",
           note="drag past the end")
    last = len(layout(r)) - 1
    update(r, "clamp-at-end", "rows and a section deleted at the end, anchor visible", None,
           ys=(300, 500, 700, 800),
           deleteRows=[[last, 2], [last, 4]], deleteSections=[last - 1], anchor="visible")
    k = layout(r).row_at(bounds(r)[0] + 500)
    r.tap(*row_point(r, k), label="tap-row", note="tap row %d" % k)
    r.expect(actions=True, extra=EXTRA, hit=steady(r, 200, 300), note="end")
    return r


# 10 sections of 100,000 rows of 44.5 pt (each under a 28-pt header): 1,000,000 rows, the most a
# list may have, 44,500,280 pt.
LONG_LIST = {"sections": [{"header": 28, "rows": {"count": 100000, "length": 44.5}}
                          for _ in range(10)], "style": "plain"}

LONG_SUMMARY = ("The collapsing header of sections-updates-iphone11 over the longest list a "
                "recording may have: 1,000,000 rows of 44.5 pt in 10 sections of 100,000 under "
                "28-pt headers (44,500,280 pt). A scrollTo deep into it, then rows and whole "
                "sections (one of 1,000 rows) deleted and inserted above the list's bounds, "
                "anchor visible (the first row in the bounds keeps its place, the offset moves by "
                "the length that came and went above it), and below them (nothing moves), then a "
                "drag. Each update builds only the part of the layout it touches: the replay, "
                "its determinism check and time travel keep one copy of the rows between them.")


def make_section_updates_long(path):
    s = iphone11_collapsing(content=LONG_LIST, expect_failures=["section.gapBelowHeader"])
    r = Recording(path, s, LONG_SUMMARY)
    r.expect_initial()
    r.expect(extra=EXTRA, note="the rows and the range")
    r.scroll_to(label="deep", note="deep into the list", item=449435, position="top")
    update(r, "rows-above-visible", "rows deleted and inserted above, anchor visible", "above",
           deleteRows=[[0, 1], [3, 0], [4, 100]], insertRows=[[0, 0, 120], [4, 5, 36]],
           anchor="visible")
    update(r, "section-deleted-above", "a section deleted above, anchor visible", "above",
           deleteSections=[0], anchor="visible")
    update(r, "section-inserted-above", "a section of 1,000 rows inserted above, anchor visible",
           "above", insertSections=[{"at": 1, "header": 28, "rows": {"count": 1000, "length": 50}}],
           anchor="visible")
    update(r, "below-viewport", "rows and a section deleted below the bounds, anchor visible",
           "below", deleteRows=[[6, 0], [7, 12]], deleteSections=[8],
           insertRows=[[7, 40, 70]], anchor="visible")
    r.drag(200, 850, [600], label="drag-up", note="drag up 600")
    r.expect(extra=EXTRA, hit=steady(r, 200, 500), note="end")
    return r
