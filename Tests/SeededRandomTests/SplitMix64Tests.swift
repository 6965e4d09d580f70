import SeededRandom
import XCTest

/// `--seed` runs, golden shuffles and fuzz campaigns replay only if the generator never changes.
final class SplitMix64Tests: IsolatedTestCase {
    /// SplitMix64's published outputs for seed 0 and 1234567, so a change to the one shared copy shows here first.
    func testThePublishedOutputs() {
        var zero = SplitMix64(seed: 0)
        XCTAssertEqual((0..<3).map { _ in zero.next() }, [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
        var other = SplitMix64(seed: 1_234_567)
        XCTAssertEqual(
            (0..<5).map { _ in other.next() },
            [
                6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423, 4_593_380_528_125_082_431,
                16_408_922_859_458_223_821,
            ])
    }
}

extension SplitMix64Tests {
    /// Bounded draws through the standard library's `random(in:using:)` stay in range and cover it.
    func testBoundedDrawsCoverTheirRange() {
        var random = SplitMix64(seed: 7)
        var seen = Set<Int>()
        for _ in 0..<1_000 {
            let value = Int.random(in: 0...9, using: &random)
            XCTAssertTrue((0...9).contains(value))
            seen.insert(value)
        }
        XCTAssertEqual(seen, Set(0...9))
    }

    /// Two generators from one seed give one sequence; a copy goes on from where it was taken.
    func testTheSameSeedReplays() {
        var a = SplitMix64(seed: 42), b = SplitMix64(seed: 42)
        XCTAssertEqual((0..<100).map { _ in a.next() }, (0..<100).map { _ in b.next() })
        var copy = a
        XCTAssertEqual(copy.next(), a.next())
    }

    /// A text seed is its FNV-1a 64 hash (the published offset basis and prime): "" is the basis
    /// itself, "a" is 0xAF63DC4C8601EC8C (the FNV reference value), so the sequence is fixed everywhere.
    func testATextSeedIsItsFNV1aHash() {
        var empty = SplitMix64(text: "")
        var basis = SplitMix64(seed: 0xCBF2_9CE4_8422_2325)
        XCTAssertEqual(empty.next(), basis.next())
        var a = SplitMix64(text: "a")
        var reference = SplitMix64(seed: 0xAF63_DC4C_8601_EC8C)
        XCTAssertEqual(a.next(), reference.next())
    }
}
