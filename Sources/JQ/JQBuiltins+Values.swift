import Foundation

// Built-ins about one value: its type, length, keys, conversions to and from text, membership.

extension JQBuiltins {
    static func addValueBuiltins(_ table: inout [String: JQNative]) {
        table["not/0"] = simple { .bool(!$0.isTruthy) }
        table["type/0"] = simple { .string($0.typeName) }
        table["length/0"] = simple(length)
        table["utf8bytelength/0"] = simple { value in
            guard case .string(let text) = value else {
                throw JQFailure(message: "\(describe(value)) only strings have UTF-8 byte length")
            }
            return .number(Double(text.utf8.count))
        }
        table["keys/0"] = simple { try keys($0, sorted: true) }
        table["keys_unsorted/0"] = simple { try keys($0, sorted: false) }
        table["has/1"] = unary(has)
        table["contains/1"] = unary { value, sought in
            guard value.typeName == sought.typeName else {
                throw JQFailure(message: "\(describe(value)) and \(describe(sought)) cannot have their containment checked")
            }
            return .bool(try contains(value, sought, depth: 0))
        }
        table["tostring/0"] = simple { value in
            if case .string = value { return value }
            return .string(value.serialized())
        }
        table["tojson/0"] = simple { .string($0.serialized()) }
        table["fromjson/0"] = simple { value in
            guard case .string(let text) = value else {
                throw JQFailure(message: "\(describe(value)) cannot be parsed as JSON")
            }
            do {
                return try JQValue.parse(json: text)
            } catch let error as JQRuntimeError {
                throw JQFailure(message: "\(error.message) (while parsing '\(text)')")
            }
        }
        table["tonumber/0"] = simple(toNumber)
        table["toarray/0"] = simple { value in
            if case .array = value { return value }
            return .array([value])
        }
        table["infinite/0"] = simple { _ in .number(.infinity) }
        table["nan/0"] = simple { _ in .number(.nan) }
        table["isinfinite/0"] = simple { .bool(try number($0).isInfinite) }
        table["isnan/0"] = simple { .bool(try number($0).isNaN) }
        table["isnormal/0"] = simple { .bool(try number($0).isNormal) }
        table["setpath/2"] = binary { input, path, value in try JQPaths.set(input, try JQPaths.pathArray(path)[...], value) }
        table["delpaths/1"] = unary { input, paths in
            guard case .array(let list) = paths else { throw JQFailure(message: "Paths must be specified as an array") }
            return try JQPaths.delete(input, list)
        }
        table["format/1"] = unary { input, name in
            guard case .string(let format) = name else { throw JQFailure(message: "\(describe(name)) is not a valid format") }
            return try JQFormats.apply(format, to: input)
        }
        table["abs/0"] = simple { value in
            guard case .number(let number) = value else { throw JQFailure(message: "\(describe(value)) has no absolute value") }
            return .number(number < 0 ? -number : number)
        }
    }

    static func number(_ value: JQValue) throws -> Double {
        guard case .number(let number) = value else { throw JQFailure(message: "\(describe(value)) number required") }
        return number
    }

    static func length(_ value: JQValue) throws -> JQValue {
        switch value {
        case .null: return .number(0)
        case .bool: throw JQFailure(message: "\(describe(value)) has no length")
        case .number(let number): return .number(abs(number))
        case .string(let text): return .number(Double(text.unicodeScalars.count))
        case .array(let items): return .number(Double(items.count))
        case .object(let members): return .number(Double(members.count))
        }
    }

    static func keys(_ value: JQValue, sorted: Bool) throws -> JQValue {
        switch value {
        case .object(let members):
            let names = members.map { $0.0 }
            return .array((sorted ? names.sorted { JQOrder.compareStrings($0, $1) < 0 } : names).map(JQValue.string))
        case .array(let items): return .array(items.indices.map { .number(Double($0)) })
        default: throw JQFailure(message: "\(describe(value)) has no keys")
        }
    }

    static func has(_ value: JQValue, _ key: JQValue) throws -> JQValue {
        switch (value, key) {
        case (.object(let members), .string(let name)): return .bool(members.contains { $0.0 == name })
        case (.array(let items), .number(let number)): return .bool(number >= 0 && number < Double(items.count))
        case (.null, _): return .bool(false)
        default: throw JQFailure(message: "Cannot check whether \(value.typeName) has a \(key.typeName) key")
        }
    }

    /// jq's `contains`: substrings, every item of `b` inside some item of `a`, members recursively.
    static func contains(_ a: JQValue, _ b: JQValue, depth: Int) throws -> Bool {
        if depth > JQEvaluator.maximumValueNesting { throw JQLimitError.tooDeep(limit: JQEvaluator.maximumValueNesting) }
        switch (a, b) {
        case (.object(let members), .object(let wanted)):
            for (key, value) in wanted {
                guard let own = members.first(where: { $0.0 == key })?.1, try contains(own, value, depth: depth + 1) else {
                    return false
                }
            }
            return true
        case (.array(let items), .array(let wanted)):
            for value in wanted where try !items.contains(where: { try contains($0, value, depth: depth + 1) }) {
                return false
            }
            return true
        case (.string(let text), .string(let part)):
            return part.isEmpty || text.contains(part)
        default:
            return a == b
        }
    }

    static func toNumber(_ value: JQValue) throws -> JQValue {
        switch value {
        case .number: return value
        case .string(let text):
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            var reader = JQJSONReader(Array(trimmed.utf8))
            if !trimmed.isEmpty, trimmed.first != "+", case .number(let number)? = try? reader.readDocument() {
                return .number(number)
            }
            throw JQFailure(message: "Cannot parse '\(text)' as a number")
        default:
            throw JQFailure(message: "\(describe(value)) cannot be parsed as a number")
        }
    }
}
