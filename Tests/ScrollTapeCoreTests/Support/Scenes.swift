@testable import ScrollTapeCore

/// Scenes of the screens ScrollTape exists for, built in code for unit tests.
enum Scenes {
    static let iPhone11 = Device(
        name: "iPhone 11", width: 414, height: 896, scale: 2, safeArea: EdgeInsets(top: 48, bottom: 34))
    static let iPhone8 = Device(
        name: "iPhone 8", width: 375, height: 667, scale: 2, safeArea: EdgeInsets(top: 20))

    /// A list of 40 rows of 88 pt under a header 100 pt below the status bar, the list inset by
    /// `additionalSafeArea.top = 100`.
    static func collapsing(
        _ device: Device = iPhone11, behavior: HeaderConfiguration.Behavior = .collapsing,
        ignoresOverscroll: Bool = true, stretches: Bool = false, passThrough: ViewSpec.PassThrough = .none,
        headerChildren: [ViewSpec]? = nil, scroll configure: (inout ScrollConfiguration) -> Void = { _ in }
    ) -> Scene {
        let top = device.safeArea.top
        let maxHeight = top + 100
        var scroll = ScrollConfiguration(
            frame: Rect(x: 0, y: 0, width: device.width, height: device.height),
            content: .items(ItemLayout(count: 40, length: 88)),
            additionalSafeArea: EdgeInsets(top: 100))
        configure(&scroll)
        let children =
            headerChildren ?? [
                ViewSpec(id: "back", kind: .button, frame: Rect(x: 8, y: top + 4, width: 44, height: 44)),
                ViewSpec(
                    id: "title", kind: .label, frame: Rect(x: 16, y: maxHeight - 48, width: 300, height: 30),
                    pin: .bottom),
            ]
        let header = ViewSpec(
            id: "header", frame: Rect(x: 0, y: 0, width: device.width, height: maxHeight),
            passThrough: passThrough,
            children: children)
        return Scene(
            device: device, scroll: scroll,
            header: HeaderConfiguration(
                viewID: "header", behavior: behavior, minHeight: top, maxHeight: maxHeight,
                ignoresOverscroll: ignoresOverscroll, stretches: stretches),
            views: [ViewSpec(id: "list", kind: .scroll, frame: scroll.frame), header])
    }

    /// The collapsing screen with a "like" button (60 x 44) at the right of each of the first 12
    /// rows, in the list's content (`like<row>`: window y 148 + 88 row + 22 at the top).
    static func buttonsInRows(scroll configure: (inout ScrollConfiguration) -> Void = { _ in }) -> Scene {
        var scene = collapsing(scroll: configure)
        let buttons = (0..<12).map { row in
            ViewSpec(
                id: "like\(row)", kind: .button,
                frame: Rect(x: 340, y: 88 * Double(row) + 22, width: 60, height: 44))
        }
        scene.views[0] = ViewSpec(id: "list", kind: .scroll, frame: scene.scroll.frame, children: buttons)
        return scene
    }

    /// The overlay header with a full-size stack view holding two buttons and a title.
    static func overlay(passThrough: ViewSpec.PassThrough) -> Scene {
        let toolbar = ViewSpec(
            id: "toolbar", kind: .stack, frame: Rect(x: 0, y: 0, width: 414, height: 148),
            children: [
                ViewSpec(id: "back", kind: .button, frame: Rect(x: 8, y: 52, width: 44, height: 44)),
                ViewSpec(id: "share", kind: .button, frame: Rect(x: 362, y: 52, width: 44, height: 44)),
                ViewSpec(id: "title", kind: .label, frame: Rect(x: 60, y: 96, width: 294, height: 40)),
            ])
        return collapsing(behavior: .none, passThrough: passThrough, headerChildren: [toolbar])
    }
}

extension Event {
    static func touch(_ id: Int, _ phase: TouchPhase, _ x: Double, _ y: Double, at t: Double) -> Event {
        Event(t: t, .touch(id: id, phase: phase, at: Point(x: x, y: y)))
    }
}

extension World {
    /// Applies a finger that goes down at (x, y0), moves to y1 in steps of `step` points every 1/60 s,
    /// and (if `lift`) lifts; returns the time after the last sample.
    @discardableResult
    mutating func drag(
        id: Int = 1, x: Double = 200, from y0: Double, to y1: Double, step: Double = 10, at start: Double,
        lift: Bool = true
    ) -> Double {
        var t = start
        apply(.touch(id, .began, x, y0, at: t))
        var y = y0
        let direction: Double = y1 >= y0 ? 1 : -1
        while (y1 - y) * direction > 0 {
            y += direction * min(step, abs(y1 - y))
            t += 1.0 / 60
            apply(.touch(id, .moved, x, y, at: t))
        }
        if lift {
            t += 1.0 / 60
            apply(.touch(id, .ended, x, y, at: t))
        }
        return t
    }
}
