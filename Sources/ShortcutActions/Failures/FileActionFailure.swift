import ShortcutEngine

/// Failures of the file actions themselves (the file layer's own are `FileFailure`, worded in the
/// engine). Paths as the user wrote them or as messages show them.
enum FileActionFailure: FailureFacts, Equatable {
    /// An input item that is neither a file nor a path (its type's article: "a number").
    case notFiles(got: String)
    /// A destination that is not a folder; `exists` says whether anything is there.
    case notAFolder(String, exists: Bool)
    /// Get File, Open Files: nothing at the path.
    case noSuchFile(String)
    /// Get Contents of Folder: nothing at the path.
    case noSuchFolder(String)
    /// Create Folder: a file already has the folder's path.
    case fileInTheWay(String)
    /// Copy Files: the target name is taken and numbering is off.
    case copyTargetExists(source: String, target: String)
    /// Save File: the file exists, overwriting and numbering are off.
    case saveTargetExists(String)
    /// Overwrite File: a folder is given, and no path of the file inside it.
    case overwriteFolderWithoutPath(String)
    /// Overwrite File: not one file.
    case overwriteNeedsOneFile(got: Int)
    /// Delete Files: moving to the trash, but the host has no trash folder.
    case noTrash
    /// Rename File: the input is not a file.
    case needsFileToRename
    /// Rename Files, Add Date or Time: an empty date pattern.
    case emptyDateFormat
    /// Rename Files, Replace Text: nothing to find.
    case needsTextToFind
    /// Rename Files, Make Sequential with a new name: the new name is empty.
    case sequenceNeedsName
    /// Rename Files, Set Name: more than one file.
    case setNameNeedsOneFile(got: Int)
    /// Rename Files, Add Date or Time: the file system has no such date for the file.
    case noDate(path: String, created: Bool)
    /// Get File of Type: a type identifier not in `FileTypes`.
    case unknownFileType(String, known: [String])
    /// Get File of Type: a value this engine cannot make a file of the type from (Apple's shape).
    case cannotConvertToType(from: ValueType, preview: String, to: String)
    /// Get File of Type: the property list serialiser refused the value.
    case notAPropertyList(String)
    /// Bytes that are no property list Decode can read.
    case notReadablePropertyList(String)
    /// Get Files Matching: nothing matches the pattern, searched from `folder` (absolute).
    case nothingMatches(pattern: String, folder: String, relative: Bool)
    /// Set File Dates asked for a creation date, which this system's files cannot be given.
    case cannotSetCreationDate(String)

    var message: String {
        switch self {
        case .notFiles(let article): return "expected files or paths, got \(article)"
        case .notAFolder(let path, _): return "'\(path)' is not a folder"
        case .noSuchFile(let path): return "no such file or folder '\(path)'"
        case .unknownFileType(let identifier, _): return "unknown file type '\(identifier)'"
        case .cannotConvertToType(let from, let preview, let to):
            return "couldn't convert from \(from.displayName) to \(to)" + (from == .nothing ? "" : ": '\(preview)'")
        case .notAPropertyList(let reason): return "cannot write the input as a property list: \(reason)"
        case .notReadablePropertyList(let reason): return "cannot read the input as a property list: \(reason)"
        case .noSuchFolder(let path): return "no such folder '\(path)'"
        case .fileInTheWay(let path): return "cannot create the folder '\(path)': a file has that name"
        case .copyTargetExists(let source, let target): return "cannot copy '\(source)': '\(target)' already exists"
        case .saveTargetExists(let path): return "cannot save to '\(path)': it already exists"
        case .overwriteNeedsOneFile(let count): return "Overwrite File overwrites one file, got \(count)"
        case .overwriteFolderWithoutPath(let path):
            return "'\(path)' is a folder, and no path of the file to overwrite in it is given"
        case .noTrash: return "there is no trash folder to move the files to"
        case .needsFileToRename: return "needs a file to rename"
        case .emptyDateFormat: return "the date format is empty"
        case .needsTextToFind: return "needs text to find"
        case .sequenceNeedsName: return "'New Name' needs a name for the numbers to follow"
        case .setNameNeedsOneFile(let count): return "Set Name renames one file, got \(count)"
        case .noDate(let path, let created): return "'\(path)' has no \(created ? "creation" : "modification") date"
        case .nothingMatches(let pattern, let folder, _): return "nothing matches '\(pattern)' in '\(folder)'"
        case .cannotSetCreationDate(let path):
            return "cannot set the creation date of '\(path)': this system keeps a file's creation date itself"
        }
    }

    var hint: String? {
        switch self {
        case .notFiles: return "pass files from Get Files or a path as text"
        case .notAFolder: return "create it first with Create Folder"
        case .noSuchFile, .noSuchFolder: return "check the path; relative paths start at the current folder"
        case .unknownFileType(_, let known): return "use one of " + known.map { "'\($0)'" }.joined(separator: ", ")
        case .cannotConvertToType:
            return "pass a file that already is of the type (Get File), or choose a text type such as public.plain-text"
        case .notAPropertyList: return "pass a dictionary or a list"
        case .notReadablePropertyList: return "give an XML, binary or JSON property list (a .plist file or its text)"
        case .fileInTheWay: return "choose another path"
        case .copyTargetExists: return "nothing was copied; set \"ifExists\" to \"Add Number\" or choose another folder"
        case .saveTargetExists: return "turn on \"overwrite\", set \"ifExists\" to \"Add Number\", or choose another path"
        case .overwriteNeedsOneFile: return "pick one item first (Get Item from List)"
        case .overwriteFolderWithoutPath: return "set \"path\" to the file's path inside the folder, or pass the file itself"
        case .noTrash: return "turn on \"permanently\" to delete them for good"
        case .needsFileToRename: return "pass a file from Get File"
        case .emptyDateFormat: return "use a Unicode date pattern such as yyyy-MM-dd"
        case .needsTextToFind: return "set \"find\" to the text to replace"
        case .sequenceNeedsName: return "set \"newName\", or set \"sequence\" to \"Keep Name\""
        case .setNameNeedsOneFile: return "pick one item first (Get Item from List), or use Make Sequential"
        case .noDate: return nil
        case .cannotSetCreationDate:
            return "set the modification date instead (Modification Date, or Both, which sets it alone here)"
        case .nothingMatches(_, _, let relative):
            return relative
                ? "a relative pattern starts in the folder the run was started from, not the workflow's; check the pattern or run from another folder"
                : "check the pattern"
        }
    }

    /// Missing paths are missing input (66); the rest stop the run (70).
    var exitCode: ExitCode {
        switch self {
        case .noSuchFile, .noSuchFolder: return .missingInput
        case .notAFolder(_, let exists): return exists ? .actionFailed : .missingInput
        default: return .actionFailed
        }
    }
}
