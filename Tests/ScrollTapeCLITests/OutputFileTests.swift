import Foundation
import Testing

/// The one rule for every file the commands write (`OutputFile`), end to end: what each command
/// does with what is already at its output path.
@Suite("written files: what is at the output path, end to end")
struct OutputFileTests {
    /// A command that writes a file: the command line that writes OUT, and what it calls it.
    struct Writer: CustomTestStringConvertible, Sendable {
        var name: String
        var purpose: String
        var arguments: @Sendable (String) -> [String]

        var testDescription: String { name }
    }

    static let flick = PackageRoot.url.appendingPathComponent("recordings/flick-to-top.jsonl").path
    static let bouncing = PackageRoot.url.appendingPathComponent(
        "recordings/known-bad/iphone11-bouncing-header.jsonl"
    ).path

    static let writers: [Writer] = [
        .init(name: "html", purpose: "the page") { ["html", flick, "-o", $0] },
        .init(name: "plot", purpose: "the plot") { ["plot", flick, "-o", $0] },
        .init(name: "trace", purpose: "the trace") { ["trace", flick, "-o", $0] },
        .init(name: "shrink", purpose: "the shrunk recording") { ["shrink", bouncing, "-o", $0] },
        .init(name: "check --junit", purpose: "the JUnit report (--junit)") {
            ["check", flick, "--junit", $0]
        },
    ]

    /// The file's type, inode and link count, following symbolic links or not.
    static func status(_ path: String, following: Bool = true) -> stat? {
        var status = stat()
        return (following ? stat(path, &status) : lstat(path, &status)) == 0 ? status : nil
    }

    static func kind(_ path: String, following: Bool = true) -> mode_t? {
        status(path, following: following).map { $0.st_mode & S_IFMT }
    }

    static func contents(_ path: String) -> String? {
        (try? Data(contentsOf: URL(fileURLWithPath: path))).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The names in `folder` that a write left behind (`OUT.partial…`).
    static func leftovers(_ folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
            $0.contains(".partial")
        }
    }

    /// A refusal: exit 2, one diagnostic at OUT:1:1 naming what is written and why.
    static func expectRefused(
        _ result: CommandResult, _ writer: Writer, path: String, because reason: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(result.status == 2, sourceLocation: sourceLocation)
        let diagnostic = "\(path):1:1: error: cannot write \(writer.purpose): \(reason)"
        #expect(result.stderrLines == [diagnostic], "\(result.stderr)", sourceLocation: sourceLocation)
    }

    @Test(arguments: writers)
    func aMissingFileIsCreated(_ writer: Writer) throws {
        try TemporaryDirectory.with { folder in
            let result = try run(writer.arguments("out"), in: folder.url)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(Self.kind(folder.url.appendingPathComponent("out").path) == S_IFREG)
            #expect(Self.leftovers(folder.url).isEmpty)
        }
    }

    @Test(arguments: writers)
    func aRegularFileIsReplacedKeepingItsMode(_ writer: Writer) throws {
        try TemporaryDirectory.with { folder in
            let out = try folder.write("out", "old\n").path
            chmod(out, 0o600)
            let result = try run(writer.arguments("out"), in: folder.url)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(Self.contents(out) != "old\n")
            #expect(Self.status(out).map { $0.st_mode & 0o7777 } == 0o600)
            #expect(Self.leftovers(folder.url).isEmpty)
        }
    }

    @Test(arguments: writers)
    func aFolderIsRefused(_ writer: Writer) throws {
        try TemporaryDirectory.with { folder in
            try FileManager.default.createDirectory(
                at: folder.url.appendingPathComponent("out"), withIntermediateDirectories: false)
            let result = try run(writer.arguments("out"), in: folder.url)
            Self.expectRefused(result, writer, path: "out", because: "out is a folder")
            #expect(Self.kind(folder.url.appendingPathComponent("out").path) == S_IFDIR)
        }
    }

