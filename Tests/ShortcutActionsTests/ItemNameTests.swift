import Foundation
import XCTest

@testable import ShortcutActions
@testable import ShortcutEngine

/// Names on items (issue 11, item 6; docs/format.md "Names"): Set Name gives one, Get Name reads
/// it, Save File saves under it, variables keep it, and the item's text is unchanged.
final class ItemNameTests: IsolatedTestCase {
    func named(_ name: String, _ value: Value) -> Value { .named(NamedItem(name: name, value: value)) }

    /// Set Name adds Shortcuts' extension unless told not to, keeps a given one, names list items one by one.
    func testSetNameAddsAnExtensionUnlessToldNot() throws {
        XCTAssertEqual(try runAction("setitemname", "{\"name\": \"notes\"}", input: "hi"), named("notes.txt", "hi"))
        XCTAssertEqual(try runAction("setitemname", "{\"name\": \"notes.md\"}", input: "hi"), named("notes.md", "hi"))
        XCTAssertEqual(
            try runAction("setitemname", "{\"name\": \"notes\", \"withoutExtension\": true}", input: "hi"), named("notes", "hi"))
        XCTAssertEqual(try runAction("setitemname", "{\"name\": \"data\"}", input: ["a": 1]), named("data.json", ["a": 1]))
        XCTAssertEqual(
            try runAction("setitemname", "{\"name\": \"copy\"}", input: .file(FileReference(path: "x/report.pdf"))),
            named("copy.pdf", .file(FileReference(path: "x/report.pdf"))))
        XCTAssertEqual(
            try runAction("setitemname", "{\"name\": \"n\"}", input: ["a", "b"]), [named("n.txt", "a"), named("n.txt", "b")])
        // Renaming a named item replaces its name; it is never wrapped twice.
        XCTAssertEqual(try runAction("setitemname", "{\"name\": \"b.txt\"}", input: named("a.txt", "hi")), named("b.txt", "hi"))
    }

    /// Get Name reads the given name; every other reading sees the value: text, type, properties, coercion.
    func testANamedItemIsItsValueExceptForItsName() throws {
        let item = named("notes.txt", "hello world")
        XCTAssertEqual(try runAction("getitemname", input: item), "notes.txt")
        XCTAssertEqual(try runAction("getitemtype", input: item), "Text")
        XCTAssertEqual(try runAction("count", "{\"type\": \"Words\"}", input: item), 2)
        XCTAssertEqual(try runAction("text.changecase", input: item), "HELLO WORLD")
        XCTAssertEqual(Coercion().text(item), "hello world")
        XCTAssertEqual(Coercion().json(item), .string("hello world"))
        XCTAssertEqual(try Coercion().coerce(named("n.txt", "12"), to: .number), 12)
        XCTAssertEqual(try Coercion().coerce(item, to: .any), item)
        XCTAssertEqual(item.type, .text)
        let calendar = Calendar(identifier: .gregorian)
        XCTAssertEqual(
            try Properties.value(
                of: item, named: "Name", calendar: calendar, attributes: { _ in throw CocoaError(.fileNoSuchFile) }), "notes.txt")
        XCTAssertEqual(
            try Properties.value(
                of: item, named: "Word Count", calendar: calendar, attributes: { _ in throw CocoaError(.fileNoSuchFile) }), 2)
    }

    /// Set Variable keeps the name (a variable holds the named item); text output is the text.
    func testVariablesKeepTheNameAndOutputIsTheText() throws {
        let json = """
            {"version": 1, "actions": [
              {"action": "gettext", "parameters": {"text": "hello"}},
              {"action": "setitemname", "parameters": {"name": "greeting"}},
              {"action": "setvariable", "parameters": {"name": "v"}},
              {"action": "getitemname", "id": "n", "parameters": {"input": "{{var:v}}"}},
              {"action": "gettext", "parameters": {"text": "{{n}}: {{var:v}}"}}]}
            """
        let document = try DocumentReader.read(Data(json.utf8), file: "t.json")
        let program = try Compiler.compile(document, registry: BuiltinActions.registry, file: "t.json")
        let output = try Runner(registry: BuiltinActions.registry, host: QuietHost(), options: RunOptions()).run(program).output
        XCTAssertEqual(output, "greeting.txt: hello")
    }

    /// Save File into a folder (a path ending in / or an existing folder) saves a named item under its name.
    func testSaveFileIntoAFolderUsesTheName() throws {
        let box = Sandbox()
        box.make(["out/"])
        XCTAssertEqual(
            try box.run("documentpicker.save", "{\"path\": \"out\"}", input: named("notes.txt", "hello")),
            .file(FileReference(path: "out/notes.txt")))
        XCTAssertEqual(
            try box.run("documentpicker.save", "{\"path\": \"new/\"}", input: named("data.json", ["a": 1])),
            .file(FileReference(path: "new/data.json")))
        XCTAssertEqual(
            try box.run("documentpicker.save", "{\"path\": \"plain.txt\"}", input: named("ignored.txt", "x")),
            .file(FileReference(path: "plain.txt")))
        XCTAssertEqual(box.tree(), ["new/", "new/data.json: {\"a\":1}", "out/", "out/notes.txt: hello", "plain.txt: x"])
    }

    /// Save File with a folder (Apple's `WFFolder`): the path is relative to the folder; without a
    /// path the item keeps its own name — a Set Name name, a file's name, else "Text.txt".
    func testSaveFileWithAFolder() throws {
        let box = Sandbox()
        box.make(["notes/", "src.md"], contents: ["src.md": "# hi"])
        XCTAssertEqual(
            try box.run("documentpicker.save", "{\"folder\": \"notes\", \"path\": \"index.md\"}", input: "a"),
            .file(FileReference(path: "notes/index.md")))
        XCTAssertEqual(
            try box.run("documentpicker.save", "{\"folder\": \"notes\"}", input: named("log.txt", "b")),
            .file(FileReference(path: "notes/log.txt")))
        XCTAssertEqual(
            try box.run("documentpicker.save", "{\"folder\": \"notes\"}", input: .file(FileReference(path: "src.md"))),
            .file(FileReference(path: "notes/src.md")))
        XCTAssertEqual(
            try box.run("documentpicker.save", "{\"folder\": \"new\"}", input: "c"), .file(FileReference(path: "new/Text.txt")))
        XCTAssertEqual(
            box.tree(),
            ["new/", "new/Text.txt: c", "notes/", "notes/index.md: a", "notes/log.txt: b", "notes/src.md: # hi", "src.md: # hi"])
    }
}
