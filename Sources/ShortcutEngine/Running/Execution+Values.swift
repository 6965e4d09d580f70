import Foundation
import SafeFiles

extension Execution {
    /// Generic resolution: evaluate, apply defaults, canonicalise choices, coerce, check minimums and maximums.
    func resolve(_ compiled: CompiledAction) throws -> ResolvedParameters {
        let plan = compiled.plan
        // This action's buffer from its previous run, emptied with its capacity kept (`recycle`):
        // filling it allocates nothing, and appending does not first destroy an empty slot.
        var values: [Value?] = []
        swap(&values, &parameterBuffers[compiled.index])
        values.reserveCapacity(plan.count)
        for position in plan.indices {
            let parameter = plan[position]
            if let parent = parameter.parentPosition,
                !parameter.parentAllows(parent < values.count ? values[parent] : nil, coercion: context.coercion)
            {
                values.append(nil)
                continue
            }
            if let constant = compiled.constants[position] {
                values.append(constant)
                continue
            }
            var value: Value?
            if let argument = compiled.arguments[position] {
                if let asked = Self.askEachTime(argument) {
                    value = try askEachTime(asked, for: parameter)
                } else {
                    value = try evaluate(argument, parameter: parameter.key)
                }
                // A field whose variables came out empty is an empty field, as in Apple's editor:
                // the parameter's default, else Nothing (docs/format.md §6.3, "Empty text").
                if let given = value, Self.readsAsUnset(given, parameter) { value = parameter.defaultValue ?? .nothing }
            } else if compiled.implicitInput == position, parameter.defaultValue == nil || !flow.isNothing {
                value = flow
            } else {
                value = parameter.defaultValue
            }
            guard let value else {
                if parameter.isRequired {
                    throw ActionFailure(
                        ParameterFailure.needsValue(key: parameter.key, summary: parameter.summary), parameter: parameter.key)
                }
                values.append(nil)
                continue
            }
            if position == compiled.eachItemInput, case .list(let items) = value.unnamed, items.count > 1 {
                // One run per item (`step`): each item is coerced as the parameter's own value.
                values.append(.list(try items.map { item throws(ActionFailure) in try coerce(item, for: parameter) }))
                continue
            }
            values.append(try coerce(value, for: parameter))
        }
        return ResolvedParameters(keys: compiled.keys, values: values)
    }

    /// Whether `value` reaching the parameter means "not set": empty text given to a choice or to a
    /// type other than text, rich text, a list or any value (a number, date, URL, dictionary, file…
    /// field left empty), or Nothing given to a choice (which has no Nothing of its own).
    static func readsAsUnset(_ value: Value?, _ parameter: ParameterPlan) -> Bool {
        switch value {
        case .text(let text)? where text.isEmpty: break
        case .nothing? where !parameter.allowed.isEmpty: return true
        default: return false
        }
        if !parameter.allowed.isEmpty { return true }
        switch parameter.type {
        case .text, .richText, .list, .any, .nothing: return false
        case .number, .boolean, .date, .duration, .dictionary, .file, .url, .image, .item: return true
        }
    }

    func coerce(_ value: Value, for parameter: ParameterPlan) throws(ActionFailure) -> Value {
        if !parameter.allowed.isEmpty {
            let text: String
            do { text = try session.limitedText(value, coercion: context.coercion) } catch {
                throw ActionFailure(error.facts, parameter: parameter.key)
            }
            guard let choice = parameter.choice(text) else {
                throw ActionFailure(
                    parameter.choices?.failure(for: text)
                        ?? ParameterFailure.unknownChoice(given: text, allowed: parameter.allowed), parameter: parameter.key)
            }
            return .text(choice)
        }
        switch parameter.type {
        case .any: return value
        case .list: return .list(value.items)
        default: break
        }
        // Nothing converts where the table says so (a number parameter reads it as 0); elsewhere it stays absent.
        if value.isNothing && parameter.type != .text && !(Coercion.sources[parameter.type]?.contains(.nothing) ?? false) {
            if parameter.isRequired {
                throw ActionFailure(ParameterFailure.gotNothing(key: parameter.key), parameter: parameter.key)
            }
            return .nothing
        }
        if value.type == parameter.type { return try checkMinimum(value, parameter) }
        if parameter.type == .text || parameter.type == .richText, value.isContainer {
            // A list or dictionary read as text is measured first, held to the text length limit.
            let text: String
            do { text = try session.limitedText(value, coercion: context.coercion) } catch {
                throw ActionFailure(error.facts, parameter: parameter.key)
            }
            return parameter.type == .text ? .text(text) : .richText(RichText(plainText: text))
        }
        var value = value
        // A web URL where a file or a dictionary is expected is what it points at: Apple's content
        // graph downloads it (issue 24); with the network off the fetch stops with that failure.
        if parameter.type == .file || parameter.type == .dictionary, let url = value.webAddress,
            let fetcher = session.registry.urlContent
        {
            value = try fetcher.content(of: url, context: context, parameter: parameter.key)
            if value.type == parameter.type { return value }
        }
        // Apple's file or folder reference is the path it names (`FileReferenceResolver`).
        if parameter.type == .file, case .dictionary(let reference) = value.unnamed,
            let resolver = session.registry.fileReferences,
            let path = try resolver.path(of: reference, context: context, parameter: parameter.key)
        {
            return .file(FileReference(path: path))
        }
        if parameter.type == .dictionary { value = try context.readingFiles(value, forDictionaryIn: parameter.key) }
        let coerced: Value
        do { coerced = try context.coercion.coerce(value, to: parameter.type) } catch {
            throw ActionFailure(error, parameter: parameter.key)
        }
        return try checkMinimum(coerced, parameter)
    }

