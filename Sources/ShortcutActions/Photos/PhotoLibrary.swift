import Foundation
import Images
import SafeFiles
import ShortcutEngine

/// One photo or video of the library, with what the file system and its folder's lists say.
struct Photo {
    /// The path: the library's path as configured, then the album folder and the name.
    var path: String
    var name: String
    /// The album (the subfolder's name); empty for a photo at the library's top (in Recents only).
    var album: String
    var kind: MediaKind
    var attributes: FileAttributes
    /// Named in its folder's `.favorites` list.
    var isFavorite: Bool
    /// Named like a screenshot, or in its folder's `.screenshots` list (`PhotoLibrary.isScreenshot`).
    var isScreenshot: Bool

    /// The photo as a workflow value: a file.
    var value: Value { .file(FileReference(path: path)) }
}

/// The photo library as a folder (docs/photos.md): media files at its top and in its subfolders,
/// the albums (one level; hidden names skipped). Reached through file access that also allows the
/// library folder, which only the photo actions get.
final class PhotoLibrary {
    /// The folder as configured (what paths of photos start with).
    let root: String
    /// File access allowing the library (and the user's allowed folders, for inputs).
    let access: FileAccess
    /// The absolute path of the library folder.
    let absoluteRoot: String
    /// The run's time zone: EXIF dates are local times.
    let zone: TimeZone
    private var headerCache: [String: ImageHeaders] = [:]
    private var movieCache: [String: MovieHeader] = [:]

    /// The list files a folder may hold: names of favourites, and of screenshots not named like one.
    static let favoritesFile = ".favorites"
    static let screenshotsFile = ".screenshots"
    /// The largest list file read (`PhotoLimits.listFileBytes`); longer lists are read this far.
    static let listFileLimit = PhotoLimits.listFileBytes
    /// Album names that mean the whole library (Apple's Recents, and its older names).
    static let recentsNames = ["recents", "camera roll", "all photos"]

    /// The library folder is missing: it reads as an empty library (as a new phone's has no photos).
    private(set) var isMissing = false

    /// The run's photo library. `reading`: a missing folder reads as an empty library, with a run
    /// warning naming it (an error under `RunOptions.strict`); otherwise (saving) it is created
    /// when needed. Failures name `parameter`.
    init(context: ActionContext, parameter: String?, reading: Bool = true) throws {
        guard let root = context.photoLibrary, !root.isEmpty else {
            throw ActionFailure(PhotoFailure.noLibrary, parameter: parameter)
        }
        self.root = root
        access = context.files(alsoAllowing: [root])
        absoluteRoot = try access.allowed(root, access: .contents, parameter: parameter)
        zone = context.host.timeZone
        if reading, access.fileSystem.kind(at: absoluteRoot) != .folder {
            isMissing = true
            try context.warn(PhotoFailure.libraryMissing(root), parameter: parameter)
        }
    }

    /// The folder of `album` (nil or a Recents name: the library's top), checked to be one name.
    func folder(ofAlbum album: String?, parameter: String) throws -> (given: String, absolute: String) {
        guard let album, !album.isEmpty, !Self.recentsNames.contains(album.lowercased()) else { return (root, absoluteRoot) }
        do { try PathPolicy.checkName(album) } catch {
            throw ActionFailure(PhotoFailure.badAlbumName(album), parameter: parameter)
        }
        guard !album.hasPrefix(".") else { throw ActionFailure(PhotoFailure.badAlbumName(album), parameter: parameter) }
        return (PathText.join(root, album), PathText.join(absoluteRoot, album))
    }

    /// Every photo and video: the library's top, then each album, names in natural order; limited
    /// to `maxItems` (the run's list limit).
    func photos(maxItems: Int, parameter: String?) throws -> [Photo] {
        guard !isMissing else { return [] }
        var found: [Photo] = []
        let top = try names(in: absoluteRoot, parameter: parameter)
        try add(top.files, folder: absoluteRoot, shown: root, album: "", to: &found, maxItems: maxItems, parameter: parameter)
        for album in top.folders {
            let folder = PathText.join(absoluteRoot, album)
            let inside = try names(in: folder, parameter: parameter)
            try add(
                inside.files, folder: folder, shown: PathText.join(root, album), album: album, to: &found, maxItems: maxItems,
                parameter: parameter)
        }
        return found
    }

