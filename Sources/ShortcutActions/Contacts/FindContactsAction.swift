import Foundation
import ShortcutEngine

/// Find Contacts (Apple's `WFContentItemFilterAction` on `WFContactContentItem`): the contacts of
/// the address book (a folder of vCards, docs/contacts.md) that meet Apple's condition table on
/// their details, sorted and limited, as Find Photos does for the photo library.
public enum FindContactsAction: Action {
    typealias Detail = GetContactDetailsAction.Detail

    static let conditions = Parameter<Value>(
        "conditions", label: "Filter", type: .list,
        summary:
            #"Dictionaries {"property", "condition", "value"} — property any detail of Get Details of Contacts (Name, First Name, Last Name, Company, Phone Number, Email Address, Birthday, Group, Creation Date…); condition any of If's (is, is not, contains, begins with, has any value, is less than, is in the last with "amount" and "unit", is today…)."#
    )
    /// Match, Sort By (a detail or Random), its order and the limit.
    static let settings = ContentFilterSettings<PropertyOrRandom<Detail>>(items: "contacts")

    public static let definition = ActionDefinition(
        "is.workflow.actions.filter.contacts", name: "Find Contacts",
        summary:
            "Finds the contacts of the address book (the vCard files of a folder, docs/contacts.md) that meet every condition of Apple's condition table (or one, with Match Any) on their details, read as Get Details of Contacts reads them; then sorts (ties keep their order, a missing detail first) and limits. Without conditions: every contact, in the address book's order. Each contact is its card's text.",
        category: "Contacts",
        parameters: [conditions] + settings.declarations,
        output: .produces(.list), outputName: "Contacts")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let book = try AddressBook(context: context, parameter: "conditions")
        let table = try PropertyConditions<Detail>(
            parameters.optional(Self.conditions), match: parameters[Self.settings.match], items: "contact")
        var found = try book.contacts(maxItems: context.limits.maxItems, parameter: "conditions").filter { contact in
            try table.keeps { try $0.holds(value($0.property, of: contact, context: context), context: context) }
        }
        found = try settings.finish(found, parameters, context: context) { key in
            key.property.map { detail in { value(detail, of: $0, context: context) } }
        }
        return .list(found.map(\.value))
    }

    /// A detail of a contact of the address book: the card's, except that its subfolder is one of
    /// its groups, and that its file's dates stand in for a card without `CREATED` or `REV`.
    static func value(_ detail: Detail, of contact: BookContact, context: ActionContext) -> Value {
        let own = ContactCard(text: contact.card, calendar: context.calendar).detail(detail)
        switch detail {
        case .group where !contact.group.isEmpty:
            return own.isNothing ? .text(contact.group) : .list([.text(contact.group)] + own.items)
        case .creationDate where own.isNothing:
            return (contact.attributes.creationDate ?? contact.attributes.modificationDate).map(Value.date) ?? .nothing
        case .lastModifiedDate where own.isNothing:
            return contact.attributes.modificationDate.map(Value.date) ?? .nothing
        default: return own
        }
    }
}
