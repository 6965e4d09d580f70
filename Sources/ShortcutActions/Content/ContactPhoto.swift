import Foundation
import ShortcutEngine

/// Get Details of Contacts' Contact Photo: the picture a vCard carries inline (`PHOTO;ENCODING=b:…`
/// of vCard 3.0, `ENCODING=BASE64` of 2.1, or a `data:image/…;base64,` URI of 4.0), saved as an image
/// file in the run's download folder, named after the contact and typed by its bytes (JPEG, PNG,
/// GIF, HEIC). A photo given only by a link, or none, is Nothing.
enum ContactPhoto {
    static func file(of text: String, context: ActionContext, parameter: String) throws -> Value {
        guard let value = VCardText.values("PHOTO", of: text).first else { return .nothing }
        let encoded = value.range(of: ";base64,").map { String(value[$0.upperBound...]) } ?? value
        guard !value.lowercased().hasPrefix("http"), !encoded.isEmpty,
            let data = Data(base64Encoded: encoded, options: .ignoreUnknownCharacters), !data.isEmpty
        else { return .nothing }
        let name = (VCardText.name(of: text) ?? "Contact Photo") + "." + fileExtension(of: data)
        guard let file = try DownloadFolder.save(data, name: name, context: context, parameter: parameter) else {
            throw ActionFailure(ImageFailure.noFolderForResult, parameter: parameter)
        }
        return file
    }

    /// The image type the bytes begin with; `jpg` when they name none.
    static func fileExtension(of data: Data) -> String {
        let head = [UInt8](data.prefix(12))
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "png" }
        if head.starts(with: [0x47, 0x49, 0x46, 0x38]) { return "gif" }
        if head.count >= 12, head[4...7] == [0x66, 0x74, 0x79, 0x70] { return "heic" }
        return "jpg"
    }
}
