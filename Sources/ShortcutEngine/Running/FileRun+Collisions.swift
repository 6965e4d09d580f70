import Foundation
import SafeFiles

/// Where in a run a file action found something (a dry run's collision): the document and action.
struct FileOrigin {
    var file: String?
    var location: ActionLocation
    /// The document's JSON text, when it was read from one: the collision gets a line and column.
    var source: DocumentSource?
}

extension FileRun {
    /// The collisions a dry run found and went on past, as the errors a real run would have
    /// stopped with at the first: file, action and parameter, worded as every file failure is.
    public var collisionErrors: [WorkflowError] {
        collisions.map { collision in
            let failure = ActionFailure(collision.error)
            guard let origin = collision.origin as? FileOrigin else {
                return WorkflowError(failure.facts, parameter: failure.parameter)
            }
            let error = failure.located(file: origin.file, at: origin.location)
            return origin.source?.place([error]).first ?? error
        }
    }
}
