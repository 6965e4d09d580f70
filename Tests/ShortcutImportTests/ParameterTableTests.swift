import Foundation
import ShortcutActions
import ShortcutEngine
import XCTest

@testable import ShortcutImport

/// Issue 24, item 3: every parameter Apple's definitions give an action this engine runs is
/// mapped, ignored with a reason, or unsupported with a reason. Prints the table's coverage.
final class ParameterTableTests: IsolatedTestCase {
    func testEveryAppleParameterOfAPortableActionIsClassified() {
        var counts = (mapped: 0, ignored: 0, unsupported: 0)
        var unclassified: [String] = []
        for definition in BuiltinActions.registry.definitions.sorted(by: { $0.identifier < $1.identifier }) {
            guard let keys = AppleParameterKeys.byAction[definition.identifier] else { continue }
            for key in keys.sorted() {
                switch ParameterTable.classify(key, on: definition) {
                case .mapped?: counts.mapped += 1
                case .ignored?: counts.ignored += 1
                case .unsupported?: counts.unsupported += 1
                case nil: unclassified.append("\(definition.identifier) \(key)")
                }
            }
        }
        print(
            "parameter table: \(counts.mapped) mapped, \(counts.ignored) ignored (editor only), \(counts.unsupported) unsupported, \(unclassified.count) unclassified"
        )
        XCTAssertEqual(unclassified, [], "classify these in ParameterTable")
    }
}
