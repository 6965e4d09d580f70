import XCTest

@testable import ShortcutImport

/// Issue 24 item 5: every intent of the Actions app (its intent definition, sindresorhus/Actions,
/// IntentsExtension/Intents.intentdefinition before the 2022 rewrite: 82 intents) and of Toolbox Pro
/// (the Open-Jellycore compiler's Toolbox Pro table, GPL-3.0: 146 intents), and of Gizmo Pack and
/// Data Jar (the same compiler's tables: 22 and 9 intents) is classified: mapped to
/// an action here, needing an Apple device or the app (with the reason), or portable and not built
/// yet (with its title). Only the intents' names are copied here.
final class ThirdPartyIntentListTests: IsolatedTestCase {
    /// The Actions app's intents, as their identifiers end.
    /// Gizmo Pack's intents.
    static let gizmoPackIntents = [
        "AddWalletPassIntent", "CombineListsIntent", "CreateWalletPassIntent", "EncodeHexIntent", "EncodePlistIntent",
        "FileInfoIntent", "FilterDictionariesIntent", "FuzzyFinderIntent", "GenerateCSVIntent", "HashDataIntent",
        "OverwriteFileIntent", "ParseCSVIntent", "ParseDateIntent", "QueryDocumentIntent", "QueryJSONIntent",
        "QueryRecordsIntent", "RandomDataIntent", "ShortcutMetadataIntent", "SignJWTIntent", "SnapshotMapIntent",
        "TrimFileIntent", "UniversalVariablesIntent",
    ]

    /// Data Jar's intents.
    static let dataJarIntents = [
        "CheckIfValueExistsIntent", "DeleteValueIntent", "GetChildCountIntent", "GetKeysIntent", "GetTypeOfValueIntent",
        "GetValueIntent", "InsertValueInArrayIntent", "SetValueIntent", "ViewValueIntent",
    ]

    static let actionsIntents = [
        "AddToListIntent", "ApplyCaptureDateIntent", "ChooseFromListExtendedIntent", "ClampNumberIntent", "CombineListsIntent",
        "CreateColorImageIntent",
        "CreateURLIntent", "DateToUnixTimeIntent", "EditURLIntent", "FilterListIntent", "FormatCurrencyIntent",
        "FormatDateDifferenceIntent",
        "FormatDurationIntent", "FormatNumberCompactIntent", "GenerateCSVIntent", "GenerateUUIDIntent", "GeoURIIntent",
        "GetAudioPlaybackDestinationIntent",
        "GetBatteryStateIntent", "GetDeviceOrientationIntent", "GetEmojisIntent", "GetFileIconIntent", "GetFilePathIntent",
        "GetMusicPlaylistsIntent",
        "GetQueryItemValueFromURLIntent", "GetQueryItemsFromURLAsDictionaryIntent", "GetQueryItemsFromURLIntent",
        "GetRelatedWordsIntent", "GetRunningAppsIntent", "GetTitleOfURLIntent",
        "GetUniformTypeIdentifierIntent", "GetUnsplashImageIntent", "GetUserDetailsIntent", "HapticFeedbackIntent",
        "HideShortcutsAppIntent", "IsAudioPlayingIntent",
        "IsBluetoothOnIntent", "IsConnectedToVPNIntent", "IsDarkModeIntent", "IsDeviceOrientationIntent", "IsLowPowerModeIntent",
        "IsOnlineIntent",
        "IsReachableIntent", "IsScreenLockedIntent", "IsSilentModeOnIntent", "IsWiFiOnIntent", "MergeDictionariesIntent",
        "ParseCSVIntent",
        "ParseJSON5Intent", "PrettyPrintDictionariesIntent", "RandomBooleanIntent", "RandomColorIntent", "RandomDateTimeIntent",
        "RandomEmojiIntent",
        "RandomFloatingPointNumberIntent", "RandomTextIntent", "RemoveDuplicateLinesIntent", "RemoveDuplicatesFromListIntent",
        "RemoveEmojiIntent", "RemoveEmptyLinesIntent",
        "RemoveFromListIntent", "RemoveNonPrintableCharactersIntent", "ReverseListIntent", "RoundNumberToMultipleIntent",
        "SampleColorIntent", "ScanDocumentsIntent",
        "ScanQRCodesInImageIntent", "SendFeedbackIntent", "SetFileCreationModificationDateIntent", "ShuffleListIntent",
        "SortListIntent", "SpellOutNumberIntent",
        "SymbolImageIntent", "TranscribeAudioIntent", "TransformListsIntent", "TransformTextIntent",
        "TransformTextWithJavaScriptIntent", "TrimWhitespaceIntent",
        "TruncateListIntent", "TruncateTextIntent", "UnixTimeToDateIntent", "WriteTextIntent",
    ]

