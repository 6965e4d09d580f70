import Foundation

extension Compiler {
    /// Compiles a parameter value, checking literals against the declared type and choices.
    mutating func compileValue(
        _ value: ParameterValue, for parameter: ParameterDefinition, at index: Int, location: ActionLocation
    ) -> CompiledValue? {
        guard let compiledValue = compile(value, parameter: parameter.key, at: index, location: location) else { return nil }
        if let literal = Compiler.literal(compiledValue) {
            checkLiteral(literal, for: parameter, location: location)
            if !parameter.allowedValues.isEmpty, let choice = parameter.canonicalChoice(Coercion().text(literal)) {
                return .text([.literal(choice)])
            }
        }
        if case .reference(let reference) = compiledValue { checkReferenceType(reference, for: parameter, location: location) }
        return compiledValue
    }

    /// The value when it is known before the run (no references inside).
    static func literal(_ value: CompiledValue) -> Value? {
        switch value {
        case .literal(let literal): return literal
        case .text(let parts):
            var text = ""
            for part in parts {
                guard case .literal(let piece) = part else { return nil }
                text += piece
            }
            return .text(text)
        default: return nil
        }
    }

    mutating func checkLiteral(_ literal: Value, for parameter: ParameterDefinition, location: ActionLocation) {
        if !parameter.allowedValues.isEmpty {
            let text = Coercion().text(literal)
            if parameter.canonicalChoice(text) == nil {
                errors.append(
                    WorkflowError(
                        parameter.choices?.failure(for: text)
                            ?? ParameterFailure.unknownChoice(given: text, allowed: parameter.allowedValues),
                        exitCode: .badDocument,
                        location: location, parameter: parameter.key))
            }
            return
        }
        if literal.isNothing { return }
        // Words such as `12:00 AM` or `tomorrow` are dates relative to the run's clock: any
        // instant tells whether the text reads as one.
        do { _ = try Coercion(now: Compiler.anyInstant).coerce(literal, to: parameter.type) } catch {
            // Apple's editor keeps such a literal and its runtime fails the action when it runs
            // (research/shortcuts-semantics.md §0): a warning here, the action's error at run time.
            warnings.append(
                WorkflowError(
                    ParameterFailure.literalFailsWhenRun(error), severity: .warning, location: location,
                    parameter: parameter.key))
        }
    }

    /// The instant words are read against when only whether they read as a date matters.
    static let anyInstant = Date(timeIntervalSince1970: 1_800_000_000)

    /// Warns when a reference's static type can never become the parameter's type.
    mutating func checkReferenceType(_ reference: CompiledReference, for parameter: ParameterDefinition, location: ActionLocation)
    {
        guard reference.aggrandizements.isEmpty, case .output(let producer) = reference.source,
            let type = types[producer], case .produces(let produced) = type.definition.output,
            document.actions[producer].mode == nil,
            !produced.isNothingOrConverts(to: parameter.type)
        else { return }
        warnings.append(
            WorkflowError(
                ReferenceFailure.typeMismatch(
                    reference: reference.text, produced: produced, parameter: parameter.key, expected: parameter.type),
                severity: .warning, location: location, parameter: parameter.key))
    }

    mutating func compile(_ value: ParameterValue, parameter: String, at index: Int, location: ActionLocation) -> CompiledValue? {
        switch value {
        case .literal(let literal): return .literal(literal)
        case .text(let parts):
            var compiledParts: [CompiledTextPart] = []
            for part in parts {
                switch part {
                case .literal(let text): compiledParts.append(.literal(text))
                case .reference(let reference):
                    guard let resolved = resolve(reference, parameter: parameter, at: index, location: location) else {
                        return nil
                    }
                    compiledParts.append(.reference(resolved))
                }
            }
            return .text(compiledParts)
        case .reference(let reference):
            return resolve(reference, parameter: parameter, at: index, location: location).map(CompiledValue.reference)
        case .list(let items):
            var compiledItems: [CompiledValue] = []
            for item in items {
                guard let compiledItem = compile(item, parameter: parameter, at: index, location: location) else { return nil }
                compiledItems.append(compiledItem)
            }
            return .list(compiledItems)
        case .dictionary(let entries) where entries.contains(where: { $0.keyParts != nil }):
            var compiledEntries: [(key: CompiledValue, value: CompiledValue)] = []
            for entry in entries {
                let key = entry.keyParts.map(ParameterValue.text) ?? .text([.literal(entry.key)])
                guard let compiledKey = compile(key, parameter: parameter, at: index, location: location),
                    let compiledValue = compile(entry.value, parameter: parameter, at: index, location: location)
                else { return nil }
                compiledEntries.append((compiledKey, compiledValue))
            }
            return .keyedDictionary(compiledEntries)
        case .dictionary(let entries):
            var compiledEntries: [(key: String, value: CompiledValue)] = []
            for entry in entries {
                guard let compiledEntry = compile(entry.value, parameter: parameter, at: index, location: location) else {
                    return nil
                }
                compiledEntries.append((entry.key, compiledEntry))
            }
            return .dictionary(compiledEntries)
        }
    }
}
