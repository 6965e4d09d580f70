import XCTest

@testable import Images

/// Lines: wrapping, clipping, truncation, alignment, fallback fonts, with the test font at
/// 10 px per em (H, T, O, C 5 px wide, a space 2.5 px, "." 1.5 px, "…" 4.5 px).
final class TextLayoutTests: IsolatedTestCase {
    func layout(
        _ text: String, width: Double?, _ lineBreak: TextStyle.LineBreak = .wrapWords, maxLines: Int? = nil,
        alignment: TextStyle.Alignment = .left
    ) throws -> TextLayout {
        let style = TextStyle(
            fonts: [try FontTests.testFont()], size: 10, alignment: alignment, lineBreak: lineBreak, maxLines: maxLines)
        return TextLayout(text, style: style, width: width)
    }

    func testLineBreaksSplitParagraphsAndMetricsSetTheLineHeight() throws {
        let set = try layout("HO\r\nC\rT\nO", width: nil)
        XCTAssertEqual(set.lines.map(\.text), ["HO", "C", "T", "O"])
        XCTAssertEqual(set.style.lineHeight, 12)
        XCTAssertEqual(set.style.ascent, 8)
        XCTAssertEqual(set.height, 48)
        XCTAssertEqual(set.width, 10)
    }

    func testKerningMovesTheNextGlyph() throws {
        let set = try layout("HTO", width: nil)
        XCTAssertEqual(set.lines[0].glyphs.map(\.x), [0, 4, 9])
        XCTAssertEqual(set.width, 14)
    }

    func testWrapWordsBreaksAfterSpacesAndWrapCharactersAnywhere() throws {
        XCTAssertEqual(try layout("HO CO TO", width: 13).lines.map(\.text), ["HO ", "CO ", "TO"])
        XCTAssertEqual(try layout("HO CO TO", width: 28).lines.map(\.text), ["HO CO ", "TO"])
        XCTAssertEqual(try layout("HOCOTO", width: 13).lines.map(\.text), ["HO", "CO", "TO"])
        XCTAssertEqual(try layout("HO CO", width: 13, .wrapCharacters).lines.map(\.text), ["HO ", "CO"])
        XCTAssertEqual(try layout("HOC OT", width: 13, .wrapCharacters).lines.map(\.text), ["HO", "C O", "T"])
        XCTAssertEqual(try layout("HO CO TO", width: 1).lines.map(\.text), ["H", "O ", "C", "O ", "T", "O"])
    }

    func testClipKeepsTheWholeLine() throws {
        XCTAssertEqual(try layout("HO CO TO", width: 13, .clip).lines.map(\.text), ["HO CO TO"])
    }

    func testTruncationReplacesTheHeadTailOrMiddle() throws {
        XCTAssertEqual(try layout("HOCOHO", width: 20, .truncateTail).lines.map(\.text), ["HOC\u{2026}"])
        XCTAssertEqual(try layout("HOCOHO", width: 20, .truncateHead).lines.map(\.text), ["\u{2026}OHO"])
        XCTAssertEqual(try layout("HOCOHO", width: 20, .truncateMiddle).lines.map(\.text), ["HO\u{2026}O"])
        XCTAssertEqual(try layout("HOCOHO", width: 1, .truncateTail).lines.map(\.text), ["\u{2026}"])
        XCTAssertEqual(try layout("HOC", width: 20, .truncateTail).lines.map(\.text), ["HOC"])
        // A 100,000-character line is cut in one pass (a quadratic cut took minutes).
        let long = try layout(String(repeating: "HO", count: 50_000), width: 20, .truncateMiddle)
        XCTAssertEqual(long.lines.map(\.text), ["HO\u{2026}O"])
    }

    func testLineLimitKeepsTheFirstLines() throws {
        XCTAssertEqual(try layout("HO CO TO", width: 13, maxLines: 2).lines.map(\.text), ["HO ", "CO "])
        XCTAssertEqual(try layout("H\nO\nC", width: nil, maxLines: 1).lines.map(\.text), ["H"])
    }

    func testAlignmentPlacesLinesInTheBox() throws {
        func starts(_ alignment: TextStyle.Alignment) throws -> [[Double]] {
            let set = try layout("HO CO TO", width: 28, alignment: alignment)
            return set.lines.map { PixelBuffer.positions($0, style: set.style, width: 30) }
        }
        XCTAssertEqual(try starts(.left), [[0, 5, 10, 12.5, 17.5, 22.5], [0, 5]])
        XCTAssertEqual(try starts(.right), [[7.5, 12.5, 17.5, 20, 25, 30], [20, 25]])
        XCTAssertEqual(try starts(.center), [[3.75, 8.75, 13.75, 16.25, 21.25, 26.25], [10, 15]])
        // Justified: the 7.5 px left over goes into the one space inside the line; the last line stays left.
        XCTAssertEqual(try starts(.justified), [[0, 5, 10, 20, 25, 30], [0, 5]])
    }

    func testMissingCharactersFallBackThenUseNotdef() throws {
        let font = try FontTests.testFont()
        let basicPlane = try FontTests.basicPlaneFont()
        let style = TextStyle(fonts: [basicPlane, font], size: 10)
        let set = TextLayout("Hx\u{1F600}", style: style, width: nil)
        XCTAssertEqual(set.lines[0].glyphs.map(\.font), [0, 0, 1])
        XCTAssertEqual(set.lines[0].glyphs.map(\.glyph), [2, 0, 8])
        XCTAssertEqual(set.width, 15)
    }
}
