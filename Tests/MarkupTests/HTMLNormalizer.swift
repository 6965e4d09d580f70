/// The comparison the spec's own runner makes loosely: here only line endings at the very end
/// are ignored, so a pass means the same HTML.
enum HTMLNormalizer {
    static func normalize(_ html: String) -> String {
        var text = html
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
