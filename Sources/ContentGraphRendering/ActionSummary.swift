import ShortcutEngine

/// The short line the Shortcuts editor shows on an action, from its parameters as written:
/// `total to {{Result}}` on Set Variable, `{{Score}} is greater than 10` on If, `3 times` on
/// Repeat, the prompt and the items on Choose from Menu, and `key: value, …` for the rest.
/// The HTML content graph shows it on each row (docs/content-graph.md "HTML").
///
/// Every value is cut to a few characters and a few items, so a summary stays one line however
/// large the literal (a dictionary of several hundred keys is `{312 keys}`).
public enum ActionSummary {
    /// Characters of one text value kept.
    static let textLimit = 40
    /// Items of a list, entries of a dictionary, shown before `…`.
    static let itemLimit = 4
    /// The whole line's length before it is cut.
    static let lineLimit = 160

    /// The summary of an action with the full `identifier` its definition gives, or nil when it
    /// has nothing to show (an End marker, no parameters).
    public static func line(identifier: String, mode: BlockMode?, parameters: [ActionInvocation.Parameter]) -> String? {
        if mode == .end { return nil }
        let written = Written(parameters)
        let line = phrase(identifier, mode, written) ?? written.generic()
        guard !line.isEmpty else { return nil }
        return line.count > lineLimit ? String(line.prefix(lineLimit - 1)) + "…" : line
    }

    /// The editor's own phrasing for the actions whose parameters read as a sentence.
    static func phrase(_ identifier: String, _ mode: BlockMode?, _ written: Written) -> String? {
        let apple = "is.workflow.actions."
        let name = identifier.hasPrefix(apple) ? String(identifier.dropFirst(apple.count)) : identifier
        switch (name, mode) {
        case ("setvariable", nil):
            guard let variable = written.plain("name") else { return nil }
            return variable + (written["input"].map { " to \($0)" } ?? "")
        case ("appendvariable", nil):
            guard let variable = written.plain("name") else { return nil }
            return (written["input"].map { "\($0) to " } ?? "to ") + variable
        case ("getvariable", nil):
            return written.plain("name") ?? written["variable"]
        case ("conditional", .start?):
            guard let condition = written.plain("condition"), !written.has("conditions") else { return nil }
            var words = [written["input"] ?? "input", condition]
            if let operand = written["value"] ?? written["number"] { words.append(operand) }
            if let upper = written["upper"] { words.append("and " + upper) }
            if let amount = written["amount"] { words.append(amount + " " + (written.plain("unit") ?? "days")) }
            return words.joined(separator: " ")
        case ("repeat.count", .start?):
            return written["count"].map { "\($0) times" }
        case ("repeat.each", .start?):
            return written["input"].map { "each item in \($0)" }
        case ("choosefrommenu", .start?):
            var words: [String] = []
            if let prompt = written["prompt"] { words.append(prompt) }
            if let items = written.items("items") { words.append(items) }
            return words.isEmpty ? nil : words.joined(separator: " · ")
        case ("comment", nil):
            return written.plain("text")
        case (_, .middle?):
            return written["title"]
        default:
            return nil
        }
    }

    /// The parameters as written, each as a short text.
    struct Written {
        let parameters: [ActionInvocation.Parameter]

        init(_ parameters: [ActionInvocation.Parameter]) { self.parameters = parameters }

        subscript(key: String) -> String? {
            parameters.first { $0.key == key }.map { ActionSummary.brief($0.value) }
        }

        /// A text parameter without quotes (a comment's text), on one line.
        func plain(_ key: String) -> String? {
            guard let text = self[key] else { return nil }
            return text.hasPrefix("\"") && text.hasSuffix("\"") && text.count >= 2 ? String(text.dropFirst().dropLast()) : text
        }

        func has(_ key: String) -> Bool { parameters.contains { $0.key == key } }

        /// `3 items: A, B, C`: a list parameter's items, each brief.
        func items(_ key: String) -> String? {
            guard let parameter = parameters.first(where: { $0.key == key }) else { return nil }
            guard case .list(let items) = parameter.value else { return ActionSummary.brief(parameter.value) }
            return "\(Counted.phrase(items.count, "item")): "
                + ActionSummary.join(items.map(ActionSummary.brief), total: items.count)
        }

        /// `key: value, key: value` in the order written.
        func generic() -> String {
            parameters.map { "\($0.key): \(ActionSummary.brief($0.value))" }.joined(separator: ", ")
        }
    }

    /// One value in a few characters: text quoted and cut, `{{Name}}` for a reference, the first
    /// items of a list, `{N keys}` for a dictionary with more than a few.
    public static func brief(_ value: ParameterValue) -> String {
        switch value {
        case .literal(let literal):
            if case .text(let text) = literal { return quoted(text) }
            return Rendering.preview(literal, coercion: Coercion())
        case .reference(let reference): return "{{\(reference.source)}}"
        case .text(let parts):
            return quoted(
                parts.map { part in
                    switch part {
                    case .literal(let literal): return literal
                    case .reference(let reference): return "{{\(reference.source)}}"
                    }
                }.joined())
        case .list(let items):
            return "[" + join(items.prefix(itemLimit).map(brief), total: items.count) + "]"
        case .dictionary(let entries):
            if entries.count > itemLimit { return "{\(Counted.phrase(entries.count, "key"))}" }
            return "{" + entries.map { "\($0.key): \(brief($0.value))" }.joined(separator: ", ") + "}"
        }
    }

    static func quoted(_ text: String) -> String { "\"" + Rendering.preview(text, limit: textLimit) + "\"" }

    /// The first items, then `… N more` when there are more than `itemLimit`.
    static func join(_ shown: [String], total: Int) -> String {
        let kept = shown.prefix(itemLimit)
        return kept.joined(separator: ", ") + (total > kept.count ? ", … \(total - kept.count) more" : "")
    }
}

/// `1 item`, `3 items`: a count with one of the two regular nouns a summary counts.
private enum Counted {
    static func phrase(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
