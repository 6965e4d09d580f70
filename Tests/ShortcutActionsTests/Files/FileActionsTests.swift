import Foundation
import ShortcutActions
import XCTest

@testable import SafeFiles
@testable import ShortcutEngine

final class FileActionsTests: IsolatedTestCase {
    func testGetContentsOfFolderListsInNaturalOrderWithRecursiveAndHiddenOptions() throws {
        let box = Sandbox()
        box.make(["p/IMG_10.jpg", "p/IMG_2.jpg", "p/.hidden", "p/sub/x.txt"])
        XCTAssertEqual(
            box.paths(try box.run("file.getfoldercontents", "{\"folder\": \"p\"}")), ["p/IMG_2.jpg", "p/IMG_10.jpg", "p/sub"])
        XCTAssertEqual(
            box.paths(try box.run("file.getfoldercontents", "{\"folder\": \"p\", \"recursive\": true, \"includeHidden\": true}")),
            ["p/.hidden", "p/IMG_2.jpg", "p/IMG_10.jpg", "p/sub", "p/sub/x.txt"])
        XCTAssertEqual(
            box.failure("file.getfoldercontents", "{\"folder\": \"nope\"}"),
            "t.json:1:90: error: action 1 'Get Contents of Folder' (file.getfoldercontents), parameter 'folder': no such folder 'nope'\nhint: check the path; relative paths start at the current folder"
        )
    }

    func testGetFileByPathAndItsMissingCase() throws {
        let box = Sandbox()
        box.make(["a.txt"])
        XCTAssertEqual(try box.run("documentpicker.open", "{\"path\": \"a.txt\"}"), .file(FileReference(path: "a.txt")))
        XCTAssertEqual(try box.run("documentpicker.open", "{\"path\": \"b.txt\", \"errorIfNotFound\": false}"), .nothing)
        XCTAssertEqual(
            box.failure("documentpicker.open", "{\"path\": \"b.txt\"}"),
            "t.json:1:85: error: action 1 'Get File' (documentpicker.open), parameter 'path': no such file or folder 'b.txt'\nhint: check the path; relative paths start at the current folder"
        )
        XCTAssertEqual(
            box.failure("documentpicker.open", "{\"path\": \"/etc/passwd\"}"),
            "t.json:1:85: error: action 1 'Get File' (documentpicker.open), parameter 'path': '/etc/passwd' is outside the folders file actions may touch; allowed: '\(box.root)'\nhint: add /etc to RunOptions.allowedPaths to allow it"
        )
    }

