import ShortcutEngine

/// Why an action kept unsupported cannot run here, in the groups `check`, `import --report` and the
/// issue use: it needs an Apple device or app (location, photos, other apps' actions, the user
/// interface of a phone), this engine has not built it (or not that parameter form) yet, or it is
/// not an action Apple has: an `is.workflow.actions.` identifier no Apple definition names (iOS 12
/// and 13, Cherri's, Shortcuts 10.0), which Shortcuts itself shows as an unknown action and cannot
/// run. The one table of Apple-only identifiers is `appleOnly`.
public enum UnsupportedCategory: String, Sendable, CaseIterable {
    case needsAppleDevice = "needs an Apple device or app"
    case notBuiltYet = "not built yet"
    case notAppleAction = "not an action Apple has"

    /// The group of an identifier that is kept unsupported (full Apple identifier or a third-party one).
    /// With `registry`, an identifier this engine has is "not built yet" whatever the table says:
    /// only that parameter form failed to map.
    public static func of(_ identifier: String, registry: ActionRegistry? = nil) -> UnsupportedCategory {
        if registry?.action(for: identifier) != nil { return .notBuiltYet }
        if ThirdPartyDeviceIntents.notBuilt[identifier] != nil { return .notBuiltYet }
        guard identifier.hasPrefix("is.workflow.actions.") else {
            // Another app's action (or Apple's apps' intents, com.apple.*): only that app runs it.
            return identifier.isEmpty ? .notBuiltYet : .needsAppleDevice
        }
        let short = ShortcutMapper.shortIdentifier(identifier)
        if appleOnly.contains(where: { $0.0.contains { short.hasPrefix($0) } }) { return .needsAppleDevice }
        return isApples(identifier) ? .notBuiltYet : .notAppleAction
    }

    /// Whether Apple's definitions name `identifier` (a full `is.workflow.actions.` one): the keys
    /// of iOS 12, 13 and Cherri's definitions, Shortcuts 10.0's registry, or the portable actions
    /// not built here.
    static func isApples(_ identifier: String) -> Bool {
        AppleParameterKeys.byAction[identifier] != nil
            || AppleParameterKeys.byAction[ShortcutMapper.shortIdentifier(identifier)] != nil
            || AppleParameterKeys.current.contains(identifier) || portableNotBuilt[identifier] != nil
    }

    /// Portable Apple actions of Shortcuts 10.0's registry not built here, with the reason (issue 24
    /// item 3; `ShortcutsTenIdentifierTests` checks every identifier of the registry is mapped,
    /// Apple-only or here).
    public static let portableNotBuilt: [String: String] = [
        "is.workflow.actions.properties.itunesartist":
            "no public definition lists an iTunes artist's details (WFiTunesArtistContentItem's properties)"
    ]

