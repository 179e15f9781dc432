"""Finger samples that cross an edge of a collapsing-header list in one move and come back."""

from ..builder import Recording
from ..sessions import iphone11_collapsing


def make_edge_crossing(path):
    """Moves that cross an edge in one finger sample and come back inside in one sample, with the
    header part-way, at the bottom and at the top: the built-in collapsing header counts the
    inside part of each (SPEC 3.4). At the bottom it collapses to 48 on the way out and grows by
    the 58 pt travelled inside on the way back; at the top it grows to 148 on the way out and
    shrinks by the inside travel on the way back. (Seed 000's code returns early while outside
    the range: back inside it moves the header the wrong way, shrinking it while the list
    scrolls up at the bottom and growing it while the list scrolls down at the top, which
    header.direction catches.) Display frames run at 60 Hz while no finger is down."""
    s = iphone11_collapsing()
    r = Recording(path, s, "iPhone 11 collapsing header: a finger crosses the bottom edge in one "
                           "sample and comes back inside in one sample with the header part-way, "
                           "then the same at the top; only the inside part of each move counts.")
    r.expect_initial()

    def crossing(label, start, legs):
        tid = r.new_touch()
        r.mark(label)
        r.touch("began", tid, 200, start)
        r.wait(1)
        y = start - 12
        r.touch("moved", tid, 200, y)
        r.expect(note="%s: pan begins" % label)
        for dy, what in legs:
            r.wait(1)
            y += dy
            r.touch("moved", tid, 200, y)
            r.expect(note="%s: %s" % (label, what))
        r.wait(8)
        r.touch("ended", tid, 200, y)
        r.expect(note="%s: lifted at rest" % label)
        r.follow(note="%s: after the lift" % label)
        r.wait(30, with_frames=True)
        r.expect(note="%s: settled" % label)

    r.wait(10, with_frames=True)
    r.emit("scroll", y=2600)
    r.expect(note="the app scrolls to 2600: collapsed")
    r.wait(10, with_frames=True)
    crossing("bottom", 412, [(60, "finger down 60: the list scrolls up, the header grows"),
                             (-160, "finger up 160 in one sample: past the bottom edge"),
                             (100, "finger down 100 in one sample: back inside, scrolling up")])
    r.emit("scroll", y=-100)
    r.expect(note="the app scrolls to -100: expanded")
    r.wait(10, with_frames=True)
    crossing("top", 612, [(-40, "finger up 40: the list scrolls down, the header shrinks"),
                          (150, "finger down 150 in one sample: past the top edge"),
                          (-100, "finger up 100 in one sample: back inside, scrolling down")])
    r.expect(actions=True, note="end")
    return r
