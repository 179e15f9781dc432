/// Where commands write: standard output for results, standard error for diagnostics.
package protocol Console {
    /// Writes one line (a newline is added) to standard output.
    mutating func out(_ line: String)
    /// Writes one line (a newline is added) to standard error.
    mutating func err(_ line: String)
    /// Why standard output could not be written (the results are incomplete), if it could not.
    var outputFailure: String? { get }
    /// Shows `text` on standard error as a progress line that the next one replaces, when standard
    /// error is a terminal (empty: clears it). Default: nothing.
    mutating func progress(_ text: String)
}

extension Console {
    package var outputFailure: String? { nil }
    package mutating func progress(_ text: String) {}
}
