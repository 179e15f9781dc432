"""Seed 002's tabs: a profile page (the primary, vertical) whose content holds a tab strip (four
tab buttons and an underline driven by a `tabs` effect) above a horizontal paging scroll view
(`scrolls`), nested in the profile's content; also the known-bad underline of a pager whose
pages have spacing while the effect divides by the screen width."""

from ..builder import Recording
from ..sessions import IPHONE_11, session

TAB_W = 103.5  # 414 / 4


def tabs_session(spacing=0, effect_page_length=None, expect_failures=None):
    """iPhone 11: `profile` (vertical, full screen, content 414×1200, automatic insets: range
    [-48, 338]); in its content a header [0,0,414,200], the tab strip [0,200,414,48] and the
    pager [0,248,414,900] (horizontal, 4 pages of 414, `spacing` apart, paging by 414 +
    spacing)."""
    pager = {"id": "pager", "frame": [0, 248, 414, 900], "axis": "horizontal",
             "content": {"items": {"count": 4, "length": 414, "spacing": spacing}},
             "paging": True if spacing == 0 else {"pageLength": 414 + spacing}}
    tabs = [{"id": "tab%d" % i, "kind": "button", "frame": [i * TAB_W, 0, TAB_W, 44]}
            for i in range(4)]
    s = session(
        IPHONE_11,
        {"id": "profile", "content": {"width": 414, "height": 1200}},
        [{"id": "profile", "kind": "scroll",
          "children": [{"id": "profileHeader", "kind": "view", "frame": [0, 0, 414, 200],
                        "children": [{"id": "name", "kind": "label",
                                      "frame": [16, 140, 260, 40]},
                                     {"id": "follow", "kind": "button",
                                      "frame": [300, 140, 98, 40]}]},
                       {"id": "tabStrip", "kind": "view", "frame": [0, 200, 414, 48],
                        "children": tabs + [{"id": "underline", "kind": "view",
                                             "frame": [0, 44, TAB_W, 4],
                                             "interactive": False}]},
                       {"id": "pager", "kind": "scroll"}]}],
        expect_failures=expect_failures)
    s["scrolls"] = [pager]
    effect = {"kind": "tabs", "view": "underline", "scroll": "pager",
              "tabs": ["tab0", "tab1", "tab2", "tab3"]}
    if effect_page_length is not None:
        effect["pageLength"] = effect_page_length
    s["effects"] = [effect]
    return s


def tap_then_tap_mid_animation(r, tab, frames, at, every):
    """Tab 1 tapped (from page 2), then tab 3 `frames` frames into its animation: a new animation
    from where the pager is (expects on the frames in `at`, then every `every` frames)."""
    r.mark("tap-tab1-then-tab3")
    r.emit("tap", x=tab[1][0], y=tab[1][1])
    r.expect(actions=True, touches=False, hit=tab[1], note="tap tab 1 (from page 2)")
    r.follow_frames(frames, at=at, note="tab 1: animating")
    r.emit("tap", x=tab[3][0], y=tab[3][1])
    r.expect(actions=True, touches=False, hit=tab[3],
             note="tap tab 3 mid-animation: a new animation from there")
    r.follow(note="tab 3", every=every)


def underline_note(r, what):
    """The article's formula from the pager's offset, for the README."""
    o = r.oracle
    pager = o.sv_by_id["pager"]
    e = o.s.effects[0]
    length = e.page_length or pager.spec.page_length()
    f = (pager.offset - pager.lo) / length
    r.subnote("%s: the article's x = tabWidth · fractionalPage = %g · (%g / %g) = %.4f"
               % (what, TAB_W, round(pager.offset, 4), length, TAB_W * f))


def swipes(r, y):
    """Swipes on the pager at window y: a slow drag under half a page (back), one over half
    (next page), fast short flicks (one page each), and one at the last page."""
    r.drag(300, y, [150], axis="horizontal", label="drag-less-than-half", drift=2,
           expect_after=(5, 10, 15), note="drag 150 left (f 0.36 at rest, finger still): back "
                                          "to page 0", follow_at=(6, 15))
    underline_note(r, "page 0")
    r.drag(350, y, [250], axis="horizontal", label="drag-more-than-half", drift=2,
           expect_after=(12, 25), note="drag 250 left (f 0.6): page 1", follow_at=(6,))
    underline_note(r, "page 1")
    r.flick(300, y, [12, 25, 25], axis="horizontal", label="flick-to-page-2",
            note="fast short flick (v 1500): page 2", every=6)
    underline_note(r, "page 2")
    r.flick(150, y, [-12, -25, -25], axis="horizontal", label="flick-back-to-page-1",
            note="fast flick back: page 1", every=12)
    r.flick(300, y, [12, 25, 25], axis="horizontal", label="flick-to-page-2-again",
            note="flick: page 2 again", every=12)
    r.flick(300, y, [12, 25, 25], axis="horizontal", label="flick-to-page-3",
            note="flick: page 3", every=12)
    underline_note(r, "page 3")
    r.flick(300, y, [12, 25, 25], axis="horizontal", label="flick-at-last-page",
            note="flick at the last page: rubber band, back to page 3", every=12)


