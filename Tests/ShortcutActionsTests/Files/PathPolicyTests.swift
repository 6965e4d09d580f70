import Foundation
import XCTest

@testable import SafeFiles
@testable import ShortcutEngine

final class PathPolicyTests: IsolatedTestCase {
    func testAbsolutePathsAreNormalisedLexically() {
        let cases: [(String, String)] = [
            ("a/b", "/base/a/b"), ("/x/y", "/x/y"), ("./a", "/base/a"), ("a/./b", "/base/a/b"), ("a/../b", "/base/b"),
            ("../../../x", "/x"),
            ("a//b/", "/base/a/b"), ("/", "/"), (".", "/base"), ("..", "/"), ("a/..", "/base"), ("...", "/base/..."),
            ("..a/.b", "/base/..a/.b"),
            ("a/b/..", "/base/a"), ("/x/./", "/x"), ("é/e\u{301}", "/base/é/e\u{301}"),
        ]
        for (path, expected) in cases {
            XCTAssertEqual(PathPolicy.absolute(path, in: "/base"), expected, path)
        }
        XCTAssertEqual(PathPolicy.absolute("a", in: "/base/../b"), "/b/a")
    }

    func testPathTextSplitsNamesAndFolders() {
        XCTAssertEqual(PathText.name("/a/b.txt"), "b.txt")
        XCTAssertEqual(PathText.folder("/a/b.txt"), "/a")
        XCTAssertEqual(PathText.folder("/b.txt"), "/")
        XCTAssertEqual(PathText.join("/", "b"), "/b")
        XCTAssertEqual(PathText.name("b"), "b")
        XCTAssertEqual(PathText.folder("b"), "")
    }

    func testInsideComparesBytesNotCanonicalEquivalence() {
        XCTAssertTrue(PathPolicy.isInside("/r/\u{E9}/x", "/r/\u{E9}"))
        XCTAssertFalse(PathPolicy.isInside("/r/e\u{301}/x", "/r/\u{E9}"))
        XCTAssertFalse(PathPolicy.isInside("/r/ab", "/r/a"))
        XCTAssertTrue(PathPolicy.isInside("/anything", "/"))
    }
}
