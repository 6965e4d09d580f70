import Foundation

/// The JSON text a document was read from, kept (by reference: copying a document does not copy
/// it) so that the compiler's errors can name the line and column of the offending value, as the
/// reader's do. Two sources always compare equal: a document's meaning is its content.
public final class DocumentSource: Sendable, Equatable {
    /// The bytes `DocumentReader.read` parsed.
    public let data: Data

    /// The source `data`.
    public init(_ data: Data) { self.data = data }

    /// Every source is equal to every other: a document is compared by what it says, not by the
    /// bytes it was read from.
    public static func == (lhs: DocumentSource, rhs: DocumentSource) -> Bool { true }

    /// `problems` with the line and column of what each is about: the parameter's value (or the
    /// unknown parameter's key), else the action's identifier. Problems already placed, or not
    /// about an action, are left as they are.
    func place(_ problems: [WorkflowError]) -> [WorkflowError] {
        // Where each problem may be, most precise first; the text is read once for all of them.
        var candidates: [[JSONPath]] = []
        for problem in problems {
            guard problem.sourcePosition == nil, let location = problem.location, location.index >= 1 else {
                // A problem outside the action list (`input.whenMissing`) is placed by its own path.
                candidates.append(problem.sourcePosition == nil ? problem.jsonPath.map { [$0] } ?? [] : [])
                continue
            }
            let action = JSONPath(steps: [.key("actions"), .index(location.index - 1)])
            var paths: [JSONPath] = []
            if case .unknownParameter(let key, _)? = problem.facts as? DocumentFailure {
                paths.append(action.appending(.key("parameters")).key(key))
            }
            if let parameter = problem.parameter {
                paths.append(action.appending(.key("parameters")).appending(.key(parameter)))
            }
            paths.append(action.appending(.key("action")))
            candidates.append(paths)
        }
        let wanted = candidates.flatMap { $0 }
        guard !wanted.isEmpty else { return problems }
        let places = JSONParser.positions(of: wanted, in: data)
        var next = 0
        return zip(problems, candidates).map { problem, paths in
            let found = places[next..<next + paths.count].first { $0 != nil } ?? nil
            next += paths.count
            var copy = problem
            if let found { copy.sourcePosition = found }
            return copy
        }
    }
}
