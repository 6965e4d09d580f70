import AppleFormats

/// Every parameter each mapped Automator action's bundle declares (`AutomatorParameterKeys`,
/// generated from the declarations Automator copies into saved workflows) in one of three classes:
/// mapped (read by the action's declaration in `AutomatorMappings`), ignored because it only
/// shapes Automator's view or a dialog's look, or unsupported with a reason (issue 24, item 8).
/// `AutomatorParameterTableTests` fails when a key of a mapped action has no class.
enum AutomatorParameterTable {
    /// Keys that only shape Automator's editor or a dialog's look, with the reason.
    static let ignoredReasons: [String: [String: String]] = [
        "com.apple.RunShellScript": [
            "CheckedForUserDefaultShell":
                "records that the editor once picked the user's default shell; the shell is under 'shell'"
        ],
        "com.apple.Automator.TextInputDialog": [
            "buttonAffirmative": "the dialog's OK button title",
            "buttonNegative": "the dialog's Cancel button title",
        ],
        "com.apple.GetSpecifiedText": ["enteredRTFDData": "the text's styling in the editor; the text itself is enteredText"],
        "com.apple.Automator.AskforConfirmation": ["displayWarning": "shows a warning icon in the dialog"],
        "com.apple.Automator.AskForFinderItems": ["promptMessage": "the picker's title; answers come from flags here"],
        "com.apple.Automator.NewTextFile": [
            "checkedForDefaultEncoding": "records that the editor once picked the default encoding"
        ],
        "com.apple.Automator.Pause": ["pauseUnit": "the unit the editor shows the pause in; pauseDuration is in seconds"],
        "com.apple.Automator.FilterFinderItems2": [
            "itemType": "the kind of criteria the editor offers (Finder items); the criteria are the predicate"
        ],
    ]

    /// Keys of mapped actions that cannot be expressed, with the reason.
    static let unsupportedReasons: [String: [String: String]] = [
        "com.apple.RunShellScript": [
            "source":
                "an older Run Shell Script's copy of the script: the script is read from COMMAND_STRING, which every version writes"
        ],
        "com.apple.Automator.TextInputDialog": [
            "requireInput": "refusing an empty answer: Ask for Input accepts any answer here"
        ],
        "com.apple.Automator.Display-Notification": [
            "subtitle": "a notification's subtitle: the notification here has a title and a body"
        ],
        "com.apple.Automator.AskForFinderItems": ["defaultLocation": "the picker's starting folder: prompts here take a path"],
        "com.apple.Automator.FloatingDialog": [
            "timeoutValue": "a timeout on Wait for User Action (refused when useTimeout is on)"
        ],
        "com.apple.Automator.NewTextFile": [
            "newFileTextEncoding": "an encoding other than UTF-8: Save File writes UTF-8",
            "textFormat": "rich text (RTF) output: Save File writes plain text",
        ],
        "com.apple.Automator.OpenFinderItems": ["appPath": "the application to open with: the system opener chooses it"],
        // Automator's PDF actions write their results to files it names; the imported actions pass
        // the result on, as Shortcuts' do (a Save File after them writes it).
        "com.apple.Automator.ExtractPDFText": savedOutput.merging([
            "addFooterFlag": "a footer template around the text: the text is given as the PDF holds it",
            "addHeaderFlag": "a header template around the text: the text is given as the PDF holds it",
            "footerTemplate": "the footer template (see addFooterFlag)",
            "headerTemplate": "the header template (see addHeaderFlag)",
            "outputTextKind": "rich text (RTF) output: the text is plain",
        ]) { first, _ in first },
        "com.apple.Automator.NewPDFfromImages": savedOutput.merging([
            "autoGenerateOutputName": "a file name Automator makes up: the PDF is passed on",
            "pageSizeMode": "a paper size for every page: each page takes its image's size",
        ]) { first, _ in first },
        "com.apple.Automator.PDFtoImages": savedOutput,
        "com.apple.Automator.SplitPDF": savedOutput,
        "com.apple.Automator.CropImages": [
            "scaleMethod": "Crop Images' 'scale before cropping' choice: the image is cropped at its own size",
            "targetHeightPercentage": "a crop by percentage of the height: Crop Image takes pixels",
            "targetWidthPercentagle": "a crop by percentage of the width (Automator's spelling): Crop Image takes pixels",
        ],
        "com.apple.Automator.ScaleImage": [
            "scaleValue": "an older Scale Images' copy of the factor: the size is read from sizeValue or percentageValue"
        ],
        "com.apple.action.imagepdf": [
            "colorModel": "rendering a page needs a PDF renderer, which this engine has not (docs/pdf.md)",
            "compression": "rendering a page needs a PDF renderer, which this engine has not (docs/pdf.md)",
            "imageFormat": "rendering a page needs a PDF renderer, which this engine has not (docs/pdf.md)",
            "resolution": "rendering a page needs a PDF renderer, which this engine has not (docs/pdf.md)",
        ],
    ]

