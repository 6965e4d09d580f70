import SafeFiles
import ShortcutEngine

/// Select Contacts (`is.workflow.actions.selectcontacts`, Apple's `WFSelectContactsAction`): asks
/// which contacts of the address book to pass on (a list question the host answers: a terminal,
/// `--answer`, an answers file).
public enum SelectContactsAction: Action {
    /// The prompt the question asks with; `--answer` matches it (or the action's id).
    public static func prompt(multiple: Bool) -> String { multiple ? "Select contacts" : "Select a contact" }

    static let multiple = Parameter<Bool>(
        "multiple", wireKey: "WFSelectMultiple", label: "Select Multiple",
        summary: "Several may be chosen; the output is then a list.", default: false)

    public static let definition = ActionDefinition(
        "is.workflow.actions.selectcontacts", name: "Select Contacts",
        summary:
            "Asks which contacts of the address book (a folder of vCards, docs/contacts.md) to pass on: the choices are their names, in the address book's order; answered by number or name (several: a comma-separated list). Each contact is its card's text.",
        category: "Contacts", parameters: [multiple], output: .produces(.list), outputName: "Contacts")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let multiple = try parameters[Self.multiple]
        let book = try AddressBook(context: context, parameter: "multiple")
        let contacts = try book.contacts(maxItems: context.limits.maxItems, parameter: "multiple")
        guard !contacts.isEmpty else { throw ActionFailure(ContactsFailure.nothingToSelect(book.root), parameter: "multiple") }
        let question = Question(
            kind: .list, prompt: prompt(multiple: multiple), actionID: context.actionID,
            options: contacts.map { VCardText.name(of: $0.card) ?? PathText.name($0.path) }, allowsMultiple: multiple)
        let chosen = try context.host.choose(question).filter { contacts.indices.contains($0) }
        guard multiple else { return chosen.first.map { contacts[$0].value } ?? .nothing }
        return .list(chosen.map { contacts[$0].value })
    }
}
