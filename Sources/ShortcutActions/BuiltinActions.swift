import ShortcutEngine

/// Every built-in action, alphabetically by type name: the registry the CLI and docs use.
public enum BuiltinActions {
    public static let all: [any Action.Type] = [
        AddToVariableAction.self,
        AdjustDateAction.self,
        AskForInputAction.self,
        BooleanAction.self,
        CalculateAction.self,
        ChooseFromMenuAction.self,
        CombineTextAction.self,
        CommentAction.self,
        CountAction.self,
        DateAction.self,
        DictionaryAction.self,
        FormatDateAction.self,
        GetClipboardAction.self,
        GetDictionaryValueAction.self,
        GetItemFromListAction.self,
        GetVariableAction.self,
        IfAction.self,
        ListAction.self,
        MatchTextAction.self,
        NothingAction.self,
        NumberAction.self,
        PrintAction.self,
        RandomNumberAction.self,
        RepeatAction.self,
        RepeatWithEachAction.self,
        ReplaceTextAction.self,
        RoundAction.self,
        RunWorkflowAction.self,
        SetClipboardAction.self,
        SetDictionaryValueAction.self,
        SetVariableAction.self,
        ShowResultAction.self,
        SplitTextAction.self,
        StopAction.self,
        StopAndOutputAction.self,
        TextAction.self,
        TimeBetweenDatesAction.self,
        WaitAction.self,
    ]

    /// The registry of all built-ins.
    public static let registry = ActionRegistry(all)
}
