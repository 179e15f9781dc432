import ScrollTapeCore

/// The pictures of a replay made through the app's own code, from a test: what
/// `scrolltape html`, `plot` and `trace` write for the model alone. Everything the code changes
/// (the header's height, the views' frames and alpha, insets, offsets it sets) is drawn.
///
/// ```swift
/// let recording = try Recording(contentsOfFile: "Recordings/profile.jsonl")
/// let code = AppCode(effects: [], delegate: MyScrollCode())
/// try recording.htmlPage(title: "profile", code: code).write(toFile: "profile.html", atomically: true, encoding: .utf8)
/// ```
extension Recording {
    /// The replay as one self-contained HTML page (`scrolltape html`): the screen at any index, a
    /// scrubber, the state and its diff, the violations as links to their events.
    /// - Parameters:
    ///   - title: what the page is called (e.g. the file's name).
    ///   - code: the app's code to replay (`AppCode()`: the built-in behaviours the session names).
    public func htmlPage(title: String, code: AppCode = AppCode()) -> String {
        HTMLPlayer.html(self, title: title, code: code)
    }

    /// The replay's plot as one SVG image (`scrolltape plot`): the offset, the header's height and
    /// the velocity over time, the phases as bands, the violations and marks.
    public func plot(title: String, code: AppCode = AppCode()) -> String {
        PlotSVG.svg(self, title: title, code: code)
    }

    /// The replay as a Chrome / Perfetto trace (`scrolltape trace`), JSON; `name` labels its
    /// process.
    public func trace(name: String, code: AppCode = AppCode()) -> String {
        TraceExport.json(self, name: name, code: code)
    }
}
