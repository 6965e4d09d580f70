import ShortcutEngine

extension ContentGraph {
    /// The identifier of Comment, the one action that is only a note for readers: DOT leaves it
    /// out unless every node is asked for.
    public static let noteIdentifier = "is.workflow.actions.comment"

    /// Graphviz DOT (docs/content-graph.md "DOT"): actions as boxes labelled with their position,
    /// name, node id and (after a run) runs and last output; If/Repeat/Menu blocks as nested
    /// `cluster_` subgraphs, each Otherwise/Menu Case branch a cluster of its own; sources and
    /// variables as ellipses. Comments, middle and end markers and unused sources are left out
    /// unless `allNodes`; an edge from a hidden end marker (the block's result) leaves the
    /// block's box. Top to bottom, as the editor reads; `leftToRight` turns it a quarter turn.
    public func dot(coercion: Coercion = Coercion(), allNodes: Bool = false, leftToRight: Bool = false) -> String {
        var writer = DOTWriter(graph: self, coercion: coercion, allNodes: allNodes)
        writer.lines = [
            "digraph workflow {", leftToRight ? "  rankdir=LR;" : "  rankdir=TB;", "  compound=true;", "  newrank=true;",
            "  node [shape=box, style=\"rounded,filled\", fillcolor=white, fontname=\"Helvetica\", fontsize=11];",
            "  edge [fontname=\"Helvetica\", fontsize=9];",
        ]
        writer.writeActions()
        writer.writeSources()
        writer.writeEdges()
        writer.writeOrder()
        writer.lines.append("}")
        return writer.lines.joined(separator: "\n") + "\n"
    }

    /// The DOT text being written, and what the action pass leaves for the edge pass.
    struct DOTWriter {
        let graph: ContentGraph
        let coercion: Coercion
        let allNodes: Bool
        var lines: [String] = []
        /// Where an edge to or from a hidden node goes instead: the block's start node, leaving
        /// from its cluster's border; nil drops the edge.
        var stand: [NodeID: (node: NodeID, cluster: String)?] = [:]
        /// Open blocks: the start node and whether a branch cluster is open inside it.
        var blocks: [(start: NodeID, branch: Bool)] = []
        /// The actions drawn, in document order: invisible edges between neighbours keep them
        /// one under the other, as the editor lists them, even where no data flows.
        var shown: [NodeID] = []

        init(graph: ContentGraph, coercion: Coercion, allNodes: Bool) {
            self.graph = graph
            self.coercion = coercion
            self.allNodes = allNodes
        }

        var indent: String { String(repeating: "  ", count: blocks.count + blocks.filter(\.branch).count + 1) }

        /// Every action in document order; blocks and their branches as nested clusters.
        mutating func writeActions() {
            for node in graph.sortedNodes {
                guard case .action(let index) = node.id else { continue }
                switch node.mode {
                case .start?:
                    lines.append("\(indent)subgraph \"cluster_\(index + 1)\" {")
                    blocks.append((node.id, false))
                    lines.append("\(indent)label=\"\(ContentGraph.dotLabel(["\(index + 1). \(node.label)"]))\";")
                    lines.append("\(indent)style=rounded; color=gray60; fontname=\"Helvetica\"; fontsize=10;")
                    writeNode(node)
                case .middle? where !blocks.isEmpty:
                    closeBranch()
                    lines.append("\(indent)subgraph \"cluster_\(index + 1)\" {")
                    blocks[blocks.count - 1].branch = true
                    lines.append(
                        "\(indent)label=\"\(ContentGraph.dotLabel([node.label + ContentGraph.caseTitle(node)]))\"; style=dashed; color=gray70;"
                    )
                    if allNodes { writeNode(node) } else { stand[node.id] = .some(nil) }
                case .end? where !blocks.isEmpty:
                    closeBranch()
                    let start = blocks[blocks.count - 1].start
                    if allNodes {
                        writeNode(node)
                    } else if let startIndex = start.actionIndex {
                        stand[node.id] = (start, "cluster_\(startIndex + 1)")
                    }
                    blocks.removeLast()
                    lines.append("\(indent)}")
                default:
                    if !allNodes, node.identifier == ContentGraph.noteIdentifier {
                        stand[node.id] = .some(nil)
                    } else {
                        writeNode(node)
                    }
                }
            }
            while !blocks.isEmpty {
                closeBranch()
                blocks.removeLast()
                lines.append("\(indent)}")
            }
        }

        /// Closes the innermost block's open branch cluster, if any.
        mutating func closeBranch() {
            guard let last = blocks.indices.last, blocks[last].branch else { return }
            blocks[last].branch = false
            lines.append("\(indent)}")
        }

