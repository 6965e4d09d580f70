import Foundation
import XCTest

@testable import SafeFiles
@testable import ShortcutEngine

final class RenameFilesTests: IsolatedTestCase {
    func rename(_ files: [String], _ parameters: String, in sandbox: Sandbox) throws -> [String] {
        let list = files.map { "\"\($0)\"" }.joined(separator: ", ")
        let json = parameters.dropLast() + (parameters == "{}" ? "" : ", ") + "\"files\": [\(list)]}"
        return sandbox.paths(try sandbox.run("files.rename", String(json)))
    }

    func testAddDatePrependsTheCurrentDateWithASeparator() throws {
        let box = Sandbox()
        box.make(["a.txt", "b.jpg"])
        XCTAssertEqual(
            try rename(["a.txt", "b.jpg"], "{\"mode\": \"Add Date or Time\"}", in: box), ["2026-11-21_a.txt", "2026-11-21_b.jpg"])
        XCTAssertEqual(box.tree(), ["2026-11-21_a.txt: a.txt", "2026-11-21_b.jpg: b.jpg"])
    }

    func testAddDateAppendsBeforeTheExtensionWithAnyUnicodePattern() throws {
        let box = Sandbox()
        box.make(["report.pdf", "notes"])
        let renamed = try rename(
            ["report.pdf", "notes"],
            "{\"mode\": \"date\", \"dateFormat\": \"EEEE QQQ HH:mm\", \"datePosition\": \"After Name\", \"dateSeparator\": \" - \"}",
            in: box)
        XCTAssertEqual(renamed, ["report - Saturday Q4 10:00.pdf", "notes - Saturday Q4 10:00"])
    }

