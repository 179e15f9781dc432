/// How a search reads one state path at each index: straight from the world, or from the full
/// projection (without projecting the whole state every time).
struct PathReader {
    var path: StatePath
    /// A direct reader for common scalar paths; nil: read the full projection.
    var read: (@Sendable (World) -> Value?)?

    /// The readers of `paths` (each path once).
    static func readers(of paths: [StatePath]) -> [PathReader] {
        var seen = Set<StatePath>()
        return paths.filter { seen.insert($0).inserted }.map { PathReader(path: $0, read: scalarReaders[$0]) }
    }

}

extension PathValues {
    /// The value at each path that has one in `world`, after `violations` violations (the replay's
    /// count): `PathValues(world, reading: PathReader.readers(of: paths), violations: n)[path]`
    /// equals `path.value(in: state)`.
    /// Scalar paths are read straight from the world; any other path takes its value from the full
    /// projection, made at most once.
    ///
    /// Projecting the whole state allocates a few dozen boxes (and its `actions` list grows with the
    /// recording); a search that reads `header.height` at a million indices needs none of them.
    init(_ world: World, reading readers: [PathReader], violations: Int) {
        self.init(capacity: readers.count)
        var full: Value?
        for reader in readers {
            let value: Value?
            if reader.path == "violations" {
                value = .number(Double(violations))
            } else if let read = reader.read {
                value = read(world)
            } else {
                if full == nil {
                    full = StateProjection(world, violations: violations).value(
                        naming: readers.map(\.path.text))
                }
                value = full.flatMap { reader.path.value(in: $0) }
            }
            if let value { append(value, at: reader.path) }
        }
    }
}

extension PathReader {
    /// Readers of scalar state paths, each giving the value `path.value(in: state)` has (tested at
    /// every index of the timeline test recordings).
    static let scalarReaders: [StatePath: @Sendable (World) -> Value?] = [
        "index": { .number(Double($0.index)) },
        "t": { .number($0.t) },
        "scroll.offset.x": { .number($0.scroll.offset.x) },
        "scroll.offset.y": { .number($0.scroll.offset.y) },
        "scroll.velocity.x": { .number($0.scroll.velocity.x) },
        "scroll.velocity.y": { .number($0.scroll.velocity.y) },
        "scroll.phase": { .string($0.scroll.phase.rawValue) },
        "scroll.itemCount": { .number(Double($0.itemCount)) },
        "header.height": { world in world.header.map { .number($0.height) } },
        "header.progress": { world in
            guard let header = world.header, let configuration = world.scene.header else { return nil }
            return .number(header.progress(configuration))
        },
    ]
}
