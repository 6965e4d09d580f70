/// The names a document defines: action ids, custom output names, variables written.
struct NameTable {
    var ids: [String: Int] = [:]
    var outputNames: [String: [Int]] = [:]
    /// Variable name → indices of the actions that set or add to it.
    var variableWriters: [String: [Int]] = [:]

    init() {}

    init(document: WorkflowDocument, types: [(any Action.Type)?], errors: inout [WorkflowError]) {
        for (offset, action) in document.actions.enumerated() {
            if let id = action.id {
                if let first = ids[id] {
                    errors.append(
                        WorkflowError(
                            ReferenceFailure.duplicateID(id, firstUse: first + 1),
                            location: ActionLocation(
                                index: offset + 1, identifier: action.identifier, name: types[offset]?.definition.name)))
                } else {
                    ids[id] = offset
                }
            }
            if let name = action.outputName { outputNames[name, default: []].append(offset) }
            if let key = types[offset]?.definition.writesVariable, case .text(let parts)? = action.parameter(key),
                parts.count <= 1, case .literal(let name)? = parts.first ?? .literal("")
            {
                variableWriters[name, default: []].append(offset)
            }
        }
    }

    /// Every name a reference could mean, for "did you mean".
    var allNames: [String] {
        Array(ids.keys) + Array(outputNames.keys) + Array(variableWriters.keys)
            + ["Shortcut Input", "Repeat Item", "Repeat Index", "Current Date", "Clipboard", "Ask"]
    }

    func unusedWarnings(document: WorkflowDocument, used: Set<Int>, variablesRead: Set<String>) -> [WorkflowError] {
        var warnings: [WorkflowError] = []
        for (offset, action) in document.actions.enumerated() where !used.contains(offset) {
            guard let name = action.outputName ?? action.id else { continue }
            warnings.append(
                WorkflowError(
                    ReferenceFailure.outputNeverUsed(name), severity: .warning,
                    location: ActionLocation(index: offset + 1, identifier: action.identifier, name: nil)))
        }
        for (name, writers) in variableWriters.sorted(by: { $0.key < $1.key }) where !variablesRead.contains(name) {
            guard let first = writers.first else { continue }
            warnings.append(
                WorkflowError(
                    ReferenceFailure.variableNeverRead(name), severity: .warning,
                    location: ActionLocation(index: first + 1, identifier: document.actions[first].identifier, name: nil)))
        }
        return warnings
    }
}
