// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ScrollTape",
    // The lowest versions whose APIs the code uses (the "Platforms and Xcode" article lists each with its source):
    // - iOS 16 / macOS 13 / tvOS 16 / watchOS 9: Swift's `Duration` and `ContinuousClock`
    //   (RecordingWriter's sync policy, `check`'s timing) and `String.replacing(_:with:)` (shell
    //   completion); below them FileHandle's throwing read / write / close (iOS 13.4, macOS 10.15.4)
    //   and `UIWindowScene.statusBarManager` (iOS 13).
    // - visionOS 1: the first.
    // The recorder's UIKit adapter is compiled for iOS (and Mac Catalyst) only: `os(iOS)`.
    platforms: [.iOS(.v16), .macOS(.v13), .macCatalyst(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "ScrollTapeCore", targets: ["ScrollTapeCore"]),
        .library(name: "ScrollTape", targets: ["ScrollTape"]),
        // Recording on a device: a platform-neutral core and, on iOS and Mac Catalyst, a UIKit
        // adapter. Static, as Xcode links an automatic product into an app anyway: then
        // `swift build --product ScrollTapeRecorder` builds it and what it brings (the model, the
        // reader, the writer) and nothing else; for an automatic product SwiftPM builds every target.
        .library(name: "ScrollTapeRecorder", type: .static, targets: ["ScrollTapeRecorder"]),
        // Assertions for your own tests (Swift Testing or XCTest): `assertReplay`. Static likewise.
        .library(name: "ScrollTapeTesting", type: .static, targets: ["ScrollTapeTesting"]),
        // Finding and shrinking from your own tests: `explore`, `shrunk` (SPEC §11). Static likewise;
        // it brings the model only, never the command-line tool.
        .library(name: "ScrollTapeExplorer", type: .static, targets: ["ScrollTapeExplorer"]),
        // The pictures of a replay from your own tests, through your own code: the HTML page, the
        // plot and the trace (SPEC §10). Static likewise; the model only, never the tool.
        .library(name: "ScrollTapePictures", type: .static, targets: ["ScrollTapePictures"]),
        // The command-line tool. Its target has another name than the product: `ScrollTape` and
        // `scrolltape` would share one build folder and one module file on a case-insensitive disk.
        .executable(name: "scrolltape", targets: ["ScrollTapeMain"]),
        // `swift package scrolltape check Recordings` in a package that depends on this one: the
        // tool, built from source by SwiftPM.
        .plugin(name: "ScrollTapePlugin", targets: ["ScrollTapePlugin"]),
    ],
    targets: [
        // The model: scene, events, machines, reducer, invariants. Imports no Foundation.
        .target(
            name: "ScrollTapeCore",
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        // What an app or a test links: reading recordings (strict JSONL, diagnostics with
        // line:column) and the crash-safe writer.
        .target(name: "ScrollTape", dependencies: ["ScrollTapeCore"]),
        // The recorder: session line from the view tree, touch / frame / observe lines, through the
        // crash-safe writer. Brings the model and the reader / writer only.
        .target(name: "ScrollTapeRecorder", dependencies: ["ScrollTape"]),
        // Test assertions that replay a recording through the user's own code.
        .target(name: "ScrollTapeTesting", dependencies: ["ScrollTape"]),
        // Generated gestures and shrinking (`explore`, `shrink`).
        .target(name: "ScrollTapeExplorer", dependencies: ["ScrollTapeCore"]),
        // The renderers of a replay: the HTML page, the SVG plot, the trace (SPEC §10).
        .target(name: "ScrollTapePictures", dependencies: ["ScrollTape"]),
        // The command-line tool's commands, REPL, checks and reporters. In no library product.
        .target(
            name: "ScrollTapeCLI", dependencies: ["ScrollTape", "ScrollTapeExplorer", "ScrollTapePictures"]),
        // The executable: main.swift only, a thin shell over ScrollTapeCLI.
        .executableTarget(name: "ScrollTapeMain", dependencies: ["ScrollTapeCLI"]),
        // The command plugin: runs the tool from an app's package (it asks for no permission, so
        // `check` needs none; commands that write need `--allow-writing-to-package-directory`).
        .plugin(
            name: "ScrollTapePlugin",
            capability: .command(
                intent: .custom(
                    verb: "scrolltape",
                    description: "Check, explore, shrink or draw ScrollTape recordings (scrolltape COMMAND …)")),
            dependencies: ["ScrollTapeMain"],
            path: "Sources/ScrollTapePlugin"),
        // Benchmarks: `swift run -c release scrolltape-bench` (never part of the test suite).
        .executableTarget(
            name: "scrolltape-bench",
            dependencies: [
                "ScrollTape", "ScrollTapeCore", "ScrollTapeCLI", "ScrollTapeExplorer", "ScrollTapeRecorder",
                "ScrollTapeExamples",
            ]),
        .testTarget(
            name: "ScrollTapeCoreTests",
            dependencies: ["ScrollTapeCore", "ScrollTapeExplorer", "ScrollTapeExamples"]),
        .testTarget(
            name: "ScrollTapeTests",
            dependencies: [
                "ScrollTape", "ScrollTapeCore", "ScrollTapeCLI", "ScrollTapeExplorer", "ScrollTapePictures",
                "ScrollTapeExamples",
            ],
            // Public conformance data the tests read by path (JSONTestSuite, parse-number-fxx).
            exclude: ["Conformance"]
        ),
        // Worked examples of an app's own code (the source articles' header and hit-test code),
        // shared by the tests; not part of any product.
        .target(
            name: "ScrollTapeExamples", dependencies: ["ScrollTape", "ScrollTapeRecorder"],
            path: "Tests/ScrollTapeExamples"),
        .testTarget(
            name: "ScrollTapeTestingTests",
            dependencies: [
                "ScrollTapeTesting", "ScrollTapeCLI", "ScrollTapeExplorer", "ScrollTapePictures",
                "ScrollTapeExamples",
            ]),
        .testTarget(
            name: "ScrollTapeRecorderTests",
            dependencies: ["ScrollTapeRecorder", "ScrollTapeCLI", "ScrollTapeExplorer", "ScrollTapeExamples"]),
        .testTarget(
            name: "ScrollTapeCLITests",
            dependencies: ["ScrollTape", "ScrollTapeCLI", "ScrollTapeExplorer", "ScrollTapePictures"],
            // The golden outputs and their inputs, which the tests read by path.
            exclude: ["Golden"]
        ),
    ]
)

