/// What a function expression evaluates to.
enum FunctionResult {
    /// ValueType; `nil` is Nothing.
    case value(JSONPathValue?)
    case logical(Bool)
    case nodes([JSONPathValue])
}

/// The function extensions of RFC 9535 section 2.4.4–2.4.8.
extension Evaluator {
    func call(_ call: FunctionCall, current: JSONPathValue) -> FunctionResult {
        let arguments = call.arguments.map { argument($0, current: current) }
        switch call.function {
        case .length:
            guard case .value(let value)? = arguments.first else { return .value(nil) }
            return .value(Self.length(of: value))
        case .count:
            guard case .nodes(let nodes)? = arguments.first else { return .value(nil) }
            return .value(.number(Double(nodes.count)))
        case .match, .search:
            guard arguments.count == 2,
                case .value(.string(let text)?) = arguments[0],
                case .value(.string(let pattern)?) = arguments[1]
            else { return .logical(false) }
            return .logical(IRegexp.test(text, pattern: pattern, entire: call.function == .match, budget: budget))
        case .value:
            guard case .nodes(let nodes)? = arguments.first, nodes.count == 1 else { return .value(nil) }
            return .value(nodes[0])
        }
    }

    private func argument(_ argument: FunctionArgument, current: JSONPathValue) -> FunctionResult {
        switch argument {
        case .value(let comparable):
            return .value(value(of: comparable, current: current))
        case .nodes(let query):
            return .nodes(queryNodes(query, current: current).map(\.value))
        case .logical(let expression):
            return .logical(test(expression, current: current))
        }
    }

    /// Unicode scalars of a string, elements of an array, members of an object; else Nothing.
    private static func length(of value: JSONPathValue?) -> JSONPathValue? {
        switch value {
        case .string(let text)?: .number(Double(text.unicodeScalars.count))
        case .array(let items)?: .number(Double(items.count))
        case .object(let members)?: .number(Double(members.count))
        default: nil
        }
    }
}
