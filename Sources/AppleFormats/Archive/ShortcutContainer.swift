import Foundation

/// Opens any shortcut file: XML, binary or JSON plist, or a signed `AEA1` archive.
public enum ShortcutContainer: Sendable {
    /// What the shortcut bytes were wrapped in.
    public enum Container: Sendable, Equatable {
        case xml, binary, json
        /// A signed archive; `inner` is the rendering of the `Shortcut.wflow` inside it.
        case signed(SignedShortcut)

        init(_ format: PlistFormat) {
            switch format {
            case .xml: self = .xml
            case .binary: self = .binary
            case .json: self = .json
            }
        }
    }

    /// What a signed shortcut's envelope says; the signature itself is not checked.
    public struct SignedShortcut: Sendable, Equatable {
        /// Rendering of the inner `Shortcut.wflow` (binary in every file seen).
        public let inner: PlistFormat
        /// Who signed it, judged from the auth-data keys.
        public let signing: SigningKind
        /// The parsed archive envelope (auth data, root header, segments).
        public let archive: AppleEncryptedArchive
        /// Always false: no signature or HMAC is verified.
        public var signatureVerified: Bool { archive.signatureVerified }

        /// DER certificates from the auth data, leaf first (`SigningCertificateChain` or
        /// `AppleIDCertificateChain`); empty when the auth data holds neither.
        public var certificateChain: [Data] {
            let auth = archive.authDataPlist
            let chain = auth?["SigningCertificateChain"] ?? auth?["AppleIDCertificateChain"]
            return chain?.array?.compactMap(\.data) ?? []
        }
    }

    /// The two signing flavours, from the auth-data plist keys.
    public enum SigningKind: String, Sendable, Equatable {
        /// `SigningCertificateChain`: signed by Apple's iCloud service ("anyone").
        case iCloud
        /// `AppleIDCertificateChain` and friends: "people who know me".
        case contact
        case unknown
    }

    /// The shortcut's property list and the container it came in.
    public static func extractPlist(from data: Data, outputLimit: Int = LZFSE.defaultOutputLimit) throws -> (
        plist: PropertyList, container: Container
    ) {
        guard data.starts(with: Array("AEA1".utf8)) else {
            let (plist, format) = try PropertyList.parse(data, format: nil)
            return (plist, Container(format))
        }
        let archive = try AppleEncryptedArchive.read(data, outputLimit: outputLimit)
        let contents = try AppleArchive.read(archive.payload)
        guard let inner = contents.file(named: "Shortcut.wflow") else {
            throw FormatError.missingShortcutPayload(entries: contents.entries.map(\.path))
        }
        let (plist, format) = try PropertyList.parse(inner, format: nil)
        let auth = archive.authDataPlist
        let signing: SigningKind =
            auth?["SigningCertificateChain"] != nil
            ? .iCloud
            : auth?["AppleIDCertificateChain"] != nil ? .contact : .unknown
        return (plist, .signed(SignedShortcut(inner: format, signing: signing, archive: archive)))
    }
}