    /// Identifier prefixes (after `is.workflow.actions.`) of actions only an Apple device runs, by area.
    public static let appleOnly: [([String], String)] = [
        (
            [
                // Built here, so not listed: Location, Get Current Location, Get Distance, Get
                // Halfway Point, Get Maps URL, Get Details of Locations, Show in Maps, Show
                // Directions (a map link through the opener) and Street Address. Travel times,
                // finding addresses in text and searching businesses need a map service.
                "showinmaps", "getaddress", "gettraveltime", "detect.address",
                "searchlocalbusinesses", "getparkedcarlocation", "filter.locations",
                // Shortcuts 10.0's registry (facts file scripts/data/shortcutkit-builtin-actions.tsv):
                // the Parked Car of Maps.
                "properties.parkedcar", "setparkedcar",
                // iOS 12's definitions: Street View's image of a location.
                "streetview.",
            ], "Location and Maps"
        ),
        (
            [
                // Built here, so not listed: Contacts, Find Contacts, Select Contacts, Select Phone
                // Number, Select Email Address, Add New Contact and Edit Contact (the address book is
                // a folder of vCards, docs/contacts.md).
                "tweet", "call", "facetime",
            ], "Messages, Mail, Phone and Contacts"
        ),
        (
            [
                "playmusic", "pausemusic", "playpause", "skipforward", "skipback", "getcurrentsong", "addtoplaylist",
                "get.playlist", "shazamMedia", "filter.music", "properties.music", "selectmusic", "setvolume",
                "dictatetext", "recordaudio", "encodemedia", "trimvideo",
                "setplaybackdestination", "addmusictoupnext", "clearupnext", "exportsong", "createplaylist", "seek",
                "listeningmode.set", "makespokenaudiofromtext", "getpodcastsfromlibrary", "playpodcast",
                // Apple's definitions (issue 24 item 3): the Podcasts app and Shazam's library; a
                // video from a GIF needs a video encoder (AVFoundation), which this engine has not.
                "getepisodesforpodcast", "podcasts.subscribe", "properties.shazam", "makevideofromgif",
                // Get Details of Podcast Episode (WFPodcastEpisodeContentItem, iOS 13 and 10.0): the
                // episodes come from the Podcasts app, as the two actions before.
                "properties.podcast",
                // Shortcuts 10.0: the Music library's import, and Intercom (HomePod).
                "importaudiofiles", "intercom",
            ], "Music, Podcasts, audio and speech"
        ),
        (
            [
                "image.", "takephoto", "takevideo", "properties.images",
                "detect.images", "getlatestphotos", "takescreenshot", "makegif", "makepdf",
                "makeimagefromrichtext", "makeimagefrompdfpage", "overlayimageonimage", "imageresize", "extracttextfromimage",
                "detect.text.image",
                "photos.createalbum", "removefromalbum", "renamealbum",
                // iOS 12's definitions: Scan QR or Barcode reads the camera.
                "scanbarcode",
            ], "Photos and images"
        ),
        (
            [
                // Add New Calendar, Event and Reminder, Find, Get Upcoming, Get Details of, Edit and
                // Remove Events and Reminders, and the event attendee actions run on the calendars
                // folder (docs/calendar.md); these need the apps.
                "showincalendar", "reminders.showlist", "showlist",
                // Shortcuts 10.0: the Quick Reminder view.
                "addquickreminder",
            ], "Calendar and Reminders"
        ),
        (
            [
                "previewdocument", "alert", "notification", "showwebpage", "openurl", "openapp",
                "openxcallbackurl", "choosefromlist", "vibrate", "setbrightness", "lowpowermode", "airplanemode", "bluetooth",
                "wifi", "dnd", "appearance", "getdevicedetails", "getbatterylevel", "getwifi", "getipaddress", "setwallpaper",
                "handoffplayback", "waittoreturn", "viewresult", "exitapp", "hide.app", "quit.app", "startshazam", "siri",
                "getmyworkflows", "runapplescript", "runjavascriptforautomation", "runjavascriptonwebpage", "getonscreencontent",
                "print",
                "splitscreen", "orientationlock.set", "flashlight", "wallpaper.set", "cellulardata.set", "useractivity.open",
                "returntohomescreen", "homeaccessory", "file.reveal", "runextension", "openworkflow", "showdefinition",
                "ride.requestride", "nightshift.set", "truetone.set", "stagemanager.set", "lockscreen", "reboot",
                "posters.get", "connecttoservers", "showinstore",
                // Apple's definitions (issue 24 item 3): Clock, Home, Health, Passwords, the Mac's
                // windows, Spotlight and disk images.
                "alarm.", "timer.start", "gethomeaccessorystate", "runscene", "health.", "properties.health.",
                "openpasswords", "movewindow", "resizewindow", "spotlightsearch", "makediskimage",
                // Shortcuts 10.0's registry: the device's settings, apps, windows, displays, disks,
                // VPNs, wallpapers, Finder labels and selection, the Mac's sleep and screen saver,
                // Apple Watch workouts, Health samples, on-screen content, rides, Watch Me Do's
                // recorded input; Dismiss Siri (WFHandoffAction, as Continue in Shortcuts App) and
                // Show Content Attribution (the content graph's view, as Show Content Graph).
                "ejectdisk", "mountdiskimage", "workout.", "filter.apps", "filter.displays",
                "filter.windows", "getcurrentapp", "lock.app", "logout", "displaysleep", "sleep", "startscreensaver",
                "getselectedtext", "finder.getselectedfiles", "filter.health.", "filter.vpns", "vpn.",
                "properties.appearance", "properties.ridestatus", "personalhotspot.", "setairdropreceiving",
                "display.always-on.set", "announcenotifications.set", "silenceunknowncallers.set", "getonscreencontext",
                "file.label", "debug.contentattribution", "posters.switch", "watchmedo",
            ], "device, apps or user interface"
        ),
        (
            [
                "readinglist", "safari.geturl", "filter.notes", "appendnote", "shownote",
                "properties.note",
            ],
            "Safari and Notes"
        ),
        (
            [
                "imgur.", "wordpress.", "tumblr.", "evernote.", "dropbox.", "instapaper.", "postonfacebook", "lightroom.",
                "avairyeditphoto", "file.getlink", "giphy", "text.translate",
                // Apple's definitions (issue 24 item 3): accounts and apps of other makers, and Detect
                // Language, Apple's on-device language model (NaturalLanguage; no model here).
                "cloudapp.", "deskconnect.", "goodreader.", "ifttt", "pinboard.", "pocket.", "slack.", "todoist.",
                "trello.", "properties.trello", "venmo.", "wunderlist.", "properties.ulysses.", "showinblindsquare",
                "detectlanguage",
                // Shortcuts 10.0: Messenger and Apple Intelligence's models (Use Model).
                "facebook.messenger.send", "askllm",
            ], "other apps, accounts and Apple's services (Dropbox, Evernote, Giphy, Imgur, Translate, Tumblr, WordPress …)"
        ),
    ]
}
