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

    def handle(self, screen, name):
        """The app's own moment `name` (a `call` event)."""
        pass

    def pan_should_begin(self, screen):
        """gestureRecognizerShouldBegin(_:) for `screen`'s scroll view's pan: UIKit's default."""
        return True

    def pan_should_recognize_simultaneously(self, screen, other):
        """gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:) for `screen`'s scroll view's
        pan and the pan of the scroll view `other` (its id): UIKit's default."""
        return False


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


class ProfileHandOff(Code):
    """A profile screen's hand-off, as nested-scrolling screens write it (the "header over a pager
    of lists" of apps such as a store or a profile page): an outer table ("outer", range [0, 300])
    whose content is a 300-pt header over a horizontal pager of lists. The outer table's pan and a
    list's pan both follow the finger (UIGestureRecognizerDelegate's
    gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:) true for the outer with a list, not
    with the pager), and each `scrollViewDidScroll` holds the one that should not move (the list
    moves first):
    - a list stays at its top while the outer is below 300 (the header shows), and when pulled
      past its top (the outer takes that, and bounces);
    - the outer stays at 300 (the header pinned away) while the current page's list is scrolled,
      and in the sample in which that list came back to its top (it has used that sample's travel:
      the outer moving too would move the content twice as far as the finger)."""

    NAME = "ProfileHandOff"
    OUTER, PAGER, LISTS = "outer", "pager", ("list0", "list1")
    PIN, PAGE = 300.0, 414.0
    holds_list = True
    remembers_list_move = True

    def __init__(self):
        self.left = {}             # list id -> its offset as its last scrollViewDidScroll left it
        self.list_was_scrolled = False  # the list was below its top before its latest move

    def pan_should_recognize_simultaneously(self, screen, other):
        pair = {screen.sv.id, other}
        return self.OUTER in pair and self.PAGER not in pair

    def current_list(self, screen):
        if self.PAGER is None:
            return self.LISTS[0]
        page = int(round(screen.offset_along(self.PAGER) / self.PAGE))
        return self.LISTS[min(max(page, 0), len(self.LISTS) - 1)]

    def did_scroll(self, screen):
        me = screen.sv.id
        if me == self.OUTER:
            if (screen.offset_along(me) >= self.PIN
                    or (self.remembers_list_move and self.list_was_scrolled)
                    or screen.offset_along(self.current_list(screen)) > 0):
                screen.assign_offset_along(me, self.PIN)
        elif me in self.LISTS:
            y = screen.offset_along(me)
            before = self.left.get(me, 0.0)
            if y != before:
                self.list_was_scrolled = before > 0
            if self.holds_list and (screen.offset_along(self.OUTER) < self.PIN or y < 0):
                screen.assign_offset_along(me, 0.0)
                y = 0.0
            self.left[me] = y


class ProfileHandOffWithoutHoldingList(ProfileHandOff):
    """KNOWN BAD: the lists forget to hold themselves at their top: at the first sample of a drag
    up from the top the list scrolls, the outer's code sees it scrolled and pins at once — the
    header jumps away under the finger (`scroll.followsFinger`)."""

    NAME = "ProfileHandOffWithoutHoldingList"
    holds_list = False


class SheetWithList(ProfileHandOff):
    """A bottom sheet holding a list, written as such sheets are: the sheet is an outer vertical
    scroll view ("sheet", range [0, 400]: at 0 the sheet is half up, at 400 it fills the screen)
    whose content holds the list. The hand-off is the profile screen's (both pans follow the
    finger; the sheet stays full while the list is scrolled, the list at its top while the sheet
    is not full and when pulled past its top, so a drag down at the list's top lowers the sheet);
    a released sheet rests at the nearer detent (`targetContentOffset` in
    `scrollViewWillEndDragging`: 0 or 400), and where it rests the code turns the list's
    `isScrollEnabled` on (full) or off (half): half up, a drag on the list moves the sheet."""

    NAME = "SheetWithList"
    OUTER, PAGER, LISTS = "sheet", None, ("list",)
    PIN = 400.0

    def will_end_dragging(self, screen, velocity, target):
        if screen.sv.id != self.OUTER:
            return target
        return 0.0 if target < self.PIN / 2 else self.PIN

    def did_end_dragging(self, screen, decelerate):
        if not decelerate:
            self.sheet_rests(screen)

    def did_end_decelerating(self, screen):
        self.sheet_rests(screen)

    def sheet_rests(self, screen):
        if screen.sv.id == self.OUTER:
            screen.set_scroll_enabled("list", screen.offset_along(self.OUTER) >= self.PIN)


class SheetWithListForgettingTheListsMove(SheetWithList):
    """KNOWN BAD: the sheet holds itself full only while the list is below its top: in the sample
    in which a drag down brings the list back to its top, the sheet moves too, and the content
    moves further than the finger (`scroll.followsFinger`)."""

    NAME = "SheetWithListForgettingTheListsMove"
    remembers_list_move = False


class PullToRefresh(Code):
    """A pull-to-refresh control as SVPullToRefresh and UIRefreshControl behave: pulled more than
    50 pt past the top while the finger drags, it begins refreshing and adds its 60 pt to the
    list's top inset (the released list rests with it showing), once per pull that begins while it does not
    refresh; when loading
    finishes (the app's call `loadFinished`) it takes the inset away and sets no offset."""

    NAME = "PullToRefresh"
    TRIGGER, HEIGHT = 50.0, 60.0
    moves_the_list = False

    def __init__(self):
        self.refreshing = False
        self.armed = True  # one refresh per pull: armed by a drag that begins while not refreshing

    def will_begin_dragging(self, screen):
        self.armed = not self.refreshing

    def did_scroll(self, screen):
        if (self.armed and not self.refreshing and screen.is_dragging
                and screen.content_offset_y < -screen.adjusted_top - self.TRIGGER):
            self.refreshing, self.armed = True, False
            screen.content_inset["top"] += self.HEIGHT

    def handle(self, screen, name):
        if name != "loadFinished" or not self.refreshing:
            return
        self.refreshing = False
        screen.content_inset["top"] -= self.HEIGHT
        if self.moves_the_list:
            screen.assign_content_offset_y(-screen.adjusted_top)


class PullToRefreshMovingTheList(PullToRefresh):
    """KNOWN BAD: when loading finishes the control also moves the list to the new top
    (`contentOffset.y = -adjustedContentInset.top`): under a dragging finger the content jumps by
    the control's height (`scroll.followsFinger`)."""

    NAME = "PullToRefreshMovingTheList"
    moves_the_list = True
