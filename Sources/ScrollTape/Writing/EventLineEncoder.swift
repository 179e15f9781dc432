import ScrollTapeCore

/// Writes the recorder's event lines into one reused byte buffer, without allocating per line
/// once the buffer has grown to its working size (the recorder runs on the app's main thread, at
/// every touch sample and display frame).
///
/// Numbers are written in fixed point: times to the microsecond, points to 1/10,000 pt (finer
/// than any screen's pixel), trailing zeros dropped — plain JSON numbers the reader reads back
/// exactly as written.
package struct EventLineEncoder {
    package private(set) var bytes: [UInt8] = []
    /// Where the last line's `t` is in `bytes`.
    package private(set) var timeRange: Range<Int> = 0..<0

    package init() {
        bytes.reserveCapacity(256)
    }

    package mutating func reset() {
        bytes.removeAll(keepingCapacity: true)
    }

    /// `{"type":"touch","t":T,"phase":"P","id":I,"x":X,"y":Y}`
    package mutating func touch(t: Double, phase: TouchPhase, id: Int, x: Double, y: Double) {
        start(#"{"type":"touch","t":"#, t: t)
        append(#","phase":""#)
        switch phase {
        case .began: append("began")
        case .moved: append("moved")
        case .ended: append("ended")
        case .cancelled: append("cancelled")
        }
        append(#"","id":"#)
        append(integer: Int64(id))
        append(#","x":"#)
        append(x, decimals: 4)
        append(#","y":"#)
        append(y, decimals: 4)
        bytes.append(UInt8(ascii: "}"))
    }

    /// `{"type":"frame","t":T}`
    package mutating func frame(t: Double) {
        start(#"{"type":"frame","t":"#, t: t)
        bytes.append(UInt8(ascii: "}"))
    }

    /// `{"type":"observe","t":T,"that":{"scroll.offset.x":X,"scroll.offset.y":Y,"header.height":H,`
    /// `"scrolls.ID.offset.x":X,"scrolls.ID.offset.y":Y,…}}` (no `header.height` when `headerHeight`
    /// is nil; one pair per other scroll view, in order).
    /// - Precondition: each id is a session line's scroll view id (no character JSON escapes).
    package mutating func observe(
        t: Double, contentOffset: Point, headerHeight: Double?,
        scrolls: some Collection<ScrollObservation> = [ScrollObservation]()
    ) {
        start(#"{"type":"observe","t":"#, t: t)
        append(#","that":{"scroll.offset.x":"#)
        append(contentOffset.x, decimals: 4)
        append(#","scroll.offset.y":"#)
        append(contentOffset.y, decimals: 4)
        if let headerHeight {
            append(#","header.height":"#)
            append(headerHeight, decimals: 4)
        }
        for scroll in scrolls {
            append(#","scrolls."#)
            bytes.append(contentsOf: scroll.id.utf8)
            append(#".offset.x":"#)
            append(scroll.contentOffset.x, decimals: 4)
            append(#","scrolls."#)
            bytes.append(contentsOf: scroll.id.utf8)
            append(#".offset.y":"#)
            append(scroll.contentOffset.y, decimals: 4)
        }
        append("}}")
    }

    /// `{"type":"observe","t":T,"that":{"views.ID.x":X,"views.ID.y":Y,"views.ID.width":W,`
    /// `"views.ID.height":H,"views.ID.alpha":A,…}}`, one group per view, in order; a view whose
    /// transform is not the identity adds `"views.ID.transform.a":A` … `"views.ID.transform.ty":TY`.
    /// - Precondition: each id is a session line's view id (no character JSON escapes).
    package mutating func observe(t: Double, views: some Collection<ViewObservation>) {
        start(#"{"type":"observe","t":"#, t: t)
        append(#","that":{"#)
        for (number, view) in views.enumerated() {
            if number > 0 { bytes.append(UInt8(ascii: ",")) }
            member(view.id, #".x":"#, view.frame.x, first: true)
            member(view.id, #".y":"#, view.frame.y)
            member(view.id, #".width":"#, view.frame.width)
            member(view.id, #".height":"#, view.frame.height)
            member(view.id, #".alpha":"#, view.alpha)
            let transform = view.transform
            if !transform.isIdentity {
                member(view.id, #".transform.a":"#, transform.a)
                member(view.id, #".transform.b":"#, transform.b)
                member(view.id, #".transform.c":"#, transform.c)
                member(view.id, #".transform.d":"#, transform.d)
                member(view.id, #".transform.tx":"#, transform.tx)
                member(view.id, #".transform.ty":"#, transform.ty)
            }
        }
        append("}}")
    }

    /// `"views.ID<suffix>VALUE`, after a comma unless `first`.
    private mutating func member(_ id: String, _ suffix: StaticString, _ value: Double, first: Bool = false) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        append(#""views."#)
        bytes.append(contentsOf: id.utf8)
        append(suffix)
        append(value, decimals: 4)
    }

    /// Starts a line with `prefix` (`{"type":"…","t":`) and `t` to the microsecond, whose place
    /// is kept in `timeRange`.
    private mutating func start(_ prefix: StaticString, t: Double) {
        reset()
        append(prefix)
        let timeStart = bytes.count
        append(t, decimals: 6)
        timeRange = timeStart..<bytes.count
    }

    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// `value` rounded to `decimals` places, trailing zeros (and a bare point) dropped; `-0` as `0`.
    /// - Precondition: |value| · 10^decimals fits in an `Int64` (the format's limits are far inside).
    package mutating func append(_ value: Double, decimals: Int) {
        var scale: Int64 = 1
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (value * Double(scale)).rounded()
        guard scaled.isFinite, abs(scaled) < 9e18 else {
            // Out of any recording's range: let the reader reject it with its own message.
            append(integer: value < 0 ? Int64.min / 2 : Int64.max / 2)
            return
        }
        var units = Int64(scaled)
        if units < 0 {
            bytes.append(UInt8(ascii: "-"))
            units = -units
        }
        append(integer: units / scale)
        var fraction = units % scale
        guard fraction != 0 else { return }
        var places = decimals
        while fraction % 10 == 0 {
            fraction /= 10
            places -= 1
        }
        bytes.append(UInt8(ascii: "."))
        // Leading zeros of the fraction, then its digits.
        var digits = 1
        var probe = fraction
        while probe >= 10 {
            probe /= 10
            digits += 1
        }
        for _ in 0..<(places - digits) { bytes.append(UInt8(ascii: "0")) }
        append(integer: fraction)
    }

    /// A non-negative or negative integer in decimal.
    package mutating func append(integer: Int64) {
        if integer < 0 {
            bytes.append(UInt8(ascii: "-"))
            append(integer: -integer)
            return
        }
        var divisor: Int64 = 1
        while integer / divisor >= 10 { divisor *= 10 }
        var rest = integer
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }
}
