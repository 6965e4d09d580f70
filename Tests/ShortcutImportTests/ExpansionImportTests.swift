import AppleFormats
import FormatsFuzzing
import Foundation
import ShortcutEngine
import ShortcutImport
import XCTest

/// Issue 16's shared-reference reproducers, imported: each is a clean import failure naming the
/// file within a second, where it used to take gigabytes or never finish.
final class ExpansionImportTests: IsolatedTestCase {
    func testBinaryPlistBombIsAnImportFailureNamingTheFile() throws {
        let bomb = Data(ExpansionBombs.binaryPlist(levels: 40))
        let started = Date()
        XCTAssertThrowsError(try Importer.importData(bomb, name: "bomb", file: "bomb.shortcut", registry: Corpus.registry)) {
            error in
            let failure = error as? WorkflowError
            XCTAssertEqual(failure?.exitCode, .badDocument)
            XCTAssertEqual(
                failure?.description,
                "error: bomb.shortcut: cannot import: binary plist: the property list expands to more than 262144 values (shared references); the limit for a \(bomb.count)-byte file is 8 per input byte, at least 262144, at most 67108864\n"
                    + "hint: genuine files refer to the same object a few times, not level upon level; this one is damaged or built to exhaust memory"
            )
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 1)
    }

    func testAutomatorPredicateArchiveBombIsAnImportFailure() throws {
        let document = Data(ExpansionBombs.automatorDocument(predicate: ExpansionBombs.predicate(levels: 40)))
        let started = Date()
        XCTAssertThrowsError(try Importer.importData(document, name: "bomb", file: "document.wflow", registry: Corpus.registry)) {
            error in
            XCTAssertEqual(
                (error as? WorkflowError)?.message,
                "action 1, parameter predicate: NSKeyedArchiver: the archive expands to more than 262144 values (shared references); the limit for an archive of 314 stored values is 8 per stored value, at least 262144, at most 67108864"
            )
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 1)
    }

    func testAutomatorPredicateWithinTheArchiveBudgetButTooLongToRenderIsAnImportFailure() throws {
        let document = Data(ExpansionBombs.automatorDocument(predicate: ExpansionBombs.predicate(levels: 14)))
        XCTAssertThrowsError(try Importer.importData(document, name: "bomb", file: "document.wflow", registry: Corpus.registry)) {
            error in
            XCTAssertEqual(
                (error as? WorkflowError)?.message,
                "action 1, parameter predicate: the archived predicate expands to more than 10000 parts (shared references)")
        }
    }

    func testASmallSharedPredicateStillImports() throws {
        let document = Data(ExpansionBombs.automatorDocument(predicate: ExpansionBombs.predicate(levels: 2)))
        let result = try Importer.importData(document, name: "ok", file: "document.wflow", registry: Corpus.registry)
        XCTAssertEqual(result.document.actions.first?.identifier, "filter.files")
    }
}
