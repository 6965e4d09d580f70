/// Keys found on actions that do not declare them, which Apple's runtime never reads (an action
/// reads only its own parameters) and import therefore leaves out. Only keys seen in real files
/// and understood are listed: any other unknown key still keeps its action unsupported.
enum StrayKeys {
    /// Action identifier → keys left out. `WFRepeatCount` is Repeat's count; real files carry it on
    /// Split Text, Combine Text, Calculate and Count (one each in extratone/shortcuts), none of
    /// which has a count to repeat (CHERRI `math.cherri` and `basic.cherri` give Calculate and Count no such parameter; research shortcuts-actions.md lists none for the text actions), so
    /// Shortcuts runs them as if it were absent.
    static let ignored: [String: Set<String>] = [
        "is.workflow.actions.text.split": ["WFRepeatCount"],
        "is.workflow.actions.text.combine": ["WFRepeatCount"],
        "is.workflow.actions.math": ["WFRepeatCount"],
        "is.workflow.actions.count": ["WFRepeatCount"],
    ]

    /// Whether import leaves `key` out on the action `identifier`.
    static func isIgnored(_ key: String, on identifier: String) -> Bool { ignored[identifier]?.contains(key) ?? false }
}
