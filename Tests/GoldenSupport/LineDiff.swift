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
