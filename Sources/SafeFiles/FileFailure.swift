/// Why the file layer refused or failed, as facts: paths as messages show them, never sentences.
/// The engine words them (`FileFailure+Wording.swift` in ShortcutEngine); this module only says
/// what happened.
public enum FileFailure: Sendable, Equatable {
    /// A path that is empty.
    case emptyPath
    /// A path containing a NUL character (as given).
    case nulInPath(String)
    /// A path outside the allowed folders: as given, where its symbolic links lead when that differs,
    /// the allowed folders as given, and the folder to allow to reach it.
    case pathOutsideAllowed(path: String, leadsTo: String?, allowed: [String], suggestedFolder: String)
    /// A new name that is not one path component.
    case badName(NameProblem)
    /// A file-system call failed while doing `operation`.
    case cannot(FileOperation, FileSystemError)
    /// The item to act on is not there (`verb` names the action on it: copy, delete, rename, move).
    case noSuchItem(verb: String, path: String)
    /// A batch would move a folder into itself.
    case intoItself(verb: BatchVerb, source: String, destination: String)
    /// One item is in a batch twice.
    case twiceInBatch(String)
    /// Two items of a batch, or an item and an existing file, would share a name.
    case collision(verb: BatchVerb, source: String, destination: String, NameConflict)
    /// Replacing would put a file where a folder is (`folderWithFile`) or a folder where a file is:
    /// `verb` names the action (move, copy), `destination` the item that would be replaced.
    case replaceKind(verb: String, source: String, destination: String, folderWithFile: Bool)
    /// Replacing `destination` would lose an item of the batch: it is the same file as `source` (the
    /// same path, or another name of it), or a folder that holds an item of the batch (`holding`).
    case sameFile(verb: String, source: String, destination: String, holding: String?)
    /// A batch failed part-way and everything moved was put back (`restored` items).
    case batchUndone(FileOperation, FileSystemError, restored: Int)
    /// A batch failed part-way and some items could not be put back: one line per item (the first
    /// few), how many items the batch moved, and the journal that can finish the restore.
    case batchStranded(FileOperation, FileSystemError, problems: [String], count: Int, total: Int, journal: String?)

    /// Why a new name is not one path component.
    public enum NameProblem: Sendable, Equatable {
        /// The name is empty.
        case empty
        /// `.` or `..`.
        case dots(String)
        /// The name contains `/`.
        case slash(String)
        /// The name contains a NUL character.
        case nul(String)
        /// The name is longer than 255 bytes.
        case tooLong(String)
    }

    /// Who already holds a name a batch wants.
    public enum NameConflict: Sendable, Equatable {
        /// Another item of the batch keeps that name.
        case keptBy(String)
        /// Another item of the batch would get that name too.
        case wantedBy(String)
        /// A file outside the batch has it.
        case exists(String)
    }
}

/// What the file layer was doing when a call failed; paths as messages show them.
public enum FileOperation: Sendable, Equatable {
    /// Copying an item to a new path.
    case copy(String, to: String)
    /// Creating a folder.
    case createFolder(String)
    /// Deleting an item for good.
    case delete(String)
    /// Moving an item to the trash.
    case moveToTrash(String)
    /// Reading an item's size, dates and kind.
    case readDetails(String)
    /// Reading an item's dates.
    case readDates(String)
    /// Setting an item's dates.
    case setDates(String)
    /// Listing a folder.
    case list(String)
    /// Reading a file's contents.
    case read(String)
    /// Writing a file.
    case save(String)
    /// Writing a batch's undo journal into a folder.
    case writeJournal(String)
    /// Renaming or moving one item of a batch (`to` nil: while examining it).
    case batchItem(BatchVerb, String, to: String?)
    /// A batch, no item known.
    case batch(BatchVerb)
    /// Setting an item aside (beside the journal) before another replaces it.
    case setAside(String)
}

/// What a batch does to its items: the verb its messages, previews and journal use.
public enum BatchVerb: String, Sendable, Equatable {
    /// New names in the same folders.
    case rename
    /// Into another folder.
    case move
}

/// A file-layer failure and the parameter whose value led to it: what every throwing call of
/// this module throws. The engine turns it into an action failure.
public struct FileError: Error, Sendable, Equatable {
    /// What went wrong.
    public var failure: FileFailure
    /// The parameter at fault, when the caller named one.
    public var parameter: String?

    /// A failure about `parameter`.
    public init(_ failure: FileFailure, parameter: String? = nil) {
        self.failure = failure
        self.parameter = parameter
    }
}
