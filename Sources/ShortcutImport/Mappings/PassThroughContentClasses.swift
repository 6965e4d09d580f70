/// Apple content-item classes the engine has no value type for, whose "Get as type" conversion
/// (`WFCoercionVariableAggrandizement`) is left out on import: the value goes on as it is.
///
/// Images, audio and video, PDFs and web pages are files (or URLs) here, so a file reaching such
/// a conversion is already what the next action reads; Apple converts an image file to an image
/// item without changing its bytes. A location comes only from Apple-only actions, which are kept
/// unsupported, so nothing of that class reaches the conversion here. (A Safari web page is read as
/// a URL, and an article, an iTunes product or an App Store app as the dictionary our web actions
/// make: `ValueType(name:)`.) A shortcut is its workflow file here, as Get My Shortcuts and Run
/// Workflow take it, so "Get as Shortcut" of a file leaves the file. docs/format.md §6.3 lists the choice.
enum PassThroughContentClasses {
    /// Class name → what the import warning calls it.
    static let classes: [String: String] = [
        "WFAVAssetContentItem": "audio or video",
        "WFPDFContentItem": "a PDF",
        "WFPhotoMediaContentItem": "a photo",
        "WFLocationContentItem": "a location",
        "WFWorkflowContentItem": "a shortcut",
    ]
}
