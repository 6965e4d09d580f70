import ShortcutEngine

/// Failures of the address book actions (Find Contacts, Select Contacts).
enum ContactsFailure: FailureFacts, Equatable {
    /// No address book folder is set (`RunOptions.contactsFolder`).
    case noAddressBook
    /// The address book folder does not exist (or is not a folder): a warning, it reads as empty.
    case addressBookMissing(String)
    /// Select Contacts: the address book has no contact to choose.
    case nothingToSelect(String)
    /// A vCard file past the size the address book reads (its path).
    case fileTooLarge(path: String, limit: Int)

    var message: String {
        switch self {
        case .noAddressBook: return "no address book folder is set"
        case .addressBookMissing(let path): return "the address book folder '\(path)' does not exist: it has no contacts"
        case .nothingToSelect(let path): return "the address book '\(path)' has no contacts to select"
        case let .fileTooLarge(path, limit):
            return "the vCard file '\(path)' is larger than the \(limit >> 20) MiB the address book reads"
        }
    }

    var hint: String? {
        switch self {
        case .noAddressBook: return nil
        case .addressBookMissing: return "create the folder and put vCard files (.vcf) in it, or export your contacts there"
        case .nothingToSelect: return "put vCard files (.vcf) in its folder, or export your contacts there"
        case .fileTooLarge: return "split it into smaller files (one card each, as a vdir keeps them)"
        }
    }

    var remedy: Remedy? {
        switch self {
        case .noAddressBook, .addressBookMissing: return .chooseContactsFolder
        case .fileTooLarge, .nothingToSelect: return nil
        }
    }

    var exitCode: ExitCode {
        switch self {
        case .addressBookMissing: return .missingInput
        default: return .actionFailed
        }
    }
}
