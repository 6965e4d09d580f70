import ShortcutEngine

/// Failures of the address book actions (Find Contacts, Select Contacts, Add New Contact, Edit Contact).
enum ContactsFailure: FailureFacts, Equatable {
    /// No address book folder is set (`RunOptions.contactsFolder`).
    case noAddressBook
    /// The address book folder does not exist (or is not a folder): a warning, it reads as empty.
    case addressBookMissing(String)
    /// Select Contacts: the address book has no contact to choose.
    case nothingToSelect(String)
    /// Select Phone Number, Select Email Address: no contact has one (what, the folder).
    case nothingOfKindToSelect(noun: String, path: String)
    /// A vCard file past the size the address book reads (its path).
    case fileTooLarge(path: String, limit: Int)
    /// Edit Contact: the contact given is not a card of the address book.
    case notInAddressBook(String)
    /// Edit Contact: the contact's card is no longer in its file (changed since it was read).
    case contactGone(path: String)
    /// A contact photo past the size a card holds (the image's name).
    case photoTooLarge(name: String, limit: Int)

    var message: String {
        switch self {
        case .noAddressBook: return "no address book folder is set"
        case .addressBookMissing(let path): return "the address book folder '\(path)' does not exist: it has no contacts"
        case .nothingToSelect(let path): return "the address book '\(path)' has no contacts to select"
        case let .nothingOfKindToSelect(noun, path): return "no contact of the address book '\(path)' has \(noun) to select"
        case let .fileTooLarge(path, limit):
            return "the vCard file '\(path)' is larger than the \(limit >> 20) MiB the address book reads"
        case .notInAddressBook(let name): return "the contact '\(name)' is not in the address book, so it cannot be edited"
        case .contactGone(let path): return "the contact's card is no longer in '\(path)'"
        case let .photoTooLarge(name, limit):
            return "the photo '\(name)' is larger than the \(limit >> 20) MiB a contact's card holds"
        }
    }

    var hint: String? {
        switch self {
        case .noAddressBook: return nil
        case .addressBookMissing: return "create the folder and put vCard files (.vcf) in it, or export your contacts there"
        case .nothingToSelect: return "put vCard files (.vcf) in its folder, or export your contacts there"
        case .nothingOfKindToSelect: return nil
        case .fileTooLarge: return "split it into smaller files (one card each, as a vdir keeps them)"
        case .notInAddressBook: return "give a contact from Find Contacts or Select Contacts (Apple's Edit Contact asks the same)"
        case .contactGone: return "find the contact again: its file was changed since it was read"
        case .photoTooLarge: return "make it smaller first (Resize Image, or Convert Image to JPEG)"
        }
    }

    var remedy: Remedy? {
        switch self {
        case .noAddressBook, .addressBookMissing: return .chooseContactsFolder
        default: return nil
        }
    }

    var exitCode: ExitCode {
        switch self {
        case .addressBookMissing: return .missingInput
        default: return .actionFailed
        }
    }
}
