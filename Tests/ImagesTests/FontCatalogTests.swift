import Foundation
import XCTest

@testable import Images

/// Finding fonts by name in folders (a temporary one holding our test fonts).
final class FontCatalogTests: IsolatedTestCase {
    func folder(_ names: [String]) throws -> String {
        let root = NSTemporaryDirectory() + "fonts-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root + "/deeper/still", withIntermediateDirectories: true)
        for name in names {
            try Fixtures.data("fonts/" + name).write(to: URL(fileURLWithPath: root + "/deeper/still/" + name))
        }
        addTeardownBlock { try? FileManager.default.removeItem(atPath: root) }
        return root
    }

    func testFontsAreFoundByAnyNameInSubfolders() throws {
        let root = try folder(["ShortcutEngineTest.ttc", "ShortcutEngineTest-CFF.otf"])
        let catalog = FontCatalog(folders: ["/no/such/folder", root], reader: .local)
        // Files in name order: the CFF font's names are kept (it is found, never drawn with).
        XCTAssertEqual(
            catalog.entries.map(\.names.postScript),
            ["ShortcutEngineTest-CFF", "ShortcutEngineTest-Regular", "ShortcutEngineTest-Bold"])
        XCTAssertEqual(catalog.entries.map(\.cff), [true, false, false])
        XCTAssertNil(catalog.font(named: "ShortcutEngineTest-CFF"))
        XCTAssertNil(catalog.entry(named: "ShortcutEngineTest-CFF"))
        XCTAssertEqual(catalog.entry(named: "ShortcutEngineTest-CFF", drawable: false)?.cff, true)
        XCTAssertEqual(catalog.font(named: "shortcutenginetest-bold")?.names.postScript, "ShortcutEngineTest-Bold")
        XCTAssertEqual(catalog.font(named: "ShortcutEngine Test Bold")?.names.postScript, "ShortcutEngineTest-Bold")
        XCTAssertEqual(catalog.font(named: "SHORTCUTENGINE TEST")?.names.postScript, "ShortcutEngineTest-Regular")
        XCTAssertNil(catalog.font(named: "Helvetica"))
        // None of the default sans faces is there: the first face found.
        XCTAssertEqual(catalog.defaultFont()?.names.postScript, "ShortcutEngineTest-Regular")
    }

    func testLimitsBoundTheSearch() throws {
        let root = try folder(["ShortcutEngineTest.ttf", "ShortcutEngineTest.ttc"])
        var shallow = FontLimits.standard
        shallow.maxFolderDepth = 1
        XCTAssertEqual(FontCatalog(folders: [root], reader: .local, limits: shallow).entries.count, 0)
        var few = FontLimits.standard
        few.maxFolderFiles = 1
        XCTAssertEqual(
            FontCatalog(folders: [root], reader: .local, limits: few).entries.map(\.names.postScript),
            ["ShortcutEngineTest-Regular", "ShortcutEngineTest-Bold"])
        var small = FontLimits.standard
        small.maxFileBytes = 1_000
        XCTAssertEqual(
            FontCatalog(folders: [root], reader: .local, limits: small).entries.map(\.names.full), ["ShortcutEngine Test Regular"]
        )
        XCTAssertNil(FontCatalog(folders: [], reader: .local).defaultFont())
    }
}
