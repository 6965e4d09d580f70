/// The photo library's reading budgets (docs/limits.md reads them from here).
public enum PhotoLimits {
    /// Bytes read from the start of an image for its size, orientation, date taken and camera:
    /// enough for the EXIF block (at most 64 KB) and the frame header behind the usual segments.
    public static let headerBytes = 512 << 10
    /// Entries read from one EXIF directory (a corrupt count cannot make the loop long).
    public static let directoryEntries = 512
    /// Bytes read from a folder's `.favorites` or `.screenshots` list; a longer list is read this far.
    public static let listFileBytes = 1 << 20
}
