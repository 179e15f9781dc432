"""Lists in sections under a collapsing header: a plain list whose section headers
pin below the expanded header (additionalSafeArea top 100) on an iPhone 11, a grouped list on an
iPhone 8, and the known-bad plain list whose inset leaves out the overlay header, so its section
headers pin under it (section.belowHeader).

The hit points are picked from the oracle's layout at the moment they are used (the middle of a
given row, of the pinned header, ...), and every expected value is the oracle's."""

import math

from ..builder import Recording
from ..sessions import IPHONE_8, collapsing_session, iphone11_collapsing
from .flicks import flick_into_edge

# iPhone 11, a settings-like screen: 7 sections, headers 28-40 pt, rows 44-132 pt, section 3
# with a footer, sections 2 and 5 given as {"count", "length"}. Length 2866 pt, 45 rows.
SECTIONS_IPHONE_11 = {"sections": [
    {"header": 28, "rows": [44, 44, 60, 44]},
    {"header": 34, "rows": [72, 72, 56, 72, 88]},
    {"header": 28, "rows": {"count": 12, "length": 52}},
    {"header": 40, "footer": 36, "rows": [44, 44, 44, 100]},
    {"header": 28, "rows": [64, 64, 120, 64, 64, 64]},
    {"header": 32, "rows": {"count": 8, "length": 44}},
    {"header": 28, "rows": [88, 44, 44, 132, 44, 60]},
], "style": "plain"}

# iPhone 8, a grouped settings screen: headers 38 (the first 56) with footers under four
# sections (explanations), rows 44 (a 64-pt account row, a 90-pt note, 52-pt rows at the end).
# Length 2114 pt, 34 rows.
SECTIONS_IPHONE_8 = {"sections": [
    {"header": 56, "footer": 20, "rows": [64]},
    {"header": 38, "footer": 44, "rows": {"count": 5, "length": 44}},
    {"header": 38, "rows": [44, 44, 90, 44]},
    {"header": 38, "footer": 60, "rows": {"count": 8, "length": 44}},
    {"header": 38, "rows": [44, 44, 44, 44, 44]},
    {"header": 38, "footer": 32, "rows": [44, 44, 64, 44, 44]},
    {"header": 38, "footer": 44, "rows": {"count": 6, "length": 52}},
], "style": "grouped"}


# ---- where things are now, from the oracle ----------------------------------------------------
def visible_start(r):
    return r.oracle.primary.visible_range()[0]


def layout(r):
    return r.oracle.s.primary.sections


def window_y(r, c):
    """The window y of content position c now."""
    p = r.oracle.primary
    return p.spec.frame[1] + c - p.offset


def row_point(r, k, x=200):
    """The middle of row k in the window, rounded to a whole point."""
    sections = layout(r)
    return x, round(window_y(r, sections.row_start[k] + sections.row_length[k] / 2))


def row_at_window(r, y):
    return layout(r).row_at(y - r.oracle.primary.spec.frame[1] + r.oracle.primary.offset)


def pinned_point(r, x=200):
    """(section, point) in the middle of the section header pinned at the visible top."""
    n = layout(r).pinned_header(visible_start(r))
    assert n is not None, "%s: no pinned section header at event %d" % (r.path,
                                                                          len(r.events))
    _, sy, _, sh = r.oracle.section_view_frame("list.section.%d.header" % n)
    return n, (x, round(sy + sh / 2))


def boundary_rows(r, x=200):
    """Points on both sides of the first section boundary at least 60 pt below the visible
    top: the middle of the last row of the section above it, of the next section's header
    (where it is laid out) and of that section's first row."""
    sections = layout(r)
    vs = visible_start(r)
    s = next(s for s in range(len(sections)) if sections.end[s] > vs + 60)
    last = max(k for k, sec in enumerate(sections.row_section) if sec == s)
    nxt = min(k for k, sec in enumerate(sections.row_section) if sec == s + 1)
    return [row_point(r, last, x), (x, round(window_y(r, sections.start[s + 1])
                                             + sections.headers[s + 1] / 2)),
            row_point(r, nxt, x)]


def expect_hits(r, points, note):
    """Recording.expect_hits with each point once (the lists are put together from
    overlapping helpers)."""
    unique = []
    for point in points:
        if point not in unique:
            unique.append(point)
    r.expect_hits(unique, note=note)


