/// A Shortcuts (or Workflow) client version as Apple compares them: dot-separated numbers
/// (`700`, `1146.14`, `2302.0.4`; Workflow 1.x wrote bundle versions such as `278` or `484`),
/// compared number by number with missing parts as 0 (WorkflowKit's `WFCompareBundleVersions`).
struct ClientVersion: Comparable, Sendable, CustomStringConvertible {
    /// The numbers, most significant first.
    let parts: [Int]

    /// Reads `text`; a part that is no number reads as 0, at most 8 parts and 9 digits each are read.
    init(_ text: String) {
        parts = text.split(separator: ".", omittingEmptySubsequences: false).prefix(8).map {
            Int($0.trimmingCharacters(in: .whitespaces).prefix(9)) ?? 0
        }
    }

    /// The version a file says it was saved by (`WFWorkflowClientVersion`, a string or, in old
    /// files, a number); nil when it says none.
    static func of(_ value: String?) -> ClientVersion? {
        guard let value, !value.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        return ClientVersion(value)
    }

    static func < (lhs: ClientVersion, rhs: ClientVersion) -> Bool {
        for index in 0..<max(lhs.parts.count, rhs.parts.count) {
            let left = index < lhs.parts.count ? lhs.parts[index] : 0
            let right = index < rhs.parts.count ? rhs.parts[index] : 0
            if left != right { return left < right }
        }
        return false
    }

    static func == (lhs: ClientVersion, rhs: ClientVersion) -> Bool { !(lhs < rhs) && !(rhs < lhs) }

    var description: String { parts.map(String.init).joined(separator: ".") }
}