    /// Toolbox Pro's intents, as their identifiers end.
    static let toolboxProIntents = [
        "AddContactGroupIntent", "AddContactIntent", "AddMusicToLibraryIntent", "AddPhotoAlbumIntent", "AddToListIntent",
        "AddTracksToPlaylistIntent",
        "AnalyseImageIntent", "AuthenticateIntent", "AverageColourIntent", "BatteryStatusIntent", "BlurImagesIntent",
        "BookmarkFileIntent",
        "BugExampleIntent", "BuildURLIntent", "CalculateWithSoulverIntent", "CheckForUpdatesIntent", "CheckGVIntent",
        "CheckIfInstalledIntent",
        "ConsoleIntent", "ConvertCurrencyIntent", "CreateCalendarIntent", "CreateEventIntent", "CreateFoldersIntent",
        "CreateIconIntent",
        "CreateInterestHeatMapsIntent", "CreateMatteIntent", "CreateMenuIntent", "CreatePlaylistIntent", "CreateQueryItemIntent",
        "CreateReminderIntent",
        "CreateRemindersListIntent", "CreateTextImageIntent", "CropIntent", "DeleteFilesInBookmarkedFolderIntent",
        "DeleteFromDictionaryIntent", "DetectFacesIAIHIntent",
        "DetectFacesIntent", "DetectQRImageIntent", "DeviceDetailsIntent", "DeviceLanguageIntent", "DeviceMotionIntent",
        "DeviceStorageIntent",
        "DownloadUnsplashPhotosIntent", "EditBookmarkedFileIntent", "EditEventIntent", "EditFolderBookmarksIntent",
        "EditPendingNotificationsIntent", "EditReminderIntent",
        "EditTextIntent", "FilterImageIntent", "FilterImagesIAIHIntent", "FilterListIntent", "FindAlbumsIntent",
        "FindArtistsIntent",
        "FindBooksIntent", "FindGamesRawgIntent", "FindMovies2Intent", "FindPexelPhotosIntent", "FindPlaylistsIntent",
        "FindSongsIntent",
        "FindTvShowsIntent", "FindVideosIntent", "FormatCurrencyIntent", "FormatDateExtendedIntent", "FormatNumberAsTextIntent",
        "GenerateThumbnailsIntent",
        "GenerateUUIDIntent", "GetActivityIntent", "GetAudioIntent", "GetAudioOutputsIntent", "GetCalendarsIntent",
        "GetColoursIntent",
        "GetDetailFromTextIntent", "GetDetailsOfLocationIntent", "GetDeviceMotionIAIHIntent", "GetEventIDIntent",
        "GetFileURLIntent", "GetFilesFromBookmarkedFolderIntent",
        "GetFromDictionaryIntent", "GetLinksToSongIntent", "GetLocationFromCoordsIntent", "GetLocationFromTextIntent",
        "GetLocationFromW3WIntent", "GetMenuItemIntent",
        "GetMovieDetails2Intent", "GetPhotoAlbumsIntent", "GetPlaylistsIntent", "GetRecentSongsIntent", "GetRelativeDateIntent",
        "GetReminderIDIntent",
        "GetReminderListsIntent", "GetSymbolNameIntent", "GetTBPToolsIntent", "GetTextFromImageIntent",
        "GetTextFromImagesIAIHIntent", "GetTvShowDetailsIntent",
        "GetUTIIntent", "GetW3WIntent", "GetWorkoutsIntent", "GlobalVariablesIntent", "HapticFeedbackIntent", "HomeIntent",
        "InternetConnectionIntent", "IsAudioPlayingIntent", "IsDarkModeOnIntent", "IsPremiumUnlockedIntent",
        "IsSilentModeOnIntent", "IsTheSunUpIntent",
        "IsVPNConnectedIntent", "ListContentsOfBookmarkedFolderIntent", "ParseWebsiteSourceIntent", "PerformCalculationIntent",
        "PickColourIntent", "PingServerIntent",
        "PlayMusicIntent", "PluraliseIntent", "PrettyPrintIntent", "QuickLookExtendedIntent", "QuickMatchTextIntent",
        "QuickMenu2Intent",
        "QuickMenuIntent", "RateSongsIntent", "RecogniseObjectsInImageIntent", "RecogniseSpeechIntent", "RemoveDuplicatesIntent",
        "RemoveEmojiIntent",
        "RemoveItemsFromListIntent", "ResizeImageExtendedIntent", "ReverseListIntent", "SalientCropIntent",
        "SaveFilesToBookmarkedFoldersIntent", "ScaleImagesIAIHIntent",
        "ScanDocumentIntent", "ScanNFCIntent", "SearchForEmojiIntent", "SeekPlaybackIntent", "SetNestedDictionaryValueIntent",
        "ShuffleListIntent",
        "SmartCropIntent", "SmartMenuIntent", "SortDictionariesIntent", "SortListIntent", "SplitPDFIntent", "TagFilesIntent",
        "TrimTextIntent", "ViewMapIntent",
    ]

