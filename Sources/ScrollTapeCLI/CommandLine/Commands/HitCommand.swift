import ScrollTape
import ScrollTapeCore

/// `scrolltape hit FILE X Y [--at N] [--json]`: the hit chain at a window point.
struct HitCommand: ScrollTapeCommand {
    static let file = Positional("FILE", .recording, help: "the recording")
    static let x = Positional("X", .number, help: "the window point's x, in points")
    static let y = Positional("Y", .number, help: "the window point's y, in points")
    static let at = Option("--at", value: "N", .index, help: "hit-test the state at index N (default 0)")
    static let json = Flag(
        "--json", help: #"print {"chain":[…],"target":…,"receiver":…,"passedThrough":[…]}"#)

    static let spec = CommandSpec(
        "hit", abstract: "the hit chain at window point (X, Y) at index N",
        parameters: [file.parameter, x.parameter, y.parameter, at.parameter, json.parameter],
        discussion: """
            Hit-tests the window point (X, Y) with UIKit's rules at index N (default 0): the chain
            of views from the outermost to the target, the target, who receives the touch
            (control, scroll or none), and the pass-through views the point went through.
            """)

    var path: String
    var point: Point
    var index: Int
    var json: Bool

    init(_ arguments: ParsedArguments) {
        path = arguments[Self.file]!
        point = Point(x: arguments[Self.x]!, y: arguments[Self.y]!)
        index = arguments[Self.at] ?? 0
        json = arguments[Self.json]
    }

    func run(console: inout some Console) -> Int32 {
        guard let file = CommandRunner.load(path, index: index, option: "--at", console: &console) else {
            return CommandRunner.ExitCode.badInput
        }
        var replay = Replay(file.recording)
        replay.run(to: index)
        let result = replay.world.geometry.hitTest(point)
        console.out(json ? StateText.json(result) : StateText.render(result))
        return CommandRunner.ExitCode.success
    }
}
