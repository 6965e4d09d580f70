import Foundation
import ShortcutEngine

/// Add New Contact (`is.workflow.actions.addnewcontact`, Apple's `WFAddContactAction`): a new card
/// in the address book, a vCard file of its own (docs/contacts.md).
public enum AddNewContactAction: Action {
    static let firstName = Parameter<String?>(
        "firstName", wireKey: "WFContactFirstName", label: "First Name", summary: "The first name.")
    static let lastName = Parameter<String?>(
        "lastName", wireKey: "WFContactLastName", label: "Last Name", summary: "The last name.")
    static let company = Parameter<String?>("company", wireKey: "WFContactCompany", label: "Company", summary: "The company.")
    static let photo = Parameter<Value?>(
        "photo", wireKey: "WFContactPhoto", label: "Photo", type: .file,
        summary: "An image file (JPEG, PNG and GIF kept as they are, other images as PNG).")
    static let phoneNumbers = Parameter<Value?>(
        "phoneNumbers", wireKey: "WFContactPhoneNumbers", label: "Phone Numbers", type: .list, summary: "Phone numbers (text).")
    static let emails = Parameter<Value?>(
        "emails", wireKey: "WFContactEmails", label: "Email Addresses", type: .list, summary: "Email addresses (text).")
    static let notes = Parameter<String?>("notes", wireKey: "WFContactNotes", label: "Notes", summary: "Notes.")

    public static let definition = ActionDefinition(
        "is.workflow.actions.addnewcontact", name: "Add New Contact",
        summary:
            "Adds a contact to the address book (--contacts, a folder of vCards): a new vCard 3.0 file UID.vcf at its top with the name, company, phone numbers, email addresses, notes and photo given. Returns the contact (its card's text). `shortcut undo` removes it. Apple's Show Compose Sheet asks the user to confirm; a run here adds it as given.",
        category: "Contacts",
        parameters: [firstName, lastName, company, photo, phoneNumbers, emails, notes],
        output: .produces(.text), outputName: "Contact")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let book = try AddressBook(context: context, parameter: "firstName", reading: false)
        let uid = book.freshUID(context: context)
        var card = EditableCard("BEGIN:VCARD\nVERSION:3.0\nPRODID:-//ShortcutEngine//Add New Contact//EN\nEND:VCARD")
        let fields: [(ContactDetail, Value?, String)] = [
            (.lastName, parameters.optional(Self.lastName), "lastName"),
            (.firstName, parameters.optional(Self.firstName), "firstName"),
            (.company, parameters.optional(Self.company), "company"),
            (.phoneNumbers, parameters.optional(Self.phoneNumbers), "phoneNumbers"),
            (.emailAddresses, parameters.optional(Self.emails), "emails"),
            (.notes, parameters.optional(Self.notes), "notes"),
            (.contactPhoto, parameters.optional(Self.photo), "photo"),
        ]
        for (detail, value, parameter) in fields {
            guard let value, !value.isNothing else { continue }
            let edit = ContactEdit(detail: detail, mode: .set, context: context, parameter: parameter)
            try edit.apply(to: &card, value: value, label: "", removing: nil)
        }
        ContactEdit.refreshName(&card)
        card.set("UID", value: uid)
        card.set("REV", value: ContactEdit.revision(context.host.now()))
        _ = try book.add(card.text, uid: uid, parameter: "firstName")
        return .text(card.text)
    }
}
