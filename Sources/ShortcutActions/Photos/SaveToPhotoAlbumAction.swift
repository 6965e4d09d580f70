import Foundation
import SafeFiles
import ShortcutEngine

/// Save to Photo Album: copies images and videos into the photo library folder (Recents: its top;
/// an album: its subfolder, made when missing), never replacing a photo (`IMG 2.jpg`).
public enum SaveToPhotoAlbumAction: Action {
    static let photos = Parameter<[Value]>(
        "photos", wireKey: "WFInput", summary: "The images and videos (files, or their paths) to save.")
    static let album = Parameter<String>(
        "album", wireKey: "WFCameraRollSelectedGroup", label: "Album",
        summary: "The album (a subfolder's name); Recents (or Camera Roll, All Photos): the library's top folder.",
        default: "Recents")

    public static let definition = ActionDefinition(
        "is.workflow.actions.savetocameraroll", name: "Save to Photo Album",
        summary:
            "Copies images and videos into the photo library folder: Recents is its top folder, an album its subfolder (made when missing). A name already taken gets a number (IMG 2.jpg); nothing is replaced; `shortcut undo` removes the copies.",
        category: "Photos",
        parameters: [photos, album],
        input: photos, output: .produces(.list), outputName: "Saved Photo Media")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let given = try parameters[Self.photos].filter { !$0.isNothing }
        // Apple's Save to Photo Album finishes with nothing saved, and no error, when given nothing.
        if given.isEmpty { return .nothing }
        let library = try PhotoLibrary(context: context, parameter: "album", reading: false)
        let access = library.access
        let fileSystem = access.fileSystem
        let (shown, folder) = try library.folder(ofAlbum: try parameters[Self.album], parameter: "album")
        var sources: [(given: String, absolute: String)] = []
        for file in try FileInputs.references(.list(given), parameter: "photos", coercion: context.coercion) {
            let absolute = try access.allowed(file.path, access: .contents, parameter: "photos")
            guard fileSystem.kind(at: absolute) == .file else {
                throw ActionFailure(FileActionFailure.noSuchFile(file.path), parameter: "photos")
            }
            let sniffed = { (try? fileSystem.read(at: absolute, upTo: MediaKind.sniffLength)).flatMap(MediaKind.sniff) }
            guard MediaKind.of(name: file.name) ?? sniffed() != nil else {
                throw ActionFailure(PhotoFailure.notMedia("'\(file.name)'"), parameter: "photos")
            }
            sources.append((file.path, absolute))
        }
        if !sources.isEmpty { try FileInputs.makeFolder(folder, verb: "save", access: access, parameter: "album") }
        var saved: [Value] = []
        for source in sources {
            let name = (source.absolute as NSString).lastPathComponent
            let target = UniqueName.first(PathText.join(folder, name)) { !fileSystem.exists($0) }
            if access.dryRun { access.preview("save \(source.given) to the photo library as \(access.display(target))") }
            try access.perform(.copy(source.given, to: access.display(target)), parameter: "photos") {
                () throws(FileSystemError) in
                try fileSystem.copy(from: source.absolute, to: target)
            }
            try access.made([target], verb: "save", as: .saved, parameter: "photos")
            saved.append(.file(FileReference(path: PathText.join(shown, PathText.name(target)))))
        }
        return .list(saved)
    }
}
