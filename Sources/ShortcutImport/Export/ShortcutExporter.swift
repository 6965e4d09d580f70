import AppleFormats
import Foundation
import ShortcutEngine

/// Writes a workflow document as an Apple shortcut property list (unsigned): wire keys, token
/// strings, UUIDs for referenced outputs, GroupingIdentifier/WFControlFlowMode, client versions.
/// `Importer` reads it back to an equivalent document (see `DocumentEquivalence`).
public struct ShortcutExporter {
    /// The actions whose wire keys the export writes.
    public let registry: ActionRegistry

    /// An exporter that writes through `registry`.
    public init(registry: ActionRegistry) { self.registry = registry }

    /// The property list and what Apple's app will not understand.
    public struct Exported: Sendable {
        /// The shortcut property list.
        public var plist: PropertyList
        /// What Shortcuts will not understand.
        public var warnings: [String]
    }

    /// The classes Shortcuts lists when a shortcut accepts any input.
    static let anyInputClasses: [String] = [
        "WFAppContentItem", "WFAppStoreAppContentItem", "WFArticleContentItem", "WFContactContentItem", "WFDateContentItem",
        "WFEmailAddressContentItem", "WFFolderContentItem", "WFGenericFileContentItem", "WFImageContentItem",
        "WFiTunesProductContentItem",
        "WFLocationContentItem", "WFDCMapsLinkContentItem", "WFAVAssetContentItem", "WFPDFContentItem",
        "WFPhoneNumberContentItem",
        "WFRichTextContentItem", "WFSafariWebPageContentItem", "WFStringContentItem", "WFURLContentItem",
    ]

    static let contentClasses: [ValueType: String] = [
        .text: "WFStringContentItem", .number: "WFNumberContentItem", .boolean: "WFBooleanContentItem",
        .date: "WFDateContentItem",
        .dictionary: "WFDictionaryContentItem", .list: "WFArrayContentItem", .file: "WFGenericFileContentItem",
        .url: "WFURLContentItem",
        .duration: "WFQuantityContentItem", .nothing: "nothing", .image: "WFImageContentItem",
    ]

    /// The document as a shortcut property list; a failure names `file` and the action.
    public func export(_ document: WorkflowDocument, file: String = "workflow") throws(WorkflowError) -> Exported {
        var state = ExportState(document: document, registry: registry)
        var actions: [PropertyList] = []
        for index in document.actions.indices {
            do { actions.append(try state.action(index)) } catch {
                throw WorkflowError(
                    error, file: file,
                    location: ActionLocation(index: index + 1, identifier: document.actions[index].identifier, name: nil))
            }
        }
        let classes =
            document.inputTypes.isEmpty ? Self.anyInputClasses : document.inputTypes.compactMap { Self.contentClasses[$0] }
        var root: PropertyList = [
            "WFWorkflowName": .string(document.name),
            "WFWorkflowClientVersion": "2302.0.4",
            "WFWorkflowClientRelease": "2.2",
            "WFWorkflowMinimumClientVersion": 900,
            "WFWorkflowMinimumClientVersionString": "900",
            "WFWorkflowIcon": ["WFWorkflowIconStartColor": 463_140_863, "WFWorkflowIconGlyphNumber": 59511],
            "WFWorkflowImportQuestions": [],
            "WFWorkflowTypes": [],
            "WFWorkflowInputContentItemClasses": .array(classes.map(PropertyList.string)),
            "WFWorkflowOutputContentItemClasses": [],
            "WFWorkflowHasShortcutInputVariables": .bool(state.usesShortcutInput),
            "WFWorkflowActions": .array(actions),
        ]
        var warnings = state.warnings
        if let missing = document.whenInputMissing,
            let behaviour = NoInputBehaviour.plist(missing, serialized: try askingParameters(missing), warnings: &warnings)
        {
            var fields = root.dictionaryValue ?? PlistDictionary()
            fields["WFWorkflowNoInputBehavior"] = behaviour
            root = .dictionary(fields)
        }
        return Exported(plist: root, warnings: warnings)
    }

    /// The parameters of the action a document asks for its input with, as export writes them.
    func askingParameters(_ missing: MissingInput) throws(WorkflowError) -> PlistDictionary {
        guard case .action(let asking) = missing else { return PlistDictionary() }
        let exported = try export(WorkflowDocument(name: "input.whenMissing", actions: [asking]), file: "input.whenMissing")
        return exported.plist["WFWorkflowActions"]?.array?.first?["WFWorkflowActionParameters"]?.dictionaryValue
            ?? PlistDictionary()
    }

    /// Binary (default) or XML bytes, with errors that name the output file.
    public static func serialize(_ plist: PropertyList, xml: Bool, file: String) throws(WorkflowError) -> Data {
        do { return try plist.serialized(as: xml ? .xml : .binary) } catch {
            throw WorkflowError(ImportFailure.cannotWrite(file, "\(error)"))
        }
    }
}
