import Foundation
import SafeFiles

/// One program being run: outputs, loop stack and the flow of implicit input.
final class Execution {
    let program: Program
    let session: RunSession
    let context: ActionContext
    let input: Value
    @exclusivity(unchecked) var outputs: [Value?]
    @exclusivity(unchecked) var loops: [(item: Value, index: Int)] = []
    /// The previous action's output: what an action with no input parameter receives.
    @exclusivity(unchecked) var flow: Value
    var annotations: [Int: ActionAnnotation] = [:]
    /// Per-action parameter storage reused across runs of the action (see `resolve`).
    @exclusivity(unchecked) var parameterBuffers: [[Value?]]

    init(program: Program, session: RunSession, input: Value) {
        self.program = program
        self.session = session
        self.input = input
        self.flow = input
        self.outputs = Array(repeating: nil, count: program.document.actions.count)
        self.parameterBuffers = Array(repeating: [], count: program.document.actions.count)
        self.context = ActionContext(host: session.host, session: session, documentPath: program.file)
        context.documentSource = program.document.source
    }

    func runToEnd() throws -> Value {
        do {
            try run(program.tree)
            return flow
        } catch let stop as StopSignal {
            return stop.output ?? .nothing
        } catch let error as WorkflowError {
            throw placed(error)
        }
    }

    /// A failure of one of this program's actions with the line and column of what it is about,
    /// when the document was read from JSON text (as compile errors are); a nested workflow's
    /// failures (another file) are placed by their own execution.
    func placed(_ error: WorkflowError) -> WorkflowError {
        guard let source = program.document.source, error.file == program.file, error.location != nil else { return error }
        return source.place([error]).first ?? error
    }

    /// A compiled program holds every action, in document order.
    func action(_ index: Int) -> CompiledAction { program.actions[index] }

    func run(_ nodes: [BlockNode]) throws {
        for node in nodes {
            switch node {
            case .action(let index):
                let compiled = action(index)
                let output = try step(compiled)
                outputs[index] = output
                if compiled.feedsFlow { flow = output }
            case .block(let block):
                try runBlock(block)
            }
        }
    }

    /// Resolves and performs one action, wrapping failures with where they happened.
    func step(_ compiled: CompiledAction) throws -> Value {
        try session.countStep(at: compiled.location)
        context.location = compiled.location
        context.actionID = compiled.actionID
        let began = session.options.record ? DispatchTime.now().uptimeNanoseconds : 0
        do {
            let parameters = try resolve(compiled)
            try compiled.type.validate(parameters)
            let output = try compiled.type.perform(parameters, context: context)
            try session.checkSize(output)
            if session.options.record { record(compiled, parameters, output, since: began) }
            return output
        } catch let failure as ActionFailure {
            throw failure.located(file: program.file, at: compiled.location)
        } catch let failure as ValueFailure {
            throw WorkflowError(failure, file: program.file, location: compiled.location)
        } catch let failure as FileError {
            throw ActionFailure(failure).located(file: program.file, at: compiled.location)
        }
    }

    func record(_ compiled: CompiledAction, _ parameters: ResolvedParameters, _ output: Value, since began: UInt64) {
        let elapsed = DispatchTime.now().uptimeNanoseconds - began
        var annotation = annotations[compiled.index] ?? ActionAnnotation()
        annotation.runs += 1
        annotation.totalNanoseconds += elapsed
        annotation.parameters = zip(compiled.definition.parameters, parameters.values).compactMap { definition, value in
            value.map { (definition.key, $0) }
        }
        annotation.output = output
        if annotation.samples.count < ActionAnnotation.sampleLimit {
            annotation.samples.append(RunSample(nanoseconds: elapsed, parameters: annotation.parameters, output: output))
        }
        annotations[compiled.index] = annotation
        session.options.onStep?(
            StepRecord(
                location: compiled.location, depth: loops.count + max(0, session.pathStack.count - 1),
                parameters: annotation.parameters, output: output, nanoseconds: elapsed))
    }
}
