/// Which action feeds which: nodes are actions and sources, edges the data flow. Built before
/// the run; `annotations` are filled in by a recorded run. Format: docs/content-graph.md.
public struct ContentGraph: Sendable {
    /// A node's identity.
    public enum NodeID: Hashable, Sendable, Comparable, CustomStringConvertible {
        case action(Int)
        case shortcutInput, clipboard, currentDate, device, ask
        case variable(String)

        /// Stable text form: `action:3` (1-based), `input`, `variable:Name`.
        public var description: String {
            switch self {
            case .action(let index): return "action:\(index + 1)"
            case .shortcutInput: return "input"
            case .clipboard: return "clipboard"
            case .currentDate: return "current-date"
            case .device: return "device"
            case .ask: return "ask"
            case .variable(let name): return "variable:\(name)"
            }
        }
    }

    /// How data flows along an edge.
    public enum EdgeKind: String, Sendable {
        /// A magic variable: a reference to an action's output.
        case output
        /// The previous action's output, taken because the input parameter was left out.
        case implicitInput = "implicit-input"
        /// An action writes a named variable.
        case setsVariable = "sets-variable"
        /// A reference reads a named variable.
        case readsVariable = "reads-variable"
        /// A special source: Shortcut Input, Clipboard, Current Date, Ask, Repeat Item/Index.
        case source
        /// The last action of a branch feeds the block's result (If Result, Repeat Results).
        case blockResult = "block-result"
    }

    /// An action or a source.
    public struct Node: Sendable {
        /// Its identity.
        public var id: NodeID
        /// What to call it: the action's name or the source's.
        public var label: String
        /// The action's full identifier (nil for sources).
        public var identifier: String?
        /// The name its output goes by (custom or default).
        public var outputName: String?
        /// The type its output has before the run, when known.
        public var outputType: ValueType?
        /// For block markers, which one.
        public var mode: BlockMode?
        /// The action's `id` in the document, when it has one.
        public var documentID: String?
        /// For an action kept from an import that cannot run here: the identifier it was
        /// imported from and why it cannot run.
        public var unsupported: (identifier: String, reason: String)?
        /// The parameters as the document writes them (shown by the HTML view before a run).
        public var written: [ActionInvocation.Parameter] = []
    }

    /// Data flowing from one node to another.
    public struct Edge: Sendable, Equatable {
        /// Where the data comes from.
        public var from: NodeID
        /// The action it goes to (or the variable it sets).
        public var to: NodeID
        /// How it flows.
        public var kind: EdgeKind
        /// The parameter it fills, when there is one.
        public var parameter: String?
        /// The reference as written, for `output`, `reads-variable` and `source` edges.
        public var reference: String?
    }

