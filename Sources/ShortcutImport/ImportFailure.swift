import AppleFormats
import ShortcutEngine

/// Failures of reading, importing and exporting shortcut files and Automator workflows: the one
/// place their facts are worded. The importers throw them inside a `WorkflowError` that names
/// the file (and, for export, the action).
public enum ImportFailure: FailureFacts, Equatable {
    /// Nothing at the path given.
    case noSuchFile(String)
    /// A folder that is not an Automator `.workflow` bundle.
    case folderWithoutDocument(String)
    /// A file that exists but cannot be read.
    case unreadableFile(String)
    /// Bytes that are no container the importers know; the container reader's description.
    case unknownContainer(String)
    /// An Automator-looking property list without its `actions` list.
    case noAutomatorActions
    /// An Automator action entry (1-based) without its `action` dictionary.
    case automatorActionWithoutDictionary(Int)
    /// A shortcut property list whose root is not a dictionary; the kind it is.
    case rootNotDictionary(String)
    /// A shortcut root dictionary without `WFWorkflowActions`.
    case noActionList
    /// An entry of `WFWorkflowActions` (1-based) that is not a dictionary; the kind it is.
    case actionNotDictionary(Int, kind: String)
    /// The exported bytes cannot be written; the file and the serializer's description.
    case cannotWrite(String, String)
    /// The file's shared references expand past the reader's `ExpansionBudget`.
    case expansion(ExpansionOverrun)
    /// An Automator action's archived parameter (1-based action, parameter key) expands past its budget.
    case archiveExpansion(action: Int, key: String, ExpansionOverrun)
    /// An Automator action's archived predicate renders to more than `limit` parts.
    case predicateTooLarge(action: Int, key: String, limit: Int)
    /// `import --report` given a folder it cannot list.
    case unreadableFolder(String)
    /// `import --report` given a folder with more files than a report reads.
    case tooManyFiles(String, limit: Int)
    /// `import` made a document `check` rejects (`errors` of them, printed before): nothing is written.
    case failsCheck(errors: Int)

    /// What is wrong.
    public var message: String {
        switch self {
        case .noSuchFile(let path): return "no such file '\(path)'"
        case .folderWithoutDocument(let path): return "'\(path)' is a folder without Contents/document.wflow"
        case .unreadableFile(let file): return "cannot read '\(file)'"
        case .unknownContainer(let detail): return "cannot read the file: \(detail)"
        case .noAutomatorActions: return "not an Automator document: no actions list"
        case .automatorActionWithoutDictionary(let index): return "action \(index) has no action dictionary"
        case .rootNotDictionary(let kind): return "not a shortcut: the property list is \(kind), not a dictionary"
        case .noActionList: return "not a shortcut: no WFWorkflowActions list"
        case .actionNotDictionary(let index, let kind): return "action \(index) is \(kind), not a dictionary"
        case .cannotWrite(let file, let detail): return "cannot write '\(file)': \(detail)"
        case .expansion(let overrun): return "cannot import: \(overrun)"
        case .archiveExpansion(let action, let key, let overrun): return "action \(action), parameter \(key): \(overrun)"
        case .predicateTooLarge(let action, let key, let limit):
            return
                "action \(action), parameter \(key): the archived predicate expands to more than \(limit) parts (shared references)"
        case .unreadableFolder(let folder): return "cannot list the folder '\(folder)'"
        case .tooManyFiles(let folder, let limit): return "'\(folder)' holds more than \(limit) shortcut files"
        case .failsCheck(let errors):
            return
                "the imported document would not pass `check` (\(errors) error\(errors == 1 ? "" : "s") above); nothing was written"
        }
    }

