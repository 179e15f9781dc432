"""Ports of the worked examples of the app's own scroll code for the oracle
(oracle_code.py): each written from the behaviour the library it imitates documents (its README
and the behaviour its demo shows), not from the Swift examples in Tests/ScrollTapeExamples, so
that the `expect` lines written for the code check the Swift replay independently. A class per
code; NAME is the `code` of its `expect` lines (the Swift type's name). Callbacks the code does
not answer do nothing, as in UIKit.
"""


def clamp(v, lo, hi):
    return min(max(v, lo), hi)


class Code:
    """The callbacks UIKit calls (the default of each does nothing)."""

    def did_scroll(self, screen):
        pass

    def will_begin_dragging(self, screen):
        pass

    def will_end_dragging(self, screen, velocity, target):
        return target

    def did_end_dragging(self, screen, decelerate):
        pass

    def will_begin_decelerating(self, screen):
        pass

    def did_end_decelerating(self, screen):
        pass

    def did_end_scrolling_animation(self, screen):
        pass

    def did_change_adjusted_content_inset(self, screen):
        pass

    def view_did_appear(self, screen):
        pass

    def view_did_layout_subviews(self, screen):
        pass

    def primary_action_triggered(self, screen, control):
        pass

    def did_select_item(self, screen, index):
        pass


class QuickReturnHeader(Code):
    """A quick-return header 100 pt below the status bar: the header follows every change of
    the offset inside the content (above its top and below its bottom the rubber band does not
    move it), between the status bar's height and 100 pt more."""

    EXTRA = 100.0

    def __init__(self):
        self.previous = None

    def content_range(self, screen):
        """The offsets of the content's top (the first row right under the expanded header) and
        bottom."""
        top = -(screen.status_bar_height + self.EXTRA)
        bottom = max(top, screen.content_height - screen.bounds_height + screen.adjusted_bottom)
        return top, bottom

    def follow(self, screen):
        top, bottom = self.content_range(screen)
        y = clamp(screen.content_offset_y, top, bottom)
        if self.previous is not None:
            bar = screen.status_bar_height
            screen.header_height = clamp(screen.header_height - (y - self.previous), bar,
                                         bar + self.EXTRA)
        self.previous = y

    def did_scroll(self, screen):
        self.follow(screen)


class SnapHeader(QuickReturnHeader):
    """A quick-return header that never rests part-way: where the list would rest with the
    header part-way, `scrollViewWillEndDragging` moves the rest (targetContentOffset) so that the
    header ends at the nearer end (a tie: expanded), through its usual tracking of the offset."""

    NAME = "SnapHeader"

    def will_end_dragging(self, screen, velocity, target):
        top, bottom = self.content_range(screen)
        bar = screen.status_bar_height
        now = clamp(screen.content_offset_y, top, bottom)
        rest = clamp(target, top, bottom)
        height = clamp(screen.header_height - (rest - now), bar, bar + self.EXTRA)
        if not bar < height < bar + self.EXTRA:
            return target
        end = bar + self.EXTRA if bar + self.EXTRA - height <= height - bar else bar
        return clamp(rest + (height - end), top, bottom)


class SnapHeaderBySettingHeight(QuickReturnHeader):
    """KNOWN BAD: the snap sets the header's height to the nearer end itself instead of moving
    the list: the header jumps by more than the list moves."""

    NAME = "SnapHeaderBySettingHeight"

    def will_end_dragging(self, screen, velocity, target):
        bar = screen.status_bar_height
        h = screen.header_height
        if bar < h < bar + self.EXTRA:
            screen.header_height = bar + self.EXTRA if bar + self.EXTRA - h <= h - bar else bar
        return target


class ShyNavigationBar(QuickReturnHeader):
    """TLYShyNavBar's behaviour: a quick-return bar whose list's top inset (and the indicator's)
    follows it, so the first row sits right under the bar whatever its height; when the list comes
    to rest with the bar part-way it animates to the nearer end ("auto expand/contract"), always
    expanded where the list is at its content top (TLYShyNavBar's README: "Auto expand if below
    threshold", "Auto contract if below threshold")."""

    NAME = "ShyNavigationBar"

    def __init__(self):
        super().__init__()
        self.animating = False  # its own animated scroll is under way

    def did_scroll(self, screen):
        self.follow(screen)
        inset = screen.header_height - screen.status_bar_height
        screen.content_inset["top"] = inset
        screen.indicator_inset["top"] = inset
        # A scroll no finger made (the app's, a wheel's, an update's) ends here: snap now.
        if not (screen.is_tracking or screen.is_decelerating or self.animating):
            self.settle(screen)

    def did_end_scrolling_animation(self, screen):
        self.animating = False

    def settle(self, screen):
        bar = screen.status_bar_height
        h = screen.header_height
        if self.animating or not bar < h < bar + self.EXTRA:
            return
        y = screen.content_offset_y
        top, _ = self.content_range(screen)
        if y <= -h + 1e-9 or bar + self.EXTRA - h <= h - bar:
            # expanded: the offset moves up by what the bar has left to grow (to the content's
            # top where the list is at it)
            target = top if y <= -h + 1e-9 else y - (bar + self.EXTRA - h)
        else:
            target = y + (h - bar)
        screen.set_content_offset_y(target, True)
        self.animating = True

    def did_end_dragging(self, screen, decelerate):
        if not decelerate:
            self.settle(screen)

    def did_end_decelerating(self, screen):
        self.settle(screen)


