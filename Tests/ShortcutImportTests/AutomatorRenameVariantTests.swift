import AppleFormats
import Foundation
import ShortcutEngine
import XCTest

@testable import ShortcutImport

/// Issue 24 item 8: Rename Finder Items' Add Date or Time variants real bundles use. Format code 6
/// is the time (hour, minute, second: jpcranford/automations "Add datetime created to filename"
/// writes `YYYY-MM-DD HH.MM.SS` with codes 2 and 6), separator 0 a period, 1 a dash; a code no
/// workflow confirms (7) stays unsupported, naming it.
final class AutomatorRenameVariantTests: IsolatedTestCase {
    func imported(_ parameters: PropertyList) throws -> ImportResult {
        let step: PropertyList = [
            "action": [
                "BundleIdentifier": "com.apple.Automator.AddNumbersToFinderNames", "ActionName": "x",
                "ActionParameters": parameters,
            ]
        ]
        let document: PropertyList = ["AMApplicationBuild": "1", "actions": [step]]
        return try Importer.importData(try document.serialized(as: .xml), name: "A", file: "a.wflow", registry: Corpus.registry)
    }

    func date(_ format: Int, separator: Int, leadingZeros: Bool) -> PropertyList {
        [
            "renameType": 0, "dateFormat": .integer(Int64(format)), "dateSeparator": .integer(Int64(separator)), "dateToUse": 0,
            "datePlacement": 1, "nameDateSeparator": 0, "useLeadingZeros": .bool(leadingZeros),
        ]
    }

    func dateFormat(_ result: ImportResult) -> String? {
        result.document.actions.first?.parameter("dateFormat").map { DocumentWriter.compact(DocumentWriter.json($0)) }
    }

    func testTheTimeFormatAndBothSeparators() throws {
        XCTAssertEqual(dateFormat(try imported(date(6, separator: 0, leadingZeros: true))), #""HH.mm.ss""#)
        XCTAssertEqual(dateFormat(try imported(date(6, separator: 1, leadingZeros: false))), #""H-m-s""#)
        XCTAssertEqual(dateFormat(try imported(date(2, separator: 0, leadingZeros: true))), #""yyyy.MM.dd""#)
        XCTAssertEqual(dateFormat(try imported(date(2, separator: 1, leadingZeros: true))), #""yyyy-MM-dd""#)
    }

    func testAnUnconfirmedFormatStaysUnsupportedNamingItsCode() throws {
        let result = try imported(date(7, separator: 0, leadingZeros: false))
        XCTAssertEqual(result.report.mapped, 0)
        XCTAssertEqual(
            result.report.warnings,
            ["action 1 com.apple.Automator.AddNumbersToFinderNames: the date format code 7 cannot be expressed"])
    }
}
