import ShortcutEngine

extension Arguments {
    /// `limits` with `--max-depth` and `--max-nesting` applied; a value past the engine's ceiling
    /// (`RunLimits.depthCeiling`, `RunLimits.nestingCeiling`) is a usage error.
    func nestingLimits(_ limits: RunLimits = RunLimits()) throws -> RunLimits {
        var limits = limits
        if let depth = try integer("--max-depth") {
            guard depth <= RunLimits.depthCeiling else {
                throw CommandLineFailure.aboveCeiling(option: "--max-depth", ceiling: RunLimits.depthCeiling, got: depth)
            }
            limits.maxDepth = depth
        }
        if let nesting = try integer("--max-nesting") {
            guard nesting <= RunLimits.nestingCeiling else {
                throw CommandLineFailure.aboveCeiling(option: "--max-nesting", ceiling: RunLimits.nestingCeiling, got: nesting)
            }
            limits.maxNesting = nesting
        }
        return limits
    }
}
