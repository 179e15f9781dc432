import Foundation
import Testing

/// `scrolltape check --jobs N` and `--shard I/N`: the same output whatever the jobs, and
/// shards that together check every recording exactly once.
@Suite("scrolltape check --jobs and --shard, end to end")
struct CheckJobsAndShardsTests {
    /// A folder with the bundled recordings (good and known-bad), one that fails, one that is not
    /// JSON and one with a field the format does not have: every kind of output `check` gives.
    static func mixedFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scrolltape-jobs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for path in RecordingFacts.paths(under: "recordings") {
            let name = path.replacingOccurrences(of: "/", with: "-")
            try FileManager.default.copyItem(
                at: PackageRoot.url.appendingPathComponent(path), to: folder.appendingPathComponent(name))
        }
        let session = try String(
            contentsOf: PackageRoot.url.appendingPathComponent("recordings/pinned-header.jsonl"),
            encoding: .utf8
        ).split(separator: "\n")[0]
        try "\(session)\n{\"type\":\"expect\",\"t\":0,\"that\":{\"scroll.offset.y\":12345}}\n".write(
            to: folder.appendingPathComponent("fails.jsonl"), atomically: true, encoding: .utf8)
        try "\(session)\n{\"type\":\"frame\",\"t\":1,}\n".write(
            to: folder.appendingPathComponent("not-json.jsonl"), atomically: true, encoding: .utf8)
        try "\(session)\n{\"type\":\"frame\",\"t\":1,\"force\":2}\n".write(
            to: folder.appendingPathComponent("unknown-field.jsonl"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func twoJobsPrintExactlyWhatOneJobPrints() throws {
        let folder = try Self.mixedFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let one = try run(["check", folder.path, "--jobs", "1"])
        #expect(one.status == 2, "the file that is not JSON is bad input")
        #expect(one.stdoutLines.count > 30)
        #expect(one.stderr.contains("fails.jsonl:2:1: error: [expect]"))
        for jobs in ["2", "3", "8"] {
            let many = try run(["check", folder.path, "--jobs", jobs])
            #expect(many.stdout == one.stdout, "--jobs \(jobs)")
            #expect(many.stderr == one.stderr, "--jobs \(jobs)")
            #expect(many.status == one.status, "--jobs \(jobs)")
        }
        // Strict, with all cores (the default): the same again.
        let strictOne = try run(["check", folder.path, "--strict", "--jobs", "1"])
        let strictAll = try run(["check", folder.path, "--strict"])
        #expect(strictAll.stdout == strictOne.stdout)
        #expect(strictAll.stderr == strictOne.stderr)
    }

    /// The recordings a run checked, from its PASS / XFAIL / FAIL lines.
    static func checked(_ result: CommandResult) -> [String] {
        result.stdoutLines.compactMap { line in
            guard let space = line.firstIndex(of: " "),
                ["PASS", "XFAIL", "FAIL"].contains(String(line[..<space]))
            else { return nil }
            let rest = line[line.index(after: space)...]
            return String(rest[..<(rest.range(of: " (")?.lowerBound ?? rest.endIndex)])
        }
    }

    @Test(arguments: [1, 2, 3, 4, 7, 40])
    func theShardsOfACIMatrixCheckEveryRecordingExactlyOnce(count: Int) throws {
        let all = Self.checked(try run(["check", "recordings", "--jobs", "1"]))
        try #require(all.count == RecordingFacts.paths(under: "recordings").count)
        var union: [String] = []
        for index in 1...count {
            let result = try run(["check", "recordings", "--shard", "\(index)/\(count)"])
            #expect(result.status == 0)
            let mine = Self.checked(result)
            #expect(mine == mine.sorted(), "a shard checks its recordings in sorted order")
            #expect(
                result.stdoutLines.last?.hasPrefix(
                    "checked \(mine.count) recording\(mine.count == 1 ? "" : "s") (shard \(index)/\(count)), "
                )
                    == true, "\(result.stdoutLines.last ?? "")")
            union += mine
        }
        #expect(union.count == all.count, "no recording is checked twice")
        #expect(Set(union) == Set(all), "every recording is checked")
        #expect(union == all.sorted(), "shard 1 comes first, then 2, …")
    }

    @Test func anEmptyShardChecksNothingAndPasses() throws {
        let result = try run(["check", "recordings/pinned-header.jsonl", "--shard", "1/2"])
        #expect(result.status == 0)
        #expect(result.stdoutLines == ["checked 0 recordings (shard 1/2), 0 events: 0 passed, 0 failed"])
        let other = try run(["check", "recordings/pinned-header.jsonl", "--shard", "2/2"])
        #expect(Self.checked(other) == ["recordings/pinned-header.jsonl"])
    }

    @Test(arguments: [
        ["--shard", "0/3"], ["--shard", "4/3"], ["--shard", "3"], ["--shard", "a/b"], ["--shard", "1/0"],
        ["--jobs", "0"], ["--jobs", "-2"], ["--jobs", "two"],
    ])
    func aBadJobsOrShardIsBadUsage(options: [String]) throws {
        let result = try run(["check", "recordings"] + options)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderrLines.first?.hasPrefix("error: \(options[0]) needs ") == true, "\(result.stderr)")
        #expect(result.stderrLines.first?.hasSuffix("not '\(options[1])'") == true, "\(result.stderr)")
    }
}
