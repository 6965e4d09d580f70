/// What a workflow does when it runs with no Shortcut Input (Apple's "If there's no input",
/// `WFWorkflowNoInputBehavior`): the document's `input.whenMissing`. Without one it runs with
/// Nothing, as Apple's "Continue" does.
public enum MissingInput: Sendable, Equatable {
    /// The clipboard's contents are the input (Apple's Get Clipboard).
    case clipboard
    /// The run stops with this response (Apple's Stop and Respond).
    case stop(String)
    /// This action runs first and its output is the input (Apple's Ask For: Select File, Select
    /// Photos, Ask for Input of a type).
    case action(ActionInvocation)

}