    /// What to do about it.
    public var hint: String? {
        switch self {
        case .noSuchFile: return "check the path"
        case .folderWithoutDocument: return "name an Automator .workflow bundle or a .shortcut file"
        case .unreadableFile: return "check the file's permissions"
        case .unknownContainer: return "it is not a readable .shortcut, .plist, signed shortcut or Automator document"
        case .noActionList: return "a .shortcut file's root dictionary holds WFWorkflowActions"
        case .unreadableFolder: return "name a folder of .shortcut, .plist or .workflow files"
        case .tooManyFiles: return "report on smaller folders one at a time"
        case .failsCheck:
            return "a file Apple runs should import cleanly: this is an importer bug, please report it with the file"
        case .expansion, .archiveExpansion, .predicateTooLarge:
            return
                "genuine files refer to the same object a few times, not level upon level; this one is damaged or built to exhaust memory"
        default: return nil
        }
    }

    /// A missing or unreadable input exits 66, a failed write 73, anything else is a bad document (65).
    public var exitCode: ExitCode {
        switch self {
        case .noSuchFile, .folderWithoutDocument, .unreadableFile, .unreadableFolder: return .missingInput
        case .cannotWrite: return .cannotCreateOutput
        default: return .badDocument
        }
    }
}

/// Something one side of a conversion cannot express: an Apple value or encoding our documents
/// have no form for (the action is kept `unsupported`, or a marker kept without it), or part of
/// our document export cannot write. `reason` is a noun phrase the importers place in
/// "… cannot be imported: REASON" and "REASON cannot be expressed"; as a failure it is the message.
enum Unrepresentable: Error, FailureFacts, Equatable {
    /// A wire key the action does not declare.
    case parameter(String)
    /// A wire key `ParameterTable` classes unsupported, with the table's reason.
    case classifiedParameter(String, reason: String)
    /// A value no choice of the parameter (by its wire key) names.
    case choiceValue(String, wireKey: String)
    /// A condition of a multi-condition If whose code is none of If's conditions.
    case conditionCode(Int)
    /// An If operand of a kind our If has no parameter for (`WFDate`, `WFMeasurement` …).
    case ifOperand(String)
    /// A value of a marked choice (Calculate's scientific operation) the mapping does not list.
    case markedValue(String)
    /// A marked choice given by a variable: its values fix other parameters (x^2 is Power with
    /// the operand 2), so the value must be known when importing.
    case markedVariable
    /// A marker's parameters on a middle marker (an Otherwise If).
    case otherwiseIf
    /// An infinite or NaN number.
    case number(Double)
    /// Raw bytes.
    case binaryData
    /// An `NSKeyedArchiver` UID.
    case archivedReference
    /// A `WFSerializationType` the importer does not read.
    case serializationType(String)
    /// A `WFTextTokenAttachment` without its value.
    case variableWithoutValue
    /// A `WFDictionaryFieldValue` that is not a dictionary; the kind it is.
    case dictionaryField(kind: String)
    /// A dictionary item that is not a dictionary; the kind it is.
    case dictionaryItem(kind: String)
    /// A dictionary key that is a variable.
    case keyHoldingVariable
    /// A Filter Files condition (property, Apple's operator code) our filter has no parameter for.
    case filterCondition(property: String, code: Int)
    /// Text whose template does not read back; the reader's message.
    case readsBackDifferently(String)
    /// An attachment of a type the importer does not read.
    case variableType(String)
    /// An attachment without a type.
    case untypedVariable
    /// A coercion to a content class with no type here.
    case coercion(String)
    /// A dictionary-key aggrandizement without its key.
    case keylessKeyStep
    /// A dictionary key our key paths cannot carry.
    case dictionaryKey(String)
    /// A property aggrandizement without its name.
    case namelessPropertyStep
    /// A custom date format aggrandizement without a usable pattern.
    case unusableDateFormat
    /// A date format style other than Custom and ISO 8601.
    case dateFormatStyle(String?)
    /// An item aggrandizement without its selector.
    case selectorlessItemStep
    /// An aggrandizement of a type the importer does not read.
    case variableStep(String?)
    /// A measurement's Value or Unit aggrandizement (`WFUnitVariableAggrandizement`).
    case measurementStep
    /// Apple's unit picker (`{WFNSUnitType, WFNSUnitSymbol}`) under `key` without its symbol.
    case unitWithoutSymbol(key: String)
    /// A key Apple writes as a structure (`shape`), given a plain value or a variable instead.
    case structuredField(key: String, shape: String)
    /// An Automator integer code its table lacks; the key and the value as JSON.
    case automatorCode(key: String, value: String)
    /// Rename Finder Items' date format codes other than year-month-day with dashes.
    case automatorDateFormat(Int)
    /// Get Specified Finder Items with other than one item; the count.
    case specifiedItems(Int)
    /// A predicate that does not decode.
    case predicate
    /// A compound predicate Filter Files cannot express; the predicate as text.
    case compoundPredicate(String)
    /// A predicate condition Filter Files cannot express; the condition as text.
    case predicateCondition(String)

