extension Compiler {
    /// Binds a reference to its source, or records why it cannot be bound.
    mutating func resolve(_ reference: Reference, parameter: String, at index: Int, location: ActionLocation)
        -> CompiledReference?
    {
        func fail(_ failure: ReferenceFailure) -> CompiledReference? {
            errors.append(WorkflowError(failure, location: location, parameter: parameter))
            return nil
        }
        let source: CompiledSource
        switch reference.target {
        case .shortcutInput: source = .shortcutInput
        case .currentDate: source = .currentDate
        case .clipboard: source = .clipboard
        case .device: source = .device
        case .ask(let prompt): source = .ask(prompt: prompt)
        case .repeatItem(let level), .repeatIndex(let level):
            let isItem: Bool
            if case .repeatItem = reference.target { isItem = true } else { isItem = false }
            let name = isItem ? "Repeat Item" : "Repeat Index"
            guard !loops.isEmpty else {
                return fail(.outsideRepeat(reference: reference.source))
            }
            guard level <= loops.count else {
                return fail(.tooFewRepeats(reference: reference.source, level: level, enclosing: loops.count, name: name))
            }
            if isItem && loops[level - 1].kind == .repeatCount {
                return fail(.noRepeatItem(level: level))
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
                        ReferenceFailure.variableNeverSet(name, known: Array(names.variableWriters.keys)), severity: .warning,
                        location: location, parameter: parameter))
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
                ReferenceFailure.loopCarried(name: name, producer: producer + 1), severity: .warning, location: location,
                parameter: parameter))
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
                        ? ReferenceFailure.ownOutput(name: name, producer: later + 1)
                        : ReferenceFailure.laterOutput(name: name, producer: later + 1),
                    location: location, parameter: parameter))
        } else {
            let producer = (0..<index).last {
                types[$0]?.definition.outputName == name && document.actions[$0].mode == nil
            }
            errors.append(
                WorkflowError(
                    ReferenceFailure.unknown(name, known: names.allNames, defaultNameOf: producer.map { $0 + 1 }),
                    location: location, parameter: parameter))
        }
        return nil
    }
}
