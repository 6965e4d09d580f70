import Foundation
import ShortcutEngine
import XCTest

/// Paths made absolute as text read as Foundation's `standardizedFileURL` reads them (issue 29:
/// the URL route cost every start about 0.9 M instructions).
final class AbsolutePathTests: IsolatedTestCase {
    func testPathsReadAsFoundationReadsThem() throws {
        let home = try XCTUnwrap(ProcessEnvironment.value("HOME"))
        let cases: [(String, String)] = [
            ("a/../../b", "/w/b"), ("/a/./b//c/", "/a/b/c"), ("..", "/w"), ("/..", "/"), ("x/.", "/w/x/x"),
            ("/a/b/../../..", "/"), ("", "/w/x"), ("/", "/"), ("~", home), ("~/notes/./a.txt", home + "/notes/a.txt"),
            ("é/ü", "/w/x/é/ü"),
        ]
        for (path, expected) in cases {
            XCTAssertEqual(AbsolutePath.of(path, in: "/w/x"), expected, path)
            // `~` is `HOME` as the process has it: Foundation keeps the value it first read, and
            // these tests set their own `HOME` after the start.
            guard !path.hasPrefix("~") else { continue }
            let foundation = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: "/w/x/")).standardizedFileURL.path
            XCTAssertEqual(AbsolutePath.of(path, in: "/w/x"), foundation, "Foundation reads '\(path)' as \(foundation)")
        }
    }

    /// `~name` is another user's home folder: left to Foundation, which knows the user database.
    func testAnotherUsersHomeIsLeftToFoundation() {
        let path = "~nosuchuser-shortcut/x"
        XCTAssertEqual(
            AbsolutePath.of(path, in: "/w"),
            URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: "/w/")).standardizedFileURL.path)
    }
}
