import ScrollTapeCore

extension SessionDecoder {
    static func header(_ object: ObjectDecoder, device: Device, views: [ViewSpec]) throws(Diagnostic)
        -> HeaderConfiguration
    {
        let viewNode = try object.required("view")
        guard let viewID = viewNode.stringValue else {
            throw object.error(at: viewNode, "'view' in header must be a string, found \(viewNode.typeName)")
        }
        guard let view = allViews(views).first(where: { $0.id == viewID }) else {
            throw object.error(at: viewNode, "the header's view '\(viewID)' is not in 'views'")
        }
        guard view.kind != .scroll else {
            throw object.error(at: viewNode, "the header's view '\(viewID)' is the scroll view")
        }
        guard let behavior = try object.choice("behavior", HeaderConfiguration.Behavior.self) else {
            throw object.missing("behavior")
        }
        let maxHeight = try object.requiredNumber("maxHeight", in: Limits.size)
        let minHeight = try object.number("minHeight", default: device.safeArea.top, in: Limits.size)
        guard minHeight <= maxHeight else {
            let source = object.has("minHeight") ? "" : " (the default: the device's safe-area top)"
            throw object.error(
                at: object.value("minHeight") ?? object.value("maxHeight")!,
                "header minHeight \(formatNumber(minHeight))\(source) is greater than maxHeight \(formatNumber(maxHeight))"
            )
        }
        var header = HeaderConfiguration(
            viewID: viewID, behavior: behavior, minHeight: minHeight, maxHeight: maxHeight)
        if let collapsedNode = object.value("collapsedHeight") {
            let collapsedHeight = try object.requiredNumber("collapsedHeight", in: Limits.size)
            if collapsedHeight < minHeight {
                let source = object.has("minHeight") ? "" : " (the default: the device's safe-area top)"
                throw object.error(
                    at: collapsedNode,
                    "header collapsedHeight \(formatNumber(collapsedHeight)) is less than minHeight \(formatNumber(minHeight))\(source)"
                )
            }
            if collapsedHeight > maxHeight {
                throw object.error(
                    at: collapsedNode,
                    "header collapsedHeight \(formatNumber(collapsedHeight)) is greater than maxHeight \(formatNumber(maxHeight))"
                )
            }
            header.collapsedHeight = collapsedHeight
        }
        header.ignoresOverscroll = try object.bool("ignoreOverscroll", default: header.ignoresOverscroll)
        header.stretches = try object.bool("stretch", default: header.stretches)
        if behavior == .stretchy && !header.stretches {
            throw object.error(
                at: object.value("stretch")!,
                "header behavior 'stretchy' always stretches: remove \"stretch\":false, or use 'pinned'")
        }
        header.snaps = try object.bool("snap", default: header.snaps)
        return header
    }
}
