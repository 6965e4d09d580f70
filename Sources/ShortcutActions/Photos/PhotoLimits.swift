/// The photo library's reading budgets (docs/limits.md reads them from here).
public enum PhotoLimits {
    /// Bytes read from the start of an image for its size, orientation, date taken and camera:
    /// enough for the EXIF block (at most 64 KB) and the frame header behind the usual segments.
    /// The EXIF block is read by `Images`' `EXIF.read`: each directory must fit in the block and
    /// is read once, so a corrupt count cannot make the reading longer than these bytes.
    public static let headerBytes = 512 << 10
    /// Bytes read from a folder's `.favorites` or `.screenshots` list; a longer list is read this far.
    public static let listFileBytes = 1 << 20
}