    /// Select Multiple (Apple's `SelectMultiple`): the asked-for answer names several paths, one per
    /// line or a JSON list, found like one path (the initial folder first); a folder given with
    /// Get Contents of Folder adds what it holds.
    func testGetFileAsksForSeveralWithSelectMultiple() throws {
        let box = Sandbox()
        box.make(["a.txt", "d/b.txt", "d/c.txt"])
        box.host.answers = ["a.txt\nd/b.txt"]
        XCTAssertEqual(
            box.paths(try box.run("documentpicker.open", "{\"multiple\": true}")), ["a.txt", "d/b.txt"])
        box.host.answers = [#"["b.txt", "c.txt"]"#]
        XCTAssertEqual(
            box.paths(try box.run("documentpicker.open", "{\"multiple\": true, \"initialFolder\": \"d\"}")),
            ["d/b.txt", "d/c.txt"])
        box.host.answers = ["a.txt\nd"]
        XCTAssertEqual(
            box.paths(try box.run("documentpicker.open", "{\"multiple\": true, \"folderContents\": true}")),
            ["a.txt", "d/b.txt", "d/c.txt"])
        box.host.answers = ["a.txt\nnone.txt"]
        XCTAssertEqual(
            box.failure("documentpicker.open", "{\"multiple\": true}"),
            "t.json:1:39: error: action 1 'Get File' (documentpicker.open), parameter 'path': no such file or folder 'none.txt'\nhint: check the path; relative paths start at the current folder"
        )
    }

    func testGetFilesMatchingAGlob() throws {
        let box = Sandbox()
        box.make(["a.jpg", "b.JPG", "c.txt", "d/e.jpg", "d/f/g.jpg", ".h.jpg"])
        XCTAssertEqual(box.paths(try box.run("files.glob", "{\"pattern\": \"*.jpg\"}")), ["a.jpg"])
        XCTAssertEqual(box.paths(try box.run("files.glob", "{\"pattern\": \"**/*.jpg\"}")), ["a.jpg", "d/e.jpg", "d/f/g.jpg"])
        XCTAssertEqual(box.paths(try box.run("files.glob", "{\"pattern\": \"d/*\", \"kind\": \"Any\"}")), ["d/e.jpg", "d/f"])
        XCTAssertEqual(
            box.paths(try box.run("files.glob", "{\"pattern\": \"*.[jJ][pP][gG]\", \"includeHidden\": true}")),
            [".h.jpg", "a.jpg", "b.JPG"])
    }

    func testFilterSortAndDetails() throws {
        let box = Sandbox()
        box.make(
            ["big.txt", "small.txt", "pic.jpg", "folder/"],
            contents: ["big.txt": String(repeating: "x", count: 100), "small.txt": "x", "pic.jpg": "xxxxx"])
        let all: Value = .list(["big.txt", "small.txt", "pic.jpg", "folder"].map { .file(FileReference(path: $0)) })
        XCTAssertEqual(
            box.paths(try box.run("filter.files", "{\"extensions\": \"TXT, .jpg\", \"minSize\": 2}", input: all)),
            ["big.txt", "pic.jpg"])
        XCTAssertEqual(
            box.paths(
                try box.run(
                    "filter.files",
                    "{\"kind\": \"Files\", \"sortBy\": \"File Size\", \"order\": \"Biggest First\", \"limit\": 2}", input: all)),
            ["big.txt", "pic.jpg"])
        XCTAssertEqual(
            box.paths(try box.run("filter.files", "{\"nameMatches\": \"*l*\", \"kind\": \"Folders\"}", input: all)), ["folder"])
        XCTAssertEqual(box.paths(try box.run("files.sort", "{\"by\": \"size\"}", input: all)).first, "small.txt")
        XCTAssertEqual(
            box.paths(try box.run("files.sort", "{\"by\": \"Name\", \"order\": \"Z to A\"}", input: all)),
            ["small.txt", "pic.jpg", "folder", "big.txt"])
        XCTAssertEqual(
            try box.run("properties.files", "{\"property\": \"File Size\"}", input: all),
            [100, 1, 5, .number(.integer(try XCTUnwrap(box.fileSystem.attributes(at: box.root + "/folder").size)))])
        XCTAssertEqual(
            try box.run(
                "properties.files", "{\"property\": \"Name Without Extension\"}", input: .file(FileReference(path: "pic.jpg"))),
            "pic")
        XCTAssertEqual(
            try box.run("properties.files", "{\"property\": \"Kind\"}", input: all), ["File", "File", "File", "Folder"])
    }

    func testSaveFileNeverOverwritesUnlessAsked() throws {
        let box = Sandbox()
        box.make(["notes.txt"], contents: ["notes.txt": "old"])
        XCTAssertEqual(
            box.failure("documentpicker.save", "{\"input\": \"new\", \"path\": \"notes.txt\"}"),
            "t.json:1:101: error: action 1 'Save File' (documentpicker.save), parameter 'path': cannot save to 'notes.txt': it already exists\nhint: turn on \"overwrite\", set \"ifExists\" to \"Add Number\", or choose another path"
        )
        XCTAssertEqual(
            try box.run("documentpicker.save", "{\"input\": \"new\", \"path\": \"notes.txt\", \"ifExists\": \"Add Number\"}"),
            .file(FileReference(path: "notes 2.txt")))
        XCTAssertEqual(
            try box.run("documentpicker.save", "{\"input\": \"newer\", \"path\": \"notes.txt\", \"overwrite\": true}"),
            .file(FileReference(path: "notes.txt")))
        XCTAssertEqual(
            try box.run("documentpicker.save", "{\"input\": \"deep\", \"path\": \"a/b/c.txt\"}"),
            .file(FileReference(path: "a/b/c.txt")))
        XCTAssertEqual(
            box.failure("documentpicker.save", "{\"input\": \"x\", \"path\": \"q/r.txt\", \"createFolders\": false}"),
            "t.json:1:99: error: action 1 'Save File' (documentpicker.save), parameter 'path': cannot save to 'q/r.txt': no such file or folder 'q/r.txt'\nhint: check the path; relative paths start at the current folder"
        )
        XCTAssertEqual(box.tree(), ["a/", "a/b/", "a/b/c.txt: deep", "notes 2.txt: new", "notes.txt: newer"])
    }

    func testCreateFolderIsIdempotentAndRefusesAFile() throws {
        let box = Sandbox()
        box.make(["f"])
        XCTAssertEqual(try box.run("file.createfolder", "{\"path\": \"x/y\"}"), .file(FileReference(path: "x/y")))
        XCTAssertEqual(try box.run("file.createfolder", "{\"path\": \"x/y\"}"), .file(FileReference(path: "x/y")))
        XCTAssertEqual(
            box.failure("file.createfolder", "{\"path\": \"f\"}"),
            "t.json:1:83: error: action 1 'Create Folder' (file.createfolder), parameter 'path': cannot create the folder 'f': a file has that name\nhint: choose another path"
        )
    }

    func testMoveIsOneJournalledBatchThatNeverReplaces() throws {
        let box = Sandbox()
        box.make(["a.txt", "b.txt", "dest/b.txt"])
        let input: Value = .list([.file(FileReference(path: "a.txt")), .file(FileReference(path: "b.txt"))])
        XCTAssertEqual(
            box.failure("file.move", "{\"destination\": \"dest\"}", input: input),
            "t.json:1:39: error: action 1 'Move File' (file.move), parameter 'files': cannot move 'b.txt' to 'dest/b.txt': 'dest/b.txt' already exists\nhint: nothing was changed; choose names that differ, or set \"ifExists\" to \"Add Number\""
        )
        XCTAssertEqual(
            box.paths(try box.run("file.move", "{\"destination\": \"dest\", \"ifExists\": \"Add Number\"}", input: input)),
            ["dest/a.txt", "dest/b 2.txt"])
        XCTAssertEqual(box.tree(), ["dest/", "dest/a.txt: a.txt", "dest/b 2.txt: b.txt", "dest/b.txt: dest/b.txt"])
        let entries = try Journal.read(try XCTUnwrap(box.journals().last).path, fileSystem: LocalFileSystem()).entries
        XCTAssertEqual(BatchRestore.restore(entries, fileSystem: LocalFileSystem()).restored, 2)
        XCTAssertEqual(box.tree(), ["a.txt: a.txt", "b.txt: b.txt", "dest/", "dest/b.txt: dest/b.txt"])
    }

    /// Move File with 'replace' (Apple's `WFReplaceExisting`, Shortcuts 10.0): the file in the way
    /// goes to the trash first; an undo of both steps puts everything back.
    func testMoveReplacesExistingFilesThroughTheTrash() throws {
        let box = Sandbox()
        box.make(["a.txt", "b.txt", "dest/b.txt"])
        let input: Value = .list([.file(FileReference(path: "a.txt")), .file(FileReference(path: "b.txt"))])
        XCTAssertEqual(
            box.paths(try box.run("file.move", "{\"destination\": \"dest\", \"replace\": true}", input: input)),
            ["dest/a.txt", "dest/b.txt"])
        XCTAssertEqual(box.tree(), ["dest/", "dest/a.txt: a.txt", "dest/b.txt: b.txt"])
        let trashed = (box.root as NSString).deletingLastPathComponent + "/Trash/files/b.txt"
        XCTAssertEqual(FileManager.default.contents(atPath: trashed).map { String(decoding: $0, as: UTF8.self) }, "dest/b.txt")
        XCTAssertEqual(box.journals().count, 1)
        let steps = try Journal.readRecord(try XCTUnwrap(box.journals().last).path, fileSystem: LocalFileSystem()).steps
        XCTAssertEqual(steps.map(\.verb), ["trash", "move"])
        for step in steps.reversed() { _ = BatchRestore.restore(step.entries, fileSystem: LocalFileSystem()) }
        XCTAssertEqual(box.tree(), ["a.txt: a.txt", "b.txt: b.txt", "dest/", "dest/b.txt: dest/b.txt"])
    }

    func testCopyChecksEveryNameFirst() throws {
        let box = Sandbox()
        box.make(["a.txt", "b.txt", "dest/b.txt", "tree/x.txt"])
        let input: Value = .list(["a.txt", "b.txt", "tree"].map { .file(FileReference(path: $0)) })
        XCTAssertEqual(
            box.failure("files.copy", "{\"destination\": \"dest\"}", input: input),
            "t.json:1:39: error: action 1 'Copy Files' (files.copy), parameter 'files': cannot copy 'b.txt': 'dest/b.txt' already exists\nhint: nothing was copied; set \"ifExists\" to \"Add Number\" or choose another folder"
        )
        XCTAssertEqual(box.tree("dest"), ["dest/b.txt: dest/b.txt"])
        XCTAssertEqual(
            box.paths(try box.run("files.copy", "{\"destination\": \"dest\", \"ifExists\": \"Add Number\"}", input: input)),
            ["dest/a.txt", "dest/b 2.txt", "dest/tree"])
        XCTAssertEqual(
            box.tree("dest"),
            ["dest/a.txt: a.txt", "dest/b 2.txt: b.txt", "dest/b.txt: dest/b.txt", "dest/tree/", "dest/tree/x.txt: tree/x.txt"])
    }

    func testDeleteGoesToTheTrashUnlessPermanent() throws {
        let box = Sandbox()
        box.make(["a.txt", "b.txt", "c.txt"])
        _ = try box.run("file.delete", "{}", input: .file(FileReference(path: "a.txt")))
        box.make(["a.txt"], contents: ["a.txt": "second"])
        _ = try box.run("file.delete", "{}", input: .file(FileReference(path: "a.txt")))
        let trash = (box.root as NSString).deletingLastPathComponent + "/Trash"
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: trash + "/files").sorted(), ["a 2.txt", "a.txt"])
        let info = String(
            decoding: try XCTUnwrap(FileManager.default.contents(atPath: trash + "/info/a.txt.trashinfo")), as: UTF8.self)
        XCTAssertEqual(info, "[Trash Info]\nPath=\(box.root)/a.txt\nDeletionDate=2026-11-21T10:00:00\n")
        _ = try box.run("file.delete", "{\"permanently\": true}", input: .file(FileReference(path: "b.txt")))
        box.dryRun = true
        _ = try box.run("file.delete", "{}", input: .file(FileReference(path: "c.txt")))
        XCTAssertEqual(box.host.shown, ["dry run: move c.txt to the trash"])
        XCTAssertEqual(box.tree(), ["c.txt: c.txt"])
    }
}

