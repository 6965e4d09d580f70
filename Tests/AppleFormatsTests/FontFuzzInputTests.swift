import FormatsFuzzing
import Images
import XCTest

/// The font reader's generated fuzz inputs reach the limits they are built for, each refused
/// by its full message, and a well-formed generated font draws.
final class FontFuzzInputTests: IsolatedTestCase {
    func outcome(_ family: StructuredInputs.Family, variant: Int, scale: Int = 1_000) -> String {
        let bytes = StructuredInputs.input(for: .font, family: family, variant: variant, scale: scale)
        do {
            let faces = try FontFile.faces(bytes)
            for face in faces { for glyph in 0..<face.glyphCount { _ = try face.outline(of: glyph) } }
            return "read \(faces.count) face(s) of \(faces.first?.glyphCount ?? 0) glyphs"
        } catch { return "\(error)" }
    }

    func testGeneratedFontsMeetTheirLimits() {
        // The innermost glyph reached is named: glyph 1 → 2 → … → 9 (eight levels), or glyph 1 nine times.
        XCTAssertEqual(outcome(.deepNesting, variant: 0), "font: glyph 9's composite nesting is more than 8")
        XCTAssertEqual(outcome(.deepNesting, variant: 1), "font: glyph 1's composite nesting is more than 8")
        XCTAssertEqual(outcome(.sharedReferences, variant: 0), "font: glyph 1's component count is more than 256")
        // 16 components of glyph 1, itself 16 squares: 272 in all.
        XCTAssertEqual(outcome(.sharedReferences, variant: 0, scale: 16), "font: glyph 1's component count is more than 256")
        XCTAssertEqual(outcome(.hugeCounts, variant: 0), "font: the collection's face count is more than 64")
        XCTAssertEqual(outcome(.hugeCounts, variant: 1), "font: the data ends early (the table directory of 65535 tables)")
        XCTAssertEqual(outcome(.hugeCounts, variant: 2), "font: the data ends early (glyph 0's 65535 point flags)")
    }

    func testOurTestFontsAreReadWhole() throws {
        let fixtures = FuzzTests.packageRoot.appendingPathComponent("Tests/ImagesTests/Fixtures")
        let seeds = try FontFuzzInputs.seeds(fixtures: fixtures, maxSize: 1 << 20)
        XCTAssertEqual(seeds.map(\.name), ["ShortcutEngineTest-CFF.otf", "ShortcutEngineTest.ttc", "ShortcutEngineTest.ttf"])
        XCTAssertEqual(
            seeds.map { "\(FuzzTarget.font.feed($0.bytes))" }, ["rejected", "accepted", "accepted"])
    }
}