    /// The noun phrase: what cannot be expressed.
    var reason: String {
        switch self {
        case .parameter(let key): return "parameter \(key)"
        case .classifiedParameter(let key, let reason): return "parameter \(key) (\(reason))"
        case .choiceValue(let value, let wireKey): return "the value '\(value)' of parameter \(wireKey)"
        case .conditionCode(let code): return "the condition code \(code) in a multi-condition If"
        case .ifOperand(let key): return "the If operand \(key)"
        case .markedValue(let value): return "the scientific operation '\(value)'"
        case .markedVariable: return "a scientific operation chosen by a variable"
        case .otherwiseIf: return "Otherwise If"
        case .number(let number): return "the number \(number)"
        case .binaryData: return "binary data"
        case .archivedReference: return "an archived object reference"
        case .serializationType(let type): return "a \(type) value"
        case .variableWithoutValue: return "a variable with no value"
        case .dictionaryField(let kind): return "a dictionary field that is \(kind)"
        case .dictionaryItem(let kind): return "a dictionary item that is \(kind)"
        case .keyHoldingVariable: return "a dictionary key holding a variable"
        case .filterCondition(let property, let code): return "the filter condition on \(property) with operator \(code)"
        case .readsBackDifferently(let message): return "text that reads back differently (\(message))"
        case .variableType(let type): return "a '\(type)' variable"
        case .untypedVariable: return "a variable without a type"
        case .coercion(let name): return "a conversion to \(name)"
        case .keylessKeyStep: return "a dictionary-key step without a key"
        case .dictionaryKey(let key): return "the dictionary key '\(key)' in a variable"
        case .namelessPropertyStep: return "a property step without a name"
        case .unusableDateFormat: return "a custom date format step without a usable pattern"
        case .dateFormatStyle(let style): return "the date format style '\(style ?? "none")' in a variable"
        case .selectorlessItemStep: return "an item step without a selector"
        case .variableStep(let type): return "the variable step \(type ?? "without a type")"
        case .measurementStep:
            return "a measurement's Value or Unit step (WFUnitVariableAggrandizement): measurements are text here"
        case .unitWithoutSymbol(let key): return "\(key): a unit picker without its WFNSUnitSymbol (no unit chosen)"
        case .structuredField(let key, let shape):
            return "\(key) holding a plain value or a variable where Apple writes \(shape)"
        case .automatorCode(let key, let value): return "\(key) = \(value)"
        case .automatorDateFormat(let code): return "the date format code \(code)"
        case .specifiedItems(let count): return "\(count) specified items (Get File takes one)"
        case .predicate: return "the predicate"
        case .compoundPredicate(let text): return "the predicate \(text)"
        case .predicateCondition(let text): return "the predicate condition \(text)"
        }
    }

    /// The reason, as a failure's message (export names the action around it).
    var message: String { reason }

    /// A document that cannot be converted is a bad document (65).
    var exitCode: ExitCode { .badDocument }
}
