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
        // Email Address: addresses given as text (`WFEmailAddress`, WFActions.plist's WFEmailAddressAction,
        // the twin of Phone Number); the address is its text here, as Get Email Addresses from Input gives it.
        ThirdPartyMapping([prefix + "email"], app: app, target: "gettext", keys: ["WFEmailAddress": "text"]),
        // Store Content, Get Stored Content and Delete Stored Content (Shortcuts 10.0; facts file
        // scripts/data/shortcutkit-builtin-actions.tsv): a value that outlives the run, by name, is
        // the value at that key path of Shortcuts' own store (`store` "Shortcuts", apart from Data
        // Jar's and the other apps', as the apps keep them). `WFStoredContentGlobalValue` (the value
        // shared by every shortcut, else kept per shortcut) is ignored: that store is one for every
        // workflow.
        ThirdPartyMapping(
            [prefix + "setstoredcontent"], app: app, target: "store.set",
            keys: ["WFStoredContentKey": "path", "WFInput": "value"], fixed: [("store", "Shortcuts")],
            ignored: ["WFStoredContentGlobalValue"]),
        ThirdPartyMapping(
            [prefix + "getstoredcontent"], app: app, target: "store.get", keys: ["WFStoredContentKey": "path"],
            fixed: [("store", "Shortcuts")], ignored: ["WFStoredContentGlobalValue"]),
        ThirdPartyMapping(
            [prefix + "deletestoredcontent"], app: app, target: "store.remove", keys: ["WFStoredContentKey": "path"],
            fixed: [("store", "Shortcuts")], ignored: ["WFStoredContentGlobalValue"]),
        // Combine Images under the identifier Cherri's definition yields (electrikmilk/cherri
        // actions/images.cherri `combineImages`, no identifier of its own, so `combineimages`): the
        // same keys as Apple's one Combine Images, `image.combine` (WFImageCombineAction; WorkflowKit's
        // registry lists no other).
        ThirdPartyMapping(
            [prefix + "combineimages"], app: app, target: "image.combine",
            keys: ["WFInput": "images", "WFImageCombineMode": "mode", "WFImageCombineSpacing": "spacing"]),
    ]
}

/// Get Object of Class (`getclassaction`, Apple's `WFGetClassAction`, a debug action: "Returns a
/// particular object class from the input", `Class` a class name, NSURL when left empty; scpl's
/// copy of WFActions.plist). Apple asks the input for its representations of that class: the
/// engine's coercion of the same name, the Get … from Input action of that type. Other classes
/// are kept unsupported, naming the class.
enum GetObjectOfClass {
    /// Our Get … from Input action for each class name (Foundation's and Apple's content items').
    static let targets: [(classes: [String], target: String)] = [
        (["", "NSURL", "WFURLContentItem"], "detect.link"),
        (["NSString", "WFStringContentItem", "NSAttributedString", "WFRichTextContentItem"], "detect.text"),
        (["NSNumber", "NSDecimalNumber", "WFNumberContentItem"], "detect.number"),
        (["NSDate", "WFDateContentItem"], "detect.date"),
        (["NSDictionary", "WFDictionaryContentItem"], "detect.dictionary"),
        (["WFEmailAddress", "WFEmailAddressContentItem"], "detect.emailaddress"),
        (["WFPhoneNumber", "WFPhoneNumberContentItem"], "detect.phonenumber"),
        (["UIImage", "NSImage", "WFImage", "WFImageContentItem"], "detect.images"),
    ]

    static let mappings: [ThirdPartyMapping] = targets.flatMap { classes, target in
        classes.map { name in
            ThirdPartyMapping(
                [AppleAliasMappings.prefix + "getclassaction"], app: AppleAliasMappings.app, target: target,
                when: ("Class", name), keys: ["Input": "input"], ignored: ["Class"])
        }
    }
}
