import AppleFormats
import Foundation
import ShortcutEngine

/// Maps an Apple Shortcuts property list to a workflow document through the registry's wire keys.
/// Nothing is dropped: an action that cannot be expressed is kept as `unsupported`.
public struct ShortcutImporter {
    /// The actions identifiers and wire keys are looked up in.
    public let registry: ActionRegistry
    /// How deep blocks may nest in an imported shortcut (`RunLimits.maxNesting`).
    public let maxNesting: Int
    /// Answers to the shortcut's import questions.
    public var answers: ImportAnswers

    /// An importer that maps onto `registry`, refusing blocks nested deeper than `maxNesting`, with
    /// `answers` to the shortcut's import questions.
    public init(registry: ActionRegistry, maxNesting: Int = RunLimits().maxNesting, answers: ImportAnswers = .none) {
        self.registry = registry
        self.maxNesting = min(maxNesting, RunLimits.nestingCeiling)
        self.answers = answers
    }

    /// Imports shortcut bytes (XML, binary or JSON plist, or a signed `AEA1` archive).
    public func importShortcut(_ data: Data, name: String, file: String = "shortcut") throws(WorkflowError) -> ImportResult {
        try Importer.importData(data, name: name, file: file, registry: registry, maxNesting: maxNesting, answers: answers)
    }

    /// Imports an already parsed shortcut property list.
    public func importPlist(_ plist: PropertyList, name: String, file: String? = nil, container: String = "property list")
        throws(WorkflowError)
        -> ImportResult
    {
        guard let root = plist.dictionaryValue else {
            throw WorkflowError(ImportFailure.rootNotDictionary(plist.kindName), file: file)
        }
        guard let actionList = root["WFWorkflowActions"]?.array else {
            throw WorkflowError(ImportFailure.noActionList, file: file)
        }
        var actions: [ShortcutAction] = []
        for (offset, entry) in actionList.enumerated() {
            guard let dictionary = entry.dictionaryValue else {
                throw WorkflowError(ImportFailure.actionNotDictionary(offset + 1, kind: entry.kindName), file: file)
            }
            actions.append(ShortcutAction(dictionary))
        }
        // Import questions name the file's own actions and keys: answered before anything changes them.
        let questions = ImportQuestions.apply(root["WFWorkflowImportQuestions"]?.array ?? [], to: &actions, answers: answers)
        // Apple's migrations first, as Shortcuts runs them when it opens an old file.
        let version = root["WFWorkflowClientVersion"].flatMap { $0.string ?? $0.double.map { String($0) } }
        let migrated = MigrationChain.migrate(&actions, savedBy: ClientVersion.of(version))
        _ = ActionInputVariables.resolve(&actions)
        let header = InputHeader.read(&actions)
        var mapper = ShortcutMapper(registry: registry, actions: actions)
        try checkNesting(actions, skipping: mapper.orphans, file: file)
        var report = ImportReport(container: container)
        report.migrations = migrated.map { "\($0.name) (\($0.actions) action\($0.actions == 1 ? "" : "s"))" }
        var document = WorkflowDocument(name: root["WFWorkflowName"]?.string ?? name, actions: [])
        document.inputTypes = Self.inputTypes(
            root["WFWorkflowInputContentItemClasses"]?.array?.compactMap(\.string) ?? [], report: &report)
        // The file's own behaviour, else Shortcuts 10.0's input header's (`InputHeader`).
        document.whenInputMissing = NoInputBehaviour.missingInput(
            root["WFWorkflowNoInputBehavior"] ?? header, registry: registry, warnings: &report.warnings)
        var origins: [(index: Int, identifier: String)] = []
        for index in actions.indices {
            if mapper.orphans.contains(index) {
                mapper.warnings.append(mapper.orphanWarning(index))
                continue
            }
            let invocation = mapper.map(index)
            let identifier = actions[index].identifier
            let isThirdParty = !identifier.hasPrefix("is.workflow.actions.") && !identifier.hasPrefix("com.apple.")
            if isThirdParty { report.thirdParty.actions += 1 }
            if invocation.unsupported != nil || mapper.partial.contains(index) {
                report.countUnsupported(identifier)
                if isThirdParty, Self.isPortable(identifier, registry: registry) { report.thirdParty.portable += 1 }
            } else {
                report.mapped += 1
                if isThirdParty {
                    report.thirdParty.mapped += 1
                    report.thirdParty.portable += 1
                }
            }
            document.actions.append(invocation)
            origins.append((index, actions[index].identifier))
        }
        report.warnings += mapper.warnings
        let repaired = BlockRepair.closingBlocks(document.actions, origins: origins, registry: registry)
        document.actions = repaired.actions
        report.warnings += repaired.warnings
        fillEmptyFields(&document, file: file, report: &report)
        report.questions = questions.lines
        report.questionTexts = questions.texts
        report.unusedAnswers = questions.unused
        return ImportResult(document: document, report: report)
    }

