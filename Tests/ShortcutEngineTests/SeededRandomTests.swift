import XCTest

@testable import ShortcutEngine

/// `--seed` runs, golden shuffles and fuzz campaigns replay only if the generator never changes.
final class SeededRandomTests: IsolatedTestCase {
    /// SplitMix64's published outputs for seed 0 and 1234567, so a change to the one shared copy shows here first.
    func testSeededRandomIsSplitMix64() {
        var zero = SeededRandom(seed: 0)
        XCTAssertEqual((0..<3).map { _ in zero.next() }, [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
        var other = SeededRandom(seed: 1_234_567)
        XCTAssertEqual(
            (0..<5).map { _ in other.next() },
            [
                6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423, 4_593_380_528_125_082_431,
                16_408_922_859_458_223_821,
            ])
    }
}