def steady(r, x, y):
    """The point nearest (x, y) (searching y first down then up, 1 pt at a time) whose hit
    target does not change within 1 pt (rows and headers move under a fixed finger)."""
    o = r.oracle
    for dy in [0] + [d for k in range(1, 12) for d in (k, -k)]:
        target = o.hit(x, y + dy)
        if all(o.hit(x + ex, y + dy + ey) == target for ex in (-1, 1) for ey in (-1, 1)):
            return x, y + dy
    raise AssertionError("no steady point near (%g, %g)" % (x, y))


# ---- iPhone 11, plain -------------------------------------------------------------------------
def make_sections_iphone11(path):
    s = iphone11_collapsing(content=SECTIONS_IPHONE_11, expect_failures=["section.gapBelowHeader"])
    r = Recording(path, s, "iPhone 11 collapsing header (quick return, 48 to 148) over a plain "
                           "list in 7 sections (headers 28-40 pt, rows 44-132 pt, a footer "
                           "under section 3, two sections given as count and length; 2866 pt, "
                           "45 rows numbered across the sections). additionalSafeArea top 100 "
                           "makes the adjusted inset top 148, so the section headers pin at "
                           "y=148, just below the expanded header, while the header collapses "
                           "above them (rows scroll through the 48-148 band when it is "
                           "collapsed): section.belowHeader holds throughout, and "
                           "section.gapBelowHeader catches the gap that band leaves "
                           "between the collapsed header and a pinned section header (the "
                           "screen's known bug: the fix, an inset that follows the header, is the "
                           "app's code). Taps select rows "
                           "of different heights by their overall number; taps and drags that "
                           "start on a pinned section header hit list.section.N.header and "
                           "scroll the list without selecting.")
    back = (30, 74)
    # At the top, section 0's header is at its place (visibleStart 0 = its start), y=148.
    r.expect_initial(hits=[back, (200, 162), (200, 200)])
    r.tap(*row_point(r, 2), label="tap-tall-row",
          note="tap row 2 (%g pt)" % layout(r).row_length[2])
    r.drag(200, 800, [300], label="drag-up-1", expect_after=(5, 15, 25), note="drag up 300")
    _, pin = pinned_point(r)
    expect_hits(r, [pin, (200, 120)] + boundary_rows(r),
                note="section 1's header pinned at y=148 below the collapsed header; rows "
                     "scroll through the 48-148 band above it")
    # To 440: visibleStart 588 is past section 1's end − header (580): its header is pushed up
    # by section 2's, which is at its place just below.
    r.drag(200, 800, [288], label="drag-up-2", note="drag up to 440")
    sections = layout(r)
    push = window_y(r, sections.end[1])
    expect_hits(r, [(200, round(push - 8)), (200, round(push + 14)), (200, round(push - 44))],
                note="section 1's header pushed up by section 2 (hits on both headers and "
                     "the last row of section 1)")
    # To 600: section 3 reaches past the visible bottom (862), so its footer pins there.
    r.drag(200, 800, [160], label="drag-up-3", note="drag up to 600")
    _, pin = pinned_point(r)
    expect_hits(r, [pin, (200, 844), (200, 880)] + boundary_rows(r),
                note="section 2's header pinned at the top, section 3's footer pinned at "
                     "the visible bottom (826-862)")
    for k in (14, 22):
        r.tap(*row_point(r, k), label="tap-row-%d" % k,
              note="tap row %d (%g pt, section %d)" % (k, sections.row_length[k],
                                                       sections.row_section[k]))
    r.tap(*pin, label="tap-pinned-header", note="tap the pinned section header (no select)")
    # A flick through the list; it decelerates to rest inside the range.
    r.flick(200, 800, [12, 16, 22, 26, 26, 26, 26, 26, 26], label="flick-through",
            note="flick through the list", every=20)
    n, pin = pinned_point(r)
    expect_hits(r, [pin] + boundary_rows(r),
                note="after the flick: section %d's header pinned, rows around the next "
                     "section boundary" % n)
    tall = next(k for k, length in enumerate(sections.row_length)
                if length >= 100 and 200 < row_point(r, k)[1] < 800)
    r.tap(*row_point(r, tall), label="tap-tallest-visible-row",
          note="tap row %d (%g pt)" % (tall, sections.row_length[tall]))
    # A drag that starts on the pinned section header: the list's pan takes it (quick return:
    # the header comes back), and it selects nothing.
    _, pin = pinned_point(r)
    r.drag(*pin, [-220], label="drag-from-pinned-header", expect_after=(2, 12),
           note="drag down 220 from the pinned section header", end_actions=True)
    _, pin = pinned_point(r)
    expect_hits(r, [pin, (200, 120)],
                note="header expanded over the band, the section header still pinned at y=148")
    # Up from the pinned header a little (the finger moves up 90): the header collapses again.
    r.drag(*pin, [90], label="drag-up-from-pinned-header", expect_after=(4,),
           note="drag up 90 from the pinned section header", end_actions=True)
    # To the bottom, past it, and back.
    while r.oracle.hi - r.oracle.offset > 560:
        r.drag(*steady(r, 200, 850), [540], label="drag-down-the-list")
    r.drag(*steady(r, 200, 850), [math.floor(r.oracle.hi - r.oracle.offset)],
           label="drag-to-bottom", note="drag to within 1 pt of the bottom")
    n, pin = pinned_point(r)
    expect_hits(r, [pin, (30, 80)] + [row_point(r, k) for k in (39, 44)],
                note="at the bottom: section %d's header pinned, the last rows" % n)
    r.drag(*steady(r, 200, 850), [200, -80], label="pull-past-bottom", expect_legs=True,
           note="pull past bottom")
    r.tap(*row_point(r, 42), label="tap-row-42",
          note="tap row 42 (%g pt)" % sections.row_length[42])
    # Back up: quick return, then a flick into the top edge.
    for i, leg in enumerate([-520, -520, -400]):
        r.drag(*steady(r, 200, 250), [leg], label="drag-up-the-list-%d" % (i + 1),
               note="drag down 520 (quick return)" if i == 0 else None)
    n, pin = pinned_point(r)
    expect_hits(r, [pin] + boundary_rows(r), note="back in section %d" % n)
    flick_into_edge(r, *steady(r, 200, 300), [-14, -30, -30, -30], label="flick-to-top",
                    note="flick into the top edge", hits=back)
    expect_hits(r, [(200, 162), (200, 200)], note="at the top: section 0's header at its place")
    r.tap(*back, label="tap-back", note="tap back")
    r.expect(actions=True, hit=row_point(r, 2), note="end")
    return r


