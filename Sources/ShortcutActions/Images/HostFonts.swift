import Foundation
import Images
import SafeFiles
import ShortcutEngine

/// The fonts of the run's font folders (`RunOptions.fontFolders`), read through the host's file
/// system the first time a text-drawing action asks (a run that draws no text never scans them),
/// kept for the process by folder list.
enum HostFonts {
    /// Metric-compatible stand-ins for fonts Apple devices have and Linux usually lacks.
    static let substitutes = [
        "arial": "Liberation Sans", "helvetica": "Liberation Sans", "helveticaneue": "Liberation Sans",
        "timesnewroman": "Liberation Serif", "times": "Liberation Serif", "couriernew": "Liberation Mono",
        "courier": "Liberation Mono",
    ]

    /// The catalogue of `context`'s font folders.
    static func catalog(_ context: ActionContext) -> FontCatalog {
        let folders = context.fontFolders
        let fileSystem = context.host.fileSystem
        return Catalogs.shared.catalog(folders) {
            FontCatalog(
                folders: folders,
                reader: FontCatalog.Reader(
                    list: { path in
                        guard (try? fileSystem.attributes(at: path))?.isDirectory == true else { return nil }
                        return try? fileSystem.contentsOfDirectory(at: path)
                    },
                    read: { path, limit in
                        guard let size = (try? fileSystem.attributes(at: path))?.size, size <= limit,
                            let data = try? fileSystem.read(at: path)
                        else { return nil }
                        return [UInt8](data)
                    }))
        }
    }

    /// The fonts to draw with: the one named (or a stand-in, or the default, with a warning),
    /// then the default faces, for characters it lacks.
    static func fonts(named name: String, context: ActionContext, parameter: String) throws -> [Font] {
        let catalog = catalog(context)
        guard let fallback = catalog.defaultFont() else {
            throw ActionFailure(TextImageFailure.noFonts(catalog.folders), parameter: parameter)
        }
        let wanted = name.trimmingCharacters(in: .whitespacesAndNewlines)
        var primary = fallback
        if !wanted.isEmpty, wanted.lowercased() != "system" {
            if let font = catalog.font(named: wanted) {
                primary = font
            } else if let stand = substitutes[FontNames.folded(wanted)], let font = catalog.font(named: stand) {
                primary = font
                try context.warn(TextImageFailure.substitutedFont(name: wanted, using: font.names.full), parameter: parameter)
            } else if catalog.entry(named: wanted, drawable: false)?.cff == true {
                try context.warn(TextImageFailure.cffFont(name: wanted, using: fallback.names.full), parameter: parameter)
            } else {
                try context.warn(TextImageFailure.unknownFont(name: wanted, using: fallback.names.full), parameter: parameter)
            }
        }
        return [primary] + catalog.defaultFonts().filter { $0.names != primary.names }
    }

    /// The process's catalogues, by folder list.
    final class Catalogs: @unchecked Sendable {
        static let shared = Catalogs()
        private let lock = NSLock()
        private var known: [[String]: FontCatalog] = [:]

        func catalog(_ folders: [String], make: () -> FontCatalog) -> FontCatalog {
            lock.lock()
            defer { lock.unlock() }
            if let catalog = known[folders] { return catalog }
            let catalog = make()
            known[folders] = catalog
            return catalog
        }
    }
}
