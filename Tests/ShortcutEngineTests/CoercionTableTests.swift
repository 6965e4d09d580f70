import Foundation
import XCTest

@testable import ShortcutEngine

/// `Coercion.sources` is the one coercion table: `coerce` and the compiler's static check read
/// it, and these tests hold the converters to it in both directions.
final class CoercionTableTests: IsolatedTestCase {
    /// Values of every type, text in each shape some target accepts.
    let samples: [Value] =
        [
            .nothing, .text(""), .text("12.5"), .text("yes"), .text("2026-11-21"), .text("1:30:00"), .text("{\"a\": 1}"),
            .text("https://example.com"), .text("/tmp/notes.txt"), .text("two words"), .number(.integer(0)),
            .number(.integer(1_795_255_200)), .boolean(true), .date(Date(timeIntervalSince1970: 1_795_255_200)),
            .duration(.integer(90)), .dictionary(ValueDictionary()), .file(FileReference(path: "/tmp/notes.txt")),
            .file(FileReference(path: "/tmp/Photo.JPG")),
            .url("https://example.com"), .url("file:///tmp/notes.txt"),
            .richText(RichText(html: "<p>12.5</p>", text: "12.5")), .richText(RichText(plainText: "yes")),
            .richText(RichText(plainText: "2026-11-21")), .richText(RichText(plainText: "1:30:00")),
            .richText(RichText(plainText: "{\"a\": 1}")), .richText(RichText(plainText: "https://example.com")),
        ] + ["12.5", "yes", "1:30:00", "https://example.com", "/tmp/notes.txt"].map(CoercionTableTests.event)

    /// An event titled `title`, on a date, with one detail: it converts as its title does, and to its
    /// date and details.
    static func event(_ title: String) -> Value {
        .item(
            LibraryItem(
                kind: "Calendar Event", title: title, date: Date(timeIntervalSince1970: 1_795_255_200),
                details: ValueDictionary([("Title", .text(title))]), record: "", source: "Work/event.ics"))
    }
    let targets = ValueType.allCases.filter { $0 != .any && $0 != .list && $0 != .text && $0 != .nothing }

    func testEveryPairTheTableAllowsConvertsForSomeValue() {
        for target in targets {
            // No value is of type image (an image is a file): it is a target only.
            for source in ValueType.allCases
            where source != .any && source != .image && source != target && source.converts(to: target) {
                let candidates = source == .list ? samples.map { Value.list([$0]) } : samples.filter { $0.type == source }
                let converted = candidates.contains { (try? Coercion().coerce($0, to: target)) != nil }
                XCTAssertTrue(converted, "the table says \(source) converts to \(target), but no sample does")
            }
        }
    }

    func testEveryPairTheTableRefusesFailsForEveryValue() {
        for target in targets {
            for value in samples where value.type != target && !value.type.converts(to: target) {
                XCTAssertThrowsError(
                    try Coercion().coerce(value, to: target), "\(value) converted to \(target) against the table")
            }
        }
    }

    func testEveryTypeConvertsToTextListNothingAndAny() {
        for value in samples {
            for target: ValueType in [.text, .list, .nothing, .any] {
                XCTAssertNoThrow(try Coercion().coerce(value, to: target), "\(value) → \(target)")
            }
        }
    }

    func testARefusedPairIsWordedWithTheValueAndTheTarget() {
        XCTAssertThrowsError(try Coercion().coerce(.date(Date(timeIntervalSince1970: 0)), to: .file)) { error in
            XCTAssertEqual((error as? ValueFailure)?.message, "couldn't convert from date to file: 1970-01-01T00:00:00Z")
        }
    }

    func testTheCompilerWarnsOnlyAboutPairsTheTableRefuses() {
        XCTAssertTrue(ValueType.date.isNothingOrConverts(to: .number))
        XCTAssertTrue(ValueType.nothing.isNothingOrConverts(to: .file))
        XCTAssertFalse(ValueType.dictionary.isNothingOrConverts(to: .number))
        XCTAssertFalse(ValueType.date.isNothingOrConverts(to: .file))
    }

    /// Nothing is 0 as a number (issue 11): through `coerce`, so through every number parameter.
    func testNothingIsZeroAsANumber() throws {
        XCTAssertTrue(ValueType.nothing.converts(to: .number))
        XCTAssertEqual(try Coercion().coerce(.nothing, to: .number), .number(.integer(0)))
        XCTAssertEqual(try Coercion().coerce(.list([]), to: .number), .number(.integer(0)))
        XCTAssertThrowsError(try Coercion().coerce(.nothing, to: .date))
    }
}