def make_tabs_pager(path):
    r = Recording(path, tabs_session(),
                  "iPhone 11, seed 002's tabs: a vertical profile page (`profile`, the primary, "
                  "range [-48, 338]) holds in its content a header, a tab strip of four tab "
                  "buttons 103.5 wide with an underline (a `tabs` effect: x = tabWidth · "
                  "fractionalPage, the pager's page length 414 = its frame width) and a "
                  "horizontal pager (`scrolls`, 4 pages of 414, `paging: true`) nested in the "
                  "profile's content. Swipes move the pager only (the dominant axis is "
                  "horizontal): the underline follows mid-swipe and rests under the tab of the "
                  "page; a tap on a tab scrolls the pager there with animation (phase "
                  "snapping, setContentOffset's constant rate over 0.3 s), the underline following; a "
                  "tap on another tab mid-animation starts a new animation from where the pager "
                  "is; a mostly vertical drag on the pager scrolls the profile and not the "
                  "pager (tab strip, underline and pager move up with the profile's content, "
                  "and the tabs are hit where they are drawn); a tap on a page selects it "
                  "(`\"scroll\":\"pager\"`).")
    tab_y = 270  # the tabs' window y at the profile's top (content y 200..244, offset −48)
    tab = [(TAB_W * i + 51, tab_y) for i in range(4)]
    r.expect_initial(hits=tab + [(200, 600), (200, 150), (350, 210)])
    swipes(r, 600)
    r.tap(200, 600, label="tap-page", note="tap page 3 (selects pager item 3)")

    # Tab taps: animated scrolls of the pager.
    r.tap(*tab[0], label="tap-tab0", note="tap tab 0 (from page 3): animated scroll to 0",
          every=6)
    underline_note(r, "tab 0")
    r.tap(*tab[2], label="tap-tab2", note="tap tab 2: animated scroll to 828", every=12)
    tap_then_tap_mid_animation(r, tab, frames=10, at=(5, 10), every=12)
    underline_note(r, "tab 3")
    r.wait(18)

    # A mostly vertical drag on the pager: the profile scrolls (up 200), the pager stays.
    r.stroke(200, 700, [(0, -12)] + [(3, -10)] * 20, label="vertical-drag-on-pager",
             expect_at=(1, 10, 21), note="mostly vertical drag on the pager (dx 3, dy −10 per "
                                         "frame): the profile scrolls, the pager does not page",
             lift_hit=(200, 150))
    tab_y2 = tab_y - 200
    tab2 = [(TAB_W * i + 51, tab_y2) for i in range(4)]
    r.expect_hits([tab2[1], (200, 150), (200, 400)], note="profile at 152: the tab strip and "
                  "the pager moved up 200 with its content")
    r.tap(*tab2[1], label="tap-tab1-scrolled", note="tap tab 1 where it is now", every=12)
    underline_note(r, "tab 1")
    r.drag(300, 400, [150], axis="horizontal", label="swipe-scrolled", drift=2,
           expect_after=(8,), note="swipe left 150 on the moved pager (f 1.36): back to page 1",
           follow_at=(6,))
    r.drag(200, 300, [-250], label="profile-back-to-top", note="drag the profile back down",
           expect_after=(10,))
    r.expect(actions=True, hit=tab[1], note="end")
    return r


def make_tabs_underline_spacing(path):
    r = Recording(path, tabs_session(spacing=10, effect_page_length=414,
                                     expect_failures=["tabs.underline"]),
                  "KNOWN BAD: the tabs-pager screen whose pages are 10 pt apart (`paging` "
                  "`pageLength` 424, items 414 wide with spacing 10: pages at 0, 424, 848, "
                  "1272) while the `tabs` effect divides the offset by the screen width "
                  "(`pageLength` 414, the article's `scrollView.contentOffset.x / "
                  "view.bounds.width`): at rest on page k the underline is 103.5 · 424k / 414 "
                  "= 106k, 2.5k pt right of tab k's origin (page 1: 2.5, page 2: 5, page 3: "
                  "7.5), more than the 0.5 pt `tabs.underline` allows, on every event while "
                  "the pager rests on a page other than 0. Swipes only (no tab taps, which "
                  "would scroll by which page length is not the question here).")
    r.expect_initial(hits=[(51, 270), (200, 600)])
    swipes(r, 600)
    r.flick(150, 600, [-12, -25, -25], axis="horizontal", label="flick-back-to-page-2",
            note="flick back: page 2", every=12)
    r.flick(150, 600, [-12, -25, -25], axis="horizontal", label="flick-back-to-page-1",
            note="flick back: page 1", every=12)
    r.flick(150, 600, [-12, -25, -25], axis="horizontal", label="flick-back-to-page-0",
            note="flick back: page 0 (the underline is right again)", every=12)
    r.expect(actions=True, note="end")
    return r
