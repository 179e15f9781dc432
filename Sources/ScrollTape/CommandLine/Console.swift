import Foundation

/// Where commands write: standard output for results, standard error for diagnostics.
public protocol Console {
    /// Writes one line (a newline is added) to standard output.
    mutating func out(_ line: String)
    /// Writes one line (a newline is added) to standard error.
    mutating func err(_ line: String)
}

/// The process's standard output and error, written line by line as results arrive.
public struct StandardConsole: Console {
    public init() {}

    public mutating func out(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    public mutating func err(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

/// A console that keeps what was written, for tests and the REPL.
public struct BufferConsole: Console {
    public var stdout = ""
    public var stderr = ""

    public init() {}

    public mutating func out(_ line: String) { stdout += line + "\n" }
    public mutating func err(_ line: String) { stderr += line + "\n" }
}
