import ShortcutEngine

/// Get Dictionary from Input (`detect.dictionary`): a dictionary from the input: a JSON object or
/// key-value pairs (`foo=bar&baz=biz`), each object of a JSON array of them; text that is none of
/// these stops the run.
public enum DetectDictionaryAction: CoercionAction {
    /// What each item of the input becomes: dictionary.
    public static let target = ValueType.dictionary

    public static let definition = ActionDefinition(
        "is.workflow.actions.detect.dictionary", name: "Get Dictionary from Input",
        summary:
            "Returns a dictionary from the input: a JSON object, key-value pairs (`foo=bar&baz=biz`) or an XML property list; a JSON array of objects gives each of them; text that is none of these stops the run.",
        category: "Content",
        parameters: [inputParameter("What to read dictionary from.")],
        input: "input", output: .produces(.dictionary), outputName: "Dictionary")
}
