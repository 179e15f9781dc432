import Testing

@testable import ScrollTapeCore

@Suite struct SpellingTests {
    @Test(arguments: [
        ("tolerance", "tolerance", 0),
        ("tolerence", "tolerance", 1),
        ("tpye", "type", 1),
        ("hieght", "height", 1),
        ("ca", "abc", 3),
        ("Type", "type", 1),
        ("", "seq", 3),
        ("label", "", 5),
        ("kitten", "sitting", 3),
        ("café", "cafe", 1),
    ])
    func editDistanceCountsTranspositionsAsOneEdit(_ a: String, _ b: String, _ distance: Int) {
        #expect(Spelling.editDistance(a, b) == distance)
        #expect(Spelling.editDistance(b, a) == distance)
    }

    @Test(arguments: [
        ("tolerence", ["that", "tolerance", "hit"], ["tolerance"]),
        ("additionalSafeAreaa", ["inset", "additionalSafeArea"], ["additionalSafeArea"]),
        ("dz", ["x", "y", "dx", "dy"], ["dx", "dy"]),
        ("ids", ["phase", "id", "x", "y"], ["id"]),
        ("minHeigth", ["minHeight", "maxHeight"], ["minHeight"]),
        // Nothing close enough: more than one edit per three characters…
        ("force", ["type", "t", "seq", "phase", "id", "x", "y"], []),
        ("colour", ["control", "alpha"], []),
        // …or as many edits as the candidate has characters.
        ("z", ["x", "y", "t"], []),
        ("tt", ["t"], []),
        // A name that is a candidate has no suggestion.
        ("id", ["id", "ids"], []),
    ])
    func closeMatchesAreTheNearestNamesWithinTheLimit(
        _ word: String, _ candidates: [String], _ matches: [String]
    ) {
        #expect(Spelling.closeMatches(for: word, among: candidates) == matches)
    }

    @Test func didYouMeanQuotesEachMatch() {
        #expect(Spelling.didYouMean("tolerence", among: ["tolerance"]) == "did you mean 'tolerance'?")
        #expect(Spelling.didYouMean("dz", among: ["dx", "dy"]) == "did you mean 'dx' or 'dy'?")
        #expect(Spelling.didYouMean("force", among: ["phase"]) == nil)
    }
}
