import ShortcutEngine

/// Apple's empty field: a parameter Apple's editor shows empty is simply absent from the file,
/// and Apple runs the action with it empty (the URL action with nothing typed yields no URL).
/// Our documents call such a parameter required, so import writes it as `null` (Nothing) — the
/// same thing an empty variable gives — instead of leaving a document `check` rejects with
/// "needs a value". Which parameters need it is the compiler's answer (it knows which are
/// visible under the others' values), so the rule is never a second copy of the compiler's.
extension ShortcutImporter {
    /// Writes Nothing for each required parameter the compiler finds missing on a mapped action,
    /// with one import warning each.
    func fillEmptyFields(_ document: inout WorkflowDocument, file: String?, report: inout ImportReport) {
        var limits = RunLimits()
        limits.maxNesting = maxNesting
        let problems: [WorkflowError]
        do {
            _ = try Compiler.compile(document, registry: registry, file: file, limits: limits)
            return
        } catch {
            problems = error.errors
        }
        for problem in problems {
            guard case ParameterFailure.needsValue(let key, _)? = problem.facts as? ParameterFailure,
                let position = problem.location.map({ $0.index - 1 }), document.actions.indices.contains(position),
                document.actions[position].unsupported == nil, document.actions[position].parameter(key) == nil,
                let definition = registry.action(for: document.actions[position].identifier)?.definition,
                let parameter = definition.parameter(key)
            else { continue }
            document.actions[position].parameters.append(.init(key: key, value: .literal(.nothing)))
            report.warnings.append(
                "action \(position + 1) (\(definition.identifier)): the file leaves \(parameter.wireKey ?? key) empty; it runs with nothing there, as Apple's does"
            )
        }
    }
}
