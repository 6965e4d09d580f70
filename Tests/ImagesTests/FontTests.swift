import XCTest

@testable import Images

/// The TrueType reader on our own test fonts (`scripts/make-test-font.py`): the numbers below are
/// the ones that script writes.
final class FontTests: IsolatedTestCase {
    static func testFont() throws -> Font {
        let faces = try FontFile.faces([UInt8](try Fixtures.data("fonts/ShortcutEngineTest.ttf")))
        return try XCTUnwrap(faces.first)
    }

    func testMetricsAndNames() throws {
        let font = try Self.testFont()
        XCTAssertEqual(font.unitsPerEm, 1000)
        XCTAssertEqual([font.ascender, font.descender, font.lineGap], [800, -200, 200])
        XCTAssertEqual(font.glyphCount, 9)
        XCTAssertEqual(
            font.names,
            FontNames(
                family: "ShortcutEngine Test", full: "ShortcutEngine Test Regular", postScript: "ShortcutEngineTest-Regular"))
        XCTAssertTrue(font.names.matches("shortcutengine test"))
        XCTAssertTrue(font.names.matches("ShortcutEngineTest-Regular"))
        XCTAssertFalse(font.names.matches("ShortcutEngine"))
    }

    func testCharacterMapPrefersFormat12AndReachesPastTheBMP() throws {
        let font = try Self.testFont()
        XCTAssertEqual(
            ["H", "T", "O", "C", ".", "\u{2026}", "\u{1F600}", " "].map { font.glyph(for: $0) }, [2, 3, 4, 5, 6, 7, 8, 1])
        XCTAssertEqual(font.glyph(for: "x"), 0)
        XCTAssertFalse(font.has("x"))
        XCTAssertEqual([0, 1, 2, 6, 7, 99].map { font.advance(of: $0) }, [500, 250, 500, 150, 450, 500])
        XCTAssertEqual(font.kerning(2, 3), -100)
        XCTAssertEqual(font.kerning(3, 2), 0)
    }

    /// The test font with its (3,10) format-12 record turned into an unrelated platform (7):
    /// only format 4, the Basic Multilingual Plane, is left.
    static func basicPlaneFont() throws -> Font {
        var bytes = [UInt8](try Fixtures.data("fonts/ShortcutEngineTest.ttf"))
        let cmap = try XCTUnwrap(FontFile.tables(FontBytes(bytes: bytes), at: 0).1["cmap"])
        bytes[cmap.lowerBound + 12] = 0
        bytes[cmap.lowerBound + 13] = 7
        return try XCTUnwrap(FontFile.faces(bytes).first)
    }

    func testFormat4AloneMapsTheBasicPlane() throws {
        let font = try Self.basicPlaneFont()
        XCTAssertEqual(font.glyph(for: "T"), 3)
        XCTAssertEqual(font.glyph(for: "\u{2026}"), 7)
        XCTAssertEqual(font.glyph(for: "\u{1F600}"), 0)
    }

    func testSimpleGlyphsDecodeTheirPoints() throws {
        let font = try Self.testFont()
        let square = try font.outline(of: 2)
        XCTAssertEqual(square.contours.map { $0.map { [$0.x, $0.y] } }, [[[0, 0], [0, 500], [500, 500], [500, 0]]])
        XCTAssertEqual(try font.outline(of: 4).contours.first?.map(\.onCurve), [false, false, false, false])
        XCTAssertEqual(try font.outline(of: 0).contours.count, 2)
        XCTAssertEqual(try font.outline(of: 1).contours, [])
    }

    func testCompositeGlyphPlacesScaledComponents() throws {
        let composite = try Self.testFont().outline(of: 5)
        XCTAssertEqual(
            composite.contours.map { $0.map { [$0.x, $0.y] } },
            [[[0, 0], [0, 250], [250, 250], [250, 0]], [[125, 125], [125, 375], [375, 375], [375, 125]]])
    }

    func testCollectionHasBothFaces() throws {
        let faces = try FontFile.faces([UInt8](try Fixtures.data("fonts/ShortcutEngineTest.ttc")))
        XCTAssertEqual(faces.map(\.names.postScript), ["ShortcutEngineTest-Regular", "ShortcutEngineTest-Bold"])
        XCTAssertEqual(faces.map { $0.glyph(for: "O") }, [4, 4])
    }

    func testErrorsAreWorded() throws {
        let cff = [UInt8](try Fixtures.data("fonts/ShortcutEngineTest-CFF.otf"))
        XCTAssertEqual(
            message { _ = try FontFile.faces(cff) }, "font: CFF outlines are not read here (only TrueType 'glyf' outlines)")
        XCTAssertEqual(
            message { _ = try FontFile.faces(Array("GIF89a and more".utf8)) },
            "not a TrueType or OpenType font (first bytes: 47 49 46 38)")
        XCTAssertEqual(message { _ = try FontFile.faces([]) }, "not a TrueType or OpenType font (first bytes: none)")
        let font = [UInt8](try Fixtures.data("fonts/ShortcutEngineTest.ttf"))
        XCTAssertEqual(
            message { _ = try FontFile.faces(Array(font.prefix(100))) },
            "font: the data ends early (the table directory of 9 tables)")
        var noHead = font
        noHead.replaceSubrange(12 + 2 * 16..<12 + 2 * 16 + 4, with: Array("heaX".utf8))
        XCTAssertEqual(message { _ = try FontFile.faces(noHead) }, "font: the 'head' table is missing")
        let small = FontLimits(
            maxFileBytes: 500, maxFaces: 1, maxGlyphPoints: 4, maxCompositeDepth: 0, maxComponents: 1, maxFolderFiles: 1,
            maxFolderDepth: 0)
        XCTAssertEqual(message { _ = try FontFile.faces(font, limits: small) }, "font: the file's size in bytes is more than 500")
        let ttc = [UInt8](try Fixtures.data("fonts/ShortcutEngineTest.ttc"))
        var tight = small
        tight.maxFileBytes = 10_000
        XCTAssertEqual(message { _ = try FontFile.faces(ttc, limits: tight) }, "font: the collection's face count is more than 1")
        tight.maxFaces = 2
        let face = try XCTUnwrap(FontFile.faces(font, limits: tight).first)
        XCTAssertEqual(message { _ = try face.outline(of: 5) }, "font: glyph 5's composite nesting is more than 0")
        XCTAssertEqual(message { _ = try face.outline(of: 0) }, "font: glyph 0's point count is more than 4")
        XCTAssertEqual(message { _ = try face.outline(of: 9) }, "font: glyph 9 is not in the font")
        XCTAssertEqual(
            "\(FontError.noFonts(folders: ["/a", "/b"]))", "no TrueType font was found (none in /a, /b)")
    }
}
