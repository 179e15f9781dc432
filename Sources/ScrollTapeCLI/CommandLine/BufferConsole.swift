import ScrollTape

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A console that keeps what was written, for tests and the REPL.
package struct BufferConsole: Console {
    package var stdout = ""
    package var stderr = ""

    package init() {}

    package mutating func out(_ line: String) { stdout += line + "\n" }
    package mutating func err(_ line: String) { stderr += line + "\n" }
}
