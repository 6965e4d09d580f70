import Foundation

/// The lines where two texts differ, numbered from 1: `- N: expected` then `+ N: actual`.
/// Golden tests print it when an output no longer matches its `.expected` file.
public func lineDiff(expected: String, actual: String) -> String {
    let a = expected.components(separatedBy: "\n")
    let b = actual.components(separatedBy: "\n")
    var lines: [String] = []
    for index in 0..<max(a.count, b.count) {
        let left = index < a.count ? a[index] : nil
        let right = index < b.count ? b[index] : nil
        if left != right {
            if let left { lines.append("- \(index + 1): \(left)") }
            if let right { lines.append("+ \(index + 1): \(right)") }
        }
    }
    return lines.joined(separator: "\n")
}

/// Whether this run re-records golden files (`RECORD_GOLDENS=1`) instead of checking them.
public var isRecordingGoldens: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" }

/// Checks `actual` against the golden file at `expectedPath`, or rewrites the file when
/// recording. Returns the failure to report (a mismatch with its line diff, or the notice that
/// the file was re-recorded, so a recording run never passes), or nil when they match.
public func goldenFailure(_ actual: String, expectedPath: String, subject: String) throws -> String? {
    if isRecordingGoldens {
        try Data(actual.utf8).write(to: URL(fileURLWithPath: expectedPath))
        return "re-recorded \(expectedPath); run again without RECORD_GOLDENS"
    }
    let expected = String(decoding: FileManager.default.contents(atPath: expectedPath) ?? Data(), as: UTF8.self)
    guard actual != expected else { return nil }
    return "\(subject) differs from \(expectedPath):\n" + lineDiff(expected: expected, actual: actual)
}
