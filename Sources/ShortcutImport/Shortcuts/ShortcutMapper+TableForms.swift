import AppleFormats
import ShortcutEngine

/// Import of the declared forms that read more than one key: a marked choice and its operand,
/// filter and condition tables, If's live operands and a measurement (see `readForms`).
extension ShortcutMapper {
    /// Reads one table or choice form of `parameter` (the other forms are read by `readForm`).
    mutating func readTableForm(
        _ form: ParameterForm, of parameter: ParameterDefinition, mapping: ActionMapping, definition: ActionDefinition,
        reading: inout FormReading, into result: inout [ActionInvocation.Parameter]
    ) throws(Unrepresentable) {
        switch form {
        case .markedChoice(let marked):
            try readMarkedChoice(marked, of: parameter, definition: definition, reading: &reading, into: &result)
        case .filterCondition(let filterKey, let property, let operators, let pattern):
            guard let filter = reading.peek(filterKey) else { return }
            reading.consumed.insert(filterKey)
            // Conditions joined by Any all go to the table (`filterTable`): the named parameters must all hold.
            if Self.joinedByAny(filter) { return }
            let templates = Self.filterTemplates(filter).enumerated()
            for (position, template) in templates where !reading.isClaimed(filterKey, position: position) {
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
                reading.claim(filterKey, position: position)
                break
            }
        case .filterTable(let filterKey, let match):
            guard let filter = reading.peek(filterKey) else { return }
            reading.consumed.insert(filterKey)
            var rows: [ParameterValue] = []
            let templates = Self.filterTemplates(filter).enumerated()
            for (position, template) in templates where !reading.isClaimed(filterKey, position: position) {
                rows.append(try filterRow(template, of: mapping.identifier))
                reading.claim(filterKey, position: position)
            }
            if !rows.isEmpty { result.append(.init(key: parameter.key, value: .list(rows))) }
            if Self.joinedByAny(filter) { result.append(.init(key: match, value: .text([.literal("Any")]))) }
        case .conditionTable(let tableKey, let match):
            guard let table = reading.take(tableKey) else { return }
            let rows = try Self.filterTemplates(table).map { template throws(Unrepresentable) in try conditionRow(template) }
            if !rows.isEmpty { result.append(.init(key: parameter.key, value: .list(rows))) }
            if Self.joinedByAny(table) { result.append(.init(key: match, value: .text([.literal("Any")]))) }
        case .liveOperands(let kinds):
            let input = reading.peek(kinds.inputKey).map { ParameterForm.unwrappedVariable($0) }
            let code = Self.integerCode(reading.peek(kinds.conditionKey))
            reading.ignored = kinds.staleKeys(
                present: Set(reading.present.map(\.key)), code: code, input: input.map { $0["Value"] ?? $0 })
            reading.consumed.formUnion(reading.ignored)
        case .measurementText(let measurementKey):
            guard let measurement = reading.take(measurementKey) else { return }
            let quantity = measurement["Value"] ?? measurement
            guard let unit = quantity["Unit"]?.string, CalculatorUnits.knows(unit), let magnitude = quantity["Magnitude"] else {
                throw Unrepresentable.ifOperand(measurementKey)
            }
            result.append(.init(key: parameter.key, value: Self.measured(try value(magnitude), unit: unit)))
        default:
            return  // value forms: `readForm`
        }
    }

    /// A choice some of whose values Apple writes behind a marker: the marker, the value under
    /// the marked key, and the operand moved along (or fixed by the value).
    private mutating func readMarkedChoice(
        _ marked: MarkedChoice, of parameter: ParameterDefinition, definition: ActionDefinition,
        reading: inout FormReading, into result: inout [ActionInvocation.Parameter]
    ) throws(Unrepresentable) {
        let wireKey = parameter.wireKey ?? parameter.key
        guard let marker = reading.peek(wireKey)?.string, marked.markers.contains(marker) else {
            // Apple reads the marked keys only behind the marker: after the user picks another
            // operation (or none, the default) they stay in the file unread, as an If's stale operands.
            _ = reading.take(marked.key)
            _ = reading.take(marked.operandKey)
            return
        }
        _ = reading.take(wireKey)
        let given = reading.take(marked.key)
        // A text field's token string without variables is its text, as Apple writes either.
        let wire = given.flatMap(Self.conditionText) ?? ""
        let operand = reading.take(marked.operandKey)
        let operandParameter = definition.parameter(marked.operand)
        _ = reading.take(operandParameter?.wireKey)
        guard let chosen = marked.values.first(where: { $0.wire == wire }) else {
            throw given.map(Self.holdsVariable) == true ? Unrepresentable.markedVariable : Unrepresentable.markedValue(wire)
        }
        result.append(.init(key: parameter.key, value: .text([.literal(chosen.choice)])))
        if let fixed = chosen.operand {
            result.append(.init(key: marked.operand, value: .literal(.number(Number(fixed)))))
        } else if let operand, let operandParameter {
            let mapped = try value(operand, for: operandParameter, wireKey: marked.operandKey)
            result.append(.init(key: marked.operand, value: mapped))
        }
    }
}
