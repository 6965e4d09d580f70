/// The size limits (`RunOptions.limits.maxTextLength`, `maxItems`) as the run applies them: after
/// every step on what it produced, and inside the steps that could grow past them before returning.
extension RunSession {
    /// Throws the text length limit's failure when `utf8Count` bytes would exceed it.
    @inline(__always) func checkText(_ utf8Count: Int) throws(ActionFailure) {
        if utf8Count > options.limits.maxTextLength {
            throw ActionFailure(RunFailure.textTooLong(limit: options.limits.maxTextLength))
        }
    }

    /// Throws the item limit's failure when `count` items would exceed it.
    @inline(__always) func checkItems(_ count: Int) throws(ActionFailure) {
        if count > options.limits.maxItems { throw ActionFailure(RunFailure.tooManyItems(limit: options.limits.maxItems)) }
    }

    /// What a step produced, held to the limits: a text by its UTF-8 length, a list by its count
    /// (both O(1), so the check costs a few nanoseconds a step).
    @inline(__always) func checkSize(_ value: Value) throws(ActionFailure) {
        switch value {
        case .text(let text): try checkText(text.utf8.count)
        case .list(let items): try checkItems(items.count)
        default: break
        }
    }

    /// The sizes `value` would have written out, measured without writing it (`ValueSize`); throws
    /// the value depth limit's failure when it nests too deeply, and the text length limit's when
    /// its text or JSON would pass that limit.
    @discardableResult
    func checkWritable(_ value: Value, coercion: Coercion) throws(ActionFailure) -> ValueSize {
        let depth = options.limits.valueDepthInForce
        guard let size = ValueSize.of(value, coercion: coercion, maxDepth: depth) else {
            throw ActionFailure(RunFailure.valueTooDeep(limit: depth))
        }
        try checkText(max(size.textBytes, size.jsonBytes))
        return size
    }

    /// `coercion.text(value)`, measured before it is built (`checkWritable`), so a list or dictionary
    /// too large to write out — however much of it is shared — stops at the limit instead of filling
    /// memory first. Lists join their items with `Coercion.listSeparator`. Actions call it once per
    /// item of a list, so it also checks the run's clock: a long list of shared items each written
    /// out stops at the run's time limit.
    func limitedText(_ value: Value, coercion: Coercion) throws(ActionFailure) -> String {
        if timeIsUp { throw ActionFailure(timeUp) }
        if value.isContainer {
            let depth = options.limits.valueDepthInForce
            guard let size = ValueSize.of(value, coercion: coercion, maxDepth: depth) else {
                throw ActionFailure(RunFailure.valueTooDeep(limit: depth))
            }
            try checkText(size.textBytes)
        }
        var checkpoints = clockCheckpoints
        let text = try coercion.text(value, checkpoints: &checkpoints)
        try checkText(text.utf8.count)
        return text
    }

    /// Checkpoints that stop a walk over a large value once the run's deadline has passed (every
    /// 4,096 nodes: writing out a shared dictionary of a million leaves stops within moments).
    var clockCheckpoints: Checkpoints<ActionFailure> {
        Checkpoints { [self] () throws(ActionFailure) in
            if timeIsUp { throw ActionFailure(timeUp) }
        }
    }

    /// `coercion.json(value)`, measured before it is built (`checkWritable`); checks the run's clock
    /// as `limitedText` does.
    func limitedJSON(_ value: Value, coercion: Coercion) throws(ActionFailure) -> JSON {
        if timeIsUp { throw ActionFailure(timeUp) }
        if value.isContainer { try checkWritable(value, coercion: coercion) }
        var checkpoints = clockCheckpoints
        return try coercion.json(value, checkpoints: &checkpoints)
    }

    /// `limitedJSON` written out (`pretty`: indented), the writing held to the run's clock too.
    func limitedJSONText(_ value: Value, pretty: Bool, coercion: Coercion) throws(ActionFailure) -> String {
        let json = try limitedJSON(value, coercion: coercion)
        var checkpoints = clockCheckpoints
        return try json.serialized(pretty: pretty, checkpoints: &checkpoints)
    }

    /// The items' texts joined with `separator`, stopping at the text length limit before it is passed.
    func limitedJoin(_ items: [Value], separator: String, coercion: Coercion) throws(ActionFailure) -> String {
        var joined = ""
        let separatorLength = separator.utf8.count
        for (position, item) in items.enumerated() {
            let piece = try limitedText(item, coercion: coercion)
            let added = piece.utf8.count + (position > 0 ? separatorLength : 0)
            try checkText(joined.utf8.count + added)
            if position > 0 { joined += separator }
            joined += piece
        }
        return joined
    }
}

extension ActionContext {
    /// Waits `seconds` through the host, never past the run's time limit: a wait that would end
    /// after it lasts until the limit and then stops the run with the time limit's failure.
    public func wait(seconds: Double) throws(ActionFailure) { try session.wait(seconds: seconds) }

    /// Throws the text length limit's failure (`RunOptions.limits.maxTextLength`) when a text of
    /// `utf8Count` bytes would exceed it; call it before building a text that could.
    public func checkTextLength(_ utf8Count: Int) throws(ActionFailure) { try session.checkText(utf8Count) }

    /// Throws the run's time limit failure (`RunOptions.limits.timeout`) once its deadline has
    /// passed; for work inside one action that can take long (regular-expression matching).
    public func checkTime() throws(ActionFailure) {
        if session.timeIsUp { throw ActionFailure(session.timeUp) }
    }

    /// Throws the item limit's failure (`RunOptions.limits.maxItems`) when a list of `count` items
    /// would exceed it; call it while building a list that could.
    public func checkItemCount(_ count: Int) throws(ActionFailure) { try session.checkItems(count) }

    /// The value as text (`coercion.text`), measured first: a value whose text would pass the text
    /// length limit (or that nests past the value depth limit) stops the run before it is built.
    /// Use it wherever an action writes out a value that may be a list or dictionary.
    public func limitedText(_ value: Value) throws(ActionFailure) -> String {
        try session.limitedText(value, coercion: coercion)
    }

    /// The value as JSON (`coercion.json`), measured first as `limitedText` is.
    public func limitedJSON(_ value: Value) throws(ActionFailure) -> JSON {
        try session.limitedJSON(value, coercion: coercion)
    }

    /// The value as JSON text (`pretty`: indented), measured first as `limitedJSON` is; building
    /// and writing it both stop at the run's time limit.
    public func limitedJSONText(_ value: Value, pretty: Bool = false) throws(ActionFailure) -> String {
        try session.limitedJSONText(value, pretty: pretty, coercion: coercion)
    }

    /// Throws the text length or value depth limit's failure when `value` written out as text or
    /// JSON would pass it; returns its sizes. For actions that write a value out themselves.
    @discardableResult
    public func checkWritable(_ value: Value) throws(ActionFailure) -> ValueSize {
        try session.checkWritable(value, coercion: coercion)
    }

    /// The items' texts joined with `separator`, stopping at the text length limit before it is passed.
    public func limitedJoin(_ items: [Value], separator: String) throws(ActionFailure) -> String {
        try session.limitedJoin(items, separator: separator, coercion: coercion)
    }
}
