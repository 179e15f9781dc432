"""A pinned header: collapses with the list, expands only near the top, no stretch."""

from ..builder import Recording
from ..sessions import IPHONE_11, header_session


def make_pinned(path):
    s = header_session(IPHONE_11, "pinned", 48, 148, [8, 52, 44, 44], [16, 100, 300, 30])
    r = Recording(path, s, "iPhone 11 pinned header: collapses with the list, expands only "
                           "near the top, no stretch.")
    r.expect_initial(hits=[(30, 74)])
    r.drag(200, 800, [300], label="drag-up-collapse", expect_after=(4, 8, 12),
           note="drag up", end_hit=(30, 80))
    # Back up by 250: collapsed until the offset is under -48, then it expands (98 at -98).
    r.drag(200, 300, [-250], label="drag-down-partly", expect_after=(10, 18, 22),
           note="drag down partly", end_hit=(30, 74))
    r.drag(200, 300, [-50 - 200, 80], label="pull-past-top", expect_after=(3, 6),
           expect_legs=True, note="pull past top (no stretch)")
    r.tap(30, 74, label="tap-back", note="tap back")
    r.drag(200, 800, [100], label="drag-up-100", note="drag up 100", end_hit=(30, 74))
    r.expect(actions=True, note="end")
    return r
