import AppleFormats
import ShortcutEngine

/// Answers to a shortcut's import questions (`WFWorkflowImportQuestions`): what Shortcuts asks
/// when a shared shortcut is added — an API key, a folder, a name — and writes into one parameter
/// of one action (`ActionIndex`, `ParameterKey`) before the shortcut is used.
public struct ImportAnswers: Sendable, Equatable {
    /// Answers by the question's text (matched case-insensitively).
    public var byText: [String: String]
    /// Questions without an answer take the file's `DefaultValue`, as accepting Shortcuts' suggestion does.
    public var useDefaults: Bool

    /// No answers: every question is listed in the report and the file's values stay.
    public static let none = ImportAnswers(byText: [:], useDefaults: false)

    /// Answers by question text; `useDefaults` for the file's suggestion where none is given.
    public init(byText: [String: String], useDefaults: Bool = false) {
        self.byText = byText
        self.useDefaults = useDefaults
    }
}

/// Applying answers to the actions, before migration and mapping (the questions name the file's own
/// indices and keys), and the report's lines for them.
enum ImportQuestions {
    /// Writes each answered question's value into its action's parameter (an answer as text, a
    /// default as the file wrote it); returns one report line per question and the answers no
    /// question reads.
    static func apply(_ questions: [PropertyList], to actions: inout [ShortcutAction], answers: ImportAnswers)
        -> (lines: [String], texts: [String], unused: [String])
    {
        var lines: [String] = []
        var texts: [String] = []
        var used = Set<String>()
        // Matched case-insensitively, as the run's answers are.
        let byText = Dictionary(answers.byText.map { ($0.key.lowercased(), $0) }, uniquingKeysWith: { _, last in last })
        for question in questions {
            let position = question["ActionIndex"]?.integer.flatMap { Int(exactly: $0) }
            let key = question["ParameterKey"]?.string
            let text = question["Text"]?.string ?? ""
            texts.append(text)
            var line = "action \(position.map { String($0 + 1) } ?? "?"), parameter \(key ?? "?"): \(text)"
            let defaultValue = question["DefaultValue"]
            if let defaultValue { line += " (default \(PlistJSON.json(defaultValue).serialized(pretty: false)))" }
            var value: PropertyList?
            let answer = byText[text.lowercased()]
            if let answer {
                used.insert(answer.key)
                value = .string(answer.value)
            } else if answers.useDefaults {
                value = defaultValue
            }
            if let value, let position, let key, actions.indices.contains(position) {
                actions[position].parameters[key] = value
                line += answer != nil ? ": answered" : ": the default taken"
            }
            lines.append(line)
        }
        return (lines, texts, answers.byText.keys.filter { !used.contains($0) }.sorted())
    }
}
