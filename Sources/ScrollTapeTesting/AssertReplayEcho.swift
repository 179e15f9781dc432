import Foundation
import ScrollTape

/// Whether a failing `assertReplay` under Swift Testing also writes its lines to standard error,
/// at column 1 where CI problem matchers read them (Swift Testing prints an issue's lines
/// indented). By default only in CI (the `CI` environment variable is set, as GitHub Actions,
/// GitLab, Xcode Cloud and most others set it): in a terminal or in Xcode the issue already shows
/// each line, and a second copy was noise. The package's own tests of failing
/// assertions set it for their task.
package enum AssertReplayEcho {
    @TaskLocal package static var toStandardError = isContinuousIntegration

    /// Whether the process runs in CI: `CI` is set to anything but `false` or `0`.
    static var isContinuousIntegration: Bool {
        guard let value = ProcessInfo.processInfo.environment["CI"]?.lowercased() else { return false }
        return !["", "false", "0"].contains(value)
    }
}
