import Foundation

extension Execution {
    /// The reference of an argument that is "Ask Each Time" and nothing else (no step applied,
    /// no text around it); nil for any other argument.
    static func askEachTime(_ argument: CompiledValue) -> CompiledReference? {
        let reference: CompiledReference
        switch argument {
        case .reference(let alone): reference = alone
        case .text(let parts) where parts.count == 1:
            guard case .reference(let alone) = parts[0] else { return nil }
            reference = alone
        default: return nil
        }
        guard case .ask = reference.source, reference.aggrandizements.isEmpty else { return nil }
        return reference
    }

    /// "Ask Each Time" in a parameter asks as Apple's editor shows that parameter: a choice among
    /// its values, a number, a date, a URL, a file, else text. A smoke run that answers
    /// every question takes the parameter's default, or its first value; a parameter with no
    /// default is left unset by an empty answer (nil).
    func askEachTime(_ reference: CompiledReference, for parameter: ParameterPlan) throws -> Value? {
        guard case .ask(let prompt) = reference.source else { return try evaluate(reference, parameter: parameter.key) }
        let text = prompt ?? "Value for '\(parameter.key)'"
        let suggested = parameter.defaultValue.map { context.coercion.text($0) }
        if !parameter.allowed.isEmpty {
            let preselected = suggested.flatMap { Question.offset($0, in: parameter.allowed) }.map { [$0] } ?? []
            let question = Question(kind: .menu, prompt: text, options: parameter.allowed, preselected: preselected)
            return try context.host.choose(question).first.map { .text(parameter.allowed[$0]) } ?? .nothing
        }
        let kind: Question.Kind
        switch parameter.type {
        case .number, .duration: kind = .number
        case .date: kind = .date
        case .url: kind = .url
        case .file: kind = .file
        default: kind = .text
        }
        // A parameter with neither a value required nor a default (an action works it out, as
        // Make Image from Text its width): an empty answer leaves it unset, and a smoke run
        // answering for itself answers empty.
        let unsettable = kind != .text && !parameter.isRequired && parameter.defaultValue == nil
        let answer = try context.host.answer(Question(kind: kind, prompt: text, suggestedAnswer: unsettable ? "" : suggested))
        if unsettable, answer.trimmingCharacters(in: .whitespaces).isEmpty { return nil }
        return .text(answer)
    }
}
