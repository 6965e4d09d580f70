/// Tables in Markdown documents that the code generates: each sits between a marker line
/// `<!-- KIND: NAME -->` and `<!-- end KIND -->`, and is replaced by what `table(NAME)` gives
/// (a name it does not know keeps its table as written).
enum MarkedTables {
    /// `document` with every `kind` table regenerated.
    static func regenerated(_ document: String, kind: String, table: (String) -> String?) -> String {
        let opening = "<!-- \(kind): ", endMarker = "<!-- end \(kind) -->"
        var output: [Substring] = []
        var skipping = false
        for line in document.split(separator: "\n", omittingEmptySubsequences: false) {
            if skipping {
                guard line == endMarker else { continue }
                skipping = false
            }
            output.append(line)
            if let name = name(in: line, opening: opening), let generated = table(name) {
                output.append(contentsOf: generated.split(separator: "\n"))
                skipping = true
            }
        }
        return output.joined(separator: "\n")
    }

    /// The names of the `kind` tables marked in `document`.
    static func names(in document: String, kind: String) -> [String] {
        document.split(separator: "\n").compactMap { name(in: $0, opening: "<!-- \(kind): ") }
    }

    private static func name(in line: Substring, opening: String) -> String? {
        guard line.hasPrefix(opening), line.hasSuffix(" -->") else { return nil }
        return String(line.dropFirst(opening.count).dropLast(" -->".count))
    }
}
