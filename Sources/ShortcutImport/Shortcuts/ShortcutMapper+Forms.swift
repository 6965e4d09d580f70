import AppleFormats
import ShortcutEngine

/// Import of the declared forms (`ShortcutMappings`): each form reads its Apple keys, then the
/// keys it consumed are left out of the plain mapping. A switch over forms, never over actions.
/// Forms of a filter or condition table, a marked choice and If's operands are read in
/// `ShortcutMapper+TableForms.swift`; what reading has seen so far is a `FormReading`.
extension ShortcutMapper {
    /// Reads `mapping`'s forms, in order, from `entries` into `result`, removes the keys they
    /// consumed, then declines the action when a key it cannot express remains.
    mutating func readForms(
        of mapping: ActionMapping, from entries: inout [(key: String, value: PropertyList)],
        into result: inout [ActionInvocation.Parameter], definition: ActionDefinition
    ) throws(Unrepresentable) {
        var reading = FormReading(present: entries)
        for declared in mapping.forms {
            guard let parameter = definition.parameter(declared.parameter) else { continue }
            try readForm(declared.form, of: parameter, mapping: mapping, definition: definition, reading: &reading, into: &result)
        }
        try Self.rejectUnclaimedConditions(of: mapping, reading: reading)
        entries.removeAll { reading.consumed.contains($0.key) }
        for decline in mapping.declines where entries.contains(where: { $0.key == decline.wireKey }) {
            throw decline.reason
        }
    }

    /// Reads one declared form of `parameter`: a value form here, a table or choice form in
    /// `readTableForm`.
    private mutating func readForm(
        _ form: ParameterForm, of parameter: ParameterDefinition, mapping: ActionMapping, definition: ActionDefinition,
        reading: inout FormReading, into result: inout [ActionInvocation.Parameter]
    ) throws(Unrepresentable) {
        let wireKey = parameter.wireKey ?? parameter.key
        switch form {
        case .variableWrapper:
            if let input = reading.take(wireKey) {
                result.append(.init(key: parameter.key, value: try value(ParameterForm.unwrappedVariable(input))))
            }
        case .quantity(let quantityKey, .whole):
            // A whole-field variable (or text) is the measurement itself; a structured field is
            // left to the Magnitude and Unit forms.
            guard let field = reading.peek(quantityKey), !reading.ignored.contains(quantityKey),
                field["WFSerializationType"]?.string != "WFQuantityFieldValue",
                (try? Self.structure(field, key: quantityKey, shape: "", parts: ["Magnitude", "Unit"])) == nil
            else { return }
            result.append(.init(key: parameter.key, value: try value(field, for: parameter, wireKey: quantityKey)))
            reading.ignored.insert(quantityKey)
            reading.consumed.insert(quantityKey)
        case .quantity(let quantityKey, let part):
            guard let duration = reading.take(quantityKey) else { return }
            // An empty field (the editor's, nothing typed) gives nothing: the defaults apply.
            if duration["WFSerializationType"]?.string == "WFQuantityFieldValue", duration["Value"]?.dictionaryValue?.count == 0 {
                return
            }
            let fields = try Self.structure(duration, key: quantityKey, shape: "{Magnitude, Unit}", parts: ["Magnitude", "Unit"])
            if let plist = fields[part.rawValue] {
                result.append(.init(key: parameter.key, value: try value(plist, for: parameter, wireKey: quantityKey)))
            }
        case .variableName:
            guard let name = reading.take(wireKey) else { return }
            if let text = name.string {
                result.append(.init(key: parameter.key, value: .text([.literal(Self.safeName(text))])))
            } else {
                result.append(.init(key: parameter.key, value: try value(name)))
            }
        case .namedReference(let referenceKey, let field):
            // Plain `{workflowName, workflowIdentifier, isSelf}`, or wrapped in a picker state's `Value`;
            // anything else (a variable, a token string) is the parameter's value as it stands.
            guard let reference = reading.take(referenceKey), !reading.has(wireKey) else { return }
            if let name = reference[field]?.string ?? reference["Value"]?[field]?.string ?? reference.string {
                result.append(.init(key: parameter.key, value: .text([.literal(name)])))
            } else {
                result.append(.init(key: parameter.key, value: try value(reference, for: parameter, wireKey: referenceKey)))
            }
        case .offsetField(let offsetKey, let field):
            guard let offset = reading.peek(offsetKey) else { return }
            reading.consumed.insert(offsetKey)
            let fields = try Self.structure(offset, key: offsetKey, shape: "{Operation, Unit, Value}", parts: ["Value", "Unit"])
            if let plist = fields[field] {
                let mapped = try value(plist, for: parameter, wireKey: offsetKey)
                result.removeAll { $0.key == parameter.key }
                result.append(.init(key: parameter.key, value: mapped))
                if let plainKey = parameter.wireKey { reading.consumed.insert(plainKey) }
            }
        case .refinedBy(let refinementKey, let when):
            guard let refinement = reading.take(refinementKey) else { return }
            guard reading.peek(wireKey)?.string == when else { return }
            // An empty refinement is Apple's default (the choice as it is); a variable picks the
            // refined choice when the action runs, as Apple's substitutable picker does.
            let decoded = try value(refinement)
            if Self.literalText(decoded)?.isEmpty == true || decoded == .literal(.nothing) { return }
            _ = reading.take(wireKey)
            result.append(.init(key: parameter.key, value: try value(refinement, for: parameter, wireKey: refinementKey)))
        case .folderBookmark:
            guard let bookmark = reading.peek(wireKey), let path = ParameterForm.bookmarkedPath(bookmark) else { return }
            _ = reading.take(wireKey)
            // A parameter that takes Apple's references (any value, or a file: the registry's
            // `FileReferenceResolver`) keeps one in a storage location (iCloud Drive, a file
            // provider): it resolves in the folder mapped to that location.
            if parameter.type == .any || parameter.type == .file, ParameterForm.isInStorageLocation(bookmark) {
                result.append(.init(key: parameter.key, value: try value(bookmark)))
            } else {
                result.append(.init(key: parameter.key, value: .text([.literal(path)])))
            }
        case .selectedApp(let appKey):
            guard let app = reading.take(appKey), !reading.has(wireKey), !result.contains(where: { $0.key == parameter.key })
            else { return }
            if let name = app["BundleIdentifier"]?.string ?? app["Name"]?.string {
                result.append(.init(key: parameter.key, value: .text([.literal(name)])))
            } else if app.dictionaryValue?.isEmpty != true {  // an empty picker: no app chosen
                result.append(.init(key: parameter.key, value: try value(app)))
            }
        case .unitPicker:
            try Self.readUnitPicker(wireKey, of: parameter, reading: &reading, into: &result)
        case .numericChoice, .markedOperand, .alsoReads:
            return  // read with the plain keys (the choice set knows the codes) or with their marked choice
        case .markedChoice, .filterCondition, .filterTable, .conditionTable, .liveOperands, .measurementText:
            try readTableForm(form, of: parameter, mapping: mapping, definition: definition, reading: &reading, into: &result)
        }
    }

