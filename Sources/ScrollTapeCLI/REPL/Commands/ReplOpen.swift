import Foundation
import ScrollTape
import ScrollTapePictures

/// `open`: writes the recording's HTML page (`scrolltape html`) and prints its address at the
/// current index, to open in a browser.
struct ReplOpen: ReplCommand {
    static let spec = CommandSpec(
        "open", abstract: "write the HTML page of the recording and print its address at this index")

    init(_ arguments: ParsedArguments) {}

    func run(in session: inout ReplSession) throws(ReplError) -> [String] {
        let file = URL(fileURLWithPath: session.file.path)
        let page = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scrolltape-\(file.deletingPathExtension().lastPathComponent).html")
        let html = HTMLPlayer.html(session.file.recording, title: file.lastPathComponent)
        do throws(Diagnostic) {
            try RecordingText.write(html, to: page.path, purpose: "the page")
        } catch {
            throw ReplError(error.message)
        }
        return ["\(page.absoluteString)#index=\(session.index)"]
    }
}
