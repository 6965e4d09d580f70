import Foundation
import SafeFiles

/// Where in a run a file action found something (a dry run's collision): the document and action.
struct FileOrigin {
    var file: String?
    var location: ActionLocation
}

extension FileRun {
    /// The collisions a dry run found and went on past, as the errors a real run would have
    /// stopped with at the first: file, action and parameter, worded as every file failure is.
    public var collisionErrors: [WorkflowError] {
        collisions.map { collision in
            let failure = ActionFailure(collision.error)
            guard let origin = collision.origin as? FileOrigin else { return WorkflowError(failure.facts, parameter: failure.parameter) }
            return failure.located(file: origin.file, at: origin.location)
        }
    }
}