/// Copy Files and Duplicate Files make their copies through one loop (`PlannedCopies`): in a dry
/// run both show each copy and plan it, so the run's later actions see the copies, and nothing
/// is made (issue 27: Duplicate's dry run used to show its copies without planning them).
final class PlannedCopiesTests: IsolatedTestCase {
    func run(_ box: Sandbox, _ actions: String) throws -> Value {
        let json = #"{"version": 1, "actions": "# + actions + "}"
        let document = try DocumentReader.read(Data(json.utf8), file: "t.json")
        let program = try Compiler.compile(document, registry: BuiltinActions.registry, file: "t.json")
        return try Runner(registry: BuiltinActions.registry, host: box.host, options: box.options).run(
            program, input: Value.nothing
        ).output
    }

    func names(_ value: Value) -> [String] {
        value.items.compactMap {
            if case .file(let file) = $0 { return (file.path as NSString).lastPathComponent } else { return nil }
        }
    }

    func testADryRunPlansCopiesAndDuplicatesAlike() throws {
        for (identifier, parameters, made, shown) in [
            ("files.copy", #"{"files": "a.txt", "destination": "out"}"#, "out/a.txt", "dry run: copy a.txt → out/a.txt"),
            ("files.duplicate", #"{"files": "a.txt"}"#, "a copy.txt", "dry run: duplicate a.txt → a copy.txt"),
        ] {
            let box = Sandbox()
            box.make(["a.txt", "out/"])
            box.dryRun = true
            let folder = (made as NSString).deletingLastPathComponent
            let listed = try run(
                box,
                #"[{"action": "\#(identifier)", "parameters": \#(parameters)}, "#
                    + #"{"action": "file.getfoldercontents", "parameters": {"folder": "\#(folder.isEmpty ? "." : folder)"}}]"#)
            XCTAssertTrue(
                names(listed).contains((made as NSString).lastPathComponent),
                "\(identifier): the later action sees the planned copy: \(names(listed))")
            XCTAssertEqual(box.host.shown, [shown], identifier)
            XCTAssertEqual(box.tree(), ["a.txt: a.txt", "out/"], "\(identifier): nothing is made in a dry run")
            XCTAssertEqual(box.journals().count, 0, identifier)
        }
    }

    func testCopiesAreMadeAndJournalledAlike() throws {
        for (identifier, parameters, made) in [
            ("files.copy", #"{"files": "a.txt", "destination": "out"}"#, "out/a.txt: a.txt"),
            ("files.duplicate", #"{"files": "a.txt"}"#, "a copy.txt: a.txt"),
        ] {
            let box = Sandbox()
            box.make(["a.txt", "out/"])
            _ = try run(box, #"[{"action": "\#(identifier)", "parameters": \#(parameters)}]"#)
            XCTAssertTrue(box.tree().contains(made), "\(identifier): \(box.tree())")
            XCTAssertEqual(box.journals().count, 1, "\(identifier): one journal, so undo removes the copy")
        }
    }
}
