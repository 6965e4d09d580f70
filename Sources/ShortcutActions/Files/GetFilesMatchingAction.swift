import Foundation
import SafeFiles
import ShortcutEngine

/// Get Files Matching: the paths a shell-style pattern names (`photos/*.jpg`, `**/*.txt`).
public enum GetFilesMatchingAction: Action {
    static let pattern = Parameter<String>(
        "pattern", summary: "A path pattern, relative to the current folder or absolute.", required: true)
    static let includeHidden = Parameter<Bool>(
        "includeHidden", label: "Include Hidden Files", summary: "Let wildcards match names starting with a dot.",
        default: false)
    static let kind = Parameter<KindFilter>("kind", summary: "Files, folders or both.", default: .files)

    public static let definition = ActionDefinition(
        "org.shortcutengine.files.glob", name: "Get Files Matching",
        summary:
            "Gets the files whose paths match a pattern: * and ? within a name, [abc], ** for any depth of folders. Sorted by path.",
        category: "Files",
        parameters: [pattern, includeHidden, kind],
        input: pattern, output: .produces(.list), outputName: "Files")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let pattern = try parameters[Self.pattern]
        let absolutePattern = pattern.hasPrefix("/")
        var components = pattern.split(separator: "/", omittingEmptySubsequences: true)
        // The fixed leading folders are where the search starts.
        var start: [Substring] = []
        while let first = components.first, !Glob.hasWildcard(first), components.count > 1 {
            start.append(first)
            components.removeFirst()
        }
        let startShown = (absolutePattern ? "/" : "") + start.joined(separator: "/")
        let base = try context.files.allowed(startShown.isEmpty ? "." : startShown, access: .contents, parameter: "pattern")
        var found: [String] = []
        var matcher = Matcher(
            files: context.files, hidden: try parameters[Self.includeHidden],
            kind: try parameters[Self.kind])
        matcher.match(components[...], in: base, shownAs: startShown, into: &found)
        if found.isEmpty {
            // Said, not silent: a pattern meant for another folder finds nothing (an error when the run is strict).
            try context.warn(
                FileActionFailure.nothingMatches(pattern: pattern, folder: base, relative: !absolutePattern), parameter: "pattern"
            )
        }
        return .list(NaturalOrder.sorted(found).map { .file(FileReference(path: $0)) })
    }

    /// Walks the pattern's components from a folder, collecting the paths that match.
    struct Matcher {
        let files: FileAccess
        let hidden: Bool
        let kind: KindFilter
        var seen = Set<String>()

        mutating func match(_ components: ArraySlice<Substring>, in folder: String, shownAs: String, into found: inout [String]) {
            guard let component = components.first else { return }
            let rest = components.dropFirst()
            let fileSystem = files.fileSystem
            if component == "**" {
                match(rest, in: folder, shownAs: shownAs, into: &found)
                for name in (try? fileSystem.contentsOfDirectory(at: folder)) ?? [] where hidden || !name.hasPrefix(".") {
                    // Symbolic links are not entered: they could loop or lead out of the allowed folders.
                    if fileSystem.kind(at: folder + "/" + name) == .folder {
                        match(components, in: PathText.join(folder, name), shownAs: PathText.join(shownAs, name), into: &found)
                    }
                }
                return
            }
            let names: [String]
            if Glob.hasWildcard(component) {
                names = ((try? fileSystem.contentsOfDirectory(at: folder)) ?? []).filter {
                    (hidden || !$0.hasPrefix(".") || component.hasPrefix(".")) && Glob.matches($0, String(component))
                }
            } else {
                names = fileSystem.kind(at: folder + "/" + component) != nil ? [String(component)] : []
            }
            for name in names {
                let path = folder + "/" + name
                let shown = PathText.join(shownAs, name)
                if rest.isEmpty {
                    let itemKind = fileSystem.kind(at: path)
                    let isFolder =
                        itemKind == .folder
                        || (itemKind == .symbolicLink && (try? fileSystem.attributes(at: path).isDirectory) == true)
                    if !kind.keeps(isFolder: isFolder) { continue }
                    if seen.insert(shown).inserted { found.append(shown) }
                } else if fileSystem.kind(at: path) == .folder {
                    match(rest, in: path, shownAs: shown, into: &found)
                }
            }
        }
    }
}