    /// Apple's unit picker `{WFNSUnitType, WFNSUnitSymbol}` under `wireKey`: the symbol is the value.
    /// A plain symbol or a variable is left to the plain mapping.
    private static func readUnitPicker(
        _ wireKey: String, of parameter: ParameterDefinition, reading: inout FormReading,
        into result: inout [ActionInvocation.Parameter]
    ) throws(Unrepresentable) {
        guard let picked = reading.peek(wireKey)?.dictionaryValue, picked["WFSerializationType"] == nil else { return }
        guard let symbol = picked["WFNSUnitSymbol"]?.string else { throw Unrepresentable.unitWithoutSymbol(key: wireKey) }
        _ = reading.take(wireKey)
        result.append(.init(key: parameter.key, value: .text([.literal(symbol)])))
    }

    /// Throws for the first condition of a filter table that no `filterCondition` form claimed.
    private static func rejectUnclaimedConditions(of mapping: ActionMapping, reading: FormReading) throws(Unrepresentable) {
        for declared in mapping.forms {
            guard case .filterCondition(let filterKey, _, _, _) = declared.form, let filter = reading.peek(filterKey)
            else { continue }
            let templates = Self.filterTemplates(filter)
            if let position = templates.indices.first(where: { !reading.isClaimed(filterKey, position: $0) }) {
                let template = templates[position]
                throw Unrepresentable.filterCondition(
                    property: template["Property"]?.string ?? "?", code: Self.integerCode(template["Operator"]) ?? -1)
            }
        }
    }
}

extension ShortcutMapper {
    /// The fields of a structure Apple writes under `key` (a quantity's `{Magnitude, Unit}`, a
    /// time offset's `{Operation, Unit, Value}`), wrapped in `Value` or bare. A plain value or a
    /// variable in its place has no amount and unit to read: the action is kept unsupported,
    /// naming the key, rather than losing the value.
    static func structure(_ plist: PropertyList, key: String, shape: String, parts: [String]) throws(Unrepresentable)
        -> PlistDictionary
    {
        guard let fields = (plist["Value"] ?? plist).dictionaryValue, fields["WFSerializationType"] == nil,
            fields["Type"] == nil, parts.contains(where: { fields[$0] != nil })
        else {
            throw Unrepresentable.structuredField(key: key, shape: shape)
        }
        return fields
    }

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

    /// The condition templates of Apple's filter table (`WFContentPredicateTableTemplate`), each
    /// content-predicate row in the form iOS 13 and later write (`FilterTable.nestingValues`).
    static func filterTemplates(_ filter: PropertyList) -> [PlistDictionary] {
        (filter["Value"]?["WFActionParameterFilterTemplates"]?.array ?? []).compactMap(\.dictionaryValue)
            .map(FilterTable.nestingValues)
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
