import AppleFormats
import ShortcutEngine

/// Reads an Automator action through its declaration (`AutomatorMappings`): a switch over the
/// kinds of conversion, never over actions.
extension AutomatorImporter {
    /// The engine action `mapping` declares, with its parameters read from Automator's; nil when
    /// the engine has no equivalent yet.
    static func invocation(_ mapping: AutomatorMapping, _ parameters: PlistDictionary, variables: [String: String])
        throws(Unrepresentable) -> ActionInvocation?
    {
        guard let target = mapping.target else { return nil }
        let reader = AutomatorReader(parameters: parameters, variables: variables)
        var result: [ActionInvocation.Parameter] = []
        try reader.read(mapping.parameters, into: &result)
        return ActionInvocation(target, parameters: result)
    }
}

/// One Automator action's parameters, read by the conversions its declaration names.
struct AutomatorReader {
    /// The action's `ActionParameters`.
    let parameters: PlistDictionary
    /// Workflow variable UUID → name.
    let variables: [String: String]

    /// Appends our parameters, in order, as `declared` says.
    func read(_ declared: [AutomatorParameter], into result: inout [ActionInvocation.Parameter]) throws(Unrepresentable) {
        for parameter in declared {
            switch parameter {
            case .set(let key, let conversion):
                if let value = try value(conversion) { result.append(.init(key: key, value: value)) }
            case .modes(let key, let name, let modes):
                guard let code = integer(key), let mode = modes.first(where: { $0.code == code }) else {
                    throw unknownCode(key)
                }
                result.append(.init(key: name, value: .text([.literal(mode.name)])))
                try read(mode.parameters, into: &result)
            case .refuse(let flag, let reason):
                if parameters[flag]?.bool == true { throw reason }
            case .require(let key, let expected):
                if parameters[key]?.string != expected { throw unknownCode(key) }
            case .requireNoItems(let key):
                let count = parameters[key]?.array?.count ?? 0
                if count != 0 { throw Unrepresentable.specifiedItems(count) }
            }
        }
    }

    /// One conversion; nil leaves the parameter out.
    func value(_ conversion: AutomatorValue) throws(Unrepresentable) -> ParameterValue? {
        switch conversion {
        case .text(let key): return text(parameters[key]?.string ?? "")
        case .literal(let text): return .text([.literal(text)])
        case .literalFlag(let flag): return .literal(.boolean(flag))
        case .workflowInput: return .reference(Reference(target: .shortcutInput, source: "input"))
        case .code(let key, let table):
            guard let raw = integer(key), let value = table[raw] else { throw unknownCode(key) }
            return .text([.literal(value)])
        case .flag(let key, let absent): return .literal(.boolean(parameters[key]?.bool ?? absent))
        case .negatedFlag(let key, let absent): return .literal(.boolean(!(parameters[key]?.bool ?? absent)))
        case .codeIs(let key, let code): return .literal(.boolean(integer(key) == code))
        case .integer(let key, let absent): return .literal(.number(Number(integer(key) ?? absent)))
        case .seconds(let key, let absent):
            let seconds = parameters[key].flatMap { $0.double ?? $0.string.flatMap(Double.init) } ?? absent
            return .literal(.number(Number(seconds.isFinite ? seconds : absent)))
        case .countWhen(let key, let flag):
            return .literal(.number(Number(parameters[flag]?.bool == true ? integer(key) ?? 1 : 1)))
        case .dateFormat(let code, let separator, let leadingZeros):
            guard let format = integer(code), let fields = AutomatorDateFormats.fields[format],
                let joiner = AutomatorDateFormats.separators[integer(separator) ?? 0]
            else {
                throw Unrepresentable.automatorDateFormat(integer(code) ?? -1)
            }
            let padded = parameters[leadingZeros]?.bool != false
            return .text([.literal(fields.map { padded ? $0.padded : $0.bare }.joined(separator: joiner))])
        case .variableName(let key): return .text([.literal(variableName(key))])
        case .variableReference(let key):
            let name = variableName(key)
            return AutomatorImporter.text("$(\(name))", variables: [name: name])
        case .path(let folderKey, let nameKey, let defaultName):
            let folder = parameters[folderKey]?.string ?? ""
            let name = parameters[nameKey]?.string ?? defaultName
            return text(folder.isEmpty ? name : folder + "/" + name)
        case .singleItem(let key):
            let names = parameters[key]?.array?.compactMap(\.string) ?? []
            guard names.count == 1, let path = names.first else { throw Unrepresentable.specifiedItems(names.count) }
            return text(path)
        case .severalItems(let key):
            let names = parameters[key]?.array?.compactMap(\.string) ?? []
            guard names.count > 1 else { throw Unrepresentable.specifiedItems(names.count) }
            return .list(names.map { text($0) })
        case .enabledURLs(let key):
            // Each entry is [enabled, title, URL]; the unticked ones are left out.
            let urls = (parameters[key]?.array ?? []).compactMap { entry -> String? in
                guard let fields = entry.array, fields.count >= 3, fields[0].bool != false else { return nil }
                return fields[2].string
            }
            return .list(urls.map { .text([.literal($0)]) })
        case .extensions(let key):
            guard let data = parameters[key]?.data, let archive = try? KeyedArchive.unarchive(data) else {
                throw Unrepresentable.predicate
            }
            return .text([.literal(try PredicateText.extensions(archive))])
        case .when(let key, let code, let conversion):
            return integer(key) == code ? try value(conversion) : nil
        }
    }

    /// Automator text with its variable tokens.
    func text(_ raw: String) -> ParameterValue { AutomatorImporter.text(raw, variables: variables) }

    /// The name of the variable whose UUID is under `key`.
    func variableName(_ key: String) -> String { variables[parameters[key]?.string ?? ""] ?? "Variable" }

    /// An integer under `key`: an integer, a whole-enough finite real, or digits.
    func integer(_ key: String) -> Int? {
        let value = parameters[key]
        return value?.integer.map { Int($0) } ?? value?.double.flatMap { $0.isFinite && abs($0) < 1e15 ? Int($0) : nil }
            ?? value?.string.flatMap { Int($0) }
    }

    /// The failure for a code the declaration's table lacks: the key and the value as JSON.
    func unknownCode(_ key: String) -> Unrepresentable {
        .automatorCode(key: key, value: parameters[key].map { PlistJSON.json($0).serialized(pretty: false) } ?? "nothing")
    }
}

extension PredicateText {
    /// `fileExtension ==[cd] "a" OR …` as "a, b"; anything else cannot be expressed by Filter Files.
    static func extensions(_ value: ArchivedValue) throws(Unrepresentable) -> String {
        var found: [String] = []
        func walk(_ value: ArchivedValue, depth: Int) throws(Unrepresentable) {
            guard depth < 16, let object = value.object else { throw Unrepresentable.predicate }
            if let parts = object["NSSubpredicates"]?.elements {
                guard parts.count == 1 || object["NSCompoundPredicateType"]?.integer == 2 else {
                    throw Unrepresentable.compoundPredicate(describe(value))
                }
                for part in parts { try walk(part, depth: depth + 1) }
                return
            }
            let text = describe(value)
            let prefix = "fileExtension ==[cd] \""
            guard text.hasPrefix(prefix), text.hasSuffix("\"") else { throw Unrepresentable.predicateCondition(text) }
            found.append(String(text.dropFirst(prefix.count).dropLast()).trimmingPrefix("."))
        }
        try walk(value, depth: 0)
        return found.joined(separator: ", ")
    }
}

extension String {
    fileprivate func trimmingPrefix(_ prefix: String) -> String { hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self }
}
