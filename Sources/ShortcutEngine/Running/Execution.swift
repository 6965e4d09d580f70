import Foundation
import SafeFiles

/// One program being run: outputs, loop stack and the flow of implicit input.
final class Execution {
    let program: Program
    let session: RunSession
    let context: ActionContext
    /// Shortcut Input: what the run was given, or what `input.whenMissing` made of nothing.
    @exclusivity(unchecked) var input: Value
    /// Outputs a later action reads, by action index; let go after their last use (`OutputLifetimes`).
    @exclusivity(unchecked) var outputs: [Value?]
    /// What the memory budget charged for each kept output.
    @exclusivity(unchecked) var outputCharges: [MemoryBudget.Charge]
    /// `program.lifetimes`, held here so a step reads it without going through the program.
    let kept: [Bool]
    let releasedAfter: [[Int]]
    /// Whether `releasedAfter[i]` is not empty, asked at every step without copying the list.
    let releasesAfter: [Bool]
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
        self.outputCharges = Array(repeating: .none, count: program.document.actions.count)
        // A program whose actions were changed after compiling has its lifetimes worked out again.
        let lifetimes =
            program.lifetimes.kept.count == program.actions.count
            ? program.lifetimes : OutputLifetimes(actions: program.actions, tree: program.tree)
        self.kept = lifetimes.kept
        self.releasedAfter = lifetimes.releasedAfter
        self.releasesAfter = lifetimes.releasedAfter.map { !$0.isEmpty }
        self.parameterBuffers = Array(repeating: [], count: program.document.actions.count)
        self.context = ActionContext(
            host: session.host, session: session, documentPath: program.file, actions: program.actions)
        context.documentSource = program.document.source
    }

    func runToEnd() throws -> Value {
        defer { releaseAll() }
        do {
            if case .nothing = input, let plan = program.whenInputMissing {
                input = try missingInput(plan)
                flow = input
            }
            try run(program.tree)
            return flow
        } catch let stop as StopSignal {
            return stop.output ?? .nothing
        } catch let error as WorkflowError {
            throw placed(error)
        }
    }

    /// The input a run without one takes (`MissingInputPlan`): the clipboard's, the asking
    /// action's output, or a stop with the document's response.
    func missingInput(_ plan: MissingInputPlan) throws -> Value {
        switch plan {
        case .clipboard:
            do throws(ActionFailure) { return try session.host.readClipboard() } catch {
                throw WorkflowError(error.facts, exitCode: error.exitCode, file: program.file)
            }
        case .stop(let response):
            throw WorkflowError(MissingInputFailure.stopped(response: response), file: program.file)
        case .asking(let asking):
            do {
                return try Execution(program: asking, session: session, input: .nothing).runToEnd()
            } catch let error as WorkflowError {
                let action = asking.actions.first
                let failure = MissingInputFailure.askFailed(
                    action: action?.definition.name ?? "", identifier: asking.document.actions.first?.identifier ?? "",
                    message: error.message, hint: error.facts.hint, remedy: error.facts.remedy, exitCode: error.exitCode)
                throw WorkflowError(failure, file: program.file, parameter: error.parameter)
            }
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
                if kept[index] { try keep(output, at: index) }
                if compiled.feedsFlow { flow = output }
                if releasesAfter[index] { release(after: index) }
            case .block(let block):
                try runBlock(block)
            }
        }
    }

    /// Resolves and performs one action, wrapping failures with where they happened.
    func step(_ compiled: CompiledAction) throws -> Value {
        try session.countStep(at: compiled.location)
        context.running = compiled.index
        let began = session.recording ? DispatchTime.now().uptimeNanoseconds : 0
        do {
            // A `let` handed on with `consume`: a `var` made every call below copy it, two atomic
            // reference counts each (issue 29).
            let parameters = try resolve(compiled)
            let output = try perform(compiled, parameters)
            try session.checkSize(output)
            if session.recording { record(compiled, parameters, output, since: began) }
            recycle(consume parameters, of: compiled.index)
            return output
        } catch let failure as ActionFailure {
            throw failure.located(file: program.file, at: compiled.location)
        } catch let failure as ValueFailure {
            throw WorkflowError(failure, file: program.file, location: compiled.location)
        } catch let failure as FileError {
            throw ActionFailure(failure).located(file: program.file, at: compiled.location)
        }
    }

    /// Validates and performs the action; an action that takes many inputs one at a time, given a
    /// list of several, runs once per item and outputs the list of their outputs (a list output
    /// adds its items).
    @inline(__always)
    func perform(_ compiled: CompiledAction, _ parameters: ResolvedParameters) throws -> Value {
        guard let position = compiled.eachItemInput, case .list(let items)? = parameters.values[position] else {
            try compiled.type.validate(parameters)
            return try compiled.type.perform(parameters, context: context)
        }
        var outputs: [Value] = []
        for item in items {
            // A long list is as many runs of the action: each waits on the run's clock, and the
            // outputs are held to the item limit as they gather.
            try context.checkTime()
            var single = parameters
            single.values[position] = item
            try compiled.type.validate(single)
            let output = try compiled.type.perform(single, context: context)
            if case .list(let produced) = output { outputs += produced } else if !output.isNothing { outputs.append(output) }
            try context.checkItemCount(outputs.count)
        }
        return .list(outputs)
    }

    /// Keeps the action's parameter storage for its next run, emptied with its capacity: no
    /// allocation next time, and no parameter value (a large text) held on after the step.
    @inline(__always)
    func recycle(_ parameters: consuming ResolvedParameters, of index: Int) {
        var values: [Value?] = []
        swap(&values, &parameters.values)
        // One by one: `removeAll(keepingCapacity:)` goes through the generic array destroyer and
        // cost more than the step's own work.
        while !values.isEmpty { values.removeLast() }
        parameterBuffers[index] = values
    }

    func record(_ compiled: CompiledAction, _ parameters: ResolvedParameters, _ output: Value, since began: UInt64) {
        let elapsed = DispatchTime.now().uptimeNanoseconds - began
        var annotation = annotations[compiled.index] ?? ActionAnnotation()
        annotation.runs += 1
        annotation.totalNanoseconds += elapsed
        // Bounded previews: a recorded run never holds a whole large value or renders one.
        annotation.parameters = zip(compiled.definition.parameters, parameters.values).compactMap { definition, value in
            value.map { (definition.key, ValuePreview.of($0)) }
        }
        let shown = ValuePreview.of(output)
        annotation.output = shown
        if annotation.samples.count < ActionAnnotation.sampleLimit {
            annotation.samples.append(RunSample(nanoseconds: elapsed, parameters: annotation.parameters, output: shown))
        }
        annotations[compiled.index] = annotation
        session.options.onStep?(
            StepRecord(
                location: compiled.location, depth: loops.count + max(0, session.pathStack.count - 1),
                parameters: annotation.parameters, output: shown, nanoseconds: elapsed))
    }
}

extension Execution {
    /// Keeps an output a later action reads, charged to the run's memory budget.
    func keep(_ output: Value, at index: Int) throws {
        let charge: MemoryBudget.Charge
        do { charge = try session.memory.charge(output) } catch {
            throw error.located(file: program.file, at: action(index).location)
        }
        session.memory.release(outputCharges[index])
        outputs[index] = output
        outputCharges[index] = charge
    }

    /// Lets go of the outputs whose last use was the action (or block end) at `index`.
    func release(after index: Int) {
        for producer in releasedAfter[index] {
            outputs[producer] = nil
            session.memory.release(outputCharges[producer])
            outputCharges[producer] = .none
        }
    }

    /// Lets go of every output still kept: the run (or this nested workflow) is over.
    func releaseAll() {
        context.releaseVariables()
        for index in outputCharges.indices { session.memory.release(outputCharges[index]) }
        outputCharges = []
        outputs = []
    }
}