    /// Every node, by identity (built when asked: the compiler keeps nodes in arrays).
    public var nodes: [NodeID: Node] {
        Dictionary(allNodes.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
    }
    /// Action nodes at their action's index. The graph is built before every run, so its nodes
    /// are kept where no hash of a `NodeID` is needed: the runtime's first look-up of that
    /// conformance cost every start about 0.4 M instructions (issue 29).
    private var actionNodes: [Node?] = []
    /// The special sources and the named variables, in the order first met.
    private var otherNodes: [Node] = []
    /// Where each named variable's node is in `otherNodes`.
    private var variableNodes: [String: Int] = [:]
    /// Every edge, in the order the compiler found them.
    public private(set) var edges: [Edge] = []
    /// The block-result edges already added, by source action: each target added from it, so adding
    /// one is not a search of every edge.
    private var blockResults: [Int: [Int]] = [:]
    /// Filled by a recorded run, keyed by 0-based action index.
    public var annotations: [Int: ActionAnnotation] = [:]

    private(set) var referencedActions: Set<Int> = []
    private(set) var variablesRead: Set<String> = []

    /// An empty graph.
    public init() {}

    /// Every node, actions first, in no particular order.
    private var allNodes: [Node] { actionNodes.compactMap { $0 } + otherNodes }

    /// The nodes in a stable order: actions by index, then sources.
    public var sortedNodes: [Node] { allNodes.sorted { $0.id < $1.id } }

    /// Adds or replaces a special source's node (a handful at most).
    private mutating func setOtherNode(_ node: Node) {
        if let index = otherNodes.firstIndex(where: { $0.id == node.id }) {
            otherNodes[index] = node
        } else {
            otherNodes.append(node)
        }
    }

    /// Adds a named variable's node unless it has one.
    private mutating func addVariableNode(_ name: String) {
        guard variableNodes[name] == nil else { return }
        variableNodes[name] = otherNodes.count
        otherNodes.append(Node(id: .variable(name), label: name))
    }

    mutating func addShortcutInput() {
        setOtherNode(Node(id: .shortcutInput, label: "Shortcut Input"))
    }

    mutating func setActionNode(_ index: Int, definition: ActionDefinition, invocation: ActionInvocation) {
        var label = definition.name
        var outputType: ValueType?
        switch (invocation.mode, definition.block) {
        case (.middle, .conditional?): label = "Otherwise"
        case (.middle, .menu?): label = "Menu Case"
        case (.end, let kind?):
            label = "End \(kind == .conditional ? "If" : kind == .menu ? "Menu" : "Repeat")";
            outputType = kind == .repeatCount || kind == .repeatEach ? .list : .any
        default:
            if case .produces(let type) = definition.output, invocation.mode == nil { outputType = type }
        }
        let outputName =
            invocation.mode == .end
            ? (invocation.outputName ?? definition.block?.resultName)
            : (invocation.mode == nil ? invocation.outputName ?? definition.outputName : nil)
        if actionNodes.count <= index { actionNodes += Array(repeating: nil, count: index + 1 - actionNodes.count) }
        actionNodes[index] = Node(
            id: .action(index), label: label, identifier: definition.identifier, outputName: outputName, outputType: outputType,
            mode: invocation.mode, documentID: invocation.id,
            unsupported: invocation.unsupported.map { (invocation.identifier, $0.reason) }, written: invocation.parameters)
    }

    mutating func addEdge(from: NodeID, to: NodeID, kind: EdgeKind, parameter: String?, reference: String? = nil) {
        if from == to { return }
        if kind == .blockResult, case .action(let source) = from, case .action(let target) = to {
            if blockResults[source]?.contains(target) == true { return }
            blockResults[source, default: []].append(target)
        }
        edges.append(Edge(from: from, to: to, kind: kind, parameter: parameter, reference: reference))
    }

    mutating func addVariableWrite(name: String, action index: Int) {
        addVariableNode(name)
        addEdge(from: .action(index), to: .variable(name), kind: .setsVariable, parameter: nil)
    }

    mutating func addReference(_ reference: CompiledReference, to index: Int, parameter: String) {
        let from: NodeID
        var kind = EdgeKind.source
        switch reference.source {
        case .output(let producer):
            from = .action(producer)
            kind = .output
            referencedActions.insert(producer)
        case .variable(let name):
            from = .variable(name)
            kind = .readsVariable
            variablesRead.insert(name)
            addVariableNode(name)
        case .shortcutInput: from = .shortcutInput
        case .clipboard: from = .clipboard; setOtherNode(Node(id: from, label: "Clipboard"))
        case .currentDate: from = .currentDate; setOtherNode(Node(id: from, label: "Current Date"))
        case .device: from = .device; setOtherNode(Node(id: from, label: "Device"))
        case .ask: from = .ask; setOtherNode(Node(id: from, label: "Ask When Run"))
        case .repeatItem, .repeatIndex:
            return
        }
        addEdge(from: from, to: .action(index), kind: kind, parameter: parameter, reference: reference.text)
    }

    mutating func markReferenced(_ index: Int) { referencedActions.insert(index) }

    /// The actions that write a variable: for a read, every set that may reach it.
    public func writers(of variable: String) -> [Int] {
        edges.compactMap { edge in
            if edge.kind == .setsVariable, edge.to == .variable(variable), case .action(let index) = edge.from { return index }
            return nil
        }
    }
}

/// What a recorded run saw of one action.
public struct ActionAnnotation: Sendable {
    /// How many times it ran (more than once inside repeats).
    public var runs: Int = 0
    /// Time spent in it, all runs together.
    public var totalNanoseconds: UInt64 = 0
    /// The last run's resolved parameters and output.
    public var parameters: [(key: String, value: Value)] = []
    /// The last run's output.
    public var output: Value = .nothing
    /// The first runs one by one (at most `sampleLimit`), for a view per iteration.
    public var samples: [RunSample] = []
    /// How many runs `samples` keeps: loops can run an action millions of times.
    public static let sampleLimit = 25
}

/// One run of an action, as the per-iteration view shows it.
public struct RunSample: Sendable {
    /// How long this run took.
    public var nanoseconds: UInt64
    /// Its resolved parameters.
    public var parameters: [(key: String, value: Value)]
    /// Its output.
    public var output: Value
}