    func testAddDateUsesTheModificationDate() throws {
        let box = Sandbox()
        box.make(["old.txt"])
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSince1970: 1_000_000_000)], ofItemAtPath: box.root + "/old.txt")
        XCTAssertEqual(
            try rename(
                ["old.txt"], "{\"mode\": \"date\", \"date\": \"modified\", \"dateFormat\": \"yyyy-MM-dd HH.mm\"}", in: box),
            ["2001-09-09 01.46_old.txt"])
    }

    func testAddTextBeforeAndAfterTheName() throws {
        let box = Sandbox()
        box.make(["image.png", "b.png"])
        XCTAssertEqual(try rename(["image.png"], "{\"mode\": \"Add Text\", \"text\": \"@2x\"}", in: box), ["image@2x.png"])
        XCTAssertEqual(
            try rename(["b.png"], "{\"mode\": \"Add Text\", \"text\": \"1_\", \"textPosition\": \"Before Name\"}", in: box),
            ["1_b.png"])
    }

    func testChangeCaseKeepsTheExtensionUnlessAsked() throws {
        let box = Sandbox()
        box.make(["Holiday Photo.JPG", "read me.txt", "x.JPEG"])
        XCTAssertEqual(
            try rename(["Holiday Photo.JPG"], "{\"mode\": \"Change Case\", \"case\": \"lowercase\"}", in: box),
            ["holiday photo.JPG"])
        XCTAssertEqual(
            try rename(["read me.txt"], "{\"mode\": \"Change Case\", \"case\": \"Title Case\"}", in: box), ["Read Me.txt"])
        XCTAssertEqual(
            try rename(["x.JPEG"], "{\"mode\": \"Change Case\", \"case\": \"lowercase\", \"part\": \"Extension Only\"}", in: box),
            ["x.jpeg"])
        XCTAssertEqual(
            try rename(
                ["holiday photo.JPG"], "{\"mode\": \"Change Case\", \"case\": \"UPPERCASE\", \"part\": \"Full Name\"}", in: box),
            ["HOLIDAY PHOTO.JPG"])
    }

    func testReplaceTextPlainRegexAndCase() throws {
        let box = Sandbox()
        box.make(["a copy.txt", "IMG 2024.jpg", "Shot.PNG"])
        XCTAssertEqual(try rename(["a copy.txt"], "{\"mode\": \"Replace Text\", \"find\": \" copy\"}", in: box), ["a.txt"])
        XCTAssertEqual(
            try rename(
                ["IMG 2024.jpg"],
                "{\"mode\": \"replace\", \"find\": \"IMG (\\\\d+)\", \"replace\": \"photo-$1\", \"regex\": true}", in: box),
            ["photo-2024.jpg"])
        XCTAssertEqual(
            try rename(
                ["Shot.PNG"],
                "{\"mode\": \"replace\", \"find\": \"png\", \"replace\": \"png\", \"caseSensitive\": false, \"part\": \"Extension Only\"}",
                in: box),
            ["Shot.png"])
    }

    func testMakeSequentialNumbersInOrderWithPadding() throws {
        let box = Sandbox()
        box.make(["b.jpg", "a.jpg", "c.jpg"])
        XCTAssertEqual(
            try rename(
                ["b.jpg", "a.jpg", "c.jpg"],
                "{\"mode\": \"Make Sequential\", \"sequence\": \"New Name\", \"newName\": \"IMG\", \"digits\": 4}", in: box),
            ["IMG_0001.jpg", "IMG_0002.jpg", "IMG_0003.jpg"])
        XCTAssertEqual(box.tree(), ["IMG_0001.jpg: b.jpg", "IMG_0002.jpg: a.jpg", "IMG_0003.jpg: c.jpg"])
        XCTAssertEqual(
            try rename(
                ["IMG_0001.jpg", "IMG_0002.jpg"],
                "{\"mode\": \"sequential\", \"start\": 0, \"numberPosition\": \"Before Name\", \"numberSeparator\": \" \"}",
                in: box),
            ["0 IMG_0001.jpg", "1 IMG_0002.jpg"])
    }

    func testSetNameRenamesOneItemAndKeepsTheExtension() throws {
        let box = Sandbox()
        box.make(["merged.pdf"])
        XCTAssertEqual(try rename(["merged.pdf"], "{\"mode\": \"Set Name\", \"name\": \"Combined\"}", in: box), ["Combined.pdf"])
        XCTAssertEqual(
            try rename(
                ["Combined.pdf"], "{\"mode\": \"Set Name\", \"name\": \"final.txt\", \"includesExtension\": true}", in: box),
            ["final.txt"])
    }

    func testSetNameRefusesMoreThanOneFile() {
        let box = Sandbox()
        box.make(["a.txt", "b.txt"])
        XCTAssertEqual(
            box.failure("files.rename", "{\"mode\": \"Set Name\", \"name\": \"x\", \"files\": [\"a.txt\", \"b.txt\"]}"),
            "t.json:1:112: error: action 1 'Rename Files' (files.rename), parameter 'files': Set Name renames one file, got 2\nhint: pick one item first (Get Item from List), or use Make Sequential"
        )
    }

    func testSwapsAndCaseOnlyRenamesGoThroughTemporaryNames() throws {
        let box = Sandbox()
        box.make(["a.txt", "b.txt", "c.txt"])
        // a → b, b → c, c → a: a cycle, each target held by another item of the batch.
        let access = FileAccess(host: box.host, options: box.options)
        let moved = try access.moveBatch(
            [
                (box.root + "/a.txt", box.root + "/b.txt"), (box.root + "/b.txt", box.root + "/c.txt"),
                (box.root + "/c.txt", box.root + "/a.txt"),
            ],
            ifExists: .fail)
        XCTAssertEqual(moved.map { ($0 as NSString).lastPathComponent }, ["b.txt", "c.txt", "a.txt"])
        XCTAssertEqual(box.tree(), ["a.txt: c.txt", "b.txt: a.txt", "c.txt: b.txt"])
        XCTAssertEqual(try rename(["a.txt"], "{\"mode\": \"Change Case\", \"case\": \"UPPERCASE\"}", in: box), ["A.txt"])
        XCTAssertEqual(box.tree(), ["A.txt: c.txt", "b.txt: a.txt", "c.txt: b.txt"])
    }

    func testAnExistingFileStopsTheWholeBatchBeforeAnythingMoves() {
        let box = Sandbox()
        box.make(["a.txt", "b.txt", "x_b.txt"])
        XCTAssertEqual(
            box.failure(
                "files.rename",
                "{\"mode\": \"Add Text\", \"text\": \"x_\", \"textPosition\": \"Before Name\", \"files\": [\"a.txt\", \"b.txt\"]}"
            ),
            "t.json:1:144: error: action 1 'Rename Files' (files.rename), parameter 'files': cannot rename 'b.txt' to 'x_b.txt': 'x_b.txt' already exists\nhint: nothing was changed; choose names that differ, or set \"ifExists\" to \"Add Number\""
        )
        XCTAssertEqual(box.tree(), ["a.txt: a.txt", "b.txt: b.txt", "x_b.txt: x_b.txt"])
        XCTAssertTrue(box.journals().isEmpty)
    }

    func testTwoFilesGettingOneNameIsACollision() {
        let box = Sandbox()
        box.make(["a copy.txt", "a.txt"])
        XCTAssertEqual(
            box.failure("files.rename", "{\"mode\": \"replace\", \"find\": \" copy\", \"files\": [\"a copy.txt\"]}"),
            "t.json:1:115: error: action 1 'Rename Files' (files.rename), parameter 'files': cannot rename 'a copy.txt' to 'a.txt': 'a.txt' already exists\nhint: nothing was changed; choose names that differ, or set \"ifExists\" to \"Add Number\""
        )
        box.make(["b1.txt", "B1.TXT"])
        XCTAssertEqual(
            box.failure(
                "files.rename",
                "{\"mode\": \"Change Case\", \"case\": \"lowercase\", \"part\": \"Full Name\", \"files\": [\"b1.txt\", \"B1.TXT\"]}"
            ),
            "t.json:1:144: error: action 1 'Rename Files' (files.rename), parameter 'files': cannot rename 'B1.TXT' to 'b1.txt': 'b1.txt' keeps that name\nhint: nothing was changed; choose names that differ, or set \"ifExists\" to \"Add Number\""
        )
        XCTAssertEqual(box.tree(), ["B1.TXT: B1.TXT", "a copy.txt: a copy.txt", "a.txt: a.txt", "b1.txt: b1.txt"])
    }

    func testAddNumberMakesTakenNamesUnique() throws {
        let box = Sandbox()
        box.make(["a copy.txt", "a.txt", "a copy copy.txt"])
        XCTAssertEqual(
            try rename(
                ["a copy.txt", "a copy copy.txt"], "{\"mode\": \"replace\", \"find\": \" copy\", \"ifExists\": \"Add Number\"}",
                in: box),
            ["a 2.txt", "a 3.txt"])
    }

    func testNamesWithSlashesDotsOrNothingAreRefused() {
        let box = Sandbox()
        box.make(["a.txt"])
        XCTAssertEqual(
            box.failure("files.rename", "{\"mode\": \"Set Name\", \"name\": \"../b\", \"files\": [\"a.txt\"]}"),
            "t.json:1:115: error: action 1 'Rename Files' (files.rename), parameter 'files': the new name '../b.txt' contains '/'\nhint: a name is one path component: no '/', NUL, '.' or '..', and not empty"
        )
        XCTAssertEqual(
            box.failure(
                "files.rename", "{\"mode\": \"Set Name\", \"name\": \"..\", \"includesExtension\": true, \"files\": [\"a.txt\"]}"),
            "t.json:1:140: error: action 1 'Rename Files' (files.rename), parameter 'files': '..' is not a file name\nhint: a name is one path component: no '/', NUL, '.' or '..', and not empty"
        )
        XCTAssertEqual(
            box.failure(
                "files.rename", "{\"mode\": \"replace\", \"find\": \"a.txt\", \"part\": \"Full Name\", \"files\": [\"a.txt\"]}"),
            "t.json:1:136: error: action 1 'Rename Files' (files.rename), parameter 'files': the new name is empty\nhint: a name is one path component: no '/', NUL, '.' or '..', and not empty"
        )
        XCTAssertEqual(box.tree(), ["a.txt: a.txt"])
    }

    func testPathsOutsideTheAllowedFoldersAreRefusedNamingTheFlag() throws {
        let box = Sandbox()
        box.make(["inside/a.txt", "outside/b.txt"])
        box.allowed = [box.root + "/inside"]
        XCTAssertEqual(
            box.failure("files.rename", "{\"mode\": \"Add Text\", \"text\": \"x\", \"files\": [\"outside/b.txt\"]}"),
            "t.json:1:112: error: action 1 'Rename Files' (files.rename), parameter 'files': 'outside/b.txt' is outside the folders file actions may touch; allowed: '\(box.root)/inside'\nhint: add \(box.root)/outside to RunOptions.allowedPaths to allow it"
        )
        // A symbolic link inside does not lead out.
        try FileManager.default.createSymbolicLink(atPath: box.root + "/inside/link", withDestinationPath: box.root + "/outside")
        XCTAssertEqual(
            box.failure("files.rename", "{\"mode\": \"Add Text\", \"text\": \"x\", \"files\": [\"inside/link/b.txt\"]}"),
            "t.json:1:112: error: action 1 'Rename Files' (files.rename), parameter 'files': 'inside/link/b.txt' is outside the folders file actions may touch (it leads to '\(box.root)/outside/b.txt'); allowed: '\(box.root)/inside'\nhint: add \(box.root)/outside to RunOptions.allowedPaths to allow it"
        )
        XCTAssertEqual(
            box.failure("files.rename", "{\"mode\": \"Add Text\", \"text\": \"x\", \"files\": [\"inside/../outside/b.txt\"]}"),
            "t.json:1:112: error: action 1 'Rename Files' (files.rename), parameter 'files': 'inside/../outside/b.txt' is outside the folders file actions may touch; allowed: '\(box.root)/inside'\nhint: add \(box.root)/outside to RunOptions.allowedPaths to allow it"
        )
        XCTAssertEqual(box.tree("inside"), ["inside/a.txt: inside/a.txt", "inside/link -> \(box.root)/outside"])
    }

    func testDryRunPreviewsAndChangesNothing() throws {
        let box = Sandbox()
        box.make(["a.txt", "b.txt"])
        box.dryRun = true
        XCTAssertEqual(
            try rename(["a.txt", "b.txt"], "{\"mode\": \"Add Text\", \"text\": \"-1\"}", in: box), ["a-1.txt", "b-1.txt"])
        XCTAssertEqual(box.host.shown, ["dry run: rename a.txt → a-1.txt", "dry run: rename b.txt → b-1.txt"])
        XCTAssertEqual(box.tree(), ["a.txt: a.txt", "b.txt: b.txt"])
        XCTAssertTrue(box.journals().isEmpty)
    }

    func testTheJournalPutsTheBatchBackAndUndoIsIdempotent() throws {
        let box = Sandbox()
        box.make(["a.txt", "b.txt"])
        _ = try rename(
            ["a.txt", "b.txt"],
            "{\"mode\": \"Make Sequential\", \"sequence\": \"New Name\", \"newName\": \"b\", \"numberSeparator\": \"\"}", in: box)
        XCTAssertEqual(box.tree(), ["b1.txt: a.txt", "b2.txt: b.txt"])
        let journal = try XCTUnwrap(box.journals().last)
        let entries = try Journal.read(journal.path, fileSystem: LocalFileSystem()).entries
        XCTAssertEqual(
            BatchRestore.restore(entries, fileSystem: LocalFileSystem()),
            BatchRestore.Report(restored: 2, alreadyInPlace: 0, problems: []))
        XCTAssertEqual(box.tree(), ["a.txt: a.txt", "b.txt: b.txt"])
        XCTAssertEqual(
            BatchRestore.restore(entries, fileSystem: LocalFileSystem()),
            BatchRestore.Report(restored: 0, alreadyInPlace: 2, problems: []))
    }

    func testUndoNeverMovesAFileThatTookTheNameLater() throws {
        let box = Sandbox()
        box.make(["a.txt"])
        _ = try rename(["a.txt"], "{\"mode\": \"Set Name\", \"name\": \"b\"}", in: box)
        try FileManager.default.removeItem(atPath: box.root + "/b.txt")
        box.make(["b.txt"], contents: ["b.txt": "someone else's"])
        let entries = try Journal.read(try XCTUnwrap(box.journals().last).path, fileSystem: LocalFileSystem()).entries
        let report = BatchRestore.restore(entries, fileSystem: LocalFileSystem())
        XCTAssertEqual(report.problems, ["'\(box.root)/a.txt' is at none of its recorded names"])
        XCTAssertEqual(box.tree(), ["b.txt: someone else's"])
    }
}
