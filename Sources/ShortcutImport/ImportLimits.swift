/// The fixed limits of the importers, for the limits table (docs/limits.md).
public enum ImportLimits {
    /// Predicates and expressions one Automator filter may hold.
    public static let predicateParts = PredicateText.partLimit
    /// Files one `import --report` reads.
    public static let reportFiles = CoverageReport.maxFiles
}
