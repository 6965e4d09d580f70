import AppleFormats
import Foundation
import ShortcutEngine
import XCTest

@testable import ShortcutImport

/// Control-flow markers as Apple's runtime reads them (issue 11): `WFControlFlowMode` through
/// `integerValue`, markers paired by `GroupingIdentifier` and drawn nested.
final class ControlFlowMarkerTests: IsolatedTestCase {
    func menu(_ mode: PropertyList, group: String, _ extra: [(String, PropertyList)] = []) -> PropertyList {
        var parameters = PlistDictionary([
            (key: "WFControlFlowMode", value: mode), (key: "GroupingIdentifier", value: .string(group)),
        ])
        for (key, value) in extra { parameters[key] = value }
        return [
            "WFWorkflowActionIdentifier": "is.workflow.actions.choosefrommenu",
            "WFWorkflowActionParameters": .dictionary(parameters),
        ]
    }

    /// The imported document's check errors (empty when it compiles).
    func checkErrors(_ actions: [PropertyList]) throws -> [String] {
        let root = PlistDictionary([(key: "WFWorkflowActions", value: .array(actions))])
        let data = try PropertyList.dictionary(root).serialized(as: .binary)
        let result = try Importer.importData(data, name: "Test", file: "test.shortcut", registry: Corpus.registry)
        switch Result(catching: { () throws(CompileErrors) -> Program in
            try Compiler.compile(result.document, registry: Corpus.registry, file: "test.json")
        }) {
        case .success: return []
        case .failure(let errors): return errors.errors.filter { $0.severity == .error }.map(\.description)
        }
    }

    /// Apple reads the mode with `integerValue`, so `2.0` and `"2"` are an end marker.
    func testModeStoredAsRealOrTextIsRead() throws {
        XCTAssertEqual(ShortcutAction.integerValue(.real(2)), 2)
        XCTAssertEqual(ShortcutAction.integerValue(.string(" 1 ")), 1)
        XCTAssertEqual(ShortcutAction.integerValue(.string("2.0")), 2)
        XCTAssertNil(ShortcutAction.integerValue(.real(1.5)))
        XCTAssertNil(ShortcutAction.integerValue(.bool(true)))
        let actions = [
            menu(.real(0), group: "G", [("WFMenuItems", ["A"])]), menu(.real(1), group: "G", [("WFMenuItemTitle", "A")]),
            menu(.string("2"), group: "G"),
        ]
        XCTAssertEqual(try checkErrors(actions), [])
    }

    /// A menu whose end (or case) marker carries another grouping id than its start, with no other
    /// block open under that id: the marker goes with the menu it is drawn in, not "does not match".
    func testMenuEndWithAStaleGroupingIdFolds() throws {
        let actions = [
            menu(0, group: "OUTER", [("WFMenuItems", ["A", "B"])]), menu(1, group: "OUTER", [("WFMenuItemTitle", "A")]),
            menu(0, group: "INNER", [("WFMenuItems", ["C"])]), menu(1, group: "INNER", [("WFMenuItemTitle", "C")]),
            menu(2, group: "STALE"), menu(1, group: "OUTER", [("WFMenuItemTitle", "B")]), menu(2, group: "OUTER"),
        ]
        XCTAssertEqual(try checkErrors(actions), [])
    }

    func marker(_ identifier: String, _ mode: Int, group: String, _ extra: [(String, PropertyList)] = []) -> PropertyList {
        var parameters = PlistDictionary([
            (key: "WFControlFlowMode", value: .integer(Int64(mode))), (key: "GroupingIdentifier", value: .string(group)),
        ])
        for (key, value) in extra { parameters[key] = value }
        return ["WFWorkflowActionIdentifier": .string(identifier), "WFWorkflowActionParameters": .dictionary(parameters)]
    }

    /// A marker whose group is also a block of another kind (a tool reused the id) goes with the
    /// innermost open block of its own kind; so does a stale marker whose kind is open further out,
    /// the blocks inside closed first. Found by `StructuralImportFuzzTests`: such files were refused
    /// with "Otherwise does not match the Repeat".
    func testAMarkerGoesWithABlockOfItsOwnKind() throws {
        let repeatID = "is.workflow.actions.repeat.count"
        let ifID = "is.workflow.actions.conditional"
        let shared = [
            marker(repeatID, 0, group: "G", [("WFRepeatCount", 2)]), marker(ifID, 0, group: "H", [("WFCondition", 100)]),
            marker(ifID, 1, group: "G"), marker(ifID, 2, group: "H"), marker(repeatID, 2, group: "G"),
        ]
        XCTAssertEqual(try checkErrors(shared), [])
        let crossing = [
            marker(ifID, 0, group: "H", [("WFCondition", 100)]), marker(repeatID, 0, group: "R", [("WFRepeatCount", 2)]),
            marker(ifID, 2, group: "STALE"), marker(repeatID, 2, group: "R"),
        ]
        XCTAssertEqual(try checkErrors(crossing), [])
    }
}
