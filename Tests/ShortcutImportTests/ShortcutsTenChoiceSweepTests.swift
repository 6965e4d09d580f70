import AppleFormats
import Foundation
import ShortcutEngine
import XCTest

@testable import ShortcutImport

/// Every choice of every enumeration parameter Apple's Shortcuts 10.0 registry declares
/// (scripts/data/shortcutkit-builtin-actions.tsv, the `choices` column) on an action this engine runs
/// imports as that choice: mapped, or kept unsupported naming the value or the parameter (a value or
/// key this engine has not built). None may run silently with the default ("is none of the action's
/// values"), which is what a value Apple itself does not know does. A sweep from Apple's definitions,
/// not from files: it found Round Number's "10 ^".
final class ShortcutsTenChoiceSweepTests: IsolatedTestCase {
    /// Choices that are markers, not values: Calculate's "…" stands for the scientific operation
    /// written under `WFScientificMathOperation` (`MarkedChoice.scientific`).
    static let markers: [String: Set<String>] = ["is.workflow.actions.math": ["…"]]

    struct Row {
        let identifier: String
        let key: String
        let choices: [String]
    }

    static func enumerationRows() throws -> [Row] {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("scripts/data/shortcutkit-builtin-actions.tsv")
        let text = try String(contentsOf: file, encoding: .utf8)
        var rows: [Row] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") && !line.hasPrefix("identifier\t") {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count >= 6, columns[3] == "Enumeration", !columns[5].isEmpty,
                let choices = try JSONSerialization.jsonObject(with: Data(columns[5].utf8)) as? [Any]
            else { continue }
            rows.append(Row(identifier: columns[0], key: columns[2], choices: choices.compactMap { $0 as? String }))
        }
        return rows
    }

    func testEveryChoiceOfApplesDefinitionsImportsAsItself() throws {
        var counts = (mapped: 0, keptUnsupported: 0)
        var failures: [String] = []
        for row in try Self.enumerationRows() {
            guard try Probe.importActions([Probe.action(row.identifier)]).document.actions[0].unsupported == nil else { continue }
            for choice in row.choices where Self.markers[row.identifier]?.contains(choice) != true {
                let result = try Probe.importActions([Probe.action(row.identifier, [row.key: .string(choice)])])
                if let unsupported = result.document.actions[0].unsupported {
                    counts.keptUnsupported += 1
                    if !unsupported.reason.contains("'\(choice)'"), !unsupported.reason.contains("parameter \(row.key)") {
                        failures.append("\(row.identifier) \(row.key) '\(choice)': \(unsupported.reason)")
                    }
                } else if let defaulted = result.report.warnings.first(where: { $0.contains("is none of the action's values") }) {
                    failures.append("\(row.identifier) \(row.key) '\(choice)': \(defaulted)")
                } else {
                    counts.mapped += 1
                }
            }
        }
        print("Shortcuts 10.0 choices of actions run here: \(counts.mapped) mapped, \(counts.keptUnsupported) kept unsupported")
        XCTAssertEqual(failures, [])
        XCTAssertGreaterThan(counts.mapped, 200)
    }
}