def decoration_points(r, top, bottom, x=200):
    """The section headers and footers wholly inside the window band top..bottom now, as
    (id, point in their middle), top to bottom."""
    out = []
    for kind, n, start, length in layout(r).decorations(*r.oracle.primary.visible_range()):
        y0 = window_y(r, start)
        if top <= y0 and y0 + length <= bottom:
            out.append((y0, "list.section.%d.%s" % (n, kind), (x, round(y0 + length / 2))))
    return [(target, point) for _, target, point in sorted(out)]


def make_sections_iphone8(path):
    s = collapsing_session(IPHONE_8, 20, 120, [8, 24, 44, 44], [16, 80, 300, 30],
                           content=SECTIONS_IPHONE_8)
    r = Recording(path, s, "iPhone 8 collapsing header (quick return, 20 to 120) over a "
                           "grouped settings list in 7 sections (headers 38 pt, the first 56; "
                           "footers under four of them; rows 44 pt with a 64-pt account row "
                           "and a 90-pt note; two sections given as count and length; 2114 "
                           "pt, 34 rows numbered across the sections), additionalSafeArea top "
                           "100 (adjusted inset top 120). Grouped: section headers and footers "
                           "scroll with the rows (nothing pins); a tap on one hits "
                           "list.section.N.header or .footer and selects nothing, a drag that "
                           "starts on one scrolls the list.")
    back = (30, 46)
    r.expect_initial(hits=[back, (200, 148), (200, 200)])
    r.tap(*row_point(r, 0), label="tap-account-row", note="tap row 0 (64 pt)")
    r.drag(200, 620, [300], label="drag-up-1", expect_after=(5, 15, 25), note="drag up 300")
    marks = decoration_points(r, 20, 667)
    expect_hits(r, [(200, 40), steady(r, 200, 130)] + [point for _, point in marks],
                note="grouped: headers and footers at their places")
    footer = next(point for target, point in marks if target.endswith("footer"))
    r.tap(*footer, label="tap-footer", note="tap a section footer (no select)")
    sections = layout(r)
    for k in (7, 8):
        r.tap(*row_point(r, k), label="tap-row-%d" % k,
              note="tap row %d (%g pt)" % (k, sections.row_length[k]))
    header = next(point for target, point in marks if target.endswith("header")
                  and point[1] > 300)
    r.drag(*header, [240], label="drag-from-section-header", expect_after=(2, 12),
           note="drag up 240 from a section header", end_actions=True)
    expect_hits(r, [point for _, point in decoration_points(r, 20, 667)] + boundary_rows(r),
                note="after the drag from the header")
    r.flick(*steady(r, 200, 600), [12, 14, 18, 20, 20, 20, 20], label="flick-through",
            note="flick through the list", every=20)
    expect_hits(r, [point for _, point in decoration_points(r, 20, 667)] + boundary_rows(r),
                note="after the flick")
    while r.oracle.hi - r.oracle.offset > 420:
        r.drag(*steady(r, 200, 620), [400], label="drag-down-the-list")
    r.drag(*steady(r, 200, 620), [math.floor(r.oracle.hi - r.oracle.offset)],
           label="drag-to-bottom", note="drag to within 1 pt of the bottom")
    last = sections.row_count - 1
    expect_hits(r, [(30, 40)] + [point for _, point in decoration_points(r, 20, 667)]
                + [row_point(r, last)], note="at the bottom: the last footer, the last row")
    r.drag(*steady(r, 200, 620), [160, -60], label="pull-past-bottom", expect_legs=True,
           note="pull past bottom")
    r.tap(*row_point(r, last - 2), label="tap-row-at-bottom",
          note="tap row %d (%g pt)" % (last - 2, sections.row_length[last - 2]))
    for i in range(3):
        r.drag(*steady(r, 200, 200), [-400], label="drag-up-the-list-%d" % (i + 1),
               note="drag down 400 (quick return)" if i == 0 else None)
    expect_hits(r, [point for _, point in decoration_points(r, 20, 667)] + boundary_rows(r),
                note="back up")
    flick_into_edge(r, *steady(r, 200, 250), [-14, -30, -30, -30], label="flick-to-top",
                    note="flick into the top edge", hits=back)
    r.tap(*back, label="tap-back", note="tap back")
    r.expect(actions=True, hit=row_point(r, 0), note="end")
    return r


