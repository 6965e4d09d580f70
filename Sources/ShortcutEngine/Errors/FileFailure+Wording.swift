import Foundation
import SafeFiles

/// The wording of the file layer's failures (SafeFiles says what happened; the engine says it).
extension FileFailure: FailureFacts {
    /// What is wrong.
    public var message: String {
        switch self {
        case .emptyPath: return "the path is empty"
        case .nulInPath(let path): return "the path '\(Self.printable(path))' contains a NUL character"
        case .pathOutsideAllowed(let path, let leadsTo, let allowed, _):
            let shown = allowed.isEmpty ? "no folder is allowed" : "allowed: " + quotedList(allowed)
            let through = leadsTo.map { " (it leads to '\($0)')" } ?? ""
            return "'\(path)' is outside the folders file actions may touch\(through); \(shown)"
        case .badName(.empty): return "the new name is empty"
        case .badName(.dots(let name)): return "'\(name)' is not a file name"
        case .badName(.slash(let name)): return "the new name '\(name)' contains '/'"
        case .badName(.nul(let name)): return "the new name '\(Self.printable(name))' contains a NUL character"
        case .badName(.tooLong(let name)): return "the new name '\(name.prefix(40))…' is longer than 255 bytes"
        case .cannot(let operation, let error): return "cannot \(Self.doing(operation)): \(error)"
        case .noSuchItem(let verb, let path): return "cannot \(verb) '\(path)': no such file or folder"
        case .intoItself(let verb, let source, let destination):
            return "cannot \(verb.rawValue) '\(source)' into itself ('\(destination)')"
        case .twiceInBatch(let path): return "'\(path)' is in the batch twice"
        case .collision(let verb, let source, let destination, let conflict):
            let why: String
            switch conflict {
            case .keptBy(let other): why = "'\(other)' keeps that name"
            case .wantedBy(let other): why = "'\(other)' would get that name too"
            case .exists(let path): why = "'\(path)' already exists"
            }
            return "cannot \(verb.rawValue) '\(source)' to '\(destination)': \(why)"
        case .replaceKind(let verb, let source, let destination, let folderWithFile):
            let what = folderWithFile ? "the folder '\(destination)' with a file" : "the file '\(destination)' with a folder"
            return "cannot \(verb) '\(source)': it would replace \(what)"
        case .sameFile(let verb, let source, let destination, let holding):
            let why = holding.map { "that folder holds '\($0)'" } ?? "it is the same file"
            return "cannot \(verb) '\(source)' to '\(destination)': \(why), so replacing it would lose it"
        case .batchUndone(let operation, let error, let restored):
            return "cannot \(Self.doing(operation)): \(error); nothing was changed "
                + "(\(restored) \(restored == 1 ? "item was" : "items were") put back)"
        case .batchStranded(let operation, let error, let problems, let count, let total, _):
            return "cannot \(Self.doing(operation)): \(error); \(count) of \(total) items could not be put back: "
                + problems.joined(separator: "; ")
        }
    }

    /// What to do.
    public var hint: String? {
        switch self {
        case .emptyPath: return "give a file or folder path"
        case .nulInPath, .pathOutsideAllowed, .intoItself: return nil
        case .badName: return "a name is one path component: no '/', NUL, '.' or '..', and not empty"
        case .cannot(_, let error):
            switch error.code {
            case .alreadyExists: return "choose another name or folder; existing files are never replaced"
            case .notFound: return "check the path; relative paths start at the current folder"
            case .permissionDenied: return "check the permissions of the file and its folder"
            default: return nil
            }
        case .noSuchItem: return "check the path; relative paths start at the current folder"
        case .twiceInBatch: return "remove the duplicate (Remove Duplicates) before renaming"
        case .collision: return "nothing was changed; choose names that differ, or set \"ifExists\" to \"Add Number\""
        case .replaceKind:
            return "nothing was changed; only a file replaces a file and a folder a folder: move the item in the way first"
        case .sameFile: return "nothing was changed; choose another folder"
        case .batchUndone: return "fix the cause and run the workflow again"
        case .batchStranded(_, _, _, _, _, let journal): return journal == nil ? "put them back by hand" : nil
        }
    }

    /// The host allows a folder, or finishes putting a stranded batch back from its journal.
    public var remedy: Remedy? {
        switch self {
        case .pathOutsideAllowed(_, _, _, let folder): return .allowPath(folder)
        case .batchStranded(_, _, _, _, _, let journal?): return .finishRestore(journal: journal)
        default: return nil
        }
    }

    /// A missing item is missing input (66); anything else stops the run (70).
    public var exitCode: ExitCode {
        switch self {
        case .noSuchItem: return .missingInput
        case .cannot(_, let error) where error.code == .notFound: return .missingInput
        default: return .actionFailed
        }
    }

    /// "copy 'a' to 'b'": what the layer was doing, as "cannot …" continues.
    static func doing(_ operation: FileOperation) -> String {
        switch operation {
        case .copy(let source, let target): return "copy '\(source)' to '\(target)'"
        case .createFolder(let path): return "create the folder '\(path)'"
        case .delete(let path): return "delete '\(path)'"
        case .moveToTrash(let path): return "move '\(path)' to the trash"
        case .readDetails(let path): return "read the details of '\(path)'"
        case .readDates(let path): return "read the dates of '\(path)'"
        case .setDates(let path): return "set the dates of '\(path)'"
        case .list(let path): return "list the folder '\(path)'"
        case .read(let path): return "read '\(path)'"
        case .save(let path): return "save to '\(path)'"
        case .writeJournal(let folder): return "write the undo journal in '\(folder)'"
        case .batchItem(let verb, let source, let target?): return "\(verb.rawValue) '\(source)' to '\(target)'"
        case .batchItem(let verb, let source, nil): return "\(verb.rawValue) '\(source)'"
        case .batch(let verb): return verb.rawValue
        case .setAside(let path): return "set '\(path)' aside to replace it"
        }
    }

    static func printable(_ text: String) -> String { text.replacingOccurrences(of: "\0", with: "\\0") }
}

extension ActionFailure {
    /// The file layer's failure, about the parameter it names.
    public init(_ error: FileError) {
        self.init(error.failure, parameter: error.parameter)
    }
}
