import AppleFormats
import Foundation
import ShortcutActions
import ShortcutEngine

@testable import ShortcutImport

/// The form matrix (issue 24): every mapped parameter of every Apple action this engine runs,
/// under every encoding Apple's format allows (`FormMatrixEncodings`), imported as a file and
/// checked as `shortcut import` checks it. One document per encoding holds every parameter's cell.
enum FormMatrix {
    /// One parameter of one action under one encoding.
    struct Cell {
        let identifier: String
        let wireKey: String
        let parameter: ParameterDefinition
        let encoding: String
        /// The value under the wire key; nil leaves the key out.
        let value: PropertyList?
        let holdsVariable: Bool

        var name: String { "\(ShortcutMapper.shortIdentifier(identifier)) \(wireKey) [\(encoding)]" }
    }

    /// What import made of a cell: mapped, unsupported with its reason, or a failure (import threw,
    /// or the document it made fails `check`).
    enum Outcome: Equatable, CustomStringConvertible {
        case mapped
        case unsupported(String)
        case failed(String)
        /// Mapped, but the variable the value named is in no parameter.
        case dropped(String)

        var description: String {
            switch self {
            case .mapped: return "mapped"
            case .unsupported(let reason): return "unsupported: " + reason
            case .failed(let message): return "FAILED: " + message
            case .dropped(let written): return "the variable is lost: " + written
            }
        }
    }

    /// The mapped parameters: each Apple key (`AppleParameterKeys`, and each declared wire key) that
    /// `ParameterTable` classes as mapped, on each Apple action the registry runs.
    static func parameters() -> [(identifier: String, wireKey: String, parameter: ParameterDefinition)] {
        var result: [(String, String, ParameterDefinition)] = []
        for definition in BuiltinActions.registry.definitions.sorted(by: { $0.identifier < $1.identifier })
        where definition.identifier.hasPrefix("is.workflow.actions.") {
            var keys = AppleParameterKeys.byAction[definition.identifier] ?? []
            keys.formUnion(definition.parameters.compactMap(\.wireKey))
            for key in keys.sorted() where !ShortcutMapper.structuralKeys.contains(key) {
                guard case .mapped(let name)? = ParameterTable.classify(key, on: definition),
                    let parameter = definition.parameter(name)
                else { continue }
                result.append((definition.identifier, key, parameter))
            }
        }
        return result
    }

    /// Every cell: each parameter under the encodings every parameter takes and those of its kind;
    /// the aggrandizements on the first plain parameter (no form) of each kind.
    static func cells() -> [[Cell]] {
        let all = parameters()
        var byEncoding: [String: [Cell]] = [:]
        var order: [String] = []
        func add(
            _ encoding: FormMatrixEncodings.Encoding,
            _ entry: (identifier: String, wireKey: String, parameter: ParameterDefinition)
        ) {
            guard let value = encoding.make(entry.parameter) else { return }
            if byEncoding[encoding.name] == nil { order.append(encoding.name) }
            byEncoding[encoding.name, default: []].append(
                Cell(
                    identifier: entry.identifier, wireKey: entry.wireKey, parameter: entry.parameter, encoding: encoding.name,
                    value: value, holdsVariable: encoding.holdsVariable))
        }
        var kindsSeen: Set<String> = []
        for entry in all {
            let form = ShortcutMappings.mapping(entry.identifier)?.forms.first { $0.form.readsKey(entry.wireKey) }?.form
            let own =
                form.map { FormMatrixEncodings.ofForm($0, parameter: entry.parameter, identifier: entry.identifier) }
                ?? FormMatrixEncodings.ofKind(entry.parameter)
            // A predicate table or a marked choice takes only its own encodings (`takesOwnEncodingsOnly`).
            let ownOnly = form.map(FormMatrixEncodings.takesOwnEncodingsOnly) ?? false
            for encoding in (ownOnly ? [] : FormMatrixEncodings.everyParameter) + own { add(encoding, entry) }
            let kind = entry.parameter.choices == nil ? entry.parameter.type.rawValue : "choice"
            if form == nil, kindsSeen.insert(kind).inserted {
                for encoding in FormMatrixEncodings.aggrandized { add(encoding, entry) }
            }
        }
        // Documents of a few dozen cells: checking a document takes time that grows faster than its length.
        let groups = order.compactMap { byEncoding[$0] } + [missingKeys(all), unsupportedKeys()]
        return groups.flatMap { group in
            stride(from: 0, to: group.count, by: 40).map { Array(group[$0..<min($0 + 40, group.count)]) }
        }
    }

    /// One cell per key `ParameterTable` classes unsupported (with its reason), holding text.
    static func unsupportedKeys() -> [Cell] {
        var result: [Cell] = []
        for (identifier, keys) in ParameterTable.unsupportedReasons.sorted(by: { $0.key < $1.key }) {
            guard let definition = BuiltinActions.registry.action(for: identifier)?.definition,
                let parameter = definition.parameters.first
            else { continue }
            for key in keys.keys.sorted() {
                result.append(
                    Cell(
                        identifier: identifier, wireKey: key, parameter: parameter, encoding: "a key classed unsupported",
                        value: "x", holdsVariable: false))
            }
        }
        return result
    }

