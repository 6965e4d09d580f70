extension Compiler {
    /// Binds a reference to its source, or records why it cannot be bound.
    mutating func resolve(_ reference: Reference, parameter: String, at index: Int, location: ActionLocation)
        -> CompiledReference?
    {
        func fail(_ message: String, _ hint: String) -> CompiledReference? {
            errors.append(WorkflowError(message, hint: hint, location: location, parameter: parameter))
            return nil
        }
        let source: CompiledSource
        switch reference.target {
        case .shortcutInput: source = .shortcutInput
        case .currentDate: source = .currentDate
        case .clipboard: source = .clipboard
        case .ask(let prompt): source = .ask(prompt: prompt)
        case .repeatItem(let level), .repeatIndex(let level):
            let isItem: Bool
            if case .repeatItem = reference.target { isItem = true } else { isItem = false }
            let name = isItem ? "Repeat Item" : "Repeat Index"
            guard !loops.isEmpty else {
                return fail(
                    "'\(reference.source)' is used outside any Repeat",
                    "move the action inside a Repeat or Repeat with Each block")
            }
            guard level <= loops.count else {
                return fail(
                    "'\(reference.source)' needs \(level) nested repeats, but only \(loops.count) enclose this action",
                    "'\(name)' is the outermost loop's, '\(name) 2' the next one in")
            }
            if isItem && loops[level - 1].kind == .repeatCount {
                return fail(
                    "Repeat (a count) has no Repeat Item",
                    "use '\(level == 1 ? "Repeat Index" : "Repeat Index \(level)")', or Repeat with Each to iterate a list")
            }
            source = isItem ? .repeatItem(depth: level - 1) : .repeatIndex(depth: level - 1)
            graph.addEdge(
                from: .action(loops[level - 1].start), to: .action(index), kind: .source, parameter: parameter,
                reference: reference.source)
        case .output(let name):
            guard let producer = outputIndex(named: name, before: index) ?? loopCarried(name, at: index, location: location, parameter: parameter)
            else {
                return unknownOutput(name, at: index, location: location, parameter: parameter)
            }
            source = .output(producer)
        case .variable(let name):
            if names.variableWriters[name] == nil {
                warnings.append(
                    WorkflowError(
                        "variable '\(name)' is never set",
                        hint: "add a Set Variable named '\(name)' before it"
                            + Suggestions.didYouMean(name, among: Array(names.variableWriters.keys)),
                        severity: .warning, location: location, parameter: parameter))
            }
            source = .variable(name)
        case .name(let name):
            if let producer = outputIndex(named: name, before: index) {
                source = .output(producer)
            } else if names.variableWriters[name] == nil, let producer = loopCarried(name, at: index, location: location, parameter: parameter) {
                source = .output(producer)
            } else if names.variableWriters[name] != nil {
                source = .variable(name)
            } else {
                return unknownOutput(name, at: index, location: location, parameter: parameter)
            }
        }
        let compiled = CompiledReference(source: source, aggrandizements: reference.aggrandizements, text: reference.source)
        graph.addReference(compiled, to: index, parameter: parameter)
        return compiled
    }

    /// The action an output name means at `index`: an id, or the nearest earlier custom name.
    func outputIndex(named name: String, before index: Int) -> Int? {
        if let id = names.ids[name], id < index { return id }
        return names.outputNames[name]?.last { $0 < index }
    }

    /// Shortcuts lets an action in a repeat read the output of an action further down the same
    /// repeat: each iteration sees the value from the previous one (nothing on the first).
    /// Outputs persist between iterations, so binding it is all that is needed; a warning says so.
    mutating func loopCarried(_ name: String, at index: Int, location: ActionLocation, parameter: String) -> Int? {
        guard let producer = names.ids[name] ?? names.outputNames[name]?.first, producer >= index,
            loops.contains(where: { $0.start < index && producer < $0.end })
        else { return nil }
        warnings.append(
            WorkflowError(
                "'\(name)' is the output of action \(producer + 1), further down the same repeat: each iteration reads the previous iteration's value (nothing the first time)",
                hint: "this mirrors Shortcuts; move action \(producer + 1) up if you meant this iteration's value",
                severity: .warning, location: location, parameter: parameter))
        return producer
    }

    mutating func unknownOutput(_ name: String, at index: Int, location: ActionLocation, parameter: String) -> CompiledReference?
    {
        let later = names.ids[name] ?? names.outputNames[name]?.first
        if let later, later >= index {
            graph.markReferenced(later)
            errors.append(
                WorkflowError(
                    later == index
                        ? "'\(name)' refers to this action's own output"
                        : "'\(name)' refers to the output of action \(later + 1), which runs later",
                    hint: "an action can only use outputs of actions above it; move action \(later + 1) up",
                    location: location, parameter: parameter))
        } else {
            var hint = "no action output or variable has this name" + Suggestions.didYouMean(name, among: names.allNames)
            if let producer = (0..<index).last(where: {
                types[$0]?.definition.outputName == name && document.actions[$0].mode == nil
            }) {
                hint =
                    "default output names are not references; give action \(producer + 1) an \"id\" (or \"output\" name) and use that"
            }
            errors.append(WorkflowError("unknown reference '\(name)'", hint: hint, location: location, parameter: parameter))
        }
        return nil
    }
}
