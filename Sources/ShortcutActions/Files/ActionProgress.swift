import ShortcutEngine

/// An action's long work reported to the host's progress line (`WorkflowHost.progress`): only work
/// of at least `threshold` items (or of unknown size) reports, every `every` items, and once at the
/// end so the host can clear what it showed.
struct ActionProgress {
    /// The host told.
    let host: any WorkflowHost
    /// What is counted, as the line shows it ("extracted").
    let what: String
    /// Items in all, when known.
    let total: Int?
    /// What the counts are of ("files", "bytes"); nil: items.
    var unit: String?
    /// Reports every this many items.
    var every = 64
    /// Whether anything was reported (then `finish` clears it).
    private(set) var reporting: Bool

    /// Progress of `what` over `total` items; silent when `total` is known and under `threshold`.
    init(_ context: ActionContext, what: String, total: Int?, unit: String? = nil, threshold: Int = 256) {
        self.host = context.host
        self.what = what
        self.total = total
        self.unit = unit
        self.reporting = total.map { $0 >= threshold } ?? true
    }

    /// `done` items so far (reported every `every` items).
    func update(_ done: Int) {
        guard reporting, done % every == 0 else { return }
        host.progress(ProgressReport(what: what, done: done, total: total, unit: unit))
    }

    /// The work is over: the host clears the line.
    func finish(_ done: Int) {
        guard reporting else { return }
        host.progress(ProgressReport(what: what, done: done, total: total, finished: true, unit: unit))
    }
}
