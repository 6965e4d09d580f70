import Foundation
import XCTest

/// The fixtures beside the tests (Fixtures/README.md says where each came from).
enum Fixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func data(_ relative: String) throws -> Data { try Data(contentsOf: folder.appendingPathComponent(relative)) }

    /// Tab-separated rows of a fixture file, `#` lines skipped.
    static func rows(_ relative: String) throws -> [[String]] {
        try String(decoding: data(relative), as: UTF8.self).split(separator: "\n")
            .filter { !$0.hasPrefix("#") }.map { $0.split(separator: "\t").map(String.init) }
    }
}

/// The full message of the error `body` throws, or "no error".
func message(_ body: () throws -> Void) -> String {
    do {
        try body()
        return "no error"
    } catch { return "\(error)" }
}
