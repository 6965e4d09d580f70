import ShortcutEngine

/// Failures of the photo library actions and of the ways out (Share, AirDrop, Open In).
enum PhotoFailure: FailureFacts, Equatable {
    /// No photo library folder is set (`RunOptions.photoLibrary`).
    case noLibrary
    /// The photo library folder does not exist (or is not a folder): a warning, the library reads as empty.
    case libraryMissing(String)
    /// An item given to Save to Photo Album that is no image or video (its name, or its type's article).
    case notMedia(String)
    /// Delete Photos, Find Photos: an item outside the photo library.
    case notInLibrary(path: String, library: String)
    /// Select Photos: the library (or album) has nothing to choose.
    case nothingToSelect(String)
    /// Save to Photo Album: an album name that is not one folder name.
    case badAlbumName(String)
    /// Share, AirDrop, Open In: no outbox set and the opener not allowed.
    case noOutbox
    /// Share, AirDrop, Open In: nothing was given to hand out.
    case nothingToHandOut(String)

    var message: String {
        switch self {
        case .noLibrary: return "no photo library folder is set"
        case .libraryMissing(let path): return "the photo library folder '\(path)' does not exist: it has no photos"
        case .notMedia(let item): return "\(item) is not a photo or a video"
        case .notInLibrary(let path, let library): return "'\(path)' is not in the photo library '\(library)'"
        case .nothingToSelect(let library): return "the photo library '\(library)' has no photos or videos to select"
        case .badAlbumName(let name): return "'\(name)' is not an album name"
        case .noOutbox: return "no outbox folder is set to hand the items to"
        case .nothingToHandOut(let action): return "\(action) was given nothing to hand out"
        }
    }

    var hint: String? {
        switch self {
        case .noLibrary: return nil
        case .libraryMissing: return "create the folder (Save to Photo Album creates it) and put photos in it"
        case .notMedia:
            return
                "the photo library takes image files (\(MediaKind.image.extensions.joined(separator: ", "))) and videos (\(MediaKind.video.extensions.joined(separator: ", ")))"
        case .notInLibrary:
            return "give photos of the library: what Find Photos, Get Latest Photos or Select Photos found"
        case .nothingToSelect:
            return "save photos to the library first (Save to Photo Album), or copy image files into its folder"
        case .badAlbumName: return "an album is a folder directly inside the photo library: give its name alone, without '/'"
        case .noOutbox: return nil
        case .nothingToHandOut: return "give it a file, text or a URL (the previous action's output, or its input parameter)"
        }
    }

    var remedy: Remedy? {
        switch self {
        case .noLibrary, .libraryMissing: return .choosePhotoLibrary
        case .noOutbox: return .chooseOutbox
        default: return nil
        }
    }

    var exitCode: ExitCode {
        switch self {
        case .libraryMissing: return .missingInput
        default: return .actionFailed
        }
    }
}
