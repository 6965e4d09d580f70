import SafeFiles
import ShortcutEngine

/// Select Phone Number and Select Email Address (Apple's `WFSelectContactsAction` with its
/// `ContactProperties` Phone or Email): asks which phone number or email address of the address
/// book's contacts to pass on. Apple's picker opens a contact, then its value; here one list holds
/// every contact's values, each shown after its contact's name.
enum ContactFieldChoice {
    /// Asks `prompt` over every value of property `property` (`TEL`, `EMAIL`) of every contact; the
    /// chosen value's text. `noun` names the values in the error for a book without any.
    static func select(_ property: String, prompt: String, noun: String, context: ActionContext) throws -> Value {
        let book = try AddressBook(context: context, parameter: nil)
        var options: [String] = []
        var values: [String] = []
        for contact in try book.contacts(maxItems: context.limits.maxItems, parameter: nil) {
            let name = VCardText.name(of: contact.card) ?? PathText.name(contact.path)
            for value in VCardText.values(property, of: contact.card).map(VCardText.unescaped) where !value.isEmpty {
                options.append(name + ": " + value)
                values.append(value)
            }
        }
        guard !values.isEmpty else { throw ActionFailure(ContactsFailure.nothingOfKindToSelect(noun: noun, path: book.root)) }
        let question = Question(kind: .list, prompt: prompt, actionID: context.actionID, options: options)
        return try context.host.choose(question).first.flatMap { values.indices.contains($0) ? .text(values[$0]) : nil }
            ?? .nothing
    }
}

/// Select Phone Number (`is.workflow.actions.selectphone`).
public enum SelectPhoneNumberAction: Action {
    public static let definition = ActionDefinition(
        "is.workflow.actions.selectphone", name: "Select Phone Number",
        summary:
            "Asks which phone number of the address book's contacts (a folder of vCards, docs/contacts.md) to pass on: the choices are 'Name: number', in the address book's order; answered by number or text.",
        category: "Contacts", parameters: [], output: .produces(.text), outputName: "Phone Number")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        try ContactFieldChoice.select("TEL", prompt: "Select a phone number", noun: "phone numbers", context: context)
    }
}

/// Select Email Address (`is.workflow.actions.selectemail`).
public enum SelectEmailAddressAction: Action {
    public static let definition = ActionDefinition(
        "is.workflow.actions.selectemail", name: "Select Email Address",
        summary:
            "Asks which email address of the address book's contacts (a folder of vCards, docs/contacts.md) to pass on: the choices are 'Name: address', in the address book's order; answered by number or text.",
        category: "Contacts", parameters: [], output: .produces(.text), outputName: "Email Address")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        try ContactFieldChoice.select("EMAIL", prompt: "Select an email address", noun: "email addresses", context: context)
    }
}
