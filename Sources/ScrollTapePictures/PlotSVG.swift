import ScrollTape
import ScrollTapeCore

/// A replay drawn as an SVG plot: the primary scroll view's offset, the header's height
/// and the velocity against time in three panels on one time axis; the scroll phases as coloured
/// bands behind them (named in a key above); touches and marks as ticks under the time axis;
/// violations as red markers on the offset with their event index. Each panel says its unit on
/// its axis and marks the bounds (minOffset / maxOffset, minHeight / maxHeight) with dashes; when
/// the offset's range changes during the replay (an update, the keyboard, a rotation), its dashes
/// follow it in steps.
///
/// Each panel is a `<g class="panel" data-series=…>` whose `data-` attributes give its frame and
/// scales, so that a reader (or a test) can take the plotted points back to values. Long
/// recordings keep the lowest and highest value of each pixel column (every extreme stays).
package struct PlotSVG {
    /// One sample per event (index 0 too).
    struct Sample {
        var t: Double
        var offset: Double
        var velocity: Double
        var height: Double?
        var phase: ScrollState.Phase
        /// The offset's range then (minOffset, maxOffset along the axis).
        var lowerBound: Double
        var upperBound: Double
    }

    static let width = 1200.0
    static let left = 90.0
    static let right = 30.0
    static let panelHeight = 180.0
    static let gap = 36.0
    static let top = 56.0

    /// Colours of the phases' bands (idle has none).
    static let phaseColours: [(ScrollState.Phase, String)] = [
        (.tracking, "#e8e8e8"), (.dragging, "#cfe3ff"), (.decelerating, "#d6f5d6"), (.bouncing, "#ffe0c2"),
        (.snapping, "#ead9ff"),
    ]

    /// The plot of `recording` replayed with the app's code `code`; `title` heads it (e.g. the
    /// file's name).
    package static func svg(_ recording: Recording, title: String, code: AppCode = AppCode()) -> String {
        var samples: [Sample] = []
        var violations: [(index: Int, t: Double, offset: Double, invariant: String)] = []
        var ticks: [(t: Double, label: String?, isMark: Bool)] = []
        var replay = Replay(recording, code: code)
        func sample(_ world: World) -> Sample {
            let metrics = world.metrics
            return Sample(
                t: world.t, offset: world.axisOffset, velocity: world.scrollViews.primary.axisVelocity,
                height: world.header?.height, phase: world.scroll.phase, lowerBound: metrics.lowerBound,
                upperBound: metrics.upperBound)
        }
        samples.append(sample(replay.world))
        while !replay.isAtEnd {
            let event = recording.events[replay.world.index]
            let found = replay.step()
            samples.append(sample(replay.world))
            for violation in found {
                violations.append(
                    (violation.eventIndex, event.t, replay.world.axisOffset, violation.invariant.rawValue))
            }
            switch event.kind {
            case .touch(_, .began, _), .tap: ticks.append((event.t, nil, false))
            case .mark(let label): ticks.append((event.t, label, true))
            case .call(let name): ticks.append((event.t, "call " + name, true))
            default: break
            }
        }
        var plot = PlotSVG(samples: samples)
        return plot.render(
            title: title, violations: violations, ticks: ticks,
            heightBounds: recording.scene.header.map { ($0.minHeight, $0.maxHeight) })
    }

    private let samples: [Sample]
    private let start: Double
    private let end: Double
    private var text = ""

    private init(samples: [Sample]) {
        self.samples = samples
        start = samples.first?.t ?? 0
        end = max(samples.last?.t ?? 0, start + 0.001)
    }

    private var plotWidth: Double { Self.width - Self.left - Self.right }

    private func x(_ t: Double) -> Double {
        Self.left + (t - start) / (end - start) * plotWidth
    }

    // MARK: Rendering

    private mutating func render(
        title: String, violations: [(index: Int, t: Double, offset: Double, invariant: String)],
        ticks: [(t: Double, label: String?, isMark: Bool)], heightBounds: (Double, Double)?
    ) -> String {
        var panels: [(series: String, unit: String, value: (Sample) -> Double?, bounds: Bounds?)] =
            [
                ("offset", "offset (pt)", { $0.offset }, Bounds(min: \.lowerBound, max: \.upperBound))
            ]
        if let heightBounds {
            panels.append(
                (
                    "header height", "header height (pt)", { $0.height },
                    Bounds(min: { _ in heightBounds.0 }, max: { _ in heightBounds.1 })
                ))
        }
        panels.append(("velocity", "velocity (pt/s)", { $0.velocity }, nil))
        let bottom = Self.top + Double(panels.count) * (Self.panelHeight + Self.gap)
        let height = bottom + 70
        line(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Self.width)\" height=\"\(number(height))\" "
                + "viewBox=\"0 0 \(Self.width) \(number(height))\" font-family=\"Helvetica, Arial, sans-serif\" "
                + "font-size=\"12\">")
        line("<title>\(escaped(title))</title>")
        line("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>")
        line(
            "<text x=\"\(Self.left)\" y=\"22\" font-size=\"16\" font-weight=\"bold\">\(escaped(Self.fitted(title)))</text>"
        )
        phaseKey()
        phaseBands(from: Self.top - 6, to: bottom - Self.gap + 6)
        var offsetScale: (Double, Double) = (0, 1)
        for (position, panel) in panels.enumerated() {
            let y = Self.top + Double(position) * (Self.panelHeight + Self.gap)
            let scale = self.panel(
                panel.series, unit: panel.unit, at: y, value: panel.value, bounds: panel.bounds)
            if position == 0 { offsetScale = scale }
        }
        markers(violations, scale: offsetScale)
        timeAxis(at: bottom - Self.gap + 6, ticks: ticks)
        line("</svg>")
        return text
    }

    /// The labels of a panel's ticks: in millions (`15M`) or thousands (`250k`) when every tick is
    /// a whole number of them and the largest has seven digits or more (an offset deep in a list
    /// of a million rows), so that the labels leave room for the unit beside them.
    static func tickLabels(_ ticks: [Double]) -> [String] {
        let largest = ticks.map(abs).max() ?? 0
        for (scale, suffix) in [(1e6, "M"), (1e3, "k")]
        where largest >= 1e6 && ticks.allSatisfy({ ($0 / scale).rounded() == $0 / scale }) {
            return ticks.map { $0 == 0 ? "0" : formatNumber($0 / scale) + suffix }
        }
        return ticks.map { formatNumber($0) }
    }

    /// The title on one line: a longer one loses its middle (about 9.5 pt a character at 16 pt
    /// bold, across the plot's width).
    static func fitted(_ title: String) -> String {
        let fits = Int((width - left - right) / 9.5)
        guard title.count > fits else { return title }
        let keep = (fits - 1) / 2
        return String(title.prefix(keep)) + "…" + String(title.suffix(keep))
    }

    /// The key of the phase colours, on its own line under the title (a long title would run
    /// into it on the same line).
    private mutating func phaseKey() {
        let y = 42.0
        var x = Self.left + 86
        line("<g class=\"key\">")
        line("<text x=\"\(number(Self.left))\" y=\"\(number(y))\" fill=\"#555\">scroll phase:</text>")
        for (phase, colour) in Self.phaseColours {
            line(
                "<rect x=\"\(number(x))\" y=\"\(number(y - 10))\" width=\"14\" height=\"12\" fill=\"\(colour)\" "
                    + "stroke=\"#999\"/>")
            line("<text x=\"\(number(x + 18))\" y=\"\(number(y))\">\(phase.rawValue)</text>")
            x += 26 + Double(phase.rawValue.count) * 7
        }
        line(
            "<circle cx=\"\(number(x + 6))\" cy=\"\(number(y - 4))\" r=\"4\" fill=\"#d00\"/><text "
                + "x=\"\(number(x + 14))\" y=\"\(number(y))\" fill=\"#d00\">violation (event index)</text>")
        line("</g>")
    }

    /// A band for each stretch of a phase other than idle, behind every panel.
    private mutating func phaseBands(from top: Double, to bottom: Double) {
        line("<g class=\"phases\">")
        var index = 0
        while index < samples.count {
            let phase = samples[index].phase
            var last = index
            while last + 1 < samples.count, samples[last + 1].phase == phase { last += 1 }
            if phase != .idle, let colour = Self.phaseColours.first(where: { $0.0 == phase })?.1 {
                let from = x(samples[index].t)
                let to = x(last + 1 < samples.count ? samples[last + 1].t : samples[last].t)
                line(
                    "<rect class=\"phase\" data-phase=\"\(phase.rawValue)\" data-from=\"\(index)\" "
                        + "data-to=\"\(last)\" x=\"\(number(from))\" y=\"\(number(top))\" "
                        + "width=\"\(number(max(to - from, 0.5)))\" height=\"\(number(bottom - top))\" "
                        + "fill=\"\(colour)\"/>")
            }
            index = last + 1
        }
        line("</g>")
    }

    /// A panel's bounds at each sample.
    struct Bounds {
        var min: (Sample) -> Double
        var max: (Sample) -> Double
    }

    /// One panel: its frame, grid and unit, the bounds dashed, and the series; returns its value
    /// scale (lowest, highest).
    private mutating func panel(
        _ series: String, unit: String, at y: Double, value: (Sample) -> Double?, bounds: Bounds?
    ) -> (Double, Double) {
        let values = samples.compactMap(value)
        let lows = bounds.map { samples.map($0.min) } ?? []
        let highs = bounds.map { samples.map($0.max) } ?? []
        var low = min(values.min() ?? 0, lows.min() ?? .infinity)
        var high = max(values.max() ?? 1, highs.max() ?? -.infinity)
        if high - low < 1e-9 {
            low -= 1
            high += 1
        }
        let margin = (high - low) * 0.05
        low -= margin
        high += margin
        func py(_ v: Double) -> Double { y + (high - v) / (high - low) * Self.panelHeight }
        line(
            "<g class=\"panel\" data-series=\"\(series)\" data-x=\"\(number(Self.left))\" data-y=\"\(number(y))\" "
                + "data-width=\"\(number(plotWidth))\" data-height=\"\(number(Self.panelHeight))\" "
                + "data-t-min=\"\(exact(start))\" data-t-max=\"\(exact(end))\" data-v-min=\"\(exact(low))\" "
                + "data-v-max=\"\(exact(high))\">")
        line(
            "<rect x=\"\(number(Self.left))\" y=\"\(number(y))\" width=\"\(number(plotWidth))\" "
                + "height=\"\(number(Self.panelHeight))\" fill=\"none\" stroke=\"#888\"/>")
        let ticks = Self.niceTicks(from: low, to: high, count: 5)
        let labels = Self.tickLabels(ticks)
        for (tick, label) in zip(ticks, labels) {
            line(
                "<line x1=\"\(number(Self.left - 4))\" x2=\"\(number(Self.left + plotWidth))\" "
                    + "y1=\"\(number(py(tick)))\" y2=\"\(number(py(tick)))\" stroke=\"#eee\"/>")
            line(
                "<text x=\"\(number(Self.left - 8))\" y=\"\(number(py(tick) + 4))\" text-anchor=\"end\">"
                    + "\(label)</text>")
        }
        // The unit, turned, left of the longest label (about 7 pt a character at 12 pt).
        let longest = Double(labels.map(\.count).max() ?? 0)
        let unitX = max(8, min(Self.left - 62, Self.left - 8 - 7 * longest - 10))
        line(
            "<text transform=\"translate(\(number(unitX)),\(number(y + Self.panelHeight / 2))) "
                + "rotate(-90)\" text-anchor=\"middle\" font-weight=\"bold\">\(escaped(unit))</text>")
        for (bounds, name) in [(lows, "min"), (highs, "max")] {
            guard let first = bounds.first, let last = bounds.last else { continue }
            if bounds.allSatisfy({ $0 == first }) {
                line(
                    "<line class=\"bound\" data-bound=\"\(name)\" x1=\"\(number(Self.left))\" "
                        + "x2=\"\(number(Self.left + plotWidth))\" y1=\"\(number(py(first)))\" "
                        + "y2=\"\(number(py(first)))\" stroke=\"#555\" stroke-dasharray=\"5,4\"/>")
            } else {
                // In steps: the range holds from one sample to the next.
                var points = ["\(number(Self.left)),\(number(py(first)))"]
                for (position, bound) in bounds.enumerated().dropFirst() where bound != bounds[position - 1] {
                    let at = number(x(samples[position].t))
                    points.append("\(at),\(number(py(bounds[position - 1])))")
                    points.append("\(at),\(number(py(bound)))")
                }
                points.append("\(number(Self.left + plotWidth)),\(number(py(last)))")
                line(
                    "<polyline class=\"bound\" data-bound=\"\(name)\" fill=\"none\" stroke=\"#555\" "
                        + "stroke-dasharray=\"5,4\" points=\"\(points.joined(separator: " "))\"/>")
            }
            // The max's label above its line, the min's below: however close the two lines,
            // the labels do not cover each other.
            let baseline = name == "max" ? py(last) - 3 : py(last) + 13
            line(
                "<text x=\"\(number(Self.left + plotWidth - 4))\" y=\"\(number(baseline))\" "
                    + "text-anchor=\"end\" fill=\"#555\">\(name) \(formatNumber(last))</text>")
        }
        let points = columns(value).map { "\(number(x($0.t))),\(number(py($0.v)))" }
        line(
            "<polyline class=\"series\" fill=\"none\" stroke=\"#1565c0\" stroke-width=\"1.5\" "
                + "points=\"\(points.joined(separator: " "))\"/>")
        line("</g>")
        return (low, high)
    }

    /// The samples of a series as points: all of them when there are fewer than four per pixel
    /// column, else the first, lowest, highest and last of each column, in time order.
    private func columns(_ value: (Sample) -> Double?) -> [(t: Double, v: Double)] {
        let points = samples.compactMap { sample in value(sample).map { (t: sample.t, v: $0) } }
        guard points.count > Int(plotWidth) * 4 else { return points }
        var result: [(t: Double, v: Double)] = []
        var column: [(t: Double, v: Double)] = []
        var current = -1
        func flush() {
            guard let first = column.first, let last = column.last else { return }
            let low = column.min { $0.v < $1.v }!
            let high = column.max { $0.v < $1.v }!
            for point in [first, low, high, last].sorted(by: { $0.t < $1.t })
            where result.last?.t != point.t
                || result.last?.v != point.v
            {
                result.append(point)
            }
            column.removeAll(keepingCapacity: true)
        }
        for point in points {
            let pixel = Int(x(point.t))
            if pixel != current {
                flush()
                current = pixel
            }
            column.append(point)
        }
        flush()
        return result
    }

    /// Red markers on the offset panel, each with its event index.
    private mutating func markers(
        _ violations: [(index: Int, t: Double, offset: Double, invariant: String)], scale: (Double, Double)
    ) {
        line("<g class=\"violations\">")
        var labelled = -Double.infinity
        for violation in violations {
            let cx = x(violation.t)
            let cy = Self.top + (scale.1 - violation.offset) / (scale.1 - scale.0) * Self.panelHeight
            line(
                "<circle class=\"violation\" data-index=\"\(violation.index)\" "
                    + "data-invariant=\"\(escaped(violation.invariant))\" cx=\"\(number(cx))\" cy=\"\(number(cy))\" "
                    + "r=\"4\" fill=\"#d00\"><title>event \(violation.index): [\(escaped(violation.invariant))]</title></circle>"
            )
            // Labels no closer than 40 px, so they stay readable.
            if cx - labelled >= 40 {
                line(
                    "<text x=\"\(number(cx + 5))\" y=\"\(number(cy - 6))\" fill=\"#d00\" font-size=\"10\">"
                        + "\(violation.index)</text>")
                labelled = cx
            }
        }
        line("</g>")
    }

    /// The time axis under the panels, with touches (short ticks) and marks (long, labelled).
    private mutating func timeAxis(at y: Double, ticks: [(t: Double, label: String?, isMark: Bool)]) {
        line("<g class=\"time\">")
        line(
            "<line x1=\"\(number(Self.left))\" x2=\"\(number(Self.left + plotWidth))\" y1=\"\(number(y))\" "
                + "y2=\"\(number(y))\" stroke=\"#333\"/>")
        for tick in Self.niceTicks(from: start, to: end, count: 10) {
            line(
                "<line x1=\"\(number(x(tick)))\" x2=\"\(number(x(tick)))\" y1=\"\(number(y))\" "
                    + "y2=\"\(number(y + 5))\" stroke=\"#333\"/>")
            line(
                "<text x=\"\(number(x(tick)))\" y=\"\(number(y + 17))\" text-anchor=\"middle\">"
                    + "\(formatNumber(tick))</text>")
        }
        line(
            "<text x=\"\(number(Self.left + plotWidth))\" y=\"\(number(y + 32))\" text-anchor=\"end\" "
                + "font-weight=\"bold\">t (s)</text>")
        for tick in ticks {
            if let label = tick.label {
                line(
                    "<line class=\"mark\" x1=\"\(number(x(tick.t)))\" x2=\"\(number(x(tick.t)))\" "
                        + "y1=\"\(number(Self.top - 6))\" y2=\"\(number(y))\" stroke=\"#777\" "
                        + "stroke-dasharray=\"2,3\"><title>mark \(escaped(label))</title></line>")
            } else {
                line(
                    "<line class=\"touch\" x1=\"\(number(x(tick.t)))\" x2=\"\(number(x(tick.t)))\" "
                        + "y1=\"\(number(y + 20))\" y2=\"\(number(y + 28))\" stroke=\"#1565c0\"/>")
            }
        }
        line(
            "<text x=\"\(number(Self.left))\" y=\"\(number(y + 46))\" fill=\"#555\">blue ticks under the "
                + "axis: a finger touches down; dotted lines: marks (hover for the label)</text>")
        line("</g>")
    }

    // MARK: Helpers

    /// About `count` round values between `low` and `high` (steps of 1, 2 or 5 × 10ⁿ).
    static func niceTicks(from low: Double, to high: Double, count: Int) -> [Double] {
        guard high > low else { return [low] }
        let rough = (high - low) / Double(count)
        var step = 1.0
        while step > rough { step /= 10 }
        while step * 10 <= rough { step *= 10 }
        if step * 5 <= rough { step *= 5 } else if step * 2 <= rough { step *= 2 }
        var ticks: [Double] = []
        var tick = (low / step).rounded(.up) * step
        while tick <= high + step * 1e-9 {
            ticks.append(abs(tick) < step * 1e-9 ? 0 : tick)
            tick += step
        }
        return ticks
    }

    private mutating func line(_ element: String) {
        text += element + "\n"
    }

    /// A coordinate with two decimals.
    private func number(_ value: Double) -> String { formatNumber(value, decimals: 2) }

    /// A number as it round-trips (for the scales a reader maps points back with).
    private func exact(_ value: Double) -> String { Value.jsonNumber(value) }

    private func escaped(_ text: String) -> String { XMLText.escaped(text, inAttribute: true) }
}
