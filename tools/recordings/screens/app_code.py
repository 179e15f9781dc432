"""Ports of the worked examples of the app's own scroll code (SPEC §7.1) for the oracle
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
