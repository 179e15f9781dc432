import ScrollTape
import ScrollTapeCore

/// `hit X Y`: the hit chain at a window point at the current index.
struct ReplHit: ReplCommand {
    static let x = Positional("X", .number, help: "the window point's x, in points")
    static let y = Positional("Y", .number, help: "the window point's y, in points")
    static let spec = CommandSpec(
        "hit", abstract: "the hit chain at window point (X, Y) at the current index",
        parameters: [x.parameter, y.parameter])

    var point: Point

    init(_ arguments: ParsedArguments) { point = Point(x: arguments[Self.x]!, y: arguments[Self.y]!) }

    func run(in session: inout ReplSession) throws(ReplError) -> [String] {
        let result = session.timeline.current.geometry.hitTest(point)
        return [StateText.render(result)]
    }
}
