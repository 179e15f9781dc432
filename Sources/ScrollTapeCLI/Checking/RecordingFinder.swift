import Foundation
import ScrollTape

/// Finds the recordings a `check` path names.
enum RecordingFinder {
    /// `path` itself if it is a file (or `-`, standard input); every `*.jsonl` below it, sorted, if it is a folder (symbolic
    /// links to recordings are taken, links to folders are not followed). `problems`: why `path`,
    /// or a folder below it, could not be searched (each one's recordings were not found), or
    /// that a folder holds no recording at all.
    static func recordings(at path: String) -> (recordings: [String], problems: [Diagnostic]) {
        func problem(_ path: String, _ message: String) -> Diagnostic {
            Diagnostic(path: path, line: 1, column: 1, message)
        }
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        if path == CommandRunner.standardInput { return ([path], []) }
        guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
            var status = stat()
            let code = stat(path, &status) == 0 ? ENOENT : errno
            let reason =
                code == ENOENT && FileKind.symbolicLinkTarget(path) == nil
                ? "no such file or folder" : FileKind.reason(code, path: path)
            return ([], [problem(path, reason)])
        }
        guard isDirectory.boolValue else { return ([path], []) }
        let prefix = path.hasSuffix("/") ? path : path + "/"
        /// A folder that cannot be listed: the enumerator would pass over it without a word.
        func unlistable(_ folder: String) -> Diagnostic? {
            guard !manager.isReadableFile(atPath: folder) || !manager.isExecutableFile(atPath: folder) else {
                return nil
            }
            return problem(
                folder, "cannot list this folder: permission denied; its recordings were not checked")
        }
        if let root = unlistable(path) { return ([], [root]) }
        guard let enumerator = manager.enumerator(atPath: path) else {
            return ([], [problem(path, "cannot list the folder")])
        }
        var found: [String] = []
        var problems: [Diagnostic] = []
        while let relative = enumerator.nextObject() as? String {
            let full = prefix + relative
            if enumerator.fileAttributes?[.type] as? FileAttributeType == .typeDirectory {
                if let folder = unlistable(full) { problems.append(folder) }
            } else if relative.hasSuffix(".jsonl") {
                found.append(full)
            }
        }
        if found.isEmpty, problems.isEmpty {
            problems.append(problem(path, "no recordings (*.jsonl) in this folder"))
        }
        return (found.sorted(), problems.sorted { $0.path < $1.path })
    }
}
