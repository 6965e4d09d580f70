import Foundation
import SafeFiles

extension ActionContext {
    /// `value` with each file in it (the value, or an item of a list) read as its text, where a
    /// dictionary is expected: Apple's Get Dictionary from Input takes text or a file (WFActions:
    /// "JSON …, key-value pairs … and XML-based plist are supported"; input text or file), so the
    /// JSON file Get File reads becomes its dictionary. Read through the path policy and no further
    /// than the text length limit; a file that is not UTF-8 text stays a file (and then does not
    /// convert, with the conversion's own error).
    public func readingFiles(_ value: Value, forDictionaryIn parameter: String) throws(ActionFailure) -> Value {
        guard case .list(let items) = value.unnamed else { return try readingFile(value, parameter: parameter) }
        var read: [Value] = []
        for item in items { read.append(try readingFile(item, parameter: parameter)) }
        return .list(read)
    }

    private func readingFile(_ value: Value, parameter: String) throws(ActionFailure) -> Value {
        guard case .file(let file) = value.unnamed else { return value }
        let limit = session.options.limits.maxTextLength
        let data: Data
        do throws(FileError) {
            let path = try files.allowed(file.path, access: .contents, parameter: parameter)
            data = try files.perform(.read(file.path), parameter: parameter) { () throws(FileSystemError) -> Data in
                try files.fileSystem.read(at: path, upTo: limit + 1)
            }
        } catch {
            throw ActionFailure(error)
        }
        try checkTextLength(data.count)
        return String(validating: data, as: UTF8.self).map(Value.text) ?? value
    }
}
