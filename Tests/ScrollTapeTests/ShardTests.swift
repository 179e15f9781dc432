import Testing

@testable import ScrollTape
@testable import ScrollTapeCLI
@testable import ScrollTapeExplorer

/// `Shard`: `check --shard I/N`'s slices of the sorted recordings.
struct ShardTests {
    @Test(arguments: ["1/1", "1/4", "4/4", "12/40"])
    func readsIOfN(text: String) throws {
        let shard = try #require(Shard(text))
        #expect(shard.description == text)
    }

    @Test(arguments: ["0/4", "5/4", "1/0", "-1/2", "1/-2", "1", "1/2/3", "/2", "1/", "a/2", " 1/2", ""])
    func rejectsAnythingElse(text: String) {
        #expect(Shard(text) == nil)
    }

    @Test(arguments: 0...12)
    func theSlicesCoverTheListInOrderWithLengthsThatDifferByAtMostOne(items: Int) throws {
        let list = Array(0..<items)
        for count in 1...5 {
            let slices = try (1...count).map { try #require(Shard("\($0)/\(count)")).slice(of: list) }
            #expect(slices.flatMap { $0 } == list)
            let lengths = slices.map(\.count)
            #expect(lengths.max()! - lengths.min()! <= 1)
        }
    }
}