def make_sections_under_header(path):
    s = iphone11_collapsing(content=SECTIONS_IPHONE_11, extra_top=0,
                            expect_failures=["section.belowHeader"])
    r = Recording(path, s, "KNOWN BAD: the plain sectioned list of sections-collapsing-iphone11 "
                           "under the same collapsing header (48 to 148), but the list's inset "
                           "leaves the header out (additionalSafeArea top 0: the adjusted inset "
                           "top is the safe area's 48), so the section headers pin at y=48, "
                           "under the header whenever it is taller than 48: each time the quick "
                           "return brings the header back over a pinned section header, "
                           "section.belowHeader is reported, and a tap at the pinned section "
                           "header's place lands on the header view (no select) instead of "
                           "list.section.N.header. The screen opens at a saved position in "
                           "section 2 (the app's `scroll` to 800) and never comes back to rest "
                           "at the top, where content.belowHeader would report the same "
                           "missing inset.")
    r.emit("scroll", y=800)
    n, pin = pinned_point(r)
    spot = (200, pin[1])
    expect_hits(r, [spot, (200, 120)],
                note="opened at 800: the header collapsed to 48 (the jump counts), section "
                     "%d's header pinned at y=48, just below it" % n)
    r.drag(*steady(r, 200, 300), [-100], label="quick-return-1", expect_after=(3, 6),
           note="drag down 100 (quick return)", end_hit=spot)
    expect_hits(r, [(30, 74), (200, 170)], note="the header is back at 148, over the pinned "
                                               "section header")
    r.tap(*spot, label="tap-pinned-header-place",
          note="tap at the pinned section header's place: the header view takes it")
    r.drag(*steady(r, 200, 800), [300], label="drag-up-1", expect_after=(5, 15),
           note="drag up 300", end_hit=spot)
    r.drag(*steady(r, 200, 300), [-150], label="quick-return-2", expect_after=(4, 12),
           note="drag down 150 (quick return)", end_hit=spot)
    r.flick(*steady(r, 200, 800), [12, 16, 22, 26, 26, 26, 26], label="flick-up",
            note="flick up through the list", every=20, hits=spot)
    n, pin = pinned_point(r)
    expect_hits(r, [(200, pin[1])], note="section %d's header pinned at y=48" % n)
    r.tap(*row_point(r, row_at_window(r, 300)), label="tap-row", note="tap a row")
    r.drag(*steady(r, 200, 300), [-80], label="quick-return-3", expect_after=(3, 7),
           note="drag down 80 (quick return)", end_hit=(200, pin[1]))
    r.drag(*steady(r, 200, 800), [200], label="drag-up-2", note="drag up 200",
           end_hit=(200, pin[1]))
    r.expect(actions=True, hit=(200, pin[1]), note="end")
    return r
