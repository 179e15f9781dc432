import ScrollTape

#if canImport(os)
    import os
#endif

/// How the app reports the app's code's mistakes (an `AppCodeMisuse`: a view or scroll view named
/// by an id the screen does not have, a deceleration's target set where SwiftUI cannot follow it)
/// while it runs that code on its live views (the UIKit bridge, the SwiftUI driver): never a crash
/// in a release build. What the code did besides is applied; the part in error is left out.
package struct MisuseReport {
    /// Takes one mistake.
    package var report: (AppCodeMisuse) -> Void

    package init(_ report: @escaping (AppCodeMisuse) -> Void) {
        self.report = report
    }

    /// A log line (the unified log's fault level where there is one, else standard output), then
    /// `assertionFailure`: a debug build stops at the mistake, a release build goes on.
    package static var logAndAssert: MisuseReport {
        MisuseReport(logAndAssert)
    }

    private static func logAndAssert(_ misuse: AppCodeMisuse) {
        let line = "ScrollTape: " + misuse.message
        #if canImport(os)
            Logger(subsystem: "ScrollTape", category: "app code").fault("\(line, privacy: .public)")
        #else
            print(line)
        #endif
        assertionFailure(line)
    }
}
