import Foundation

/// The JSON text a document was read from, kept (by reference: copying a document does not copy
/// it) so that the compiler's errors can name the line and column of the offending value, as the
/// reader's do. Two sources always compare equal: a document's meaning is its content.
public final class DocumentSource: Sendable, Equatable {
    /// The bytes `DocumentReader.read` parsed.
    public let data: Data
    /// Errors placed per compile at most: each placement reads the text again.
    static let placementLimit = 200

    /// The source `data`.
    public init(_ data: Data) { self.data = data }

    /// Every source is equal to every other: a document is compared by what it says, not by the
    /// bytes it was read from.
    public static func == (lhs: DocumentSource, rhs: DocumentSource) -> Bool { true }

    /// `problems` with the line and column of what each is about: the parameter's value (or the
    /// unknown parameter's key), else the action's identifier. Problems already placed, or not
    /// about an action, are left as they are.
    func place(_ problems: [WorkflowError]) -> [WorkflowError] {
        var placed = 0
        return problems.map { problem in
            guard problem.sourcePosition == nil, let location = problem.location, location.index >= 1,
                placed < Self.placementLimit
            else { return problem }
            placed += 1
            var copy = problem
            let action = JSONPath(steps: [.key("actions"), .index(location.index - 1)])
            var candidates: [JSONPath] = []
            if case .unknownParameter(let key, _)? = problem.facts as? DocumentFailure {
                candidates.append(action.appending(.key("parameters")).key(key))
            }
            if let parameter = problem.parameter {
                candidates.append(action.appending(.key("parameters")).appending(.key(parameter)))
            }
            candidates.append(action.appending(.key("action")))
            for path in candidates {
                if let position = JSONParser.position(of: path, in: data) {
                    copy.sourcePosition = position
                    break
                }
            }
            return copy
        }
    }
}
