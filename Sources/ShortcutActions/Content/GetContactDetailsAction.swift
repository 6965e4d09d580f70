import Foundation
import ShortcutEngine

/// Get Details of Contacts (`properties.contacts`, Apple's `WFContentItemPropertiesAction` on
/// `WFContactContentItem`): one detail of each contact given. A contact is the vCard text it was made
/// from here (docs/format.md: the vCard menu idiom; a `.vcf` file is read as its text), so every detail
/// Apple lists that a vCard holds is read from it (RFC 6350 and Apple's `X-PHONETIC-…` fields).
/// A detail with several values (phone numbers, email addresses) gives a list, one gives the value,
/// none gives Nothing. The contact photo is the card's inline picture, saved as an image file. The
/// details Apple reads from the contacts database are the card's own: Group its `CATEGORIES`,
/// Creation Date its `CREATED`, Last Modified Date its `REV`; a card without them gives Nothing.
public enum GetContactDetailsAction: Action {
    /// The details Apple's definitions list (iOS 13, `WFContentItemPropertyName`).
    enum Detail: String, Choice {
        case emailAddress = "Email Address"
        case phoneticFirstName = "Phonetic First Name"
        case prefix = "Prefix"
        case url = "URL"
        case nickname = "Nickname"
        case lastName = "Last Name"
        case phoneNumber = "Phone Number"
        case hasPhoto = "Has Photo"
        case fileSize = "File Size"
        case middleName = "Middle Name"
        case company = "Company"
        case department = "Department"
        case name = "Name"
        case firstName = "First Name"
        case phoneticLastName = "Phonetic Last Name"
        case fileExtension = "File Extension"
        case streetAddress = "Street Address"
        case suffix = "Suffix"
        case jobTitle = "Job Title"
        case notes = "Notes"
        case birthday = "Birthday"
        case phoneticMiddleName = "Phonetic Middle Name"
        case contactPhoto = "Contact Photo"
        case lastModifiedDate = "Last Modified Date"
        /// The card's `CREATED` (RFC 9554 §3.1, vCard's extension for JSContact), as `REV` is read.
        case creationDate = "Creation Date"
        /// The groups the card names in `CATEGORIES` (RFC 6350 §6.7.1: the tags Google Contacts
        /// exports its labels as); Apple's are the contacts database's groups.
        case group = "Group"
    }

    static let contact = Parameter<Value>(
        "contact", wireKey: "WFInput",
        summary: "A contact's vCard text or .vcf file, or a list of them (one detail each); none gives Nothing.")
    static let property = Parameter<Detail>(
        "property", wireKey: "WFContentItemPropertyName", label: "Detail", summary: "The detail to get.",
        default: .emailAddress)

    public static let definition = ActionDefinition(
        "is.workflow.actions.properties.contacts", name: "Get Details of Contacts",
        summary:
            "Gets one detail of each contact, read from its vCard text (or .vcf file): names and their parts, phonetic names, nickname, company, department, job title, phone numbers, email addresses, URLs, street addresses, birthday, notes, whether it has a photo and the photo itself (saved as an image file), the groups it names (CATEGORIES), when it was made (CREATED) and last changed (REV), and the card's size and extension.",
        category: "Content",
        parameters: [contact, property],
        input: contact, output: .produces(.any), outputName: "Details of Contacts")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let detail = try parameters[Self.property]
        guard let contacts = parameters.namedOptional(Self.contact), !contacts.isNothing else { return .nothing }
        let given = try context.readingFiles(contacts, forDictionaryIn: "contact")
        var details: [Value] = []
        for item in given.items {
            let text = try context.limitedText(item)
            if detail == .contactPhoto {
                details.append(try ContactPhoto.file(of: text, context: context, parameter: Self.contact.key))
            } else {
                details.append(ContactCard(text: text, calendar: context.calendar).detail(detail))
            }
        }
        if case .list = given.unnamed { return .list(details) }
        return details.first ?? .nothing
    }
}
