import ShortcutEngine

/// Get Numbers from Input (`detect.number`): every number written in the input's text (`12 apples and 3 pears` gives 12 and 3; grouping marks read), and numbers, booleans and durations as numbers.
public enum DetectNumberAction: CoercionAction {
    /// What each item of the input becomes: number.
    public static let target = ValueType.number

    public static let definition = ActionDefinition(
        "is.workflow.actions.detect.number", name: "Get Numbers from Input",
        summary:
            "Returns every number written in the input's text (`12 apples and 3 pears` gives 12 and 3; grouping marks read), and numbers, booleans and durations as numbers.",
        category: "Content",
        parameters: [inputParameter("What to read numbers from.")],
        input: "input", output: .produces(.number), outputName: "Numbers")
}