    /// One cell per action with no parameter at all: every key missing takes Apple's default.
    static func missingKeys(_ all: [(identifier: String, wireKey: String, parameter: ParameterDefinition)]) -> [Cell] {
        var seen: Set<String> = []
        return all.compactMap { entry in
            guard seen.insert(entry.identifier).inserted else { return nil }
            return Cell(
                identifier: entry.identifier, wireKey: "(none)", parameter: entry.parameter, encoding: "missing key", value: nil,
                holdsVariable: false)
        }
    }

    /// The actions every document starts with: a Text whose output the attachments name, and Set
    /// Variable `Matrix` to it.
    static let prelude: [PropertyList] = [
        Probe.action(
            "is.workflow.actions.gettext", ["WFTextActionText": "5", "UUID": .string(FormMatrixEncodings.outputUUID)]),
        Probe.action(
            "is.workflow.actions.setvariable",
            [
                "WFVariableName": .string(FormMatrixEncodings.variableName),
                "WFInput": FormMatrixEncodings.attachment(
                    FormMatrixEncodings.fields([
                        ("Type", "ActionOutput"), ("OutputUUID", .string(FormMatrixEncodings.outputUUID)),
                    ])),
            ]),
    ]

    /// Keys a parameter is read beside (Apple reads the key only then; alone it is stale and
    /// ignored): an If's operand beside the condition that compares it, Ask for Input's date
    /// granularity beside the Date type.
    static let context: [String: PropertyList] = [
        "is.workflow.actions.conditional WFNumberValue": ["WFCondition": 1003],
        "is.workflow.actions.conditional WFAnotherNumber": ["WFCondition": 1003],
        "is.workflow.actions.conditional WFDuration": ["WFCondition": 1001],
        "is.workflow.actions.conditional WFDate": ["WFCondition": 0],
        "is.workflow.actions.conditional WFAnotherDate": ["WFCondition": 1003],
        "is.workflow.actions.conditional WFEnumeration": ["WFCondition": 4],
        "is.workflow.actions.conditional WFMeasurement": ["WFCondition": 2],
        "is.workflow.actions.ask WFAskActionDateGranularity": ["WFInputType": "Date"],
        "is.workflow.actions.math WFScientificMathOperand": ["WFMathOperation": "…", "WFScientificMathOperation": "x^y"],
        "is.workflow.actions.math WFScientificMathOperation": ["WFMathOperation": "…"],
    ]

    /// The cell's actions: the action with the one key (and its context), and an end marker after
    /// a block start.
    static func actions(_ cell: Cell) -> [PropertyList] {
        let definition = BuiltinActions.registry.action(for: cell.identifier)?.definition
        var parameters = context["\(cell.identifier) \(cell.wireKey)"]?.dictionaryValue ?? PlistDictionary()
        if let value = cell.value { parameters[cell.wireKey] = value }
        guard definition?.block != nil else { return [Probe.action(cell.identifier, .dictionary(parameters))] }
        parameters["GroupingIdentifier"] = .string("G-\(cell.wireKey)")
        parameters["WFControlFlowMode"] = 0
        return [
            Probe.action(cell.identifier, .dictionary(parameters)),
            Probe.action(cell.identifier, ["GroupingIdentifier": .string("G-\(cell.wireKey)"), "WFControlFlowMode": 2]),
        ]
    }

    /// The outcome of each cell of one encoding's document; cells are imported one by one when the
    /// whole document does not import, so that each failure is the cell's own.
    static func outcomes(_ cells: [Cell]) -> [Outcome] {
        if let together = try? outcomes(together: cells) { return together }
        return cells.map { cell in (try? outcomes(together: [cell]))?.first ?? .failed(failure(of: cell)) }
    }

    static func outcomes(together cells: [Cell]) throws -> [Outcome] {
        var actions = prelude
        var positions: [Int] = []
        for cell in cells {
            positions.append(actions.count)
            actions += Self.actions(cell)
        }
        // A current client's file: Apple's migrations of older files do not run.
        let root = PlistDictionary([
            (key: "WFWorkflowActions", value: .array(actions)), (key: "WFWorkflowClientVersion", value: "2607.0.2"),
        ])
        let result = try ShortcutImporter(registry: BuiltinActions.registry).importPlist(
            .dictionary(root), name: "Matrix", file: "matrix.shortcut")
        let text = DocumentWriter.write(result.document)
        let document = try DocumentReader.read(Data(text.utf8))
        var failedAt: [Int: String] = [:]
        do { _ = try Compiler.compile(document, registry: BuiltinActions.registry, file: "matrix.json") } catch {
            for problem in error.errors {
                guard let index = problem.location?.index else { throw error }
                failedAt[index] = problem.message
            }
        }
        return zip(cells, positions).map { cell, position in
            if let message = failedAt[position + 1] { return .failed("check: " + message) }
            let action = result.document.actions[position]
            if let kept = action.unsupported { return .unsupported(kept.reason) }
            let written = DocumentWriter.compact(DocumentWriter.json(action))
            if cell.holdsVariable, !written.contains("{{") { return .dropped(written) }
            return .mapped
        }
    }

    /// Why one cell alone does not import.
    static func failure(of cell: Cell) -> String {
        do {
            _ = try outcomes(together: [cell])
            return "imports alone"
        } catch {
            return "\(error)"
        }
    }
}
