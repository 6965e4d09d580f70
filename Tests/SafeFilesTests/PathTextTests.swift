import Foundation
import SafeFiles
import XCTest

/// The path-text helpers every file action stands on, case by case: the folder and name of a
/// path, the parent that never traps on one character, joining and resolving relative paths,
/// stem and extension, and the collision rule.
final class PathTextTests: IsolatedTestCase {
    func testNameFolderAndParent() {
        XCTAssertEqual(PathText.name("/a/b/c.txt"), "c.txt")
        XCTAssertEqual(PathText.name("c"), "c")
        XCTAssertEqual(PathText.folder("/a/b/c"), "/a/b")
        XCTAssertEqual(PathText.folder("/c"), "/")
        XCTAssertEqual(PathText.folder("c"), "")
        // One-character and slash-ended paths: NSString's deletingLastPathComponent traps on the first on Linux.
        for (path, parent) in [("x", ""), ("/", "/"), ("/x", "/"), ("a/b/", "a"), ("a//", ""), ("/a/b", "/a")] {
            XCTAssertEqual(PathText.parent(path), parent, path)
        }
    }

    func testJoinAndResolve() {
        let joins: [(String, String, String)] = [
            ("/a", "b.txt", "/a/b.txt"), ("/", "b", "/b"), ("a/", "b", "a/b"), ("", "b", "b"), ("rel", "b", "rel/b"),
        ]
        for (folder, name, joined) in joins { XCTAssertEqual(PathText.join(folder, name), joined, "\(folder) + \(name)") }
        XCTAssertEqual(PathText.resolve("/abs/x", in: "/base"), "/abs/x")
        XCTAssertEqual(PathText.resolve("x/y", in: "/base"), "/base/x/y")
        XCTAssertEqual(PathText.resolve("x", in: ""), "x", "a relative base stays relative")
    }

    /// Written plainly, as `URL.standardizedFileURL` writes a file path (the library's folders are
    /// compared so); checked against Foundation for each case.
    func testStandardizedAgreesWithFoundation() {
        let cases: [(String, String)] = [
            ("/a/b/../c/./d/", "/a/c/d"), ("x/../y", "/home/u/y"), ("/", "/"), ("//a///b", "/a/b"),
            ("/a/..", "/"), ("/../a", "/a"), (".", "/home/u"), ("a/./b/.", "/home/u/a/b"),
        ]
        for (path, expected) in cases {
            XCTAssertEqual(PathText.standardized(path, in: "/home/u"), expected, path)
            let foundation = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: "/home/u", isDirectory: true))
                .standardizedFileURL.path
            XCTAssertEqual(PathText.standardized(path, in: "/home/u"), foundation, "Foundation: \(path)")
        }
    }

    func testStemAndExtension() {
        let cases: [(String, String, String)] = [
            ("a.tar.gz", "a.tar", "gz"), (".profile", ".profile", ""), ("README", "README", ""), ("photo.JPG", "photo", "JPG"),
        ]
        for (name, stem, ext) in cases {
            let split = PathText.split(name)
            XCTAssertEqual(split.stem, stem, name)
            XCTAssertEqual(split.ext, ext, name)
        }
    }

    func testTheCollisionRuleIgnoresCaseAndNormalisation() {
        XCTAssertEqual(PathText.collisionKey("A.txt"), PathText.collisionKey("a.TXT"))
        XCTAssertEqual(PathText.collisionKey("caf\u{E9}"), PathText.collisionKey("cafe\u{301}"), "é written two ways")
        XCTAssertNotEqual(PathText.collisionKey("a.txt"), PathText.collisionKey("b.txt"))
    }
}
