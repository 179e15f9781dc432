"""One module per screen family, each with its make_* functions. build() makes every bundled
recording, in the order of the summary table and recordings/README.md."""

from ..sessions import IPHONE_8, IPHONE_11
from .app_code_screens import (make_pager_tab_indicator, make_parallax_header,
                               make_shy_navigation_bar, make_snap_header_code,
                               make_stretchy_header_in_list)
from .below_header import make_list_below_header
from .buttons_in_rows import make_buttons_in_rows
from .carousel_in_list import make_carousel_in_list
from .collapsing import make_iphone8_collapsing, make_iphone11_collapsing
from .deletions import make_deletions
from .edge_crossing import make_edge_crossing
from .flicks import make_flick_to_bottom, make_flick_to_top
from .header_behaviours import (make_enter_always_collapsed, make_exit_until_collapsed_snap,
                                make_snap_header)
from .header_in_list import make_header_in_list
from .horizontal import make_horizontal, make_pager, make_pager_insert_on_last_page
from .indicator import make_indicator_under_header, make_overlay_indicator
from .insets import (make_inset_changes, make_pull_to_refresh, make_pull_to_refresh_code,
                     make_refresh_ends_mid_drag)
from .ipad import make_ipad_scroll
from .jitter import make_header_jitter_at_top
from .keyboard import (make_chat_keyboard, make_keyboard_hides_edited_row,
                       make_keyboard_hides_while_moving)
from .nested import make_profile_pager, make_sheet
from .overlay import make_overlay
from .pinned import make_pinned
from .profile import make_navigation_bar_background_fade, make_profile
from .rotation import make_rotation_header_mid_collapse, make_rotation_pager_between_pages
from .scroll_to import (make_scroll_to_rows, make_status_bar_scroll_to_top,
                        make_status_bar_tap_device)
from .scrolls_to_top import make_scrolls_to_top
from .section_updates import make_section_updates, make_section_updates_long
from .sections import (make_sections_iphone8, make_sections_iphone11,
                       make_sections_under_header)
from .tabs import make_tabs_pager, make_tabs_underline_spacing
from .touch_routing import make_touch_routing


