#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// SIGINT (Ctrl-C) and SIGTERM caught while a long command runs (`explore`), so that it stops
/// between two steps, says what it did and leaves nothing half written, instead of dying where
/// it stands.
///
/// The handler only records which signal came (a `sig_atomic_t` store, async-signal-safe: no
/// allocation, no lock, no Foundation); the command asks ``signal`` between its steps.
enum Interruption {
    /// Catches SIGINT and SIGTERM until ``restore()`` (`sigaction`, with `SA_RESTART` so a read or
    /// write under way resumes instead of failing with EINTR); forgets a signal caught before.
    static func catchSignals() {
        caughtSignal = 0
        for number in [SIGINT, SIGTERM] { install(number, handler: recordSignal) }
        // A process inherits its parent's blocked signals (Foundation's `Process` starts children
        // with them blocked): unblocked here, on the main thread, which then receives them.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }

    /// The default action again for SIGINT and SIGTERM (a signal now ends the process).
    static func restore() {
        for number in [SIGINT, SIGTERM] { install(number, handler: nil) }
    }

    /// The signal caught since ``catchSignals()``, or nil.
    static var signal: Int32? {
        caughtSignal == 0 ? nil : Int32(caughtSignal)
    }

    /// The exit code of a command a signal stopped: 128 + its number, as a shell reports it
    /// (130 for SIGINT, 143 for SIGTERM).
    static func exitCode(of signal: Int32) -> Int32 {
        128 + signal
    }

    private static func install(_ number: Int32, handler: (@convention(c) (Int32) -> Void)?) {
        var action = sigaction()
        #if canImport(Darwin)
            if let handler {
                action.__sigaction_u.__sa_handler = handler
            } else {
                action.__sigaction_u.__sa_handler = SIG_DFL
            }
        #else
            action.__sigaction_handler.sa_handler = handler ?? SIG_DFL
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        _ = sigaction(number, &action, nil)
    }
}

/// The signal the handler recorded (0: none). Written only by the handler (and reset before it is
/// installed), read between steps.
nonisolated(unsafe) private var caughtSignal: sig_atomic_t = 0

/// The handler: records the signal, nothing else.
private func recordSignal(_ number: Int32) {
    caughtSignal = sig_atomic_t(number)
}
