import ShortcutEngine

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
        // A map place and a music library item come only from Apple-only actions (kept unsupported).
        "WFMKMapItemContentItem": "a map place",
        "WFMPMediaContentItem": "a music library item",
        "WFMediaItemCollectionContentItem": "a music collection",
        "WFiTunesArtistContentItem": "an iTunes artist",
        "WFPodcastEpisodeContentItem": "a podcast episode",
        "WFCalendarEventContentItem": "a calendar event",
        "WFEKParticipantContentItem": "an event attendee",
        "WFReminderContentItem": "a reminder",
        "WFNoteContentItem": "a note",
        "WFHKSampleContentItem": "a health sample",
        "WFHKWorkoutContentItem": "a workout",
        "WFWeatherDataContentItem": "weather",
        "WFTrelloBoardContentItem": "a Trello board",
        "WFTrelloCardContentItem": "a Trello card",
        "WFTrelloItemContentItem": "a Trello item",
        "WFTrelloListContentItem": "a Trello list",
        "WFUlyssesSheetContentItem": "an Ulysses sheet",
        // An installed app (Shortcuts' default input classes list it since iOS 15): only Apple-only
        // actions make one.
        "WFAppContentItem": "an app",
        // A file size is the number of bytes the File Size property gives here.
        "WFFileSizeContentItem": "a file size",
    ]

    /// What the warning calls `name` when it names one of Apple's content classes (`WF…ContentItem`)
    /// that has no type here: the listed description, or, for a class the list does not name (a
    /// Focus, a HomeKit scene, a class of a later iOS…), that it is one of Apple's. Such classes
    /// come from Apple's own device actions (Get Current Focus makes `WFFocusModeContentItem`),
    /// which stay unsupported here, so the conversion has nothing of that kind to act on; the rule
    /// holds for the whole family, not only the classes met in files. nil for a class with a type
    /// here (`ValueType(name:)`, `asType`, `anything`) and for a name outside Apple's pattern.
    static func description(of name: String) -> String? {
        if let kind = classes[name] { return kind }
        guard name.hasPrefix("WF"), name.hasSuffix("ContentItem"), name != anything, asType[name] == nil,
            ValueType(name: name) == nil, !name.hasPrefix(appOutputPrefix)
        else { return nil }
        return "one of Apple's content types"
    }

    /// The prefix of another app's own output classes (`WFCustomIntentOutputContentItem_…`): not
    /// Apple's, and left out for another reason (`ShortcutMapper.appOutputClass`).
    static let appOutputPrefix = "WFCustomIntentOutputContentItem"

    /// Apple's base class, `WFContentItem` ("Anything"): every item already is one, so Shortcuts'
    /// conversion to it changes nothing, and import writes no step (SCPL `OutputData.ts` lists it
    /// among the coercion classes as `anything`).
    static let anything = "WFContentItem"

    /// Classes whose items are another of our types here, with the type the conversion becomes: a
    /// contact is the vCard text it was made from (the vCard menu idiom: its Name and Company are
    /// properties of that text, docs/format.md 4.3); an email address and a phone number are the
    /// text the detect actions give; a Maps link is a URL; a time interval is a duration.
    static let asType: [String: String] = [
        "WFContactContentItem": "text", "WFVCardContentItem": "text", "WFEmailAddressContentItem": "text",
        "WFPhoneNumberContentItem": "text", "WFDCMapsLinkContentItem": "url", "WFTimeIntervalContentItem": "duration",
    ]
}