def build():
    return [
        make_iphone11_collapsing("recordings/iphone11-collapsing-header.jsonl",
                                 note="iPhone 11 collapsing header (quick return) over a "
                                      "40-row list; no jitter at either end."),
        make_iphone8_collapsing("recordings/iphone8-collapsing-header.jsonl"),
        make_iphone11_collapsing(
            "recordings/known-bad/iphone11-bouncing-header.jsonl", ignore_overscroll=False,
            expect_failures=["header.overscroll", "header.expandedAtTop"],
            note="KNOWN BAD: ignoreOverscroll false, the header follows the rubber band and "
                 "the spring back at both ends (bouncing header): it re-expands to ~146 at the "
                 "bottom (so a tap at (30,80) hits back) and ends ~58.9 tall at the top (so "
                 "back at (30,74) is unreachable)."),
        make_overlay("recordings/known-bad/overlay-passthrough-self-stack.jsonl", "self",
                     expect_failures=["touch.passThrough"],
                     summary="KNOWN BAD: passThrough self on the header, but a full-size stack "
                             "view inside it swallows touches on the empty area."),
        make_overlay("recordings/overlay-passthrough-controls.jsonl", "controls",
                     summary="Overlay header with passThrough controls: buttons tap, "
                             "everything else reaches the list."),
        make_pinned("recordings/pinned-header.jsonl"),
        make_touch_routing("recordings/touch-routing.jsonl"),
        make_buttons_in_rows("recordings/buttons-in-rows.jsonl"),
        make_horizontal("recordings/horizontal-carousel.jsonl"),
        make_flick_to_bottom(
            "recordings/flick-to-bottom-bounce.jsonl",
            note="iPhone 11 collapsing header (the session of iphone11-collapsing-header): "
                 "from 1592 with the header collapsed, a flick (~1980 pt/s for the last 8 "
                 "samples) decelerates into the bottom edge and bounces; the header stays 48 "
                 "throughout, the list rests exactly at maxOffset 2658. Then a fling back "
                 "from 47 pt past the bottom: the spring crosses maxOffset, overshoots ~34 pt "
                 "into the content (the header grows by exactly that in-bounds travel) and "
                 "returns to rest on maxOffset with the header at 48 again."),
        make_flick_to_top("recordings/flick-to-top.jsonl"),
        make_flick_to_bottom(
            "recordings/known-bad/flick-bouncing-header.jsonl", ignore_overscroll=False,
            expect_failures=["header.overscroll"],
            note="KNOWN BAD: flick-to-bottom-bounce with ignoreOverscroll false: the header "
                 "follows the bounce past maxOffset although none of that scrolling is inside "
                 "the bounds: it re-expands to ~70.6 while the list springs back from the "
                 "flick's bounce, and to ~113.6 after the fling back (so a tap at (30,80) "
                 "hits back instead of the list)."),
        make_pager("recordings/horizontal-pager.jsonl"),
        make_deletions("recordings/deletions-above-viewport.jsonl"),
        make_ipad_scroll("recordings/ipad-trackpad-wheel-app-scroll.jsonl"),
        make_edge_crossing("recordings/collapsing-edge-crossing.jsonl"),
        make_header_jitter_at_top("recordings/known-bad/header-jitter-at-top.jsonl"),
        make_profile("recordings/stretchy-parallax-navbar-iphone11.jsonl", IPHONE_11),
        make_profile("recordings/stretchy-parallax-navbar-iphone8.jsonl", IPHONE_8),
        make_navigation_bar_background_fade(
            "recordings/known-bad/navigation-bar-background-fade.jsonl"),
        make_header_in_list("recordings/header-in-list.jsonl"),
        make_overlay_indicator("recordings/overlay-header-indicator-insets.jsonl"),
        make_indicator_under_header("recordings/known-bad/indicator-under-header.jsonl"),
        make_tabs_pager("recordings/tabs-pager.jsonl"),
        make_tabs_underline_spacing("recordings/known-bad/tabs-underline-spacing.jsonl"),
        make_carousel_in_list("recordings/carousel-in-list.jsonl"),
        make_enter_always_collapsed("recordings/enter-always-collapsed.jsonl", IPHONE_11),
        make_enter_always_collapsed("recordings/enter-always-collapsed-iphone8.jsonl", IPHONE_8),
        make_snap_header("recordings/snap-header.jsonl"),
        make_exit_until_collapsed_snap("recordings/exit-until-collapsed-snap.jsonl"),
        make_pager_insert_on_last_page("recordings/known-bad/pager-insert-on-last-page.jsonl"),
        make_sections_iphone11("recordings/sections-collapsing-iphone11.jsonl"),
        make_sections_iphone8("recordings/sections-collapsing-iphone8.jsonl"),
        make_sections_under_header("recordings/known-bad/sections-under-header.jsonl"),
        make_section_updates("recordings/sections-updates-iphone11.jsonl"),
        make_section_updates_long("recordings/sections-updates-million-rows.jsonl"),
        make_list_below_header("recordings/list-below-header.jsonl"),
        make_status_bar_scroll_to_top("recordings/status-bar-scroll-to-top.jsonl"),
        make_status_bar_tap_device("recordings/status-bar-tap-device.jsonl"),
        make_scroll_to_rows("recordings/scroll-to-rows-plain-table.jsonl", "plain", "table"),
        make_scroll_to_rows("recordings/scroll-to-rows-grouped-table.jsonl", "grouped", "table"),
        make_scroll_to_rows("recordings/scroll-to-rows-flow-layout.jsonl", "plain", "flow"),
        make_scrolls_to_top("recordings/status-bar-two-scroll-views.jsonl", carousel_scrolls_to_top=True),
        make_scrolls_to_top("recordings/status-bar-one-of-two-scroll-views.jsonl",
                            carousel_scrolls_to_top=False),
        make_chat_keyboard("recordings/chat-keyboard.jsonl"),
        make_keyboard_hides_edited_row("recordings/known-bad/keyboard-hides-edited-row.jsonl"),
        make_keyboard_hides_while_moving("recordings/chat-keyboard-hides-while-moving.jsonl"),
        make_rotation_header_mid_collapse("recordings/rotation-header-mid-collapse.jsonl"),
        make_rotation_pager_between_pages(
            "recordings/known-bad/rotation-pager-between-pages.jsonl"),
        make_inset_changes("recordings/inset-changes.jsonl"),
        make_pull_to_refresh("recordings/pull-to-refresh.jsonl"),
        make_refresh_ends_mid_drag("recordings/known-bad/refresh-ends-mid-drag.jsonl"),
        make_snap_header_code("recordings/app-code/snap-header.jsonl"),
        make_shy_navigation_bar("recordings/app-code/shy-navigation-bar.jsonl"),
        make_stretchy_header_in_list("recordings/app-code/stretchy-header-in-list.jsonl"),
        make_parallax_header("recordings/app-code/parallax-header.jsonl"),
        make_pager_tab_indicator("recordings/app-code/pager-tab-indicator.jsonl"),
        make_profile_pager("recordings/app-code/profile-pager-hand-off.jsonl"),
        make_sheet("recordings/app-code/sheet-holding-a-list.jsonl"),
        make_pull_to_refresh_code("recordings/app-code/pull-to-refresh-load-finishes.jsonl"),
    ]