    /// The keys with which Automator's PDF actions name and place the files they write.
    private static let savedOutput: [String: String] = [
        "outputDirectory": "the folder Automator writes the result into: the result is passed on (Save File writes it)",
        "outputName": "the name of the file Automator writes: the result is passed on (Save File names it)",
        "outputNamingMode": "how Automator names the files it writes: the result is passed on",
        "replaceExistingOutput": "whether Automator's file replaces one of the same name: Save File has its own choice",
    ]

    /// A key's class (the Shortcuts table's classes).
    typealias Class = ParameterTable.Class

    /// The keys of a mapped action's `ActionParameters` that no class holds, sorted: a bundle
    /// version no saved workflow showed. The action still runs without them, as Apple ignores a
    /// key it does not know; the import report warns of each.
    static func unknownKeys(_ parameters: PropertyList?, bundle: String, mapping: AutomatorMapping) -> [String] {
        guard let keys = parameters?.dictionaryValue?.keys else { return [] }
        return keys.filter { classify($0, bundle: bundle, mapping: mapping) == nil }.sorted()
    }

    /// The class of `key` on the Automator action `bundle` (normalized identifier), mapped by `mapping`.
    static func classify(_ key: String, bundle: String, mapping: AutomatorMapping) -> Class? {
        if mapping.readKeys.contains(key)
            || (bundle == AutomatorImporter.loopIdentifier && AutomatorImporter.loopKeys.contains(key))
        {
            return .mapped(key)
        }
        if let reason = ignoredReasons[bundle]?[key] { return .ignored(reason) }
        if let reason = unsupportedReasons[bundle]?[key] { return .unsupported(reason) }
        return nil
    }
}

extension AutomatorMapping {
    /// Every Automator key this declaration and its alternatives read.
    var readKeys: Set<String> {
        var keys = Set(parameters.flatMap(\.readKeys))
        for alternative in alternatives { keys.formUnion(alternative.readKeys) }
        return keys
    }
}

extension AutomatorParameter {
    /// The Automator keys this parameter reads.
    var readKeys: [String] {
        switch self {
        case .set(_, let value): return value.readKeys
        case .modes(let key, _, let modes): return [key] + modes.flatMap { $0.parameters.flatMap(\.readKeys) }
        case .refuse(let flag, _): return [flag]
        case .require(let key, _): return [key]
        case .requireNoItems(let key): return [key]
        }
    }
}

extension AutomatorValue {
    /// The Automator keys this conversion reads.
    var readKeys: [String] {
        switch self {
        case .text(let key), .code(let key, _), .flag(let key, _), .negatedFlag(let key, _), .codeIs(let key, _),
            .integer(let key, _), .seconds(let key, _), .variableName(let key), .variableReference(let key),
            .singleItem(let key), .severalItems(let key), .extensions(let key), .enabledURLs(let key):
            return [key]
        case .literal, .literalFlag, .workflowInput: return []
        case .countWhen(let count, let flag): return [count, flag]
        case .dateFormat(let code, let separator, let leadingZeros): return [code, separator, leadingZeros]
        case .path(let folder, let name, _): return [folder, name]
        case .when(let key, _, let value): return [key] + value.readKeys
        }
    }
}
