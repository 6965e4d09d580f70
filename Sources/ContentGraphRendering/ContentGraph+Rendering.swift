import Foundation
import ShortcutEngine

extension ContentGraph {
    /// The JSON dump described in docs/content-graph.md (stable key order, `version` 1).
    /// `detailed` adds what the HTML view shows (parameters as written, runs one by one) with
    /// values shortened to `PageValues` limits.
    public func json(coercion: Coercion = Coercion(), detailed: Bool = false) -> JSON {
        let value: (Value) -> JSON = { detailed ? PageValues.shortened(coercion.json($0)) : coercion.json($0) }
        let nodeList: [JSON] = sortedNodes.map { node in
            var fields: [(key: String, value: JSON)] = [
                ("id", .string(node.id.description)), ("kind", .string(ContentGraph.kind(of: node.id))),
                ("label", .string(node.label)),
            ]
            if case .action(let index) = node.id { fields.append(("index", .number(String(index + 1)))) }
            if let identifier = node.identifier { fields.append(("identifier", .string(identifier))) }
            if let documentID = node.documentID { fields.append(("actionId", .string(documentID))) }
            if let mode = node.mode { fields.append(("mode", .string(mode.rawValue))) }
            if let name = node.outputName { fields.append(("outputName", .string(name))) }
            if let type = node.outputType { fields.append(("outputType", .string(type.rawValue))) }
            if let unsupported = node.unsupported {
                fields.append(
                    (
                        "unsupported",
                        .object([("identifier", .string(unsupported.identifier)), ("reason", .string(unsupported.reason))])
                    ))
            }
            if detailed, let identifier = node.identifier,
                let summary = ActionSummary.line(identifier: identifier, mode: node.mode, parameters: node.written)
            {
                fields.append(("summary", .string(summary)))
            }
            if detailed, !node.written.isEmpty {
                fields.append(
                    ("written", .object(node.written.map { ($0.key, PageValues.shortened(DocumentWriter.json($0.value))) })))
            }
            if case .action(let index) = node.id, let annotation = annotations[index] {
                var run: [(key: String, value: JSON)] = [
                    ("runs", .number(String(annotation.runs))), ("nanoseconds", .number(String(annotation.totalNanoseconds))),
                ]
                if !annotation.parameters.isEmpty || annotation.runs > 0 && node.mode == nil {
                    run.append(("parameters", .object(annotation.parameters.map { ($0.key, value($0.value)) })))
                    run.append(("output", value(annotation.output)))
                    run.append(("outputType", .string(annotation.output.type.rawValue)))
                }
                if detailed, !annotation.samples.isEmpty {
                    let samples: [JSON] = annotation.samples.map { sample in
                        .object([
                            ("nanoseconds", .number(String(sample.nanoseconds))),
                            ("parameters", .object(sample.parameters.map { ($0.key, value($0.value)) })),
                            ("output", value(sample.output)), ("outputType", .string(sample.output.type.rawValue)),
                        ])
                    }
                    run.append(("samples", .array(samples)))
                }
                fields.append(("run", .object(run)))
            }
            return .object(fields)
        }
        let edgeList: [JSON] = edges.map { edge in
            var fields: [(key: String, value: JSON)] = [
                ("from", .string(edge.from.description)), ("to", .string(edge.to.description)),
                ("kind", .string(edge.kind.rawValue)),
            ]
            if let parameter = edge.parameter { fields.append(("parameter", .string(parameter))) }
            if let reference = edge.reference { fields.append(("reference", .string(reference))) }
            if edge.kind == .readsVariable, case .variable(let name) = edge.from {
                fields.append(("setBy", .array(writers(of: name).map { .string(NodeID.action($0).description) })))
            }
            return .object(fields)
        }
        return .object([("version", .number("1")), ("nodes", .array(nodeList)), ("edges", .array(edgeList))])
    }

    /// A readable listing: each node, then what feeds it; a run's outputs abbreviated unless `full` (`ValueSummary`).
    public func text(coercion: Coercion = Coercion(), full: Bool = false) -> String {
        var lines: [String] = []
        // Each node's incoming edges, in edge order, grouped once instead of searched per node.
        var incoming: [NodeID: [Edge]] = [:]
        for edge in edges { incoming[edge.to, default: []].append(edge) }
        for node in sortedNodes {
            var head = "\(node.id)  \(node.label)"
            if let name = node.outputName, name != node.label { head += "  → \(name)" }
            if let type = node.outputType { head += " (\(type.rawValue))" }
            lines.append(head)
            for edge in incoming[node.id] ?? [] {
                var line = "    ← \(edge.from) [\(edge.kind.rawValue)"
                if let parameter = edge.parameter { line += " → \(parameter)" }
                line += "]"
                if let reference = edge.reference { line += " {{\(reference)}}" }
                lines.append(line)
            }
            if let annotation = node.id.actionIndex.flatMap({ annotations[$0] }) {
                let micros = String(format: "%.1f", Double(annotation.totalNanoseconds) / 1000)
                lines.append(
                    "    ran \(annotation.runs)× in \(micros) µs; output \(ValueSummary.describe(annotation.output, coercion: coercion, full: full)) (\(annotation.output.type.rawValue))"
                )
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func kind(of id: NodeID) -> String {
        switch id {
        case .action: return "action"
        case .shortcutInput: return "shortcut-input"
        case .clipboard: return "clipboard"
        case .currentDate: return "current-date"
        case .device: return "device"
        case .ask: return "ask"
        case .variable: return "variable"
        }
    }
}

extension ContentGraph.NodeID {
    var actionIndex: Int? { if case .action(let index) = self { return index } else { return nil } }
}
