/// Third-party intents that only an Apple device (or the app itself) can run, with what they
/// need: the reason an imported file gives instead of the bare "third-party app action". From the
/// apps' own intent lists (Actions: its source, sindresorhus/Actions; Toolbox Pro: the
/// Open-Jellycore compiler's table), and the portable ones not built yet (`notBuilt`, counted as
/// "not built yet"). Intents not listed here and not mapped keep the generic reason.
enum ThirdPartyDeviceIntents {
    /// What each group needs → the intents' names after the app's prefix.
    static let actions: [(needs: String, intents: [String])] = [
        (
            "the device's state (Bluetooth, Wi-Fi, VPN, battery, silent or low power mode, appearance, audio)",
            [
                "IsConnectedToVPNIntent", "IsSilentModeOnIntent", "IsDarkModeIntent", "IsBluetoothOnIntent",
                "IsAudioPlayingIntent", "IsWiFiOnIntent", "GetDeviceOrientationIntent", "IsDeviceOrientationIntent",
                "GetAudioPlaybackDestinationIntent", "GetBatteryStateIntent", "IsLowPowerModeIntent", "HapticFeedbackIntent",
            ]
        ),
        ("the Music library", ["GetMusicPlaylistsIntent"]),
        ("the Photos library", ["ApplyCaptureDateIntent"]),
        (
            "the screen or the app's user interface",
            [
                "WriteTextIntent", "HideShortcutsAppIntent", "SampleColorIntent", "SendFeedbackIntent",
                "ChooseFromListExtendedIntent", "ScanDocumentsIntent", "IsScreenLockedIntent",
            ]
        ),
        ("macOS (running apps, file icons)", ["GetRunningAppsIntent", "GetFileIconIntent"]),
        ("Apple's speech recognition", ["TranscribeAudioIntent"]),
        ("Apple's SF Symbols", ["SymbolImageIntent"]),
        ("Apple's image drawing and analysis", ["ScanQRCodesInImageIntent"]),
        ("a location from Apple's location services", ["GeoURIIntent"]),
        ("Apple's word embeddings (natural-language analysis)", ["GetRelatedWordsIntent"]),
        ("an online service the app has an account with (Unsplash)", ["GetUnsplashImageIntent"]),
        ("the device user's account details", ["GetUserDetailsIntent"]),
        ("a JavaScript engine (the app runs JavaScriptCore; this engine has none)", ["TransformTextWithJavaScriptIntent"]),
    ]

    /// Toolbox Pro's device-bound intents by what they need.
    static let toolboxPro: [(needs: String, intents: [String])] = [
        (
            "the device's state (motion, battery, audio, silent or dark mode, VPN, connection)",
            [
                "GetDeviceMotionIAIHIntent", "DeviceMotionIntent", "IsDarkModeOnIntent", "IsVPNConnectedIntent",
                "IsAudioPlayingIntent",
                "IsSilentModeOnIntent", "HapticFeedbackIntent", "GetAudioOutputsIntent", "InternetConnectionIntent",
            ]
        ),
        (
            "the Photos library or Apple's image analysis",
            [
                "CreateIconIntent", "GetPhotoAlbumsIntent", "AddPhotoAlbumIntent",
                "SmartCropIntent", "SalientCropIntent", "GetTextFromImagesIAIHIntent", "GetTextFromImageIntent",
                "ScaleImagesIAIHIntent",
                "ResizeImageExtendedIntent", "DetectFacesIAIHIntent", "DetectFacesIntent", "BlurImagesIntent", "CropIntent",
                "AnalyseImageIntent", "FilterImageIntent", "FilterImagesIAIHIntent", "DetectQRImageIntent", "AverageColourIntent",
                "RecogniseObjectsInImageIntent", "CreateInterestHeatMapsIntent", "GenerateThumbnailsIntent", "GetColoursIntent",
            ]
        ),
        (
            "Calendar, Reminders or Contacts",
            [
                "GetCalendarsIntent", "CreateEventIntent", "EditEventIntent", "GetEventIDIntent", "CreateCalendarIntent",
                "GetReminderListsIntent", "GetReminderIDIntent", "EditReminderIntent", "CreateReminderIntent",
                "CreateRemindersListIntent", "AddContactGroupIntent", "AddContactIntent",
            ]
        ),
        (
            "the Music library",
            [
                "PlayMusicIntent", "FindPlaylistsIntent", "AddMusicToLibraryIntent", "AddTracksToPlaylistIntent",
                "CreatePlaylistIntent",
                "GetPlaylistsIntent", "FindAlbumsIntent", "FindArtistsIntent", "FindSongsIntent", "RateSongsIntent",
                "GetRecentSongsIntent", "SeekPlaybackIntent", "GetLinksToSongIntent", "GetAudioIntent",
            ]
        ),
        (
            "location and maps",
            [
                "GetW3WIntent", "GetLocationFromW3WIntent", "GetLocationFromCoordsIntent", "GetLocationFromTextIntent",
                "GetDetailsOfLocationIntent", "ViewMapIntent", "IsTheSunUpIntent",
            ]
        ),
        (
            "the screen, a scanner or the app's user interface",
            [
                "ScanDocumentIntent", "ScanNFCIntent", "AuthenticateIntent", "QuickMenuIntent", "QuickMenu2Intent",
                "SmartMenuIntent",
                "QuickLookExtendedIntent", "HomeIntent", "PickColourIntent", "EditTextIntent", "EditPendingNotificationsIntent",
                "GetSymbolNameIntent", "GetTBPToolsIntent", "IsPremiumUnlockedIntent", "CheckIfInstalledIntent",
                "GetWorkoutsIntent",
                "GetActivityIntent", "RecogniseSpeechIntent",
            ]
        ),
        ("Apple's natural-language analysis (names, places, language, sentiment)", ["GetDetailFromTextIntent"]),
        (
            "the app's folder bookmarks or file tags",
            [
                "TagFilesIntent", "BookmarkFileIntent", "CreateFoldersIntent", "SaveFilesToBookmarkedFoldersIntent",
                "GetFilesFromBookmarkedFolderIntent",
                "ListContentsOfBookmarkedFolderIntent", "EditBookmarkedFileIntent", "DeleteFilesInBookmarkedFolderIntent",
                "EditFolderBookmarksIntent",
            ]
        ),
        (
            "the app's own online services and accounts (movie, TV, book, game and photo searches, update checks, exchange rates)",
            [
                "FindGamesRawgIntent", "FindMovies2Intent", "GetMovieDetails2Intent", "FindTvShowsIntent",
                "GetTvShowDetailsIntent",
                "FindBooksIntent", "FindPexelPhotosIntent", "FindVideosIntent", "DownloadUnsplashPhotosIntent",
                "CheckForUpdatesIntent",
                "BugExampleIntent", "ConvertCurrencyIntent",
            ]
        ),
    ]

