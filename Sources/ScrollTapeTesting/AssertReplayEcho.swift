import Foundation
import ScrollTape

/// Whether a failing `assertReplay` also writes its lines to standard error, where problem
/// matchers read them: yes, unless the package's own tests of failing assertions turn it off
/// for their task, so that a passing `swift test` prints no `error:` line.
package enum AssertReplayEcho {
    @TaskLocal package static var toStandardError = true
}
