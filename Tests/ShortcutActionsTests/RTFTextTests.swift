import Foundation
import XCTest

@testable import ShortcutActions
@testable import ShortcutEngine

/// Get File of Type's Rich Text (`public.rtf`, Apple's default type in Shortcuts 10.0's registry).
final class RTFTextTests: IsolatedTestCase {
    func testTextBecomesAnRTFDocument() {
        XCTAssertEqual(
            RTFText.document("a{b}\\c\tx\r\né€😀\nend"),
            "{\\rtf1\\ansi\\ansicpg1252\\deff0{\\fonttbl{\\f0\\fswiss Helvetica;}}\\f0\\fs24 a\\{b\\}\\\\c\\tab x\\par\n\\u233?\\u8364?\\u-10179?\\u-8704?\\par\nend}"
        )
    }

    /// Without a type, Get File of Type makes Rich Text, as Apple's default does.
    func testGetFileOfTypeWithoutATypeIsRichText() throws {
        let file = try runAction("gettypeaction", input: "hi")
        guard case .named(let item) = file else { return XCTFail("\(file)") }
        XCTAssertEqual(item.name, "Text.rtf")
        XCTAssertEqual(item.value, .text("{\\rtf1\\ansi\\ansicpg1252\\deff0{\\fonttbl{\\f0\\fswiss Helvetica;}}\\f0\\fs24 hi}"))
    }
}
