/// A dictionary key path in Shortcuts' dot notation: `people.alex.job`; `\.` is a literal dot,
/// `\\` a literal backslash; a segment of digits (optionally negative) also indexes lists, 1-based.
public struct KeyPath: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The keys in order, unescaped: a segment may contain a literal dot.
    public var segments: [String]

    /// A path from segments that are already unescaped.
    public init(segments: [String]) { self.segments = segments }

    /// Splits on unescaped dots.
    public init(parsing text: String) {
        var segments: [String] = []
        var current = ""
        var escaping = false
        for character in text {
            if escaping {
                if character != "." && character != "\\" { current.append("\\") }
                current.append(character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else if character == "." {
                segments.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        if escaping { current.append("\\") }
        segments.append(current)
        self.segments = segments
    }

    /// The path as a reference's `key:` writes it: the escaped path, or a single key the escaped
    /// form cannot hold (a `|`, spaces at either end, a leading quote, no characters) in quotes
    /// (`ReferenceSyntax.quoting(key:)`).
    public var referenceText: String {
        let plain = description
        let spaced = plain.first?.isWhitespace == true || plain.last?.isWhitespace == true
        guard segments.count == 1, plain.isEmpty || plain.contains("|") || plain.first == "\"" || spaced else { return plain }
        return ReferenceSyntax.quoting(key: segments[0])
    }

    /// The path written back with escapes.
    public var description: String {
        segments.map { $0.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: ".", with: "\\.") }
            .joined(separator: ".")
    }
}
