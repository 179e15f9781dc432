#if canImport(SwiftUI) && os(iOS)
    // Compiled for iOS only (not on Linux, where there is no SwiftUI): the SwiftUI end of recording a
    // SwiftUI screen and of running a `ScrollViewDelegate` in it. What it hands on is tested on
    // Linux: `ScrollViewLocatorView` on the UIKit stand-in, `ScrollGeometryDriver` and
    // `ScrollGeometryValues` with values.
    import ScrollTape
    import SwiftUI
    import UIKit

    /// Finds the `UIScrollView` behind a SwiftUI `ScrollView`, to start the recorder with: place it
    /// in the scroll view's *content* (a view outside the content is not inside the scroll view):
    ///
    /// ```swift
    /// ScrollView {
    ///     LazyVStack { … }
    ///         .background(ScrollTapeScrollViewReader { scrollView in list = scrollView })
    /// }
    /// ```
    ///
    /// `found` is called on the main queue with the scroll view around the content after each time
    /// the content moves into a window (SwiftUI may move the content into a new one: keep the
    /// latest). It comes on the main queue's next turn, after SwiftUI's view update, so it may set
    /// the view's `@State` (inside the update, that is "Modifying state during view update").
    public struct ScrollTapeScrollViewReader: UIViewRepresentable {
        let found: (UIScrollView) -> Void

        public init(found: @escaping (UIScrollView) -> Void) {
            self.found = found
        }

        public func makeUIView(context: Context) -> ScrollViewLocatorView {
            let view = ScrollViewLocatorView(frame: .zero)
            view.found = found
            return view
        }

        public func updateUIView(_ view: ScrollViewLocatorView, context: Context) {
            view.found = found
        }
    }

    /// A UIKit view that SwiftUI lays out where a SwiftUI view is (`.background(ScrollTapeViewMarker(id:))`):
    /// it takes that view's frame, so the recorder can record it by its id (a header's height, the
    /// frame of a view the code moves). Hidden, and it lets every touch through.
    public struct ScrollTapeViewMarker: UIViewRepresentable {
        let id: String
        let made: (UIView) -> Void

        /// A marker with the `accessibilityIdentifier` `id`; `made` receives its view on the main
        /// queue's next turn after SwiftUI makes it, after SwiftUI's view update, so it may set the
        /// view's `@State`.
        public init(id: String, made: @escaping (UIView) -> Void = { _ in }) {
            self.id = id
            self.made = made
        }

        public func makeUIView(context: Context) -> UIView {
            let view = UIView(frame: .zero)
            view.accessibilityIdentifier = id
            view.isUserInteractionEnabled = false
            // SwiftUI makes the view inside its view update: hand it over after the update.
            let made = made
            MainQueue.next { made(view) }
            return view
        }

        public func updateUIView(_ view: UIView, context: Context) {}
    }

    @available(iOS 18, *)
    extension ScrollGeometryValues {
        /// SwiftUI's geometry as the model reads it (see ``ScrollGeometryValues`` for the mapping):
        /// `leading` and `trailing` are `left` and `right` in a left-to-right layout, the other way
        /// round in a right-to-left one.
        public init(_ geometry: ScrollGeometry, layoutDirection: LayoutDirection = .leftToRight) {
            let insets = geometry.contentInsets
            let leftToRight = layoutDirection == .leftToRight
            self.init(
                contentOffset: ScrollTapeCore.Point(
                    x: Double(geometry.contentOffset.x), y: Double(geometry.contentOffset.y)),
                contentSize: ScrollTapeCore.Size(
                    width: Double(geometry.contentSize.width), height: Double(geometry.contentSize.height)),
                contentInsets: ScrollTapeCore.EdgeInsets(
                    top: Double(insets.top), left: Double(leftToRight ? insets.leading : insets.trailing),
                    bottom: Double(insets.bottom),
                    right: Double(leftToRight ? insets.trailing : insets.leading)),
                containerSize: ScrollTapeCore.Size(
                    width: Double(geometry.containerSize.width), height: Double(geometry.containerSize.height)
                ))
        }
    }

    @available(iOS 18, *)
    extension ScrollGeometryDriver {
        /// `onScrollGeometryChange(for: ScrollGeometry.self, of: { $0 })`'s new value, now
        /// (`CACurrentMediaTime()`).
        public mutating func scrollGeometryDidChange(
            to geometry: ScrollGeometry, layoutDirection: LayoutDirection = .leftToRight
        ) {
            scrollGeometryDidChange(
                to: ScrollGeometryValues(geometry, layoutDirection: layoutDirection), at: CACurrentMediaTime()
            )
        }

        /// `onScrollPhaseChange`'s new phase, now (`CACurrentMediaTime()`). The context's velocity
        /// is not read: Apple documents no unit or sign for it; the driver measures the release
        /// velocity from the geometry's offsets and times instead.
        public mutating func scrollPhaseDidChange(to phase: ScrollPhase) {
            scrollPhaseDidChange(to: ScrollPhaseValue(phase), at: CACurrentMediaTime())
        }
    }

    @available(iOS 18, *)
    extension ScrollPhaseValue {
        /// SwiftUI's phase by its name.
        public init(_ phase: ScrollPhase) {
            switch phase {
            case .idle: self = .idle
            case .tracking: self = .tracking
            case .interacting: self = .interacting
            case .decelerating: self = .decelerating
            case .animating: self = .animating
            @unknown default: self = .idle
            }
        }
    }
#endif
