import Foundation
import XCTest

@testable import ShortcutImport

/// Issue 24, item 8: every parameter an Automator action's bundle declares (every bundle version
/// in the generated table) is mapped, ignored with a reason, or unsupported with a reason, for
/// every Automator action the importer maps. Prints the table's coverage.
final class AutomatorParameterTableTests: IsolatedTestCase {
    func testEveryDeclaredParameterOfAMappedAutomatorActionIsClassified() {
        var counts = (mapped: 0, ignored: 0, unsupported: 0, actions: 0)
        var unclassified: [String] = []
        for bundle in AutomatorParameterKeys.byBundle.keys.sorted() {
            guard let mapping = AutomatorMappings.mapping(bundle),
                mapping.target != nil || bundle == AutomatorImporter.loopIdentifier
            else { continue }
            counts.actions += 1
            for key in (AutomatorParameterKeys.byBundle[bundle] ?? []).sorted() {
                switch AutomatorParameterTable.classify(key, bundle: bundle, mapping: mapping) {
                case .mapped?: counts.mapped += 1
                case .ignored?: counts.ignored += 1
                case .unsupported?: counts.unsupported += 1
                case nil: unclassified.append("\(bundle) \(key)")
                }
            }
        }
        print(
            "automator parameter table: \(counts.actions) mapped actions, \(counts.mapped) parameters mapped, \(counts.ignored) ignored (view only), \(counts.unsupported) unsupported, \(unclassified.count) unclassified"
        )
        XCTAssertEqual(unclassified, [], "classify these in AutomatorParameterTable")
    }

    /// Each class is what it says: a key the declaration reads is mapped, a view-only key ignored,
    /// a known gap unsupported, and a key nothing knows is unclassified.
    func testEachClassOfRow() throws {
        let shell = try XCTUnwrap(AutomatorMappings.mapping("com.apple.RunShellScript"))
        XCTAssertEqual(
            AutomatorParameterTable.classify("COMMAND_STRING", bundle: "com.apple.RunShellScript", mapping: shell),
            .mapped("COMMAND_STRING"))
        XCTAssertEqual(
            AutomatorParameterTable.classify("CheckedForUserDefaultShell", bundle: "com.apple.RunShellScript", mapping: shell),
            .ignored("records that the editor once picked the user's default shell; the shell is under 'shell'"))
        let notification = try XCTUnwrap(AutomatorMappings.mapping("com.apple.Automator.Display-Notification"))
        XCTAssertEqual(
            AutomatorParameterTable.classify(
                "subtitle", bundle: "com.apple.Automator.Display-Notification", mapping: notification),
            .unsupported("a notification's subtitle: the notification here has a title and a body"))
        XCTAssertNil(AutomatorParameterTable.classify("noSuchKey", bundle: "com.apple.RunShellScript", mapping: shell))
        let rename = try XCTUnwrap(AutomatorMappings.mapping("com.apple.Automator.AddNumbersToFinderNames"))
        XCTAssertEqual(
            AutomatorParameterTable.classify(
                "renameType", bundle: "com.apple.Automator.AddNumbersToFinderNames", mapping: rename),
            .mapped("renameType"))
    }
}
