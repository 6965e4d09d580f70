import Foundation
import ShortcutEngine
import StoreFiles

/// The persistent store kept in one JSON document (`StoreFile`: locked, written atomically,
/// the previous version kept as a backup). The top of the document is an object.
public final class FileValueStore: ValueStore {
    /// The file under it.
    public let file: StoreFile

    /// The store at `path`, limited to `maximumBytes`.
    public init(path: String, maximumBytes: Int = StoreFile.defaultMaximumBytes) {
        file = StoreFile(path: path, maximumBytes: maximumBytes)
    }

    /// The default place: `$XDG_DATA_HOME/shortcut/store.json`, else `~/.local/share/shortcut/store.json`.
    public static func defaultPath(environment: (String) -> String? = ProcessEnvironment.value) -> String {
        if let data = environment("XDG_DATA_HOME"), data.hasPrefix("/") {
            return (data as NSString).appendingPathComponent("shortcut/store.json")
        }
        let home = environment("HOME") ?? NSHomeDirectory()
        return (home as NSString).appendingPathComponent(".local/share/shortcut/store.json")
    }

    /// A named store is its own document beside this one: `store.json` and the name
    /// `toolbox-pro` make `store.toolbox-pro.json` (a path without `.json` gains one), with the
    /// same size limit.
    public func sibling(named name: String) -> any ValueStore {
        let base = file.path.hasSuffix(".json") ? String(file.path.dropLast(".json".count)) : file.path
        return FileValueStore(path: "\(base).\(name).json", maximumBytes: file.maximumBytes)
    }

    /// The whole document.
    public func read() throws -> Value {
        do { return try decode(try file.read()) } catch let error as StoreFileError {
            throw ActionFailure(StoreFailure.file(error))
        }
    }

    /// Reads, changes and writes back under one exclusive lock.
    public func update<Result>(_ change: (Value) throws -> (Value?, Result)) throws -> Result {
        do {
            return try file.update { data in
                let (next, result) = try change(try decode(data))
                if let next { try refuseUnwritten(next) }
                return (next.map(encode), result)
            }
        } catch let error as StoreFileError {
            throw ActionFailure(StoreFailure.file(error))
        }
    }

    /// A new store whose JSON is over four times the file's limit is refused before it is written
    /// out: measured (`ValueSize`, shared parts once), so a value holding itself many times over
    /// is never expanded into text only to be refused (issue 26: 243 MB written, 641 MB held, to
    /// find a 10 MB store too large). Nearer the limit the store is written and its exact size given.
    private func refuseUnwritten(_ next: Value) throws {
        guard let size = ValueSize.of(next, coercion: Self.coercion, maxDepth: Int.max)?.jsonBytes,
            size / 4 > file.maximumBytes
        else { return }
        throw ActionFailure(StoreFailure.wouldBeTooLarge(path: file.path, jsonBytes: size, limit: file.maximumBytes))
    }

    private func decode(_ data: Data?) throws(StoreFileError) -> Value {
        guard let data, !data.isEmpty else { return .dictionary(ValueDictionary()) }
        let json: JSON
        do { json = try JSONParser.parse(data) } catch { throw .corrupt(path: file.path, detail: error.description) }
        guard case .object = json else {
            throw .corrupt(path: file.path, detail: "its top is \(json.kindName), not an object")
        }
        return Value(json: json)
    }

    private func encode(_ value: Value) -> Data {
        Data((Self.coercion.json(value).serialized(pretty: true) + "\n").utf8)
    }

    private static let coercion = Coercion(timeZone: TimeZone(identifier: "UTC") ?? .current)
}
