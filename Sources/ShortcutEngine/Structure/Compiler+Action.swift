extension Compiler {
    /// Compiles one action's parameters and records its graph edges.
    mutating func compileAction(_ index: Int, flow: inout ContentGraph.NodeID) {
        let invocation = document.actions[index]
        guard let type = types[index] else { return }
        let definition = type.definition
        let location = ActionLocation(index: index + 1, identifier: invocation.identifier, name: definition.name)
        var arguments = [CompiledValue?](repeating: nil, count: definition.parameters.count)
        if let unsupported = invocation.unsupported {
            arguments = [.literal(.text(invocation.identifier)), .literal(.text(unsupported.reason))]
        }
        var given: [String: Value] = [:]
        // Flags by position, not a `Set<Int>`: a set's first use costs a start 0.4 M instructions
        // of type metadata and conformance look-ups (issue 29).
        var written = [Bool](repeating: false, count: definition.parameters.count)
        for parameter in invocation.parameters {
            guard let position = definition.parameterPosition(matching: parameter.key) else {
                let keys = definition.parameters.map(\.key)
                errors.append(
                    WorkflowError(DocumentFailure.unknownParameter(parameter.key, known: keys), location: location))
                continue
            }
            let declared = definition.parameters[position]
            written[position] = true
            if let value = compileValue(parameter.value, for: declared, at: index, location: location) {
                arguments[position] = value
                if let literal = Compiler.literal(value) { given[declared.key] = literal }
            }
        }
        checkDefaulted(invocation, definition: definition, location: location)
        var implicitInput: Int?
        if invocation.mode == nil || invocation.mode == .start, let inputKey = definition.inputParameter,
            let position = definition.parameters.firstIndex(where: { $0.key == inputKey }), arguments[position] == nil
        {
            implicitInput = position
            graph.addEdge(from: flow, to: .action(index), kind: .implicitInput, parameter: inputKey)
        }
        if invocation.mode == nil || invocation.mode == .start {
            checkRequired(
                definition, arguments: arguments, implicitInput: implicitInput, given: given, written: written, location: location
            )
        }
        let plan = plans[definition.identifier] ?? definition.parameters.map { ParameterPlan($0, in: definition.parameters) }
        plans[definition.identifier] = plan
        let action = CompiledAction(
            index: index, type: type, definition: definition, location: location, arguments: arguments,
            implicitInput: implicitInput, mode: invocation.mode, actionID: invocation.id, plan: plan)
        compiled[index] = action
        graph.setActionNode(index, definition: definition, invocation: invocation)
        if let key = definition.writesVariable, let name = given[key].map({ Coercion().text($0) }) {
            graph.addVariableWrite(name: name, action: index)
        }
        if invocation.mode == nil && action.feedsFlow { flow = .action(index) }
    }

    /// `written` holds parameters the document sets, even where compiling them failed (that
    /// failure is already reported; "needs a value" on top would only repeat it).
    /// A warning per value an imported file gave that is none of the parameter's choices
    /// (`"defaulted"`): the parameter runs with its default, as Apple's runtime runs it.
    mutating func checkDefaulted(_ invocation: ActionInvocation, definition: ActionDefinition, location: ActionLocation) {
        for entry in invocation.defaulted {
            guard let position = definition.parameterPosition(matching: entry.key) else {
                errors.append(
                    WorkflowError(
                        DocumentFailure.unknownParameter(entry.key, known: definition.parameters.map(\.key)), location: location))
                continue
            }
            let parameter = definition.parameters[position]
            let fallback = parameter.defaultValue.map { Coercion().text($0) }
            warnings.append(
                WorkflowError(
                    ParameterFailure.runsWithDefault(given: entry.value, fallback: fallback), severity: .warning,
                    location: location, parameter: parameter.key))
        }
    }

    mutating func checkRequired(
        _ definition: ActionDefinition, arguments: [CompiledValue?], implicitInput: Int?, given: [String: Value],
        written: [Bool], location: ActionLocation
    ) {
        for (position, parameter) in definition.parameters.enumerated() {
            let parentIsDynamic =
                parameter.parent.flatMap { parent in definition.parameters.firstIndex { $0.key == parent.key } }
                .map { arguments[$0] != nil && given[definition.parameters[$0].key] == nil } ?? false
            if let parent = parameter.parent, !parentIsDynamic, !Compiler.isVisible(parent, definition: definition, given: given)
            {
                if arguments[position] != nil {
                    warnings.append(
                        WorkflowError(
                            DocumentFailure.ignoredParameter(parameter.key, parent: parent.key, values: parent.values),
                            severity: .warning, location: location, parameter: parameter.key))
                }
                continue
            }
            guard parameter.isRequired, parameter.defaultValue == nil, arguments[position] == nil, implicitInput != position,
                !written[position]
            else { continue }
            errors.append(
                WorkflowError(
                    ParameterFailure.needsValue(key: parameter.key, summary: parameter.summary), exitCode: .badDocument,
                    location: location, parameter: parameter.key))
        }
    }

    /// Whether a parameter with this parent rule applies, judged from literal values and
    /// defaults; a parent set by a reference is not known until the run, so it counts as visible.
    static func isVisible(_ parent: ParameterDefinition.Parent, definition: ActionDefinition, given: [String: Value]) -> Bool {
        guard let value = given[parent.key] ?? definition.parameter(parent.key)?.defaultValue else { return true }
        let text = ParameterDefinition.Parent.comparedText(value, coercion: Coercion()).lowercased()
        return parent.values.contains { $0.lowercased() == text }
    }
}
