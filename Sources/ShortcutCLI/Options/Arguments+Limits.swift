import ShortcutEngine

extension Arguments {
    /// `limits` with `--max-depth` and `--max-nesting` applied; a value past the engine's ceiling
    /// (`RunLimits.depthCeiling`, `RunLimits.nestingCeiling`) is a usage error (`Option.count`).
    func nestingLimits(_ limits: RunLimits = RunLimits()) throws -> RunLimits {
        var limits = limits
        if let depth = try value(.maxDepth) { limits.maxDepth = depth }
        if let nesting = try value(.maxNesting) { limits.maxNesting = nesting }
        return limits
    }
}
