/// The lines of a one-setting-a-line configuration file (the locations file, the here file) that
/// say something: not empty and not a `#` comment, trimmed, with their 1-based line numbers for
/// errors. One reading for every such file.
enum ConfigLines {
    static func meaningful(_ text: String) -> [(number: Int, text: String)] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.isEmpty || trimmed.hasPrefix("#") ? nil : (index + 1, trimmed)
        }
    }
}