    /// Whether a third-party action kept unsupported could run here: an intent the mapping tables
    /// declare (another of its modes or forms was not mapped) or one listed as portable and not
    /// built. Counted conservatively: a declared intent's device-only mode counts as portable.
    static func isPortable(_ identifier: String, registry: ActionRegistry) -> Bool {
        !ThirdPartyMappings.mappings(identifier).isEmpty
            || UnsupportedCategory.of(identifier, registry: registry) == .notBuiltYet
    }

    /// A block starting deeper than `maxNesting` is refused as the compiler would refuse it, so
    /// an imported document never holds nesting that nothing can fold (checked before mapping).
    func checkNesting(_ actions: [ShortcutAction], skipping orphans: Set<Int> = [], file: String?) throws(WorkflowError) {
        var depth = 0
        for (offset, action) in actions.enumerated() where !orphans.contains(offset) {
            switch action.mode {
            case .start?:
                depth += 1
                guard depth <= maxNesting else {
                    let kind = registry.action(for: action.identifier)?.definition.block ?? .conditional
                    throw WorkflowError(
                        BlockFailure.nestedTooDeep(kind, limit: maxNesting), file: file,
                        location: ActionLocation(index: offset + 1, identifier: action.identifier, name: nil))
                }
            case .end?: depth = max(0, depth - 1)
            case .middle?, nil: break
            }
        }
    }

    /// Apple's content-item classes as our types; a long list is Shortcuts' "any input".
    static func inputTypes(_ classes: [String], report: inout ImportReport) -> [ValueType] {
        guard classes.count <= 6 else { return [] }
        var types: [ValueType] = []
        for name in classes {
            guard let type = ValueType(name: name), type != .any else {
                report.warnings.append("input type \(name) has no equivalent; the document accepts any input")
                return []
            }
            if !types.contains(type) { types.append(type) }
        }
        return types
    }
}

/// One action dictionary of `WFWorkflowActions`, with the keys every action may carry.
struct ShortcutAction {
    var identifier: String
    var parameters: PlistDictionary
    var uuid: String?
    var customOutputName: String?
    var group: String?
    var mode: BlockMode?

    init(_ dictionary: PlistDictionary) {
        identifier = dictionary["WFWorkflowActionIdentifier"]?.string ?? ""
        parameters = dictionary["WFWorkflowActionParameters"]?.dictionaryValue ?? PlistDictionary()
        uuid = parameters["UUID"]?.string ?? dictionary["UUID"]?.string
        // An empty name is the editor's field cleared: the output keeps its default name.
        customOutputName = parameters["CustomOutputName"]?.string.flatMap { $0.isEmpty ? nil : $0 }
        group = parameters["GroupingIdentifier"]?.string
        switch Self.integerValue(parameters["WFControlFlowMode"]) {
        case 0?: mode = .start
        case 1?: mode = .middle
        case 2?: mode = .end
        default: mode = nil
        }
    }

    /// A number as Apple's runtime reads `WFControlFlowMode` (`integerValue`): an integer, a real
    /// (`2.0` is 2), or text holding one; nil for anything else.
    static func integerValue(_ value: PropertyList?) -> Int64? {
        switch value {
        case .integer(let number)?: return number
        case .unsignedInteger(let number)?: return Int64(exactly: number)
        case .real(let number)? where number.isFinite && number.rounded(.towardZero) == number && abs(number) < 1e15:
            return Int64(number)
        case .string(let text)?:
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            return Int64(trimmed)
                ?? Double(trimmed).flatMap { $0.isFinite && $0 == $0.rounded(.towardZero) ? Int64(exactly: $0) : nil }
        default: return nil
        }
    }
}
