import ShortcutEngine

/// Get Dates from Input (`detect.date`): the date the input's text names (fixed forms and words such as `tomorrow at 5pm`), else each of its lines that is one.
public enum DetectDateAction: CoercionAction {
    /// What each item of the input becomes: date.
    public static let target = ValueType.date

    public static let definition = ActionDefinition(
        "is.workflow.actions.detect.date", name: "Get Dates from Input",
        summary:
            "Returns the date the input's text names (fixed forms and words such as `tomorrow at 5pm`), else each of its lines that is one.",
        category: "Content",
        parameters: [inputParameter("What to read dates from.")],
        input: "input", output: .produces(.date), outputName: "Dates")
}
