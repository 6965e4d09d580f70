/// What went wrong with a store file, as facts: the path, the system error number, sizes. The
/// store's users word them (`StoreFailure` in ShortcutActions); this layer knows no sentence.
public enum StoreFileError: Error, Sendable, Equatable {
    /// The folder that holds the store could not be created.
    case cannotCreateFolder(path: String, errno: Int32)
    /// The lock file could not be opened or locked.
    case cannotLock(path: String, errno: Int32)
    /// The store file exists but could not be read.
    case cannotRead(path: String, errno: Int32)
    /// The store file (as found, or as it would be written) is larger than its limit.
    case tooLarge(path: String, bytes: Int, limit: Int, writing: Bool)
    /// The new version could not be written (the previous version is untouched).
    case cannotWrite(path: String, errno: Int32)
    /// The store file is not a store document; `detail` says where it stops making sense.
    case corrupt(path: String, detail: String)
}
