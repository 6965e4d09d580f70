import XCTest

@testable import ShortcutActions
@testable import ShortcutEngine

/// Get Name of Emoji: Unicode character names of the emoji in a text.
final class EmojiNameTests: IsolatedTestCase {
    func testNamesOfSingleSequenceAndFlagEmoji() throws {
        XCTAssertEqual(try runAction("getnameofemoji", input: "😀"), "grinning face")
        XCTAssertEqual(
            try runAction("getnameofemoji", input: "I ❤️ 🍕 and 👍🏽 in 🇬🇧 with 👨‍👩‍👧"),
            .list([
                "heavy black heart", "slice of pizza", "thumbs up sign, emoji modifier fitzpatrick type-4", "flag: GB",
                "man, woman, girl",
            ]))
        XCTAssertEqual(try runAction("getnameofemoji", "{\"WFInput\": \"1️⃣\"}"), "digit one, combining enclosing keycap")
    }

    func testTextWithoutEmojiGivesNothing() throws {
        XCTAssertEqual(try runAction("getnameofemoji", input: "plain text, 1 # * © ®"), .nothing)
        XCTAssertEqual(try runAction("getnameofemoji", input: .number(7)), .nothing)
    }
}