    /// How an intent is classified, or nil.
    func classification(_ identifier: String) -> String? {
        if !ThirdPartyMappings.mappings(identifier).isEmpty { return "mapped" }
        if ThirdPartyDeviceIntents.needs[identifier] != nil { return "needs" }
        if ThirdPartyDeviceIntents.notBuilt[identifier] != nil { return "not built" }
        return nil
    }

    func testEveryIntentOfBothAppsIsClassified() {
        var counts: [String: Int] = [:]
        for (prefix, names) in Self.apps {
            for name in names {
                let kind = classification(prefix + name)
                XCTAssertNotNil(kind, "\(prefix + name) is not classified")
                counts[prefix + (kind ?? "none"), default: 0] += 1
            }
        }
        XCTAssertEqual(Self.actionsIntents.count, 82)
        XCTAssertEqual(Self.toolboxProIntents.count, 146)
        XCTAssertEqual(Self.gizmoPackIntents.count, 22)
        XCTAssertEqual(Self.dataJarIntents.count, 9)
        print("third-party intents classified:", counts.sorted { $0.key < $1.key })
    }

    func testTheListedIntentsAreTheAppsOwn() {
        for identifier in ThirdPartyDeviceIntents.needs.keys.sorted() + ThirdPartyDeviceIntents.notBuilt.keys.sorted() {
            let app = Self.apps.first { identifier.hasPrefix($0.prefix) }
            XCTAssertTrue(app?.names.contains(String(identifier.dropFirst(app?.prefix.count ?? 0))) == true, identifier)
        }
    }

    /// Each app's prefix and intents.
    static let apps: [(prefix: String, names: [String])] = [
        (ActionsAppMappings.prefix, actionsIntents), (ToolboxProMappings.prefix, toolboxProIntents),
        ("ke.bou.GizmoPack.", gizmoPackIntents), (DataJarMappings.prefix, dataJarIntents),
    ]
}
