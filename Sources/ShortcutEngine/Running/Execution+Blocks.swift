extension Execution {
    /// Runs a folded block; its result goes to the end marker's output and into the flow.
    /// Recursion is one level per block, bounded by `RunLimits.maxNesting` (see `RunSession.openBlocks`).
    func runBlock(_ block: Block) throws {
        session.openBlocks += 1
        defer { session.openBlocks -= 1 }
        let start = action(block.start)
        let control = try step(start)
        if kept[block.start] { try keep(control, at: block.start) }
        if releasesAfter[block.start] { release(after: block.start) }
        if start.type == UnsupportedAction.self {
            // Reached only when unsupported actions are skipped: a block whose start cannot run is skipped whole.
            try runMarker(block.end)
            if kept[block.end] { try keep(.nothing, at: block.end) }
            flow = .nothing
            return
        }
        let entering = flow
        let result: Value
        switch block.kind {
        case .conditional:
            let taken: Bool
            do { taken = try context.coercion.coerce(control, to: .boolean) == .boolean(true) } catch {
                throw WorkflowError(error, file: program.file, location: start.location)
            }
            if taken {
                try run(block.branches[0].body)
            } else if block.branches.count > 1 {
                try runMarker(block.branches[1].marker)
                try run(block.branches[1].body)
            }
            result = flow
        case .repeatCount:
            let count = try repeatCount(control, start)
            result = try repeatBody(block, items: nil, count: count, entering: entering)
        case .repeatEach:
            let items = control.items
            try checkSize(items.count, start)
            result = try repeatBody(block, items: items, count: items.count, entering: entering)
        case .menu:
            try run(block.branches[0].body)
            let cases = Array(block.branches.dropFirst())
            let titles = try cases.map { try menuTitle($0.marker) }
            let prompt = try limitedText(control, parameter: "prompt")
            let answer: String
            do {
                answer = try session.host.answer(
                    Question(kind: .menu, prompt: prompt, actionID: program.document.actions[block.start].id, options: titles))
            } catch {
                throw error.located(file: program.file, at: start.location)
            }
            guard let chosen = Execution.menuChoice(answer, titles: titles) else {
                throw WorkflowError(
                    RunFailure.notAMenuOption(answer: answer, titles: titles), file: program.file, location: start.location)
            }
            try runMarker(cases[chosen].marker)
            try run(cases[chosen].body)
            result = flow
        }
        try runMarker(block.end, output: result)
        if kept[block.end] { try keep(result, at: block.end) }
        flow = result
        if releasesAfter[block.end] { release(after: block.end) }
    }

    /// Counts a marker as a step (so traces and limits see it) without performing anything.
    func runMarker(_ index: Int, output: Value = .nothing) throws {
        try session.countStep(at: action(index).location)
        if session.recording {
            var annotation = annotations[index] ?? ActionAnnotation()
            annotation.runs += 1
            annotation.output = ValuePreview.of(output)
            annotations[index] = annotation
        }
    }

    func repeatBody(_ block: Block, items: [Value]?, count: Int, entering: Value) throws -> Value {
        var results: [Value] = []
        // The results are live while they grow: charged to the memory budget item by item.
        var charges: [MemoryBudget.Charge] = []
        var small = MemoryBudget.Charge.none
        defer {
            session.memory.release(small)
            for charge in charges { session.memory.release(charge) }
        }
        loops.append((.nothing, 0))
        // A long outermost repeat reports its progress to the host (every 1,024 iterations).
        let reports = loops.count == 1 && count >= 1_024
        defer {
            loops.removeLast()
            if reports { session.host.progress(ProgressReport(what: "repeated", done: count, total: count, finished: true)) }
        }
        let body = block.branches[0].body
        for position in 0..<count {
            if reports, position & 1_023 == 0 {
                session.host.progress(ProgressReport(what: "repeated", done: position, total: count))
            }
            let item = items?[position] ?? .number(.integer(position + 1))
            loops[loops.count - 1] = (item, position + 1)
            flow = items == nil ? entering : item
            try run(body)
            // The collected results are a list the repeat makes: held to the item and memory limits as it grows.
            do {
                switch flow {
                case .list(let items):
                    try session.checkItems(results.count + items.count)
                    results.append(contentsOf: items)
                case .nothing: break
                default:
                    try session.checkItems(results.count + 1)
                    results.append(flow)
                }
                if !flow.isNothing {
                    let charge = try session.memory.charge(flow)
                    if charge.storage == nil { small.bytes += charge.bytes } else { charges.append(charge) }
                }
            } catch {
                throw error.located(file: program.file, at: action(block.end).location)
            }
        }
        return .list(results)
    }

    func repeatCount(_ control: Value, _ start: CompiledAction) throws -> Int {
        guard case .number(let number) = control, let count = (try? number.rounded(places: 0, mode: .normal))?.int else {
            throw WorkflowError(
                RunFailure.repeatCountNotNumber(got: control.type), file: program.file, location: start.location,
                parameter: start.definition.blockParameter)
        }
        guard count >= 0 else {
            throw WorkflowError(
                RunFailure.repeatCountNegative(count), file: program.file, location: start.location,
                parameter: start.definition.blockParameter)
        }
        try checkSize(count, start)
        return count
    }

    func checkSize(_ count: Int, _ start: CompiledAction) throws {
        guard count <= session.options.limits.maxItems else {
            throw WorkflowError(
                RunFailure.tooManyRepetitions(count, limit: session.options.limits.maxItems), file: program.file,
                location: start.location)
        }
    }

    func menuTitle(_ marker: Int) throws -> String {
        let compiled = action(marker)
        guard let key = compiled.definition.blockParameter,
            let position = compiled.definition.parameters.firstIndex(where: { $0.key == key }),
            let argument = compiled.arguments[position]
        else { return "Option \(marker + 1)" }
        return try limitedText(try evaluate(argument, parameter: key), parameter: key)
    }

    /// The chosen case: by title (case-insensitive) or by 1-based number.
    static func menuChoice(_ answer: String, titles: [String]) -> Int? { Question.offset(answer, in: titles) }
}