    /// Gizmo Pack's and Data Jar's device-bound intents by what they need (Gizmo Pack's
    /// descriptions in the Open-Jellycore compiler's table say what each does).
    static let otherApps: [(prefix: String, needs: String, intents: [String])] = [
        ("ke.bou.GizmoPack.", "Apple Wallet", ["AddWalletPassIntent"]),
        (
            "ke.bou.GizmoPack.", "the app's pass-signing certificate (a Wallet pass is signed by the app that issues it)",
            ["CreateWalletPassIntent"]
        ),
        ("ke.bou.GizmoPack.", "Apple Maps (a snapshot of the map)", ["SnapshotMapIntent"]),
        (
            "ke.bou.GizmoPack.", "the app's own search screen (its choice comes back through the clipboard)",
            ["FuzzyFinderIntent"]
        ),
        ("dk.simonbs.DataJar.", "the app's own value viewer", ["ViewValueIntent"]),
    ]

    /// Portable intents whose output the app's published definition does not describe (the keys of
    /// the dictionary they give), by full identifier: counted as "not built yet", with the reason.
    static let undescribed: [String: String] = [
        "ke.bou.GizmoPack.FileInfoIntent": "File Info: the definition does not name the keys of the dictionary it gives",
        "ke.bou.GizmoPack.ShortcutMetadataIntent":
            "Shortcut Metadata: the definition does not name the keys of the dictionary it gives",
    ]

    /// The app named by an identifier's prefix.
    static func app(of identifier: String) -> String {
        if identifier.hasPrefix(ActionsAppMappings.prefix) { return ActionsAppMappings.app }
        if identifier.hasPrefix(GizmoPackMappings.prefix) { return GizmoPackMappings.app }
        if identifier.hasPrefix(DataJarMappings.prefix) { return DataJarMappings.app }
        return ToolboxProMappings.app
    }

    /// Portable intents (text, numbers, dates, URLs, files) this engine has not built yet, by their
    /// title: counted as "not built yet", not as needing a device.
    static let notBuilt: [String: String] = {
        var table: [String: String] = [:]
        // Every portable intent of both apps' definitions is built; an app's newer intent found
        // portable and not yet built goes here.
        let actions: [String: String] = [:]
        let toolboxPro: [String: String] = [:]
        for (intent, title) in actions { table[ActionsAppMappings.prefix + intent] = title }
        for (intent, title) in toolboxPro { table[ToolboxProMappings.prefix + intent] = title }
        return table.merging(undescribed) { first, _ in first }
    }()

    /// What an unmapped intent needs, by full identifier.
    static let needs: [String: String] = {
        var table: [String: String] = [:]
        for (needs, intents) in actions {
            for intent in intents { table[ActionsAppMappings.prefix + intent] = needs }
        }
        for (needs, intents) in toolboxPro {
            for intent in intents { table[ToolboxProMappings.prefix + intent] = needs }
        }
        for (prefix, needs, intents) in otherApps {
            for intent in intents { table[prefix + intent] = needs }
        }
        return table
    }()

    /// The reason an unmapped intent of the tables cannot run here, or nil.
    static func reason(_ identifier: String) -> String? {
        let app = app(of: identifier)
        if let title = notBuilt[identifier] { return "\(app) action not built here yet: \(title)" }
        guard let needs = needs[identifier] else { return nil }
        return "\(app) action needs an Apple device: \(needs)"
    }
}
