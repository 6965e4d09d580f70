extension Compiler {
    /// Binds a reference to its source, or records why it cannot be bound.
    mutating func resolve(_ reference: Reference, parameter: String, at index: Int, location: ActionLocation)
        -> CompiledReference?
    {
        // Apple's runtime reads a loop variable outside its loop as a variable of that name that
        // nothing set: Nothing. So these are warnings, and the reference reads that variable.
        func unset(_ failure: ReferenceFailure, variable: String) -> CompiledReference? {
            warnings.append(WorkflowError(failure, severity: .warning, location: location, parameter: parameter))
            return bound(.variable(variable), reference, to: index, parameter: parameter)
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
            let variable = level == 1 ? name : "\(name) \(level)"
            guard !loops.isEmpty else {
                return unset(.outsideRepeat(reference: reference.source), variable: variable)
            }
            guard level <= loops.count else {
                return unset(
                    .tooFewRepeats(reference: reference.source, level: level, enclosing: loops.count, name: name),
                    variable: variable)
            }
            if isItem && loops[level - 1].kind == .repeatCount {
                return unset(.noRepeatItem(level: level), variable: variable)
            }
            source = isItem ? .repeatItem(depth: level - 1) : .repeatIndex(depth: level - 1)
            graph.addEdge(
                from: .action(loops[level - 1].start), to: .action(index), kind: .source, parameter: parameter,
                reference: reference.source)
        case .output(let name):
            source =
                (outputIndex(named: name, before: index) ?? loopCarried(name, at: index, location: location, parameter: parameter))
                .map(CompiledSource.output) ?? unknownOutput(name, at: index, location: location, parameter: parameter)
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
            } else if names.variableWriters[name] == nil,
                let producer = loopCarried(name, at: index, location: location, parameter: parameter)
            {
                source = .output(producer)
            } else if names.variableWriters[name] != nil {
                source = .variable(name)
            } else {
                source = unknownOutput(name, at: index, location: location, parameter: parameter)
            }
        }
        return bound(source, reference, to: index, parameter: parameter)
    }

    /// The reference bound to `source`, recorded in the content graph.
    mutating func bound(_ source: CompiledSource, _ reference: Reference, to index: Int, parameter: String) -> CompiledReference {
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

    /// A name no earlier action defines. Apple's runtime reads it as Nothing: the output of an
    /// action that has not run yet (a later one, or this one) is Nothing until it runs, and a name
    /// nothing defines is a variable nothing set. So each is a warning, never a run-stopping error
    /// (issue 24), and the reference is bound to that output or to a variable of that name.
    mutating func unknownOutput(_ name: String, at index: Int, location: ActionLocation, parameter: String) -> CompiledSource {
        let later = names.ids[name] ?? names.outputNames[name]?.first
        if let later, later >= index {
            graph.markReferenced(later)
            warnings.append(
                WorkflowError(
                    later == index
                        ? ReferenceFailure.ownOutput(name: name, producer: later + 1)
                        : ReferenceFailure.laterOutput(name: name, producer: later + 1),
                    severity: .warning, location: location, parameter: parameter))
            return .output(later)
        }
        if let writer = keptWriter(of: name) {
            warnings.append(
                WorkflowError(
                    ReferenceFailure.setOnlyByKept(name, writer: writer + 1), severity: .warning, location: location,
                    parameter: parameter))
            return .variable(name)
        }
        let producer = (0..<index).last {
            types[$0]?.definition.outputName == name && document.actions[$0].mode == nil
        }
        warnings.append(
            WorkflowError(
                ReferenceFailure.unknown(name, known: names.allNames, defaultNameOf: producer.map { $0 + 1 }),
                severity: .warning, location: location, parameter: parameter))
        // The output the hint suggests is the one meant: "never used" for it would be a knock-on.
        if let meant = Suggestions.closest(to: name, among: names.allNames),
            let index = names.ids[meant] ?? names.outputNames[meant]?.first
        {
            graph.markReferenced(index)
        }
        return .variable(name)
    }

    /// The first action kept unsupported that would set variable `name` (a Set or Add to Variable
    /// with a parameter this engine cannot express), read from the parameters it keeps.
    func keptWriter(of name: String) -> Int? {
        document.actions.indices.first { offset in
            let action = document.actions[offset]
            guard let kept = action.unsupported, let type = registry.action(for: action.identifier),
                let key = type.definition.writesVariable,
                let wireKey = type.definition.parameters.first(where: { $0.key == key })?.wireKey,
                case .object(let pairs) = kept.parameters,
                case .string(let written)? = pairs.first(where: { $0.key == wireKey || $0.key == key })?.value
            else { return false }
            return written == name
        }
    }
}