        mutating func writeNode(_ node: Node) {
            lines.append(indent + graph.dotNode(node, coercion: coercion, shown: &shown))
        }

        /// Sources and variables, as ellipses: those with an edge, or all with `allNodes`.
        mutating func writeSources() {
            var connected = Set<NodeID>()
            for edge in graph.edges { connected.insert(edge.from); connected.insert(edge.to) }
            for node in graph.sortedNodes where node.id.actionIndex == nil && (allNodes || connected.contains(node.id)) {
                lines.append(
                    "  \"\(ContentGraph.dotID(node.id))\" [label=\"\(ContentGraph.dotLabel([node.label]))\", shape=ellipse, style=filled, fillcolor=gray95];"
                )
            }
        }

        /// Every edge, styled by kind, moved off hidden nodes onto their stand-ins.
        mutating func writeEdges() {
            for edge in graph.edges {
                var from = edge.from
                var to = edge.to
                var attributes: [String] = []
                if let replacement = stand[from] {
                    guard let replacement else { continue }
                    from = replacement.node
                    attributes.append("ltail=\"\(replacement.cluster)\"")
                }
                if let replacement = stand[to] {
                    // An edge into a hidden marker is a branch's result: the box says it.
                    guard let replacement, edge.kind != .blockResult else { continue }
                    to = replacement.node
                }
                if from == to { continue }
                attributes.insert(Self.style(edge.kind), at: 0)
                if let parameter = edge.parameter { attributes.append("label=\"\(ContentGraph.dotLabel([parameter]))\"") }
                lines.append(
                    "  \"\(ContentGraph.dotID(from))\" -> \"\(ContentGraph.dotID(to))\" [\(attributes.joined(separator: ", "))];")
            }
        }

        static func style(_ kind: EdgeKind) -> String {
            switch kind {
            case .implicitInput: return "style=dashed"
            case .setsVariable, .readsVariable: return "color=blue"
            case .blockResult: return "style=dotted"
            case .source: return "color=gray40"
            case .output: return "color=black"
            }
        }

        /// Invisible edges between neighbouring actions, so they keep the document's order.
        mutating func writeOrder() {
            for (above, below) in zip(shown, shown.dropFirst()) {
                lines.append("  \"\(above)\" -> \"\(below)\" [style=invis, weight=4];")
            }
        }
    }

    /// One action's node line: `N. Name`, its id (and document id), output name and type,
    /// what it was imported from when it cannot run, and after a run its runs and last output.
    func dotNode(_ node: Node, coercion: Coercion, shown: inout [NodeID]) -> String {
        guard let index = node.id.actionIndex else { return "" }
        shown.append(node.id)
        var label = ["\(index + 1). \(node.label)"]
        label.append(node.id.description + (node.documentID.map { " · id \($0)" } ?? ""))
        if let name = node.outputName, name != node.label {
            label.append("→ \(name)" + (node.outputType.map { " (\($0.rawValue))" } ?? ""))
        }
        if let unsupported = node.unsupported { label.append("unsupported: \(unsupported.identifier)") }
        if let annotation = annotations[index] {
            let micros = Double(annotation.totalNanoseconds) / 1000
            label.append("ran \(annotation.runs)× in \((micros * 10).rounded() / 10) µs")
            if node.mode == nil || node.mode == .start {
                label.append("= \(Rendering.preview(annotation.output, coercion: coercion)) (\(annotation.output.type.rawValue))")
            }
        }
        var attributes = ["label=\"\(ContentGraph.dotLabel(label))\""]
        if node.unsupported != nil { attributes.append("fillcolor=mistyrose") }
        if node.mode != nil { attributes.append("fillcolor=gray92") }
        return "\"\(node.id)\" [\(attributes.joined(separator: ", "))];"
    }

    /// `: Espresso` for a Menu Case whose title the document writes; empty otherwise.
    static func caseTitle(_ node: Node) -> String {
        guard let title = node.written.first(where: { $0.key == "title" }),
            case .string(let text) = DocumentWriter.json(title.value)
        else { return "" }
        return ": " + text
    }

    /// A node id as a quoted DOT id's content (a variable's name can hold quotes and newlines).
    static func dotID(_ id: NodeID) -> String { dotLabel([id.description]) }

    /// A DOT label from lines: each line escaped (backslashes, quotes; a newline in a name or
    /// value becomes a line break too), the lines joined by DOT's `\n` line break.
    static func dotLabel(_ lines: [String]) -> String {
        lines.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false) }.map { line in
            line.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                .replacingOccurrences(of: "\r", with: "")
        }.joined(separator: "\\n")
    }
}
