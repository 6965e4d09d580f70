import AppleFormats
import ShortcutEngine

/// Import of the declared forms (`ShortcutMappings`): each form reads its Apple keys, then the
/// keys it consumed are left out of the plain mapping. A switch over forms, never over actions.
extension ShortcutMapper {
    /// Reads `mapping`'s forms, in order, from `entries` into `result`, removes the keys they
    /// consumed, then declines the action when a key it cannot express remains.
    mutating func readForms(
        of mapping: ActionMapping, from entries: inout [(key: String, value: PropertyList)],
        into result: inout [ActionInvocation.Parameter], definition: ActionDefinition
    ) throws(Unrepresentable) {
        var consumed: Set<String> = []
        /// Filter templates claimed so far, by key and position.
        var claimed: [String: Set<Int>] = [:]
        let present = entries
        /// Keys a form found stale (an If's operand of a kind the user left): read by no form.
        var ignored: Set<String> = []
        func take(_ key: String?) -> PropertyList? {
            guard let key, !ignored.contains(key), let value = present.first(where: { $0.key == key })?.value else { return nil }
            consumed.insert(key)
            return value
        }
        for declared in mapping.forms {
            guard let parameter = definition.parameter(declared.parameter) else { continue }
            let wireKey = parameter.wireKey ?? parameter.key
            switch declared.form {
            case .variableWrapper:
                if let input = take(wireKey) {
                    result.append(.init(key: parameter.key, value: try value(ParameterForm.unwrappedVariable(input))))
                }
            case .quantity(let quantityKey, let part):
                guard let duration = take(quantityKey) else { continue }
                if let plist = (duration["Value"] ?? duration)[part.rawValue] {
                    result.append(.init(key: parameter.key, value: try value(plist, for: parameter, wireKey: quantityKey)))
                }
            case .markedChoice(let marked):
                guard let marker = present.first(where: { $0.key == wireKey })?.value.string, marked.markers.contains(marker)
                else { continue }
                _ = take(wireKey)
                let wire = take(marked.key)?.string ?? ""
                let operand = take(marked.operandKey)
                let operandParameter = definition.parameter(marked.operand)
                _ = take(operandParameter?.wireKey)
                guard let chosen = marked.values.first(where: { $0.wire == wire }) else {
                    throw Unrepresentable.markedValue(wire)
                }
                result.append(.init(key: parameter.key, value: .text([.literal(chosen.choice)])))
                if let fixed = chosen.operand {
                    result.append(.init(key: marked.operand, value: .literal(.number(Number(fixed)))))
                } else if let operand, let operandParameter {
                    result.append(
                        .init(key: marked.operand, value: try value(operand, for: operandParameter, wireKey: marked.operandKey)))
                }
            case .variableName:
                guard let name = take(wireKey) else { continue }
                if let text = name.string {
                    result.append(.init(key: parameter.key, value: .text([.literal(Self.safeName(text))])))
                } else {
                    result.append(.init(key: parameter.key, value: try value(name)))
                }
            case .namedReference(let referenceKey, let field):
                // Plain `{workflowName, workflowIdentifier, isSelf}`, or wrapped in a picker state's `Value`.
                if let reference = take(referenceKey),
                    let name = reference[field]?.string ?? reference["Value"]?[field]?.string ?? reference.string,
                    !present.contains(where: { $0.key == wireKey })
                {
                    result.append(.init(key: parameter.key, value: .text([.literal(name)])))
                }
            case .offsetField(let offsetKey, let field):
                guard let offset = present.first(where: { $0.key == offsetKey })?.value else { continue }
                consumed.insert(offsetKey)
                if let plist = (offset["Value"] ?? offset)[field] {
                    let mapped = try value(plist, for: parameter, wireKey: offsetKey)
                    result.removeAll { $0.key == parameter.key }
                    result.append(.init(key: parameter.key, value: mapped))
                    if let plainKey = parameter.wireKey { consumed.insert(plainKey) }
                }
            case .filterCondition(let filterKey, let property, let operators, let pattern):
                guard let filter = present.first(where: { $0.key == filterKey })?.value else { continue }
                consumed.insert(filterKey)
                let templates = Self.filterTemplates(filter)
                // Conditions joined by Any all go to the table (`filterTable`): the named parameters must all hold.
                if Self.joinedByAny(filter) { continue }
                for (position, template) in templates.enumerated() where !(claimed[filterKey]?.contains(position) ?? false) {
                    guard template["Property"]?.string == property, let code = Self.integerCode(template["Operator"]),
                        operators.contains(code), let given = template["Values"]?["String"] ?? template["Values"]?["Number"]
                    else { continue }
                    let mapped = try value(given)
                    switch pattern {
                    case .plain: result.append(.init(key: parameter.key, value: mapped))
                    case .glob:
                        guard let text = Self.literalText(mapped) else { continue }
                        let escaped = Self.globEscaped(text)
                        let glob = code == 8 ? escaped + "*" : code == 9 ? "*" + escaped : escaped
                        result.append(.init(key: parameter.key, value: .text([.literal(glob)])))
                    }
                    claimed[filterKey, default: []].insert(position)
                    break
                }
            case .filterTable(let filterKey, let match):
                guard let filter = present.first(where: { $0.key == filterKey })?.value else { continue }
                consumed.insert(filterKey)
                var rows: [ParameterValue] = []
                for (position, template) in Self.filterTemplates(filter).enumerated()
                where !(claimed[filterKey]?.contains(position) ?? false) {
                    rows.append(try filterRow(template, of: mapping.identifier))
                    claimed[filterKey, default: []].insert(position)
                }
                if !rows.isEmpty { result.append(.init(key: parameter.key, value: .list(rows))) }
                if Self.joinedByAny(filter) { result.append(.init(key: match, value: .text([.literal("Any")]))) }
            case .conditionTable(let tableKey, let match):
                guard let table = take(tableKey) else { continue }
                let rows = try Self.filterTemplates(table).map { template throws(Unrepresentable) in try conditionRow(template) }
                if !rows.isEmpty { result.append(.init(key: parameter.key, value: .list(rows))) }
                if Self.joinedByAny(table) { result.append(.init(key: match, value: .text([.literal("Any")]))) }
            case .refinedBy(let refinementKey, let when):
                guard let refinement = take(refinementKey) else { continue }
                let own = present.first(where: { $0.key == wireKey })?.value.string
                guard own == when, let refined = refinement.string else { continue }
                _ = take(wireKey)
                result.append(.init(key: parameter.key, value: try value(.string(refined), for: parameter, wireKey: refinementKey)))
            case .folderBookmark:
                guard let bookmark = present.first(where: { $0.key == wireKey })?.value,
                    let path = ParameterForm.bookmarkedPath(bookmark)
                else { continue }
                _ = take(wireKey)
                // A parameter that takes Apple's references keeps one in a storage location (iCloud
                // Drive, a file provider): it resolves in the folder mapped to that location.
                if parameter.type == .any, ParameterForm.isInStorageLocation(bookmark) {
                    result.append(.init(key: parameter.key, value: try value(bookmark)))
                } else {
                    result.append(.init(key: parameter.key, value: .text([.literal(path)])))
                }
            case .selectedApp(let appKey):
                guard let app = take(appKey), !present.contains(where: { $0.key == wireKey }) else { continue }
                if let name = app["BundleIdentifier"]?.string ?? app["Name"]?.string {
                    result.append(.init(key: parameter.key, value: .text([.literal(name)])))
                } else if app.dictionaryValue?.isEmpty == true {
                    continue  // an empty picker: no app chosen
                } else {
                    result.append(.init(key: parameter.key, value: try value(app)))
                }
            case .liveOperands(let kinds):
                let input = present.first { $0.key == kinds.inputKey }.map { ParameterForm.unwrappedVariable($0.value) }
                let code = Self.integerCode(present.first { $0.key == kinds.conditionKey }?.value)
                ignored = kinds.staleKeys(present: Set(present.map(\.key)), code: code, input: input.map { $0["Value"] ?? $0 })
                consumed.formUnion(ignored)
            case .measurementText(let measurementKey):
                guard let measurement = take(measurementKey) else { continue }
                let quantity = measurement["Value"] ?? measurement
                guard let unit = quantity["Unit"]?.string, CalculatorUnits.knows(unit), let magnitude = quantity["Magnitude"] else {
                    throw Unrepresentable.ifOperand(measurementKey)
                }
                result.append(.init(key: parameter.key, value: Self.measured(try value(magnitude), unit: unit)))
            case .numericChoice, .markedOperand, .alsoReads:
                continue  // read with the plain keys (the choice set knows the codes) or with their marked choice
            }
        }
        for declared in mapping.forms {
            guard case .filterCondition(let filterKey, _, _, _) = declared.form, let filter = present.first(where: { $0.key == filterKey })
            else { continue }
            let templates = Self.filterTemplates(filter.value)
            if let position = templates.indices.first(where: { !(claimed[filterKey]?.contains($0) ?? false) }) {
                throw Unrepresentable.filterCondition(
                    property: templates[position]["Property"]?.string ?? "?", code: Self.integerCode(templates[position]["Operator"]) ?? -1)
            }
        }
        entries.removeAll { consumed.contains($0.key) }
        for decline in mapping.declines where entries.contains(where: { $0.key == decline.wireKey }) {
            throw decline.reason
        }
    }
}

