import XCTest

@testable import Images

/// Each structural check of the font reader by its full message: the test font with one field
/// changed (offsets from the OpenType spec's table layouts).
final class FontDamageTests: IsolatedTestCase {
    /// The test font with `bytes` written at `offset` inside the table `tag`.
    func damaged(_ tag: String, at offset: Int, _ bytes: [UInt8]) throws -> [UInt8] {
        var font = [UInt8](try Fixtures.data("fonts/ShortcutEngineTest.ttf"))
        let table = try XCTUnwrap(FontFile.tables(FontBytes(bytes: font), at: 0).1[tag])
        font.replaceSubrange(table.lowerBound + offset..<table.lowerBound + offset + bytes.count, with: bytes)
        return font
    }

    func refusal(_ tag: String, at offset: Int, _ bytes: [UInt8]) throws -> String {
        let font = try damaged(tag, at: offset, bytes)
        return message { _ = try FontFile.faces(font) }
    }

    func testEachDamageIsNamed() throws {
        XCTAssertEqual(try refusal("head", at: 18, [0, 0]), "font: unitsPerEm is 0, not 16 to 16,384")
        XCTAssertEqual(try refusal("maxp", at: 4, [0, 0]), "font: the font has no glyph")
        XCTAssertEqual(try refusal("hhea", at: 34, [0, 0]), "font: hhea.numberOfHMetrics is 0")
        // loca (short offsets ÷ 2): glyph 2 starting at 0, before glyph 1 (after glyph 0's frame).
        XCTAssertEqual(try refusal("loca", at: 4, [0, 0]), "font: the 'loca' offset of glyph 2 goes backwards")
        XCTAssertEqual(
            try refusal("loca", at: 18, [0xFF, 0xFF]), "font: the 'loca' table points past the end of the 'glyf' table")
        // Both encoding records' platform made 7 (none Unicode).
        let noUnicode = try damaged("cmap", at: 4, [0, 7])
        let both = try XCTUnwrap(FontFile.tables(FontBytes(bytes: noUnicode), at: 0).1["cmap"])
        var none = noUnicode
        none[both.lowerBound + 13] = 7
        XCTAssertEqual(
            message { _ = try FontFile.faces(none) }, "font: the 'cmap' table has no Unicode subtable in format 4 or 12")
        XCTAssertEqual(
            try refusal("cmap", at: 2, [0xFF, 0xFF]), "font: the data ends early (the 'cmap' table's 65535 encodings)")
        let collection = [UInt8]("ttcf".utf8) + [0, 1, 0, 0, 0, 0, 0, 0]
        XCTAssertEqual(message { _ = try FontFile.faces(collection) }, "font: the collection holds no face")
    }

    func testDamagedGlyphsAreNamedWhenDrawn() throws {
        // Glyph 2 (the square) is glyph data 2 in glyf: make its second contour end before its first.
        let font = [UInt8](try Fixtures.data("fonts/ShortcutEngineTest.ttf"))
        let face = try XCTUnwrap(FontFile.faces(font).first)
        let square = face.glyf.lowerBound + face.locations[2]
        var twoContours = font
        twoContours.replaceSubrange(square..<square + 2, with: [0, 2])
        let broken = try XCTUnwrap(FontFile.faces(twoContours).first)
        XCTAssertEqual(message { _ = try broken.outline(of: 2) }, "font: glyph 2's contour end points go backwards")
        var cut = font
        cut.replaceSubrange(square..<square + 2, with: [0x7F, 0xFF])
        let truncated = try XCTUnwrap(FontFile.faces(cut).first)
        XCTAssertEqual(message { _ = try truncated.outline(of: 2) }, "font: the data ends early (glyph 2's contour ends)")
    }
}
