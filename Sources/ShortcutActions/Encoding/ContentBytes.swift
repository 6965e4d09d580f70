import Foundation
import SafeFiles
import ShortcutEngine

/// The bytes an encoding action works on: a file's contents, read through the path policy, or
/// any other value as its text in UTF-8.
enum ContentBytes {
    /// The bytes of `value`; a file is read only where the run allows it (`files`: the run's file
    /// access unless the action widens it, as the image actions do for the photo library).
    static func of(_ value: Value, parameter: String, context: ActionContext, files: FileAccess? = nil) throws -> Data {
        guard case .file(let file) = value else { return Data(try context.limitedText(value).utf8) }
        let files = files ?? context.files
        let path = try files.allowed(file.path, access: .contents, parameter: parameter)
        return try files.perform(.read(file.path), parameter: parameter) { () throws(FileSystemError) -> Data in
            try files.fileSystem.read(at: path)
        }
    }

    /// The text of `value`: a file's contents as UTF-8 (read through the path policy), anything
    /// else as its text within the run's limits.
    static func text(_ value: Value, parameter: String, context: ActionContext) throws -> String {
        guard case .file = value else { return try context.limitedText(value) }
        return String(decoding: try of(value, parameter: parameter, context: context), as: UTF8.self)
    }

    /// Applies `transform` to each item of a list (a list in, a list out, as Shortcuts maps
    /// encoding actions over items), or to the single value.
    static func mapItems(_ value: Value, _ transform: (Value) throws -> Value) throws -> Value {
        if case .list(let items) = value { return .list(try items.map(transform)) }
        return try transform(value)
    }
}