extension ShortcutMapper {
    /// An amount and its unit as one text (`1 MB`, `{{Size}} B`), as Measurement writes measurements.
    static func measured(_ amount: ParameterValue, unit: String) -> ParameterValue {
        switch amount {
        case .text(var parts):
            if case .literal(let last)? = parts.last {
                parts[parts.count - 1] = .literal(last + " " + unit)
            } else {
                parts.append(.literal(" " + unit))
            }
            return .text(parts)
        case .reference(let reference): return .text([.reference(reference), .literal(" " + unit)])
        case .literal(.number(let number)): return .text([.literal(number.description + " " + unit)])
        default: return .text([.literal("0 " + unit)])
        }
    }

    /// Whether a filter table of several conditions is joined by Any (`WFActionParameterFilterPrefix` 0).
    static func joinedByAny(_ filter: PropertyList) -> Bool {
        filterTemplates(filter).count > 1 && integerCode(filter["Value"]?["WFActionParameterFilterPrefix"]) == 0
    }

    /// The condition templates of Apple's filter table (`WFContentPredicateTableTemplate`).
    static func filterTemplates(_ filter: PropertyList) -> [PlistDictionary] {
        (filter["Value"]?["WFActionParameterFilterTemplates"]?.array ?? []).compactMap(\.dictionaryValue)
    }

