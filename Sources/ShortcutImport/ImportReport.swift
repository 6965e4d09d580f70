import ShortcutEngine

/// What an import produced: the document, and what to tell the person who imported it.
public struct ImportResult: Sendable {
    /// The imported document.
    public var document: WorkflowDocument
    /// What to tell the person who imported it.
    public var report: ImportReport

    /// A document and its report.
    public init(document: WorkflowDocument, report: ImportReport) {
        self.document = document
        self.report = report
    }
}

/// Counts and notes about one import; `rendered` is what `shortcut import` prints.
public struct ImportReport: Sendable, Equatable {
    /// "XML plist", "binary plist", "signed (iCloud) …", "Automator workflow".
    public var container: String
    /// Actions mapped to actions this engine runs (block markers included).
    public var mapped = 0
    /// Actions kept as `unsupported`, by original identifier, in first-seen order.
    public var unsupported: [(identifier: String, count: Int)] = []
    /// Things the reader should know: dangling references, dropped content classes, partial mappings.
    public var warnings: [String] = []
    /// Import questions, each with what became of it (answered, its default taken, or left as the
    /// file's value): listed for the reader.
    public var questions: [String] = []
    /// The import questions' texts, in the file's order.
    public var questionTexts: [String] = []
    /// Answers given that no import question of the file reads, sorted.
    public var unusedAnswers: [String] = []
    /// Actions left out on purpose (Automator's disabled actions), with their position.
    public var skipped: [String] = []
    /// Third-party app actions (not `is.workflow.actions.` or `com.apple.`) in the file, how many
    /// mapped, and how many are portable: mapped, or kept unsupported though they could run here
    /// (`ShortcutImporter.isPortable`), the denominator for third-party coverage.
    public var thirdParty = (actions: 0, mapped: 0, portable: 0)
    /// Apple's migrations run on an old file before mapping ("WFRoundNumberActionMigration (2 actions)").
    public var migrations: [String] = []

    /// An empty report for a container kind.
    public init(container: String) { self.container = container }

    /// All actions kept unsupported.
    public var unsupportedCount: Int { unsupported.reduce(0) { $0 + $1.count } }

    mutating func countUnsupported(_ identifier: String) {
        if let index = unsupported.firstIndex(where: { $0.identifier == identifier }) {
            unsupported[index].count += 1
        } else {
            unsupported.append((identifier, 1))
        }
    }

    /// Same counts, notes and unsupported identifiers in the same order.
    public static func == (lhs: ImportReport, rhs: ImportReport) -> Bool {
        lhs.container == rhs.container && lhs.mapped == rhs.mapped && lhs.warnings == rhs.warnings
            && lhs.questions == rhs.questions && lhs.migrations == rhs.migrations
            && lhs.skipped == rhs.skipped && lhs.unsupported.map(\.identifier) == rhs.unsupported.map(\.identifier)
            && lhs.unsupported.map(\.count) == rhs.unsupported.map(\.count)
    }

    /// The report as `shortcut import` prints it to standard error.
    public func rendered(file: String) -> String {
        var text = "\(file): \(container)\n"
        text += "  \(mapped + unsupportedCount) actions: \(mapped) mapped, \(unsupportedCount) kept unsupported\n"
        for entry in unsupported { text += "    unsupported: \(entry.identifier) ×\(entry.count)\n" }
        for line in migrations { text += "  migrated as Shortcuts does: \(line)\n" }
        for line in skipped { text += "  skipped: \(line)\n" }
        for question in questions { text += "  import question: \(question)\n" }
        for warning in warnings { text += "  warning: \(warning)\n" }
        return text
    }
}
