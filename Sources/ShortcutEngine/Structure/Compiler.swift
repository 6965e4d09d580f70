/// Turns a document into a `Program`: looks up actions, folds blocks, resolves parameters and
/// references, type-checks literals, builds the content graph. Collects every problem.
public struct Compiler {
    let registry: ActionRegistry
    let document: WorkflowDocument
    let file: String?
    let limits: RunLimits
    var errors: [WorkflowError] = []
    var warnings: [WorkflowError] = []
    var types: [(any Action.Type)?] = []
    var compiled: [CompiledAction?] = []
    var names = NameTable()
    var graph = ContentGraph()
    var loops: [(kind: BlockKind, start: Int, end: Int)] = []
    /// Blocks enclosing the node being compiled, and the most seen.
    var depth = 0, deepest = 0
    /// Resolution plans, built once per action type.
    // Keyed by identifier, not `ObjectIdentifier`: a first dictionary of a new key type makes the
    // runtime search every conformance for its `Hashable`, 0.4 M instructions of a short run's start.
    var plans: [String: [ParameterPlan]] = [:]

    /// Compiles `document`; throws `CompileErrors` listing every error (warnings included).
    /// Blocks nested deeper than `limits.maxNesting` are an error (the other limits are the run's).
    public static func compile(
        _ document: WorkflowDocument, registry: ActionRegistry, file: String? = nil, limits: RunLimits = RunLimits()
    ) throws(CompileErrors) -> Program {
        var program = try compileActions(document, registry: registry, file: file, limits: limits)
        program.whenInputMissing = try missingInputPlan(document, registry: registry, file: file, limits: limits)
        return program
    }

    /// The document's actions compiled, placed in its text when it was read from text.
    private static func compileActions(
        _ document: WorkflowDocument, registry: ActionRegistry, file: String?, limits: RunLimits
    ) throws(CompileErrors) -> Program {
        var compiler = Compiler(registry: registry, document: document, file: file, limits: limits)
        // Problems carry the line and column of what they are about when the document was read from text.
        guard let source = document.source else { return try compiler.run() }
        do {
            var program = try compiler.run()
            program.warnings = source.place(program.warnings)
            return program
        } catch {
            throw CompileErrors(errors: source.place(error.errors), warnings: source.place(error.warnings))
        }
    }

    /// `input.whenMissing` compiled: an asking action as a program of its own, whose problems are
    /// placed at `input.whenMissing` (its parameters by name) rather than at an action of the list.
    private static func missingInputPlan(
        _ document: WorkflowDocument, registry: ActionRegistry, file: String?, limits: RunLimits
    ) throws(CompileErrors) -> MissingInputPlan? {
        switch document.whenInputMissing {
        case nil: return nil
        case .clipboard?: return .clipboard
        case .stop(let response)?: return .stop(response)
        case .action(let invocation)?:
            let asking = WorkflowDocument(name: document.name, actions: [invocation])
            do {
                return .asking(try compileActions(asking, registry: registry, file: file, limits: limits))
            } catch {
                let path = JSONPath(steps: [.key("input"), .key("whenMissing")])
                let placed = { (problem: WorkflowError) -> WorkflowError in
                    var moved = problem
                    moved.location = nil
                    let parameters = path.appending(.key("parameters"))
                    if case .unknownParameter(let key, _)? = problem.facts as? DocumentFailure {
                        moved.jsonPath = parameters.key(key)
                    } else {
                        moved.jsonPath = problem.parameter.map { parameters.appending(.key($0)) } ?? path
                    }
                    return moved
                }
                let errors = error.errors.map(placed), warnings = error.warnings.map(placed)
                guard let source = document.source else { throw CompileErrors(errors: errors, warnings: warnings) }
                throw CompileErrors(errors: source.place(errors), warnings: source.place(warnings))
            }
        }
    }