    /// A code Apple writes as an integer, a real or text.
    static func integerCode(_ plist: PropertyList?) -> Int? {
        ShortcutAction.integerValue(plist).flatMap { Int(exactly: $0) }
    }

    /// Text as a glob that matches it literally: `*`, `?`, `[` and `\\` escaped.
    static func globEscaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if "*?[\\".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    /// The variable an action writes, as mapped: the text of its `variableName` form.
    static func variableWritten(by action: ShortcutAction, registry: ActionRegistry) -> String? {
        guard let definition = registry.action(for: action.identifier)?.definition,
            let mapping = ShortcutMappings.mapping(definition.identifier)
        else { return nil }
        for declared in mapping.forms {
            guard case .variableName = declared.form, let parameter = definition.parameter(declared.parameter) else { continue }
            if let name = action.parameters[parameter.wireKey ?? parameter.key]?.string { return safeName(name) }
        }
        return nil
    }
}

extension ActionMapping {
    /// The parameter an Apple key names through an `alsoReads` form, when one does.
    func parameter(readingAlso wireKey: String, in definition: ActionDefinition) -> ParameterDefinition? {
        for declared in forms {
            if case .alsoReads(let other) = declared.form, other == wireKey { return definition.parameter(declared.parameter) }
        }
        return nil
    }
}

extension ParameterForm {
    /// iCloud Drive's folder in a bookmark's `relativeSubpath`, left out of the imported path.
    static let iCloudDrivePrefix = "com~apple~CloudDocs"

    /// The path a folder bookmark names, relative to the current folder; nil when `plist` is not a
    /// bookmark (a variable, text).
    static func bookmarkedPath(_ plist: PropertyList) -> String? {
        guard let location = plist["fileLocation"] else { return nil }
        let subpath = location["relativeSubpath"]?.string ?? plist["filename"]?.string ?? plist["displayName"]?.string ?? ""
        var parts = subpath.split(separator: "/").map(String.init)
        if parts.first == iCloudDrivePrefix { parts.removeFirst() }
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// Whether a bookmark names a place in one of Apple's storage locations rather than the home
    /// folder or an absolute path (`WFFileLocationType`).
    static func isInStorageLocation(_ plist: PropertyList) -> Bool {
        guard let type = plist["fileLocation"]?["WFFileLocationType"]?.string else { return false }
        return !["Home", "Absolute"].contains(type)
    }

    /// If's input: the value inside a `{Type: Variable, Variable: …}` wrapper, else the value itself.
    static func unwrappedVariable(_ plist: PropertyList) -> PropertyList {
        plist["Type"]?.string == "Variable" ? (plist["Variable"] ?? plist) : plist
    }
}
