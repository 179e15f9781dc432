import ScrollTape

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A console that keeps what was written, for tests and the REPL.
public struct BufferConsole: Console {
    public var stdout = ""
    public var stderr = ""

    public init() {}

    public mutating func out(_ line: String) { stdout += line + "\n" }
    public mutating func err(_ line: String) { stderr += line + "\n" }
}
