import Foundation
import Testing

/// The README points into the DocC articles, and the articles point at one another: every link of
/// the package's Markdown must go somewhere, as GitHub and DocC follow it.
@Suite("documentation links")
struct DocumentationLinkTests {
    /// README.md, the recordings' documents and every DocC article (paths from the package root).
    static let documents: [String] = {
        let sources = PackageRoot.file("Sources")
        let catalogs = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        let articles = catalogs.sorted().flatMap { module -> [String] in
            let catalog = "Sources/\(module)/\(module).docc"
            let files =
                (try? FileManager.default.contentsOfDirectory(atPath: PackageRoot.file(catalog).path)) ?? []
            return files.filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
        }
        return ["README.md", "recordings/FORMAT.md", "recordings/README.md"] + articles
    }()

    /// A link to a file (`Sources/…/Commands.md`, `recordings/FORMAT.md#state-and-state-paths`) names
    /// one that exists, relative to the document, and an anchor names one of its headings as GitHub
    /// spells them.
    @Test(arguments: documents)
    func fileLinksGoToFilesAndHeadingsThatExist(document: String) throws {
        let text = try String(contentsOf: PackageRoot.file(document), encoding: .utf8)
        let folder = (document as NSString).deletingLastPathComponent
        for match in text.matches(of: /\]\(([^)\s<>]+)\)/) {
            let target = String(match.1)
            guard !target.contains("://"), !target.hasPrefix("mailto:") else { continue }
            let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let path =
                parts[0].isEmpty ? document : (folder as NSString).appendingPathComponent(String(parts[0]))
            let normalized = (path as NSString).standardizingPath
            #expect(
                FileManager.default.fileExists(atPath: PackageRoot.file(normalized).path),
                "\(document): the link to \(target) goes to no file")
            if parts.count == 2, normalized.hasSuffix(".md"),
                let linked = try? String(contentsOf: PackageRoot.file(normalized), encoding: .utf8)
            {
                #expect(
                    Self.headings(of: linked).map(Self.gitHubAnchor).contains(String(parts[1])),
                    "\(document): the link to \(target) names no heading of \(normalized)")
            }
        }
    }

    /// A DocC link (`<doc:TimeTravel>`, `<doc:RecordingFormat#State-and-state-paths>`) names an article
    /// of the same catalog (or the format article the documentation build makes from FORMAT.md), and
    /// an anchor one of its headings as DocC spells them.
    @Test(arguments: documents.filter { $0.contains(".docc/") })
    func articleLinksGoToArticlesAndHeadingsThatExist(document: String) throws {
        let text = try String(contentsOf: PackageRoot.file(document), encoding: .utf8)
        let catalog = (document as NSString).deletingLastPathComponent
        for match in text.matches(of: /<doc:([A-Za-z0-9]+)(?:#([^>]+))?>/) {
            let name = String(match.1)
            let file =
                name == "RecordingFormat" && catalog.hasSuffix("ScrollTape.docc")
                ? "recordings/FORMAT.md" : "\(catalog)/\(name).md"
            let linked = try? String(contentsOf: PackageRoot.file(file), encoding: .utf8)
            #expect(linked != nil, "\(document): <doc:\(name)> names no article of \(catalog)")
            if let anchor = match.2, let linked {
                #expect(
                    Self.headings(of: linked).map(Self.doccAnchor).contains(String(anchor)),
                    "\(document): <doc:\(name)#\(anchor)> names no heading of \(file)")
            }
        }
    }

    /// The README keeps to what a newcomer needs on the first day; the rest is in the articles.
    @Test func theReadmeIsShort() throws {
        let lines = try String(contentsOf: PackageRoot.file("README.md"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines <= 600, "README.md has \(lines) lines")
    }

    /// The headings of a Markdown text (`## State and state paths`), outside code blocks.
    static func headings(of text: String) -> [String] {
        var inCode = false
        var found: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inCode.toggle() }
            guard !inCode, let match = line.wholeMatch(of: /#{1,6} (.+)/) else { continue }
            found.append(String(match.1))
        }
        return found
    }

    /// GitHub's anchor of a heading: lower case, punctuation other than hyphens and underscores
    /// dropped, spaces made hyphens.
    static func gitHubAnchor(_ heading: String) -> String {
        String(
            heading.lowercased().compactMap { character -> Character? in
                if character == " " { return "-" }
                return character.isLetter || character.isNumber || character == "-" || character == "_"
                    ? character : nil
            })
    }

    /// DocC's anchor of a heading: its spaces as hyphens, other punctuation dropped (`The app's
    /// code` → `The-apps-code`).
    static func doccAnchor(_ heading: String) -> String {
        String(
            heading.split(separator: " ").joined(separator: "-").filter {
                $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-"
            })
    }
}