    @Test(arguments: writers)
    func aPipeNothingReadsIsRefusedAtOnce(_ writer: Writer) throws {
        try TemporaryDirectory.with { folder in
            let pipe = folder.url.appendingPathComponent("p").path
            #expect(mkfifo(pipe, 0o644) == 0)
            let result = try run(writer.arguments("p"), in: folder.url, timeout: 20)
            Self.expectRefused(
                result, writer, path: "p",
                because: "p is a pipe that nothing reads (start its reader first, or write to a file)")
            #expect(Self.kind(pipe) == S_IFIFO)
        }
    }

    @Test(arguments: ["plot", "check --junit"])
    func aPipeWithAReaderIsWrittenInto(_ command: String) throws {
        try TemporaryDirectory.with { folder in
            let write =
                command == "plot"
                ? "scrolltape plot '\(Self.flick)' -o p" : "scrolltape check '\(Self.flick)' --junit p"
            let result = try runShell(
                "mkfifo p && { cat p > got & } && sleep 0.2 && \(write); status=$?; wait; test -p p && echo fifo; exit $status",
                in: folder.url)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdoutLines.last == "fifo")
            let got = Self.contents(folder.url.appendingPathComponent("got").path) ?? ""
            #expect(got.hasPrefix(command == "plot" ? "<svg" : "<?xml"))
        }
    }

    @Test(arguments: writers)
    func aSymbolicLinkIsFollowedToItsTargetWhichIsReplacedBesideIt(_ writer: Writer) throws {
        try TemporaryDirectory.with { folder in
            let target = try folder.write("elsewhere/target", "old\n").path
            let link = folder.url.appendingPathComponent("link").path
            #expect(symlink("elsewhere/target", link) == 0)
            let result = try run(writer.arguments("link"), in: folder.url)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(Self.kind(link, following: false) == S_IFLNK)
            #expect(Self.contents(target) != "old\n")
            #expect(Self.kind(target, following: false) == S_IFREG)
            #expect(Self.leftovers(folder.url).isEmpty)
            #expect(Self.leftovers(folder.url.appendingPathComponent("elsewhere")).isEmpty)
        }
    }

    @Test(arguments: writers)
    func aSymbolicLinkToNothingCreatesItsTarget(_ writer: Writer) throws {
        try TemporaryDirectory.with { folder in
            let link = folder.url.appendingPathComponent("link").path
            #expect(symlink("new", link) == 0)
            let result = try run(writer.arguments("link"), in: folder.url)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(Self.kind(link, following: false) == S_IFLNK)
            #expect(Self.kind(folder.url.appendingPathComponent("new").path, following: false) == S_IFREG)
        }
    }

    @Test(arguments: writers)
    func aSymbolicLinkLoopIsRefused(_ writer: Writer) throws {
        try TemporaryDirectory.with { folder in
            #expect(symlink("loop", folder.url.appendingPathComponent("loop").path) == 0)
            let result = try run(writer.arguments("loop"), in: folder.url)
            Self.expectRefused(
                result, writer, path: "loop",
                because: "it is a symbolic link loop (ELOOP: too many levels of symbolic links)")
        }
    }

    @Test(arguments: writers)
    func aFileWithOtherHardLinksIsWrittenInPlaceForEveryName(_ writer: Writer) throws {
        try TemporaryDirectory.with { folder in
            let other = try folder.write(
                "other", String(repeating: "old contents, longer than any output\n", count: 20_000)
            ).path
            let out = folder.url.appendingPathComponent("out").path
            #expect(link(other, out) == 0)
            let inode = Self.status(out)?.st_ino
            let result = try run(writer.arguments("out"), in: folder.url)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(Self.status(out)?.st_ino == inode)
            #expect(Self.status(other)?.st_ino == inode)
            #expect(Self.status(out)?.st_nlink == 2)
            let written = Self.contents(other) ?? ""
            #expect(!written.contains("old contents"))
            #expect(written.hasSuffix("\n"))
        }
    }

    @Test(arguments: writers)
    func aMissingFolderIsRefused(_ writer: Writer) throws {
        try TemporaryDirectory.with { folder in
            let result = try run(writer.arguments("nowhere/out"), in: folder.url)
            Self.expectRefused(result, writer, path: "nowhere/out", because: "there is no folder nowhere")
        }
    }

    /// Root writes into any folder: the case runs as `nobody` (setpriv) when the tests run as root.
    @Test(.enabled(if: getuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")))
    func aFolderThatCannotBeWrittenIsRefused() throws {
        try TemporaryDirectory.with { folder in
            let locked = folder.url.appendingPathComponent("locked")
            try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
            chmod(folder.url.path, 0o755)
            chmod(locked.path, 0o555)
            // The recording and the binary are copied beside it: `nobody` may not enter the
            // clone's folder (a CI clone lives in a folder only root can enter).
            let recording = folder.url.appendingPathComponent("flick.jsonl")
            try FileManager.default.copyItem(at: URL(fileURLWithPath: Self.flick), to: recording)
            chmod(recording.path, 0o644)
            let binary = folder.url.appendingPathComponent("scrolltape").path
            try FileManager.default.copyItem(atPath: try ScrollTapeExecutable.url().path, toPath: binary)
            chmod(binary, 0o755)
            let asUser = getuid() == 0 ? "setpriv --reuid=65534 --regid=65534 --clear-groups " : ""
            let result = try runShell(
                "\(asUser)'\(binary)' plot flick.jsonl -o locked/out.svg", in: folder.url)
            #expect(result.status == 2)
            #expect(
                result.stderrLines == [
                    "locked/out.svg:1:1: error: cannot write the plot: cannot create a file in the folder locked: "
                        + "permission denied"
                ], "\(result.stderr)")
            #expect(Self.leftovers(locked).isEmpty)
        }
    }

    /// The device number of `major`, `minor` (the makedev macro, which Swift does not import).
    static func device(_ major: UInt32, _ minor: UInt32) -> dev_t {
        #if os(Linux)
            dev_t((major & 0xfff) << 8 | (minor & 0xff))
        #else
            dev_t(bitPattern: Int32(major << 24 | minor))
        #endif
    }

    /// Devices are made with mknod(2), which needs root (CAP_MKNOD): never the machine's own
    /// /dev/null.
    static let canMakeDevices: Bool = {
        guard getuid() == 0 else { return false }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("scrolltape-mknod-\(UUID())")
            .path
        defer { unlink(path) }
        return mknod(path, S_IFCHR | 0o666, Self.device(1, 3)) == 0
    }()

    @Test(.enabled(if: canMakeDevices, "mknod(2) needs root"), arguments: writers)
    func aCharacterDeviceIsWrittenIntoNotReplaced(_ writer: Writer) throws {
        try TemporaryDirectory.with { folder in
            let null = folder.url.appendingPathComponent("null").path
            #expect(mknod(null, S_IFCHR | 0o666, Self.device(1, 3)) == 0)
            let result = try run(writer.arguments("null"), in: folder.url)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(Self.kind(null) == S_IFCHR)
            #expect(Self.leftovers(folder.url).isEmpty)
        }
    }

    @Test(.enabled(if: canMakeDevices, "mknod(2) needs root"), arguments: writers)
    func aFullDeviceIsAWriteErrorNotACrash(_ writer: Writer) throws {
        try TemporaryDirectory.with { folder in
            let full = folder.url.appendingPathComponent("full").path
            #expect(mknod(full, S_IFCHR | 0o666, Self.device(1, 7)) == 0)
            let result = try run(writer.arguments("full"), in: folder.url)
            Self.expectRefused(result, writer, path: "full", because: "No space left on device")
            #expect(Self.kind(full) == S_IFCHR)
        }
    }
}