    /// The value unless it is a number outside the parameter's declared minimum or maximum.
    func checkMinimum(_ value: Value, _ parameter: ParameterPlan) throws(ActionFailure) -> Value {
        guard case .number(let number) = value else { return value }
        if let minimum = parameter.minimum, number < minimum {
            throw ActionFailure(ParameterFailure.belowMinimum(number, minimum: minimum), parameter: parameter.key)
        }
        if let maximum = parameter.maximum, maximum < number || number.double.isNaN {
            throw ActionFailure(ParameterFailure.aboveMaximum(number, maximum: maximum), parameter: parameter.key)
        }
        return value
    }

    func evaluate(_ value: CompiledValue, parameter: String) throws -> Value {
        switch value {
        case .literal(let literal): return literal
        case .text(let parts):
            if parts.count == 1, case .literal(let text) = parts[0] { return .text(text) }
            // Each piece is held to the text length limit before it is added, so a template cannot build a text past it.
            var text = ""
            for part in parts {
                var value: Value?
                if case .reference(let reference) = part { value = try evaluate(reference, parameter: parameter) }
                do throws(ActionFailure) {
                    var piece = ""
                    switch part {
                    case .literal(let literal): piece = literal
                    case .reference: piece = try session.limitedText(value ?? .nothing, coercion: context.coercion)
                    }
                    try session.checkText(text.utf8.count + piece.utf8.count)
                    text += piece
                } catch {
                    throw ActionFailure(error.facts, parameter: parameter)
                }
            }
            return .text(text)
        case .reference(let reference): return try evaluate(reference, parameter: parameter)
        case .list(let items): return try nested(.list(try items.map { try evaluate($0, parameter: parameter) }), parameter)
        case .dictionary(let entries):
            var dictionary = ValueDictionary()
            for entry in entries { dictionary[entry.key] = try evaluate(entry.value, parameter: parameter) }
            return try nested(.dictionary(dictionary), parameter)
        case .keyedDictionary(let entries):
            var dictionary = ValueDictionary()
            for entry in entries {
                let key = try limitedText(try evaluate(entry.key, parameter: parameter), parameter: parameter)
                dictionary[key] = try evaluate(entry.value, parameter: parameter)
            }
            return try nested(.dictionary(dictionary), parameter)
        }
    }

    /// A list or dictionary a parameter builds around other values, held to the value depth limit:
    /// a value nested a level deeper each time round a loop stops there, not at the stack's end.
    func nested(_ value: Value, _ parameter: String) throws(ActionFailure) -> Value {
        let limit = session.options.limits.valueDepthInForce
        if ValueSize.nestsDeeper(value, than: limit) {
            throw ActionFailure(RunFailure.valueTooDeep(limit: limit), parameter: parameter)
        }
        return value
    }

    /// The value as text, measured first (`RunSession.limitedText`); failures name `parameter`.
    func limitedText(_ value: Value, parameter: String) throws(ActionFailure) -> String {
        do { return try session.limitedText(value, coercion: context.coercion) } catch {
            throw ActionFailure(error.facts, parameter: parameter)
        }
    }

