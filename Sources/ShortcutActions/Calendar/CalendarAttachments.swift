import Foundation
import ICalendar
import SafeFiles
import ShortcutEngine

/// Files attached inline to an event or a reminder (RFC 5545 §3.8.1.1: `ATTACH` with
/// `ENCODING=BASE64;VALUE=BINARY`), so that the item's file carries them wherever it is synced.
enum CalendarAttachments {
    /// The media types (`FMTTYPE`) of the files Apple's actions attach: images, videos, PDFs.
    static let mediaTypes = [
        "jpg": "image/jpeg", "jpeg": "image/jpeg", "png": "image/png", "gif": "image/gif", "heic": "image/heic",
        "heif": "image/heif", "webp": "image/webp", "tif": "image/tiff", "tiff": "image/tiff", "bmp": "image/bmp",
        "pdf": "application/pdf", "mov": "video/quicktime", "mp4": "video/mp4", "m4v": "video/x-m4v",
    ]

    /// Edit Event's Attachments and Edit Reminder's Images: the `ATTACH` properties of the files
    /// `given`; none for nothing (Remove All).
    static func inline(_ given: Value, context: ActionContext) throws -> [CalendarProperty] {
        guard !given.isNothing else { return [] }
        return try inline(given, store: CalendarStore(context: context, parameter: "value", reading: false), parameter: "value")
    }

    /// The file extension a media type is saved with: the shortest of `mediaTypes`' names for it
    /// (`jpg`, `tif`), `dat` for another type.
    static func fileExtension(ofMediaType type: String?) -> String {
        mediaTypes.filter { $0.value == type }.map(\.key).min { ($0.count, $0) < ($1.count, $1) } ?? "dat"
    }

    /// The `ATTACH` properties of `files` (files, or their paths), read through file access that
    /// also allows the photo library (photos are what Apple's actions attach). Together they are at
    /// most half the size of an iCalendar file the actions read (`CalendarLimits.fileBytes`).
    static func inline(_ files: Value, store: CalendarStore, parameter: String) throws -> [CalendarProperty] {
        let context = store.context
        let access = context.files(alsoAllowing: [store.root] + (context.photoLibrary.map { [$0] } ?? []))
        let budget = CalendarLimits.fileBytes / 2
        var used = 0
        var attached: [CalendarProperty] = []
        for file in try FileInputs.references(files, parameter: parameter, coercion: context.coercion) {
            let absolute = try access.allowed(file.path, access: .contents, parameter: parameter)
            let fileSystem = access.fileSystem
            let data = try access.perform(.read(file.path), parameter: parameter) { () throws(FileSystemError) -> Data in
                try fileSystem.read(at: absolute, upTo: budget - used + 1)
            }
            used += data.count
            guard used <= budget else {
                throw ActionFailure(CalendarFailure.attachmentsTooLarge(limit: budget), parameter: parameter)
            }
            let type = mediaTypes[file.fileExtension.lowercased()] ?? "application/octet-stream"
            attached.append(
                CalendarProperty(
                    name: "ATTACH", value: data.base64EncodedString(),
                    parameters: [
                        CalendarParameter(name: "FMTTYPE", value: type), CalendarParameter(name: "ENCODING", value: "BASE64"),
                        CalendarParameter(name: "VALUE", value: "BINARY"),
                        CalendarParameter(name: "X-FILENAME", value: file.name),
                    ]))
        }
        return attached
    }
}

extension CalendarAttachments {
    /// Whether an `ATTACH` is an image (its `FMTTYPE`): a reminder's Images.
    static func isImage(_ attachment: CalendarProperty) -> Bool {
        attachment.parameter("FMTTYPE")?.lowercased().hasPrefix("image/") ?? false
    }

    /// Get Details of Calendar Events' Attachments and of Reminders' Images (`onlyImages`), as
    /// Apple's gives each attachment's file: every `ATTACH` of the item (`kind`) in `record` — a
    /// link as its URL, a file kept inline saved in the run's download folder under its name
    /// (`X-FILENAME`, else `Attachment` with its media type's extension). Nothing when it has none.
    static func values(
        ofRecord record: String, kind: CalendarKind, onlyImages: Bool = false, context: ActionContext, parameter: String
    ) throws -> Value {
        let item = (try? ICalendarReader.read(record))?.flatMap(\.components).first { $0.name == kind.component }
        var values: [Value] = []
        for attachment in item?.properties(named: "ATTACH") ?? [] where !onlyImages || isImage(attachment) {
            guard attachment.parameter("VALUE")?.uppercased() == "BINARY" else {
                values.append(.url(attachment.value))
                continue
            }
            guard let data = Data(base64Encoded: attachment.value, options: .ignoreUnknownCharacters) else { continue }
            let given = attachment.parameter("X-FILENAME").map(PathText.name) ?? ""
            let name =
                given.isEmpty || given.hasPrefix(".")
                ? "Attachment." + fileExtension(ofMediaType: attachment.parameter("FMTTYPE")?.lowercased()) : given
            guard let file = try DownloadFolder.save(data, name: name, context: context, parameter: parameter) else {
                throw ActionFailure(CalendarFailure.noFolderForAttachments, parameter: parameter)
            }
            values.append(file)
        }
        return values.isEmpty ? .nothing : .list(values)
    }
}
