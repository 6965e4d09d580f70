/// Keys found on actions that do not declare them, which Apple's runtime never reads (an action
/// reads only its own parameters) and import therefore leaves out: the keys listed here quietly,
/// and with a warning any key that Apple's own definitions of the action (`AppleParameterKeys`:
/// WFActions.plist of iOS 12 and 13, Cherri's for iOS 14–18) do not name, as Shortcuts ignores keys
/// it does not know (issue 24; Workflow-era files carry `WFMathOperand` and `WFVariable` on many
/// actions). A key Apple's definitions name that this engine cannot express still keeps the
/// action unsupported.
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

    /// Whether import leaves `key` out on the action `identifier` without a word.
    static func isIgnored(_ key: String, on identifier: String) -> Bool { ignored[identifier]?.contains(key) ?? false }

    /// Whether Apple's definitions of `identifier` are known and do not name `key`.
    static func isUnknownToApple(_ key: String, on identifier: String) -> Bool {
        guard let known = AppleParameterKeys.byAction[identifier] else { return false }
        return !known.contains(key)
    }
}