    /// The photo at `path` when it is a photo or video inside the library; nil otherwise.
    func photo(at path: String, parameter: String) throws -> Photo? {
        guard !isMissing else { return nil }
        let absolute = try access.allowed(path, access: .item, parameter: parameter)
        guard absolute.hasPrefix(absoluteRoot + "/") else { return nil }
        let relative = absolute.dropFirst(absoluteRoot.count + 1).split(separator: "/").map(String.init)
        guard relative.count == 1 || relative.count == 2, !relative.contains(where: { $0.hasPrefix(".") }) else { return nil }
        let folder = PathText.folder(absolute)
        var matches: [Photo] = []
        try add(
            [relative[relative.count - 1]], folder: folder, shown: relative.count == 2 ? PathText.join(root, relative[0]) : root,
            album: relative.count == 2 ? relative[0] : "", to: &matches, maxItems: 1, parameter: parameter)
        return matches.first.map {
            var photo = $0; photo.path = path; return photo
        }
    }

    /// The EXIF and frame facts of an image (read once per run of the action, from its first bytes).
    func headers(_ photo: Photo) -> ImageHeaders {
        if let known = headerCache[photo.path] { return known }
        var headers = ImageHeaders(Data())
        if photo.kind == .image, let absolute = try? access.allowed(photo.path, access: .contents),
            let data = try? access.fileSystem.read(at: absolute, upTo: ImageHeaders.prefixLength)
        {
            headers = ImageHeaders(data)
        }
        headerCache[photo.path] = headers
        return headers
    }

    /// A video's movie header (duration, frame rate, size as shown), read by position from its
    /// movie box wherever it is in the file (`MovieHeader`); empty for an image and for a video
    /// that does not read (damaged, or not QuickTime or MPEG-4), as Apple's empty details are.
    func movie(_ photo: Photo) -> MovieHeader {
        if let known = movieCache[photo.path] { return known }
        var movie = MovieHeader()
        if photo.kind == .video, let absolute = try? access.allowed(photo.path, access: .contents),
            let file = try? access.fileSystem.openForReading(at: absolute),
            let read = try? MovieHeader.read(file)
        {
            movie = read
        }
        movieCache[photo.path] = movie
        return movie
    }

    /// When the photo was taken (`DateTaken.of`: the EXIF date where the file has one, JPEG or
    /// PNG, a video's recording time from its movie header, otherwise the file's modification date).
    func dateTaken(_ photo: Photo) -> Date {
        let attributes = photo.attributes
        return DateTaken.of(
            exif: headers(photo).exif, recorded: photo.kind == .video ? movie(photo).created : nil,
            modified: attributes.modificationDate, created: attributes.creationDate, zone: zone)
            ?? .distantPast
    }

    /// Whether a file is a screenshot by its name: `Screenshot…` or `Screen Shot…` (any case), as
    /// macOS, GNOME, KDE and Windows name them.
    static func isScreenshot(name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasPrefix("screenshot") || lower.hasPrefix("screen shot")
    }

    // MARK: - Reading folders

    /// A folder's visible names: files and (at the top) folders, each in natural order.
    private func names(in folder: String, parameter: String?) throws -> (files: [String], folders: [String]) {
        try VisibleEntries.of(folder, access: access, parameter: parameter)
    }

    /// Adds the media among `names` (in `folder`) to `found`.
    private func add(
        _ names: [String], folder: String, shown: String, album: String, to found: inout [Photo], maxItems: Int,
        parameter: String?
    ) throws {
        guard !names.isEmpty else { return }
        let favorites = list(Self.favoritesFile, in: folder)
        let screenshots = list(Self.screenshotsFile, in: folder)
        let fileSystem = access.fileSystem
        for name in names {
            let absolute = PathText.join(folder, name)
            guard
                let kind = MediaKind.of(name: name)
                    ?? (try? fileSystem.read(at: absolute, upTo: MediaKind.sniffLength)).flatMap(MediaKind.sniff)
            else { continue }
            guard found.count < maxItems else {
                throw ActionFailure(RunFailure.tooManyItems(limit: maxItems), parameter: parameter)
            }
            let attributes = try access.perform(.readDetails(access.display(absolute)), parameter: parameter) {
                () throws(FileSystemError) -> FileAttributes in try fileSystem.attributes(at: absolute)
            }
            found.append(
                Photo(
                    path: PathText.join(shown, name), name: name, album: album, kind: kind, attributes: attributes,
                    isFavorite: favorites.contains(name),
                    isScreenshot: kind == .image && (Self.isScreenshot(name: name) || screenshots.contains(name))))
        }
    }

    /// The names a folder's list file holds, one a line (blank lines and `#` comments skipped).
    private func list(_ file: String, in folder: String) -> Set<String> {
        guard let data = try? access.fileSystem.read(at: PathText.join(folder, file), upTo: Self.listFileLimit) else { return [] }
        return Set(
            String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).map {
                $0.trimmingCharacters(in: .whitespaces)
            }.filter { !$0.isEmpty && !$0.hasPrefix("#") })
    }
}