#if os(Linux)
    // Test fixtures for the recorder's UIKit adapter, which cannot be compiled against UIKit here;
    // in no product. UIKitStandIn declares the few UIKit names the adapter uses, with UIKit's
    // signatures and documented behaviour; UIKitAdapterOnStandIn compiles the adapter's own files
    // (Sources/ScrollTapeRecorder/UIKit, through a symbolic link) against it. Linux only: the
    // stand-in stands where UIKit and the Objective-C runtime are not (on macOS neither is UIKit,
    // but Foundation brings Objective-C's own `Selector`).
    package.targets += [
        .target(name: "UIKitStandIn", path: "Tests/UIKitStandIn", exclude: ["README.md"]),
        .target(
            name: "UIKitAdapterOnStandIn",
            dependencies: ["ScrollTapeRecorder", "UIKitStandIn"],
            path: "Tests/UIKitAdapterOnStandIn",
            swiftSettings: [.define("SCROLLTAPE_UIKIT_STAND_IN")]
        ),
        .testTarget(
            name: "ScrollTapeRecorderUIKitTests",
            dependencies: [
                "UIKitAdapterOnStandIn", "UIKitStandIn", "ScrollTapeRecorder", "ScrollTapeCLI",
                "ScrollTapeExplorer",
                "ScrollTapeExamples",
            ]
        ),
    ]
#endif
