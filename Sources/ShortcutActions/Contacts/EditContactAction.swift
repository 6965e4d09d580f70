import Foundation
import ShortcutEngine

/// Edit Contact (`is.workflow.actions.setters.contacts`, Apple's `WFContentItemSetterAction` on
/// `WFContactContentItem`): changes one detail of a contact of the address book, in its file, and
/// gives the contact as changed.
public enum EditContactAction: Action {
    static let contact = Parameter<Value>(
        "contact", wireKey: "WFInput", label: "Contact", summary: "The contact (from Find Contacts or Select Contacts).")
    static let property = Parameter<ContactDetail>(
        "property", wireKey: "WFContentItemPropertyName", label: "Detail", summary: "The detail to change.",
        default: .firstName)
    static let mode = Parameter<EditMode>(
        "mode", wireKey: "Mode", label: "Edit",
        summary: "Set the detail; Add values to, Remove some of, or Remove All of a detail with several.", default: .set)
    static let value = Parameter<Value?>(
        "value", wireKey: ContactDetail.firstName.wireKey, label: "Value", type: .any,
        summary:
            "The new value (Set) or the values to add (Add): text, a list, a date (Birthday) or an image file (Contact Photo). Nothing clears the detail; not given: the user is asked."
    )
    static let label = Parameter<String?>(
        "label", wireKey: "ValueLabel", label: "Label",
        summary:
            "The label of the phone numbers, email addresses, street addresses or URLs set or added: Home, Work, Mobile, iPhone, Main, Home Fax, Work Fax, Pager, Other (vCard TYPE) or any other (X-ABLabel)."
    )
    static let removing = Parameter<Value?>(
        "removing", wireKey: "RemoveSpecifiedValue", label: "Specified", type: .list,
        summary: "Remove: the values to remove, as Get Details of Contacts shows them; not given, the user picks them.")

    public static let definition = ActionDefinition(
        "is.workflow.actions.setters.contacts", name: "Edit Contact",
        summary:
            "Changes one detail of the first contact given — a contact of the address book (--contacts), as Apple's edits only one from Contacts — in its vCard file (REV moves on; a name change renames FN). `shortcut undo` restores the file. Gives the contact as changed.",
        category: "Contacts",
        parameters: [contact, property, mode, value, label, removing],
        input: contact, output: .produces(.text), outputName: "Contact")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let detail = try parameters[Self.property]
        let mode = try parameters[Self.mode]
        guard let given = try parameters.value(Self.contact).items.first(where: { !$0.isNothing }) else { return .nothing }
        let text = try context.limitedText(given)
        let book = try AddressBook(context: context, parameter: "contact")
        guard let contact = try book.contact(for: text, maxItems: context.limits.maxItems, parameter: "contact") else {
            let name = VCardText.name(of: text) ?? ValueSummary.describe(given, coercion: context.coercion)
            throw ActionFailure(ContactsFailure.notInAddressBook(name), parameter: "contact")
        }
        var card = EditableCard(contact.card)
        let value = try parameters.optional(Self.value) ?? asked(detail, mode: mode, context: context)
        try ContactEdit(detail: detail, mode: mode, context: context).apply(
            to: &card, value: value, label: try parameters[Self.label] ?? "", removing: parameters.optional(Self.removing))
        card.set("REV", value: ContactEdit.revision(context.host.now()))
        try book.replace(contact, with: card.text, parameter: "contact")
        return .text(card.text)
    }

    /// The value Set or Add needs when none is given: asked, as Apple asks ("What phone numbers do
    /// you want to set?"). Remove and Remove All need none.
    private static func asked(_ detail: ContactDetail, mode: EditMode, context: ActionContext) throws -> Value {
        guard mode == .set || mode == .add else { return .nothing }
        let prompt = mode == .add ? "What \(detail.spoken) do you want to add?" : "What \(detail.spoken) do you want to set?"
        let answer = try context.host.answer(Question(kind: detail.questionKind, prompt: prompt, actionID: context.actionID))
        switch detail.questionKind {
        case .file: return .file(FileReference(path: answer))
        case .date: return try context.coercion.coerce(.text(answer), to: .date)
        default: return .text(answer)
        }
    }
}
