import Foundation
import SafeFiles
import ShortcutEngine

/// Where Share, AirDrop and Open In hand items: a copy in the outbox folder (`RunOptions.outbox`)
/// or, when the run allows it (`RunOptions.openShared`), the host's opener. Each item's
/// destination is presented (the command line prints it on standard error).
enum Outbox {
    /// Hands every item of `value` on, in order, for the action named `via`; returns `value` (the
    /// actions pass their input through).
    static func handOut(_ value: Value, via: String, parameter: String, context: ActionContext) throws -> Value {
        let items = value.items
        guard !items.isEmpty else { throw ActionFailure(PhotoFailure.nothingToHandOut(via), parameter: parameter) }
        // A photo of the library may be shared as Apple's can, so the library is readable here too.
        let library = [context.photoLibrary].compactMap { $0 }.filter { !$0.isEmpty }
        if context.opensShared {
            let access = context.files(alsoAllowing: library)
            for item in items { try open(item, via: via, parameter: parameter, access: access, context: context) }
            return value
        }
        guard let outbox = context.outbox, !outbox.isEmpty else {
            throw ActionFailure(PhotoFailure.noOutbox, parameter: parameter)
        }
        let access = context.files(alsoAllowing: [outbox] + library)
        let folder = try access.allowed(outbox, access: .contents, parameter: parameter)
        for item in items {
            let target = try copy(item, into: folder, access: access, parameter: parameter, context: context)
            context.host.present(
                .handedOut(
                    via: via, item: label(item, context: context), destination: PathText.join(outbox, PathText.name(target))))
        }
        return value
    }

    /// What an item is called in the line that says where it went: a file's path, else its name.
    static func label(_ item: Value, context: ActionContext) -> String {
        if case .file(let file) = item.unnamed { return file.path }
        if case .url(let url) = item.unnamed { return url }
        return fileName(item)
    }

    /// The file an item that is not a file becomes: its given name (Set Name), else Apple's names
    /// for text ("Text.txt"), rich text ("Rich Text.html") and URLs ("URL.txt"); an event or a
    /// reminder is its iCalendar file, named by its title.
    static func fileName(_ item: Value) -> String {
        if let name = item.givenName { return name }
        switch item.unnamed {
        case .richText: return "Rich Text.html"
        case .item(let libraryItem): return stem(libraryItem.title, otherwise: libraryItem.kind) + ".ics"
        case .url: return "URL.txt"
        default: return "Text.txt"
        }
    }

    /// `title` as a file name's stem: `/` and control characters as `-`, at most 200 bytes; `otherwise` when empty.
    static func stem(_ title: String, otherwise: String) -> String {
        var stem = ""
        for character in title.trimmingCharacters(in: .whitespacesAndNewlines) {
            let replaced: Character = character == "/" || character.unicodeScalars.contains { $0.value < 0x20 } ? "-" : character
            guard stem.utf8.count + String(replaced).utf8.count <= 200 else { break }
            stem.append(replaced)
        }
        return stem.isEmpty || stem == "." || stem == ".." ? otherwise : stem
    }

    /// The item to the host's opener: a file or URL as it is, anything else written to a file in
    /// the download folder first.
    private static func open(_ item: Value, via: String, parameter: String, access: FileAccess, context: ActionContext) throws {
        switch item.unnamed {
        case .file(let file):
            let absolute = try access.allowed(file.path, access: .contents, parameter: parameter)
            guard access.fileSystem.exists(absolute) else {
                throw ActionFailure(FileActionFailure.noSuchFile(file.path), parameter: parameter)
            }
            try context.host.open(absolute)
        case .url(let url): try context.host.open(url)
        default:
            guard let folder = context.downloadDirectory else { throw ActionFailure(PhotoFailure.noOutbox, parameter: parameter) }
            let absolute = try access.allowed(folder, access: .contents, parameter: parameter)
            try context.host.open(try copy(item, into: absolute, access: access, parameter: parameter, context: context))
        }
        context.host.present(.handedOut(via: via, item: label(item, context: context), destination: nil))
    }

    /// Copies a file (or writes any other item as a file) into `folder`, made when missing, under
    /// its own name or the next free numbered one; the copy is journalled (an undo removes it).
    private static func copy(_ item: Value, into folder: String, access: FileAccess, parameter: String, context: ActionContext)
        throws
        -> String
    {
        let fileSystem = access.fileSystem
        let missing = FileInputs.missingFolders(folder, in: fileSystem)
        if !missing.isEmpty {
            try access.perform(.createFolder(access.display(folder)), parameter: parameter) { () throws(FileSystemError) in
                try fileSystem.createDirectory(at: folder, intermediate: true)
            }
            try access.made(missing, verb: "share", as: .folders, foldersMadeEmpty: true, parameter: parameter)
        }
        if case .file(let file) = item.unnamed {
            let source = try access.allowed(file.path, access: .contents, parameter: parameter)
            let name = item.givenName ?? file.name
            try PathPolicy.checkName(name, parameter: parameter)
            let target = UniqueName.first(PathText.join(folder, name)) { !fileSystem.exists($0) }
            if access.dryRun { access.preview("copy \(file.path) to \(access.display(target))") }
            try access.perform(.copy(file.path, to: access.display(target)), parameter: parameter) { () throws(FileSystemError) in
                try fileSystem.copy(from: source, to: target)
            }
            try access.made([target], verb: "share", as: .copied, parameter: parameter)
            return target
        }
        let name = fileName(item)
        try PathPolicy.checkName(name, parameter: parameter)
        let data: Data
        if case .richText(let rich) = item.unnamed {
            data = Data(rich.html.utf8)
        } else if case .item(let libraryItem) = item.unnamed {
            data = Data(libraryItem.record.utf8)
        } else {
            data = Data(try context.limitedText(item).utf8)
        }
        let target = UniqueName.first(PathText.join(folder, name)) { !fileSystem.exists($0) }
        if access.dryRun { access.preview("save \(data.count) bytes to \(access.display(target))") }
        try access.perform(.save(access.display(target)), parameter: parameter) { () throws(FileSystemError) in
            try fileSystem.write(data, to: target, options: WriteOptions())
        }
        try access.made([target], verb: "share", as: .saved, parameter: parameter)
        return target
    }
}
