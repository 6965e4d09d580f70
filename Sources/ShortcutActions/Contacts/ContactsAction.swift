import ShortcutEngine

/// Contacts (`is.workflow.actions.contacts`, Apple's `WFContactsAction`): the contacts picked in
/// the editor, passed on. A picked contact is stored in the file with its card (`WFContactData`),
/// so each is its card's text here, as Get Details of Contacts reads it; a variable's contacts
/// (what Find Contacts gave) pass on as they are.
public enum ContactsAction: Action {
    static let contacts = Parameter<Value>(
        "contacts", wireKey: "WFContact", type: .list,
        summary: "The contacts: vCard texts (a picked contact's card), or a variable holding contacts.")

    public static let definition = ActionDefinition(
        "is.workflow.actions.contacts", name: "Contacts",
        summary:
            "Passes on the contacts given: each a vCard's text (a contact picked in Apple's editor is stored in the file with its card).",
        category: "Contacts", parameters: [contacts], output: .produces(.list), outputName: "Contacts")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        .list((parameters.optional(Self.contacts) ?? .nothing).items.filter { !$0.isNothing })
    }
}
