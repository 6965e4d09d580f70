/// Text joined on the start-up path. The standard library's `joined(separator:)` looks up its
/// collection's conformances at run time the first time it is used for a type of collection (about
/// 0.3 M instructions of every start; issue 29), so what every command runs joins by appending.
enum StartText {
    /// `parts` with `separator` between them.
    static func joined(_ parts: [String], _ separator: String) -> String {
        var text = ""
        for (offset, part) in parts.enumerated() {
            if offset > 0 { text += separator }
            text += part
        }
        return text
    }
}
