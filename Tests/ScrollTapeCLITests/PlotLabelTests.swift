import Foundation
import Testing

/// `scrolltape plot`'s labels, measured where a browser draws them: no two texts of a plot cover
/// each other, for every bundled recording and for a recording whose name is long.
@Suite("scrolltape plot labels, in headless Chromium", .enabled(if: Chromium.path != nil, "needs chromium"))
struct PlotLabelTests {
    /// Every `<text>` box of every plot, compared pairwise by the page's own script, which writes
    /// the overlapping pairs into the page.
    static let script = """
        <script>
        const overlaps = [];
        document.querySelectorAll("div[data-name]").forEach(plot => {
          const boxes = Array.from(plot.querySelectorAll("text"))
            .map(text => ({ text: text.textContent, r: text.getBoundingClientRect() }))
            .filter(box => box.r.width > 0 && box.r.height > 0);
          for (let a = 0; a < boxes.length; a++) {
            for (let b = a + 1; b < boxes.length; b++) {
              const p = boxes[a].r, q = boxes[b].r;
              if (p.left < q.right - 1 && q.left < p.right - 1 && p.top < q.bottom - 1 && q.top < p.bottom - 1)
                overlaps.push(plot.dataset.name + ": '" + boxes[a].text + "' / '" + boxes[b].text + "'");
            }
          }
        });
        document.body.setAttribute("data-overlaps", JSON.stringify(overlaps));
        </script>
        """

    @Test func noTwoLabelsOfAPlotOverlap() throws {
        try TemporaryDirectory.with { folder in
            let recordings =
                try FileManager.default.contentsOfDirectory(atPath: PackageRoot.file("recordings").path)
                .filter { $0.hasSuffix(".jsonl") }.map { "recordings/" + $0 }
                + FileManager.default.contentsOfDirectory(
                    atPath: PackageRoot.file("recordings/known-bad").path
                )
                .filter { $0.hasSuffix(".jsonl") }.map { "recordings/known-bad/" + $0 }
            // A name longer than the plot is wide, as a CI job's generated names can be.
            let long = folder.url.appendingPathComponent(
                "a-recording-whose-name-is-longer-than-the-plot-is-wide-because-a-ci-job-named-it-after-"
                    + "its-branch-its-device-and-its-screen-iphone11-collapsing-header.jsonl")
            try FileManager.default.copyItem(
                at: PackageRoot.file("recordings/iphone11-collapsing-header.jsonl"), to: long)
            var body = ""
            for path in recordings.sorted() + [long.path] {
                let svg = folder.url.appendingPathComponent("plot-\(body.count).svg")
                let result = try run(["plot", path, "-o", svg.path])
                #expect(result.status == 0, "\(path): \(result.stderr)")
                let name = URL(fileURLWithPath: path).lastPathComponent
                body +=
                    "<div data-name=\"\(name)\">" + (try String(contentsOf: svg, encoding: .utf8))
                    + "</div>\n"
            }
            let page = try folder.write(
                "plots.html", "<!doctype html><html><body>\(body)\(Self.script)</body></html>")
            let dom = try Chromium.dumpDOM(page.absoluteString)
            let found = try #require(dom.firstMatch(of: /data-overlaps="([^"]*)"/)).output.1
            #expect(found == "[]")
        }
    }
}
