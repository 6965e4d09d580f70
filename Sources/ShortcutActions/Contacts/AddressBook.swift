import Foundation
import SafeFiles
import ShortcutEngine

/// The address book's reading budget (docs/limits.md reads it from here).
public enum ContactLimits {
    /// Bytes of one vCard file: a card with a photo is rarely above 1 MB, an export of a
    /// thousand cards with photos a few MB.
    public static let fileBytes = 16 << 20
    /// Bytes of a photo Add New Contact or Edit Contact puts in a card (base64 makes it a third
    /// larger): Apple's own contact photos are a few hundred KB.
    public static let photoBytes = 4 << 20
}

/// One contact of the address book: its card and where it is kept.
struct BookContact {
    /// The card's vCard text (a contact is its card here: Get Details of Contacts reads it).
    var card: String
    /// The file holding it, as the address book's path as configured, then the group and the name.
    var path: String
    /// The group (the subfolder's name); empty for a card at the address book's top.
    var group: String
    /// The file's dates.
    var attributes: FileAttributes
    /// Which card of its file it is (0 for the first).
    var index: Int

    /// The contact as a workflow value: its card's text.
    var value: Value { .text(card) }
}

/// The address book as a folder (docs/contacts.md): the vCard files (`.vcf`, one or many cards
/// each) at its top and in its subfolders, the groups (one level; hidden names skipped), as a
/// vdir that vdirsyncer or khard keeps. Reached through file access that also allows the folder,
/// which only the contact actions get.
final class AddressBook {
    /// The most bytes of one vCard file read (`ContactLimits.fileBytes`).
    static let maxFileBytes = ContactLimits.fileBytes

    /// The folder as configured.
    let root: String
    let access: FileAccess
    /// The folder's absolute path.
    let absoluteRoot: String
    /// The folder is missing: it reads as an empty address book.
    private(set) var isMissing = false

    /// The run's address book. A missing folder reads as empty, with a run warning naming it
    /// (an error under `RunOptions.strict`) when `reading`. Failures name `parameter`.
    init(context: ActionContext, parameter: String?, reading: Bool = true) throws {
        guard let root = context.contactsFolder, !root.isEmpty else {
            throw ActionFailure(ContactsFailure.noAddressBook, parameter: parameter)
        }
        self.root = root
        access = context.files(alsoAllowing: [root])
        absoluteRoot = try access.allowed(root, access: .contents, parameter: parameter)
        if access.fileSystem.kind(at: absoluteRoot) != .folder {
            isMissing = true
            if reading { try context.warn(ContactsFailure.addressBookMissing(root), parameter: parameter) }
        }
    }

    /// Every card: the files at the top, then each group's, names in natural order, cards in file
    /// order; at most `maxItems` (the run's list limit).
    func contacts(maxItems: Int, parameter: String?) throws -> [BookContact] {
        guard !isMissing else { return [] }
        var found: [BookContact] = []
        let top = try names(in: absoluteRoot, parameter: parameter)
        try add(top.files, folder: absoluteRoot, shown: root, group: "", to: &found, maxItems: maxItems, parameter: parameter)
        for group in top.folders where found.count < maxItems {
            let inside = try names(in: PathText.join(absoluteRoot, group), parameter: parameter)
            try add(
                inside.files, folder: PathText.join(absoluteRoot, group), shown: PathText.join(root, group), group: group,
                to: &found, maxItems: maxItems, parameter: parameter)
        }
        return found
    }

    /// The visible vCard files and the subfolders of `folder`, each in natural order.
    private func names(in folder: String, parameter: String?) throws -> (files: [String], folders: [String]) {
        let entries = try VisibleEntries.of(folder, access: access, parameter: parameter)
        return (entries.files.filter { ($0 as NSString).pathExtension.lowercased() == "vcf" }, entries.folders)
    }

    /// Adds the cards of the files `names` (in `folder`) to `found`.
    private func add(
        _ names: [String], folder: String, shown: String, group: String, to found: inout [BookContact], maxItems: Int,
        parameter: String?
    ) throws {
        let fileSystem = access.fileSystem
        for name in names where found.count < maxItems {
            let absolute = PathText.join(folder, name), path = PathText.join(shown, name)
            let data = try access.perform(.read(path), parameter: parameter) { () throws(FileSystemError) -> Data in
                try fileSystem.read(at: absolute, upTo: Self.maxFileBytes + 1)
            }
            guard data.count <= Self.maxFileBytes else {
                throw ActionFailure(ContactsFailure.fileTooLarge(path: path, limit: Self.maxFileBytes), parameter: parameter)
            }
            let attributes = try access.perform(.readDetails(path), parameter: parameter) {
                () throws(FileSystemError) -> FileAttributes in try fileSystem.attributes(at: absolute)
            }
            for (index, card) in VCardText.cards(in: String(decoding: data, as: UTF8.self)).enumerated()
            where found.count < maxItems {
                found.append(BookContact(card: card, path: path, group: group, attributes: attributes, index: index))
            }
        }
    }
}
