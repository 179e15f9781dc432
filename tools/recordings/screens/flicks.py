"""Flicks on the iPhone 11 collapsing screen whose deceleration hits an edge and bounces: to
the bottom (also known bad, with ignoreOverscroll false) and to the top."""

from ..builder import Recording
from ..physics import FPS, Deceleration
from ..sessions import IPHONE_11, collapsing_session, iphone11_collapsing


def make_flick_to_bottom(path, ignore_overscroll=True, expect_failures=None, note=None):
    """The iPhone 11 collapsing screen: positioned about 680 pt above the bottom with the
    header collapsed, a flick (the finger speeds up to 33 pt per frame, ~1980 pt/s, for the
    last 8 samples, more than 100 ms) decelerates into the bottom edge and bounces."""
    r = Recording(path, collapsing_session(
        IPHONE_11, 48, 148, [8, 52, 44, 44], [16, 100, 300, 30],
        ignore_overscroll=ignore_overscroll, expect_failures=expect_failures),
        summary=note)
    r.expect_initial(hits=[(30, 74), (200, 420)])
    # Three slow drags of 580: offset 1592, header collapsed (48).
    for i in range(3):
        r.drag(200, 850, [580], label="position-%d" % (i + 1),
               note="position" if i == 2 else None)
    steps = [12, 10, 14, 18, 22, 26, 30] + [33] * 8
    flick_into_edge(r, 200, 850, steps, label="flick-to-bottom", note="flick to bottom",
                    hits=(30, 80))
    r.tap(200, 420, label="tap-row-at-rest", note="tap a row at rest (selects)")
    # Pulled 300 pt (raw) past the bottom, then flung back down (1800 pt/s for the last 7
    # samples) while still 47 pt past the edge: a spring back to the edge with v = -1800.
    # It crosses maxOffset (the header observes 2658 exactly), overshoots ~34 pt into the
    # content (the header grows by that in-bounds travel), and comes back to rest on
    # maxOffset (the header collapses again by the same travel).
    r.flick(200, 600, [12] + [10] * 30 + [-30] * 7, label="fling-back-from-past-bottom",
            note="fling back from past the bottom", every=6, at=(1, 2, 3, 8, 9))
    r.expect(actions=True, hit=(30, 80), note="end")
    return r


def flick_into_edge(r, x, y, steps, label, note, hits):
    """A flick whose deceleration hits an edge: expects at release, every 6 frames, on the
    last frame before the hit, the first bouncing frame (marked), near the bounce's
    extremum, every 6 frames of the bounce, and at rest."""
    r.flick(x, y, steps, label=label, note=note, follow=False)
    o = r.oracle
    assert isinstance(o.motion, Deceleration) and o.motion.hit is not None, "no edge hit"
    hit, start = o.motion.hit, r.frame
    n_hit = next(n for n in range(1, 240) if round((start + n) / FPS, 4) >= hit)
    n_peak = next(n for n in range(n_hit, 240) if round((start + n) / FPS, 4) >= hit + 0.1)
    r.follow(note=note, every=6, at=(n_hit - 1, n_peak), hits=hits, label=label)
    r.wait(18)


def make_flick_to_top(path):
    s = iphone11_collapsing()
    r = Recording(path, s, "iPhone 11 collapsing header: a quick flick down (the pan lasts "
                           "two samples, 30 pt each: ~1800 pt/s) from 492 with the header "
                           "collapsed. The header grows 60 during the pan and the other 40 "
                           "while the list decelerates inside the bounds (one offset per "
                           "frame, so it grows exactly by the in-bounds travel); the list "
                           "hits minOffset, bounces, and the header stays 148 during the "
                           "bounce; at rest exactly at -148, back is reachable.")
    r.expect_initial(hits=[(30, 74), (200, 420)])
    r.drag(200, 850, [640], label="position", note="position")
    flick_into_edge(r, 200, 320, [-14, -30, -30], label="flick-to-top", note="flick to top",
                    hits=(30, 74))
    r.tap(30, 74, label="tap-back", note="tap back")
    r.expect(actions=True, hit=(200, 420), note="end")
    return r
