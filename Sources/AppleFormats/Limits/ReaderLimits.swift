/// The fixed limits of the readers, for the limits table (docs/limits.md).
public enum ReaderLimits {
    /// Elements an XML property list may nest.
    public static let xmlDepth = XMLPlistReader.depthLimit
}
