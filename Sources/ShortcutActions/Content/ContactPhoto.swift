import Foundation
import Images
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
        let fileExtension = ImageDecoder.format(of: data).map(ImageContent.fileExtension) ?? "jpg"
        let name = (VCardText.name(of: text) ?? "Contact Photo") + "." + fileExtension
        guard let file = try DownloadFolder.save(data, name: name, context: context, parameter: parameter) else {
            throw ActionFailure(ImageFailure.noFolderForResult, parameter: parameter)
        }
        return file
    }
}
