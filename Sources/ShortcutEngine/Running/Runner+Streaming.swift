/// Running one action on lines held in one buffer.
extension Runner {
    /// Runs the action at `position` on `lines` when its definition streams (`StreamingAction`)
    /// and its parameters allow it; nil when the host should run the program the general way,
    /// with the lines as a list of text. Parameters are resolved exactly as a run would, with an
    /// empty list as the implicit input; failures carry the file and action.
    public func streamLines(_ lines: [UInt8], through program: Program, actionAt position: Int = 0) throws
        -> (any StreamedLines)?
    {
        guard program.actions.indices.contains(position) else {
            throw WorkflowError(RunFailure.noSuchAction(position: position + 1))
        }
        let compiled = program.actions[position]
        guard let streaming = compiled.type as? any StreamingAction.Type else { return nil }
        let session = RunSession(registry: registry, host: host, options: options)
        let execution = Execution(program: program, session: session, input: .list([]))
        try session.countStep(at: compiled.location)
        execution.context.running = position
        do {
            let parameters = try execution.resolve(compiled)
            try compiled.type.validate(parameters)
            return try streaming.stream(lines: lines, parameters: parameters, context: execution.context)
        } catch let failure as ActionFailure {
            throw failure.located(file: program.file, at: compiled.location)
        } catch let failure as ValueFailure {
            throw WorkflowError(failure, file: program.file, location: compiled.location)
        }
    }
}
