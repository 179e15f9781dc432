import ScrollTapeCore

extension EventType {
    /// How events of this type are read and written: one line per type.
    var format: any EventFormat.Type {
        switch self {
        case .touch: TouchFormat.self
        case .tap: TapFormat.self
        case .scroll: ScrollFormat.self
        case .scrollTo: ScrollToFormat.self
        case .keyboard: KeyboardFormat.self
        case .safeArea: SafeAreaFormat.self
        case .inset: InsetFormat.self
        case .frame: FrameFormat.self
        case .update: UpdateFormat.self
        case .call: CallFormat.self
        case .expect: ExpectFormat.self
        case .observe: ObserveFormat.self
        case .mark: MarkFormat.self
        }
    }
}