class ShyNavigationBarWithoutSnap(ShyNavigationBar):
    """KNOWN BAD: the same bar without its snap: a list that rests at its top with the bar
    part-way is at its minOffset (the inset follows the bar) with the bar short."""

    NAME = "ShyNavigationBarWithoutSnap"

    def settle(self, screen):
        pass


class StretchyHeaderInList(Code):
    """GSKStretchyHeaderView's behaviour: the header is a subview of the list, kept on top of
    it (its frame's origin is the content offset) and as tall as the part of the list above its
    content (−contentOffset.y, the top inset being the header's expanded height), never shorter
    than its collapsed height; pulled past the top it stretches. It moves the header itself (no
    session effect)."""

    NAME = "StretchyHeaderInList"
    EFFECTS = False
    MIN = 92.0
    keeps_minimum = True

    def did_scroll(self, screen):
        y = screen.content_offset_y
        height = max(self.MIN, -y) if self.keeps_minimum else -y
        x, _, w, _ = screen.view_frame("header")
        screen.set_view_frame("header", (x, y, w, height))


class StretchyHeaderInListWithoutMinimum(StretchyHeaderInList):
    """KNOWN BAD: the same header without its collapsed height: scrolled down, it shrinks below
    it (to nothing, and then a negative height)."""

    NAME = "StretchyHeaderInListWithoutMinimum"
    keeps_minimum = False


class ParallaxHeader(Code):
    """MXParallaxHeader's behaviour: the list's top inset is the header's height (300), with no
    automatic adjustment (the library's fix for iOS 11: `contentInsetAdjustmentBehavior` never)
    and the list moved to show the header; the header over the list is as tall as the part of the
    list above its content (−contentOffset.y), never shorter than the bar (92), stretching when
    pulled, and the scroll indicator's top inset follows it; its image moves up at half the
    scrolling (parallax) and fills the header."""

    NAME = "ParallaxHeader"
    EFFECTS = False
    MAX, MIN, RATIO = 300.0, 92.0, 0.5
    sets_never = True

    def view_did_appear(self, screen):
        if self.sets_never:
            screen.adjustment = "never"
            screen.assign_content_offset_y(-self.MAX)

    def did_scroll(self, screen):
        y = screen.content_offset_y
        height = max(self.MIN, -y)
        screen.header_height = height
        screen.indicator_inset["top"] = height  # the indicator starts below the header
        x, _, w, _ = screen.view_frame("headerImage")
        screen.set_view_frame("headerImage", (x, -self.RATIO * max(0.0, y + self.MAX), w, height))


class ParallaxHeaderWithAutomaticAdjustment(ParallaxHeader):
    """KNOWN BAD: the library before its iOS 11 fix: UIKit's automatic adjustment adds the safe
    area (48 pt on an iPhone 11, 44 on an iPhone X) to the top inset, so at the top the header is
    that much taller than its expanded height."""

    NAME = "ParallaxHeaderWithAutomaticAdjustment"
    sets_never = False


class PagerTabIndicator(Code):
    """XLPagerTabStrip's behaviour (its progressive indicator): the tab indicator follows the
    pager's fractional page (x = tab width · (contentOffset.x − its minimum) / page width), and a
    tap on a tab scrolls the pager to that page with `setContentOffset(_:animated: true)` (a tap
    while it animates starts a new animation from where it is). It moves the underline itself (no
    session effect)."""

    NAME = "PagerTabIndicator"
    EFFECTS = False
    TABS = ("tab0", "tab1", "tab2", "tab3")
    TAB_W, PAGE = 103.5, 414.0
    ignores_taps_while_animating = False

    def __init__(self):
        self.animating = False

    def place_underline(self, screen, x):
        _, y, w, h = screen.view_frame("underline")
        screen.set_view_frame("underline", (x, y, w, h))

    def did_scroll(self, screen):
        if screen.sv.id != "pager" or self.animating:
            return
        fraction = (screen.offset_along("pager") - screen.min_offset_of("pager")) / self.PAGE
        self.place_underline(screen, self.TAB_W * fraction)

    def primary_action_triggered(self, screen, control):
        if control not in self.TABS:
            return
        page = self.TABS.index(control)
        if self.ignores_taps_while_animating:
            self.place_underline(screen, self.TAB_W * page)
            if self.animating:
                return
            self.animating = True
        screen.set_offset_along("pager", screen.min_offset_of("pager") + page * self.PAGE, True)

    def did_end_scrolling_animation(self, screen):
        self.animating = False


class PagerTabIndicatorIgnoringTaps(PagerTabIndicator):
    """KNOWN BAD: the indicator jumps to a tab when it is tapped, follows the pager only while no
    animation runs, and a tap while the pager animates is ignored but for the indicator: after a
    quick second tap the pager rests on the first tab's page with the indicator under the
    second."""

    NAME = "PagerTabIndicatorIgnoringTaps"
    ignores_taps_while_animating = True
