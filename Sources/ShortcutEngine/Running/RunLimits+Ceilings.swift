/// The most a host may raise the nesting limits to: past these the native stack, not a limit,
/// would stop the run. Measured (docs/limits.md) on an 8 MB stack (the main thread's on Linux
/// and macOS) in a release build: a block level costs about 0.85 KB running and 0.4 KB
/// compiling, a Run Workflow level about 2.4 KB; at both ceilings a run uses under 5 MB. A debug
/// build takes about 4.8 KB + 0.6 KB per block level, so there the defaults are safe, the
/// nesting ceiling is not.
extension RunLimits {
    /// The largest `maxNesting`: blocks nested inside each other, counted through Run Workflow.
    public static let nestingCeiling = 3_000
    /// The largest `maxDepth`: Run Workflow levels.
    public static let depthCeiling = 256
    /// The largest `maxValueDepth`: writing out, comparing and hashing a value recurse once per level.
    public static let valueDepthCeiling = 3_000

    /// `maxNesting`, no higher than `nestingCeiling`.
    var nestingInForce: Int { min(maxNesting, Self.nestingCeiling) }
    /// `maxDepth`, no higher than `depthCeiling`.
    var depthInForce: Int { min(maxDepth, Self.depthCeiling) }
    /// `maxValueDepth`, no higher than `valueDepthCeiling`.
    var valueDepthInForce: Int { min(maxValueDepth, Self.valueDepthCeiling) }
}
