import Foundation

extension JSON {
    /// Serialises with keys in their stored order; `pretty` indents by two spaces.
    public func serialized(pretty: Bool = true) -> String {
        var none = Checkpoints.none
        return serialized(pretty: pretty, checkpoints: &none)
    }

    /// Serialises as `serialized(pretty:)` does, ticking `checkpoints` once a node (so a caller
    /// can stop writing out a large value: the run's clock).
    public func serialized<E: Error>(pretty: Bool = true, checkpoints: inout Checkpoints<E>) throws(E) -> String {
        var output = ""
        try write(to: &output, indent: pretty ? 0 : nil, checkpoints: &checkpoints)
        return output
    }

    private func write<E: Error>(to output: inout String, indent: Int?, checkpoints: inout Checkpoints<E>) throws(E) {
        try checkpoints.tick()
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .number(let text): output += text
        case .string(let text): JSON.writeString(text, to: &output)
        case .array(let items):
            if items.isEmpty { output += "[]"; return }
            output += "["
            for (offset, item) in items.enumerated() {
                if offset > 0 { output += "," }
                JSON.newline(&output, indent.map { $0 + 1 })
                try item.write(to: &output, indent: indent.map { $0 + 1 }, checkpoints: &checkpoints)
            }
            JSON.newline(&output, indent)
            output += "]"
        case .object(let pairs):
            if pairs.isEmpty { output += "{}"; return }
            output += "{"
            for (offset, pair) in pairs.enumerated() {
                if offset > 0 { output += "," }
                JSON.newline(&output, indent.map { $0 + 1 })
                JSON.writeString(pair.key, to: &output)
                output += indent == nil ? ":" : ": "
                try pair.value.write(to: &output, indent: indent.map { $0 + 1 }, checkpoints: &checkpoints)
            }
            JSON.newline(&output, indent)
            output += "}"
        }
    }

    private static func newline(_ output: inout String, _ indent: Int?) {
        guard let indent else { return }
        output += "\n"
        output += String(repeating: "  ", count: indent)
    }

    static func writeString(_ text: String, to output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                output +=
                    "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}