    func evaluate(_ reference: CompiledReference, parameter: String) throws -> Value {
        var value: Value
        switch reference.source {
        case .output(let index): value = outputs[index] ?? .nothing
        case .variable(let name): value = context.variable(name)
        case .shortcutInput: value = input
        case .repeatItem(let depth): value = depth < loops.count ? loops[depth].item : .nothing
        case .repeatIndex(let depth): value = depth < loops.count ? .number(.integer(loops[depth].index)) : .nothing
        case .currentDate: value = .date(context.host.now())
        case .clipboard: value = try context.host.readClipboard()
        case .device: value = DeviceVariable.value(context.host)
        case .ask(let prompt):
            value = .text(try context.host.answer(Question(kind: .text, prompt: prompt ?? "Value for '\(parameter)'")))
        }
        do {
            for aggrandizement in reference.aggrandizements {
                // `as text` writes a list or dictionary out: measured first, so a shared one is not expanded.
                if case .coerce(let type) = aggrandizement, type == .text || type == .richText, value.isContainer {
                    value = .text(try limitedText(value, parameter: parameter))
                    if type == .text { continue }
                }
                // A file read as a dictionary (`as: dictionary`, a key path) is its text first.
                switch aggrandizement {
                case .coerce(.dictionary), .key: value = try context.readingFiles(value, forDictionaryIn: parameter)
                default: break
                }
                do { value = try apply(aggrandizement, to: value) } catch {
                    guard case .noProperty = error else { throw error }
                    // Apple's runtime gives an empty value for a property the item lacks (issue 24 item 7):
                    // a warning here, the error itself when the run is strict (RunOptions.strict).
                    if session.options.strict { throw error }
                    let failure = ValueFailure.within(.reference(reference.text), error)
                    try context.warn(ValueFailure.propertyGivesNothing(failure), parameter: parameter)
                    value = .nothing
                }
            }
        } catch let error as ValueFailure {
            throw ActionFailure(ValueFailure.within(.reference(reference.text), error), parameter: parameter)
        }
        return value
    }

    func apply(_ aggrandizement: Aggrandizement, to value: Value) throws(ValueFailure) -> Value {
        switch aggrandizement {
        case .coerce(let type): return try context.coercion.coerceEach(value, to: type)
        case .property(let name):
            // File properties read the disk: only inside the allowed folders, as file actions.
            let read = { [context] (path: String) throws -> FileAttributes in
                do throws(FileError) { _ = try context.files.allowed(path, access: .contents) } catch {
                    throw ActionFailure(error)
                }
                return try context.host.attributes(ofItemAt: path)
            }
            if case .list(let items) = value,
                !(Properties.names[.list] ?? []).contains(where: { $0.lowercased() == name.lowercased() }),
                name.lowercased() != "type"
            {
                var mapped: [Value] = []
                for item in items {
                    mapped.append(try Properties.value(of: item, named: name, calendar: context.calendar, attributes: read))
                }
                return .list(mapped)
            }
            return try Properties.value(of: value, named: name, calendar: context.calendar, attributes: read)
        case .key(let path):
            // A list of dictionaries maps the path over its items unless the path starts with an item number.
            if case .list(let items) = value, let first = path.segments.first, Int(first) == nil {
                var mapped: [Value] = []
                for item in items { mapped.append(try path.lookup(in: item, coercion: context.coercion)) }
                return .list(mapped)
            }
            return try path.lookup(in: value, coercion: context.coercion)
        case .item(let selector): return Execution.select(selector, from: value.items)
        case .relativeDate(let day, let time):
            let (now, zone) = (context.host.now(), context.host.timeZone)
            return try datesAsText(value) {
                RelativeDateText.text($0, now: now, timeZone: zone, dayPattern: day, timePattern: time)
            }
        case .howLong:
            let (now, zone) = (context.host.now(), context.host.timeZone)
            return try datesAsText(value) { HowLongText.text($0, now: now, timeZone: zone) }
        case .dateFormat(let pattern):
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = context.host.timeZone
            formatter.dateFormat = pattern
            return try datesAsText(value) { formatter.string(from: $0) }
        }
    }

    /// A date step's text: the value (or each item of a list) read as a date and written by
    /// `text`; an item that is not a date stays as it is, and a single value that is none is Nothing.
    func datesAsText(_ value: Value, _ text: (Date) -> String) throws(ValueFailure) -> Value {
        let date = try context.coercion.coerceEach(value, to: .date)
        if case .list(let dates) = date {
            return .list(dates.map { if case .date(let d) = $0 { return .text(text(d)) } else { return $0 } })
        }
        guard case .date(let single) = date else { return .nothing }
        return .text(text(single))
    }

    /// Items by selector; out of range gives nothing, as a missing item does in Shortcuts.
    static func select(_ selector: ItemSelector, from items: [Value]) -> Value {
        switch selector {
        case .first: return items.first ?? .nothing
        case .last: return items.last ?? .nothing
        case .index(let number): return KeyPath.listIndex(number, count: items.count).map { items[$0] } ?? .nothing
        case .range(let low, let high):
            guard low <= items.count else { return .list([]) }
            return .list(Array(items[(low - 1)..<min(high, items.count)]))
        }
    }
}
