import Foundation
import ShortcutEngine
import StoreFiles

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Failures of the persistent store: its file (`StoreFileError`) and its actions.
enum StoreFailure: FailureFacts, Equatable {
    /// The store's file could not be read, locked or written, or is not a store document.
    case file(StoreFileError)
    /// The host keeps no store.
    case noStore
    /// A store name that breaks `StoreNames.rule`.
    case badStoreName(String)
    /// Insert found something other than a list at the key path.
    case notList(path: String, found: ValueType)
    /// Add to Stored Text found a list or dictionary at the key path.
    case notText(path: String, found: ValueType)
    /// Keys found something other than a dictionary at the key path.
    case notDictionary(path: String, found: ValueType)
    /// Nothing at the key path, where the action was told to fail then.
    case notFound(path: String)
    /// Set found a value at the key path and was told not to overwrite.
    case exists(path: String)
    /// Remove found a list or dictionary at the key path and was told to leave those.
    case keptContainer(path: String, found: ValueType)
    /// The changed store, measured before it is written out, is far over the file's limit.
    case wouldBeTooLarge(path: String, jsonBytes: Int, limit: Int)

    var message: String {
        switch self {
        case .file(let error): return Self.message(error)
        case .noStore: return "this host keeps no persistent store"
        case .badStoreName(let name): return "'\(name)' cannot name a store"
        case .notList(let path, let found): return "the store's value at '\(path)' is \(found.article), not a list"
        case .notText(let path, let found): return "the store's value at '\(path)' is \(found.article), not text"
        case .notDictionary(let path, let found):
            return "the store's value at '\(Self.shown(path))' is \(found.article), not a dictionary"
        case .notFound(let path): return "the store has no value at '\(path)'"
        case .exists(let path): return "the store already has a value at '\(path)', and overwriting is not allowed"
        case .keptContainer(let path, let found):
            return "the store's value at '\(path)' is \(found.article), and removing lists and dictionaries is not allowed"
        case .wouldBeTooLarge(let path, let bytes, let limit):
            return "the change would make the store \(path) more than \(bytes) bytes, over its limit of \(limit) bytes"
        }
    }

    var hint: String? {
        switch self {
        case .file(let error): return Self.hint(error)
        case .noStore: return "a host provides one by conforming to ValueStoreHost"
        case .badStoreName: return StoreNames.hint
        case .notList: return "insert adds to a list: set a list there first, or insert at another key path"
        case .notText: return "text is added to text: give the key path of a text value, or insert into the list instead"
        case .notDictionary: return "only a dictionary has keys; count its children instead, or give a key path to a dictionary"
        case .notFound: return "set a value there first, or turn off failing when the value is missing"
        case .exists: return "set overwrite to Always to replace it, or use another key path"
        case .keptContainer: return "set allow to Always to remove it, or give the key path of one of its items"
        case .wouldBeTooLarge: return Self.hint(.tooLarge(path: "", bytes: 0, limit: 0, writing: true))
        }
    }

    var exitCode: ExitCode {
        switch self {
        case .file(.cannotWrite), .file(.cannotCreateFolder), .file(.cannotLock), .file(.cannotRead): return .ioError
        default: return .actionFailed
        }
    }

    private static func message(_ error: StoreFileError) -> String {
        switch error {
        case .cannotCreateFolder(let path, let code): return "cannot create the store's folder \(path): \(reason(code))"
        case .cannotLock(let path, let code): return "cannot lock the store (lock file \(path)): \(reason(code))"
        case .cannotRead(let path, let code): return "cannot read the store \(path): \(reason(code))"
        case .tooLarge(let path, let bytes, let limit, let writing):
            return writing
                ? "the change would make the store \(path) \(bytes) bytes, over its limit of \(limit) bytes"
                : "the store \(path) is \(bytes) bytes, over its limit of \(limit) bytes"
        case .cannotWrite(let path, let code): return "cannot write the store \(path): \(reason(code))"
        case .corrupt(let path, let detail): return "the store \(path) is not a store document: \(detail)"
        }
    }

    private static func hint(_ error: StoreFileError) -> String {
        switch error {
        case .cannotCreateFolder: return "check the permissions of the folder above it, or keep the store in another file"
        case .cannotLock: return "check the permissions of the store's folder, or keep the store in another file"
        case .cannotRead: return "check the file's permissions, or keep the store in another file"
        case .tooLarge(_, _, _, true):
            return "nothing was written; remove values the store no longer needs, or store less"
        case .tooLarge(let path, _, _, false):
            return "the store was left as it is; move \(path) away to start afresh, or keep the store in another file"
        case .cannotWrite: return "nothing was changed: the previous version is as it was"
        case .corrupt(let path, _):
            return
                "it was left as it is and nothing was written; repair it, or move it away to start afresh (the version before the last change is kept in \(path).bak)"
        }
    }

    private static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }

    private static func shown(_ path: String) -> String { path.isEmpty ? "(the top)" : path }
}
