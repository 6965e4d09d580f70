/// Apple's own actions that do what one of ours already does under another identifier, mapped by
/// the same table as third-party intents (the catalogue lists them under "Shortcuts").
enum AppleAliasMappings {
    static let app = "Shortcuts"
    static let prefix = "is.workflow.actions."

    static let actions: [ThirdPartyMapping] = [
        // Trim Whitespace (iOS 17+): start and end of the text (CHERRI text.cherri, `WFInput`).
        ThirdPartyMapping([prefix + "text.trimwhitespace"], app: app, target: "text.trim", keys: ["WFInput": "text"]),
        // Get Parent Directory: the folder holding the input (CHERRI documents.cherri, `WFInput`).
        ThirdPartyMapping([prefix + "getparentdirectory"], app: app, target: "file.parent", keys: ["WFInput": "files"]),
        // Phone Number: a number given as text (`WFPhoneNumber`, WFActions.plist); the number is its text
        // here (Apple's phone-number item adds only what Contacts and Phone, Apple-only here, read of it).
        ThirdPartyMapping([prefix + "phonenumber"], app: app, target: "gettext", keys: ["WFPhoneNumber": "text"]),
        // Get Details of Podcast under its older identifier (iOS 12 files; same input and detail keys).
        ThirdPartyMapping(
            [prefix + "properties.podcast"], app: app, target: "properties.podcastshow",
            keys: ["WFInput": "item", "WFContentItemPropertyName": "property"]),
    ]
}