    mutating func run() throws(CompileErrors) -> Program {
        lookUpActions()
        let markers = document.actions.enumerated().map { offset, action in
            // An unsupported marker still belongs to its block: take the kind from the real action.
            let kind =
                action.unsupported == nil
                ? types[offset]?.definition.block : registry.action(for: action.identifier)?.definition.block
            return Folding.Marker(identifier: action.identifier, kind: kind, mode: action.mode, group: action.group)
        }
        var tree: [BlockNode] = []
        switch Folding.fold(markers, maxNesting: limits.nestingInForce) {
        case .success(let nodes): tree = nodes
        case .failure(let failure): errors += failure.errors
        }
        names = NameTable(document: document, types: types, errors: &errors)
        graph.addShortcutInput()
        compiled = Array(repeating: nil, count: document.actions.count)
        if errors.isEmpty {
            var flow = ContentGraph.NodeID.shortcutInput
            compileNodes(tree, flow: &flow)
        }
        markIDsMentionedInKeptParameters()
        // "Never used" is only known when every reference compiled: after an error it would be a
        // knock-on of that error, not a finding.
        if errors.isEmpty {
            warnings += names.unusedWarnings(
                document: document, used: graph.referencedActions, variablesRead: graph.variablesRead)
        }
        let located = { (error: WorkflowError) in error.inFile(file) }
        errors = errors.map(located)
        warnings = warnings.map(located)
        if !errors.isEmpty { throw CompileErrors(errors: errors, warnings: warnings) }
        let actions = compiled.compactMap { $0 }
        precondition(actions.count == document.actions.count, "every action of an error-free document is compiled")
        return Program(
            document: document, file: file, actions: actions, tree: tree, graph: graph, warnings: warnings, nesting: deepest)
    }

    /// Importers rename output UUIDs inside the kept parameters of unsupported actions to the
    /// producing action's id: those are uses, so their outputs are not "never used".
    mutating func markIDsMentionedInKeptParameters() {
        func strings(_ json: JSON) -> [String] {
            switch json {
            case .string(let text): return [text]
            case .array(let items): return items.flatMap(strings)
            case .object(let pairs): return pairs.flatMap { strings($0.value) }
            default: return []
            }
        }
        for action in document.actions {
            guard let kept = action.unsupported else { continue }
            for text in strings(kept.parameters) { if let index = names.ids[text] { graph.markReferenced(index) } }
        }
    }

    /// Looks each identifier up once per distinct identifier: "did you mean" searches the whole
    /// registry, so a document of many unknown actions would otherwise take quadratic time.
    mutating func lookUpActions() {
        var suggestions: [String: String?] = [:]
        for (offset, action) in document.actions.enumerated() {
            if let unsupported = action.unsupported {
                warnings.append(
                    WorkflowError(
                        DocumentFailure.keptUnsupported(reason: unsupported.reason), severity: .warning,
                        location: ActionLocation(index: offset + 1, identifier: action.identifier, name: nil)))
                types.append(UnsupportedAction.self)
                continue
            }
            let type = registry.action(for: action.identifier)
            if type == nil {
                let suggestion: String?
                if let cached = suggestions[action.identifier] {
                    suggestion = cached
                } else {
                    suggestion = registry.closestIdentifier(to: action.identifier)
                    suggestions[action.identifier] = .some(suggestion)
                }
                errors.append(
                    WorkflowError(
                        DocumentFailure.unknownAction(action.identifier, suggestion: suggestion),
                        location: ActionLocation(index: offset + 1, identifier: action.identifier, name: nil)))
            }
            types.append(type)
        }
    }

    /// Walks the tree in run order so references and implicit input see what runs before them.
    /// Recursion is one level per block, bounded by `limits.maxNesting` (folding enforces it).
    mutating func compileNodes(_ nodes: [BlockNode], flow: inout ContentGraph.NodeID) {
        for node in nodes {
            switch node {
            case .action(let index):
                compileAction(index, flow: &flow)
            case .block(let block):
                compileAction(block.start, flow: &flow)
                let entering = flow
                let isLoop = block.kind == .repeatCount || block.kind == .repeatEach
                if isLoop { loops.append((block.kind, block.start, block.end)) }
                depth += 1
                deepest = max(deepest, depth)
                for branch in block.branches {
                    if branch.marker != block.start { compileAction(branch.marker, flow: &flow) }
                    var inner = block.kind == .repeatEach ? ContentGraph.NodeID.action(block.start) : entering
                    compileNodes(branch.body, flow: &inner)
                    graph.addEdge(from: inner, to: .action(block.end), kind: .blockResult, parameter: nil)
                }
                depth -= 1
                if isLoop { loops.removeLast() }
                compileAction(block.end, flow: &flow)
                flow = .action(block.end)
            }
        }
    }
}

/// Every error (and warning) found in a document.
public struct CompileErrors: Error, Sendable {
    /// The problems that stopped compiling; never empty when thrown.
    public var errors: [WorkflowError]
    /// Warnings found along the way (unused outputs, variables never set, ignored parameters).
    public var warnings: [WorkflowError]
}
