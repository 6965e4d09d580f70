import Foundation
import XCTest

@testable import ShortcutActions
@testable import ShortcutEngine

/// Filter Files' condition table (`conditions`, `match`): Apple's rows on names, extensions,
/// sizes and dates, joined by All or Any, on the test host's clock (2026-11-21T10:00:00Z).
final class FilterFilesTableTests: IsolatedTestCase {
    let now = Date(timeIntervalSince1970: 1_795_255_200)
    let names = ["a.jpg", "b.PNG", "notes.txt", "big.log", "old.md"]

    /// A sandbox with five files: sizes from their contents, modification dates from `daysAgo`.
    func sandbox() throws -> Sandbox {
        let box = Sandbox()
        box.make(names, contents: ["big.log": String(repeating: "x", count: 3_000), "notes.txt": "hello"])
        let daysAgo = ["a.jpg": 0.1, "b.PNG": 2, "notes.txt": 5, "big.log": 40, "old.md": 400]
        for (name, days) in daysAgo {
            try FileManager.default.setAttributes(
                [.modificationDate: now.addingTimeInterval(-days * 86_400)], ofItemAtPath: box.root + "/" + name)
        }
        return box
    }

    func kept(_ box: Sandbox, _ table: String, match: String = "All") throws -> [String] {
        let files = "[" + names.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        return box.paths(try box.run("filter.files", "{\"files\": \(files), \"match\": \"\(match)\", \"conditions\": \(table)}"))
    }

    func testTextConditionsCompareInAnyCase() throws {
        let box = try sandbox()
        XCTAssertEqual(
            try kept(
                box,
                #"[{"property": "File Extension", "condition": "is", "value": "jpg"}, {"property": "File Extension", "condition": "is", "value": "png"}]"#,
                match: "Any"),
            ["a.jpg", "b.PNG"])
        XCTAssertEqual(
            try kept(
                box,
                #"[{"property": "Name", "condition": "is not", "value": "A.JPG"}, {"property": "Name", "condition": "is not", "value": "old.md"}]"#
            ),
            ["b.PNG", "notes.txt", "big.log"])
        XCTAssertEqual(try kept(box, #"[{"property": "Name", "condition": "begins with", "value": "NO"}]"#), ["notes.txt"])
        XCTAssertEqual(
            try kept(box, #"[{"property": "Extension", "condition": "does not contain", "value": "g"}]"#),
            ["notes.txt", "old.md"])
    }

    func testDateConditionsUseTheRunsClock() throws {
        let box = try sandbox()
        XCTAssertEqual(
            try kept(box, #"[{"property": "Last Modified Date", "condition": "is in the last", "amount": 3, "unit": "days"}]"#),
            ["a.jpg", "b.PNG"])
        XCTAssertEqual(
            try kept(box, #"[{"property": "Last Modified Date", "condition": "is in the last", "amount": 2, "unit": "months"}]"#),
            ["a.jpg", "b.PNG", "notes.txt", "big.log"])
        XCTAssertEqual(try kept(box, #"[{"property": "Last Modified Date", "condition": "is today"}]"#), ["a.jpg"])
        XCTAssertEqual(
            try kept(box, #"[{"property": "Last Modified Date", "condition": "is less than", "value": "2026-10-15"}]"#),
            ["big.log", "old.md"])
        XCTAssertEqual(
            try kept(
                box,
                #"[{"property": "Last Modified Date", "condition": "is between", "value": "2025-11-01", "upper": "2026-11-18"}]"#),
            ["notes.txt", "big.log"])
    }

    func testSizeConditionsTakeBytesOrMeasurements() throws {
        let box = try sandbox()
        XCTAssertEqual(
            try kept(box, #"[{"property": "File Size", "condition": "is greater than", "value": "2 KB"}]"#), ["big.log"])
        XCTAssertEqual(
            try kept(box, #"[{"property": "File Size", "condition": "is less than or equal to", "value": 5}]"#).contains(
                "notes.txt"), true)
        XCTAssertEqual(
            try kept(
                box,
                #"[{"property": "File Size", "condition": "is greater than", "value": "2 KB"}, {"property": "Name", "condition": "is", "value": "notes.txt"}]"#,
                match: "Any"),
            ["notes.txt", "big.log"])
    }

    func testABadRowIsNamed() throws {
        let box = try sandbox()
        let files = #"["a.jpg"]"#
        XCTAssertEqual(
            box.failure(
                "filter.files",
                #"{"files": \#(files), "conditions": [{"property": "Colour", "condition": "is", "value": "red"}]}"#),
            "t.json:1:104: error: action 1 'Filter Files' (filter.files), parameter 'conditions': condition 1: 'Colour' is not a file property\nhint: use one of 'Name', 'File Extension', 'File Size', 'Creation Date', 'Last Modified Date'"
        )
        XCTAssertEqual(
            box.failure("filter.files", #"{"files": \#(files), "conditions": [{"property": "Name", "value": "a"}]}"#),
            "t.json:1:104: error: action 1 'Filter Files' (filter.files), parameter 'conditions': condition 1 has no 'condition'\nhint: add \"condition\" to the condition"
        )
        XCTAssertEqual(
            box.failure("filter.files", #"{"files": \#(files), "conditions": ["Name is a"]}"#),
            "t.json:1:104: error: action 1 'Filter Files' (filter.files), parameter 'conditions': condition 1 is a text, not a dictionary with property, condition and value\nhint: write each condition as {\"property\": \"Name\", \"condition\": \"is\", \"value\": \"notes.txt\"}"
        )
        XCTAssertEqual(
            box.failure(
                "filter.files",
                #"{"files": \#(files), "conditions": [{"property": "File Size", "condition": "is between", "value": 1}]}"#),
            "t.json:1:104: error: action 1 'Filter Files' (filter.files), parameter 'conditions': condition 1 has no 'upper'\nhint: 'is between' needs \"upper\""
        )
        XCTAssertEqual(
            box.failure(
                "filter.files",
                #"{"files": \#(files), "conditions": [{"property": "Last Modified Date", "condition": "is in the last", "amount": "few"}]}"#
            ),
            "t.json:1:104: error: action 1 'Filter Files' (filter.files), parameter 'conditions': condition 1: the amount 'few' is not a number\nhint: give \"amount\" as a number, e.g. 3"
        )
    }
}
