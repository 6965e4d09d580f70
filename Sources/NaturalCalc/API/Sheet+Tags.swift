import Foundation

/// Tags (SoulverCore's `statisticOfTag` prototypes: `__statistic_type of __tag`, `__statistic_type __tag`,
/// `__tag __statistic_type`): `#food` after a line's expression tags its answer, and `total of #food`,
/// `average #food`, `#food count` read the answers tagged so far in the sheet.
extension Sheet {
    /// The statistics a tag line may ask for.
    enum TagStatistic: String, CaseIterable, Sendable {
        case total, sum, average, mean, count
    }

    /// `total of #food`, `average #food`, `#food count`: the statistic and the tag (lower-cased), or nil.
    static func tagQuery(_ body: String) -> (TagStatistic, String)? {
        let words = body.split(separator: " ").map { $0.lowercased() }
        func tag(_ w: String) -> String? { isTag(w) ? String(w.dropFirst()) : nil }
        switch words.count {
        case 2:
            if let s = TagStatistic(rawValue: words[0]), let t = tag(words[1]) { return (s, t) }
            if let t = tag(words[0]), let s = TagStatistic(rawValue: words[1]) { return (s, t) }
        case 3 where words[1] == "of":
            if let s = TagStatistic(rawValue: words[0]), let t = tag(words[2]) { return (s, t) }
        default: break
        }
        return nil
    }

    /// The line without its `#tags` (a `#` followed by a letter, after a space), and the tags, lower-cased.
    static func splitTags(_ body: String) -> (body: String, tags: [String]) {
        guard body.contains(" #") else { return (body, []) }
        var kept: [Substring] = []
        var tags: [String] = []
        for (i, word) in body.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
            if i > 0, isTag(String(word)) { tags.append(String(word.dropFirst()).lowercased()) } else { kept.append(word) }
        }
        return (kept.joined(separator: " "), tags)
    }

    private static func isTag(_ w: String) -> Bool {
        guard w.count > 1, w.first == "#", let second = w.dropFirst().first, second.isLetter else { return false }
        return w.dropFirst().allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
    }

    /// The statistic of the answers tagged so far; an error when no line has the tag.
    static func tagStatistic(_ statistic: TagStatistic, of values: [Value], tag: String, evaluator: Evaluator) throws -> Value {
        guard let first = values.first else { throw CalcError(.noTaggedLine(tag)) }
        if statistic == .count { return .number(Decimal(values.count)) }
        var total = first
        for v in values.dropFirst() { total = try evaluator.add(total, v) }
        if statistic == .average || statistic == .mean { return try evaluator.scale(total, by: 1 / Decimal(values.count)) }
        return total
    }
}
