import Digests
import Foundation
import ShortcutEngine
import Signatures

/// Sign JSON Web Token: a compact JWS (RFC 7515) whose payload holds the registered claims of
/// RFC 7519 §4.1 the action is given, plus any claims of a dictionary, signed with an HMAC key
/// (HS256, HS384, HS512), a private key (RS…, PS…: RSA; ES…: P-256, P-384, P-521; the
/// Signatures library), or left unsigned (`none`, RFC 7518 §3.6). Gizmo Pack's Sign JSON Web
/// Token imports to it.
public enum SignJWTAction: Action {
    /// The JWS algorithm (RFC 7518 §3.1's names).
    public enum Algorithm: String, Choice {
        case hs256 = "HS256"
        case hs384 = "HS384"
        case hs512 = "HS512"
        case rs256 = "RS256"
        case rs384 = "RS384"
        case rs512 = "RS512"
        case ps256 = "PS256"
        case ps384 = "PS384"
        case ps512 = "PS512"
        case es256 = "ES256"
        case es384 = "ES384"
        case es512 = "ES512"
        case none = "none"

        /// Gizmo Pack's lower-case spellings.
        public var aliases: [String] { [rawValue.lowercased()] }

        /// One line for the catalogue.
        public var summary: String {
            let sha = "SHA-" + (digest.map { String($0.rawValue.dropFirst(3)) } ?? "")
            switch self {
            case .hs256, .hs384, .hs512: return "HMAC with \(sha) under the key"
            case .rs256, .rs384, .rs512: return "RSA PKCS#1 v1.5 with \(sha), an RSA private key of at least 2,048 bits"
            case .ps256, .ps384, .ps512: return "RSA-PSS with \(sha), an RSA private key of at least 2,048 bits"
            case .es256: return "ECDSA with SHA-256 on P-256, deterministic (RFC 6979)"
            case .es384: return "ECDSA with SHA-384 on P-384, deterministic (RFC 6979)"
            case .es512: return "ECDSA with SHA-512 on P-521, deterministic (RFC 6979)"
            case .none: return "unsigned: the token ends with an empty signature (RFC 7518 §3.6)"
            }
        }

        /// The digest the algorithm uses (nil: unsigned).
        var digest: DigestAlgorithm? {
            switch self {
            case .hs256, .rs256, .ps256, .es256: return .sha256
            case .hs384, .rs384, .ps384, .es384: return .sha384
            case .hs512, .rs512, .ps512, .es512: return .sha512
            case .none: return nil
            }
        }

        /// The public-key scheme (nil: HMAC or unsigned).
        var scheme: SignatureScheme? {
            guard let digest else { return nil }
            switch self {
            case .rs256, .rs384, .rs512: return .rsaPKCS1v15(digest)
            case .ps256, .ps384, .ps512: return .rsaPSS(digest)
            case .es256, .es384, .es512: return .ecdsa(digest)
            case .hs256, .hs384, .hs512, .none: return nil
            }
        }
    }

    /// The private key's limits, for docs/limits.md.
    public static let keyLimits = (
        bytes: PrivateKey.maximumInputBytes, minimumRSABits: Signer.minimumRSAModulusBits,
        maximumRSABits: RSAPrivateKey.maximumModulusBits
    )

    static let key = Parameter<Value?>(
        "key",
        summary:
            "The HMAC secret (text, its UTF-8 bytes, or a file of bytes), or for RS, PS and ES the private key: PEM text or a .pem/.p8/.der file (PKCS#8, PKCS#1 or SEC 1, not encrypted). Not needed for none."
    )
    static let algorithm = Parameter<Algorithm>("algorithm", summary: "How the token is signed.", default: .hs256)
    static let issuer = Parameter<String?>("issuer", summary: "The iss claim: who made the token.")
    static let subject = Parameter<String?>("subject", summary: "The sub claim: whom the token is about.")
    static let audience = Parameter<[Value]>(
        "audience", summary: "The aud claim: one recipient (a string) or several (a list).", default: [])
    static let keyID = Parameter<String?>("keyID", label: "Key ID", summary: "The kid header: which key signed it.")
    static let tokenID = Parameter<String?>("tokenID", label: "JWT ID", summary: "The jti claim: the token's own identifier.")
    static let notBefore = Parameter<Value?>(
        "notBefore",
        summary: "The nbf claim as a time from now: a duration, seconds, {Magnitude, Unit} or text such as '5 min'.")
    static let expiration = Parameter<Value?>(
        "expiration",
        summary: "The exp claim as a time from now: a duration, seconds, {Magnitude, Unit} or text such as '1 hr'.")
    static let claims = Parameter<Value?>(
        "claims", summary: "More claims: a dictionary whose keys the parameters above override.")

    public static let definition = ActionDefinition(
        "org.shortcutengine.jwt.sign", name: "Sign JSON Web Token",
        summary:
            "Makes a JSON Web Token (RFC 7519): the iss, sub, aud, nbf, exp, iat and jti claims given, plus a dictionary of claims, signed with HMAC (HS256–512) under a secret, RSA (RS256–512, PS256–512) or ECDSA (ES256–512) under a PEM or DER private key, or unsigned (none).",
        category: "Encoding",
        parameters: [key, algorithm, issuer, subject, audience, keyID, tokenID, notBefore, expiration, claims],
        output: .produces(.text), outputName: "JSON Web Token")

    public static func perform(_ parameters: ResolvedParameters, context: ActionContext) throws -> Value {
        let algorithm = try parameters[Self.algorithm]
        var header: [(String, Value)] = [("alg", .text(algorithm.rawValue)), ("typ", "JWT")]
        if let keyID = try parameters[Self.keyID], !keyID.isEmpty { header.append(("kid", .text(keyID))) }
        let payload = try Self.payload(parameters, context: context)
        let signingInput =
            try JWTEncoding.base64URL(Array(context.limitedJSONText(.dictionary(ValueDictionary(header))).utf8)) + "."
            + JWTEncoding.base64URL(Array(context.limitedJSONText(.dictionary(payload)).utf8))
        guard let digest = algorithm.digest else { return .text(signingInput + ".") }
        guard let key = try parameters[Self.key], !key.isNothing else {
            throw ActionFailure(JWTFailure.missingKey(algorithm: algorithm.rawValue), parameter: Self.key)
        }
        let secret = try ContentBytes.of(key, parameter: Self.key.key, context: context)
        let message = Array(signingInput.utf8)
        guard let scheme = algorithm.scheme else {
            return .text(signingInput + "." + JWTEncoding.base64URL(digest.hmac(key: secret, message: message)))
        }
        let text = String(decoding: secret, as: UTF8.self)
        guard text.contains("-----BEGIN") || secret.first == 0x30 else {
            throw ActionFailure(
                JWTFailure.badKey("the key is neither PEM text (a -----BEGIN … PRIVATE KEY----- block) nor DER"),
                parameter: Self.key)
        }
        do {
            let privateKey = text.contains("-----BEGIN") ? try PrivateKey(pem: text) : try PrivateKey(der: Array(secret))
            // PSS's salt need not be secret: the run's generator makes it (reproducible with a seed).
            let signature = try Signer.sign(message, with: privateKey, scheme: scheme) { count in
                (0..<count).map { _ in UInt8(truncatingIfNeeded: context.random.next()) }
            }
            return .text(signingInput + "." + JWTEncoding.base64URL(signature))
        } catch {
            throw ActionFailure(JWTFailure.badKey(error.message), parameter: Self.key)
        }
    }

    /// The claims: the dictionary's, then the registered ones given, then the time it was issued
    /// (now, unless the dictionary has an iat).
    static func payload(_ parameters: ResolvedParameters, context: ActionContext) throws -> ValueDictionary {
        var claims = ValueDictionary()
        if let extra = try parameters[Self.claims], !extra.isNothing {
            guard case .dictionary(let dictionary) = extra else {
                throw ActionFailure(JWTFailure.claimsNotDictionary(type: extra.type.rawValue), parameter: Self.claims)
            }
            claims = dictionary
        }
        let now = Int(context.host.now().timeIntervalSince1970.rounded(.down))
        for (name, parameter) in [("iss", Self.issuer), ("sub", Self.subject), ("jti", Self.tokenID)] {
            if let text = try parameters[parameter], !text.isEmpty { claims[name] = .text(text) }
        }
        let audience = try parameters[Self.audience].flatMap(\.items).map { try context.limitedText($0) }.filter { !$0.isEmpty }
        if audience.count == 1 { claims["aud"] = .text(audience[0]) }
        if audience.count > 1 { claims["aud"] = .list(audience.map(Value.text)) }
        for (name, parameter) in [("nbf", Self.notBefore), ("exp", Self.expiration)] {
            guard let value = try parameters[parameter], !value.isNothing else { continue }
            guard let seconds = JWTEncoding.seconds(value) else {
                throw ActionFailure(
                    JWTFailure.notADuration(claim: name, value: Rendering.preview(value, coercion: context.coercion)),
                    parameter: parameter)
            }
            claims[name] = .number(.integer(now + seconds))
        }
        // Issued now, unless the claims say when.
        if claims["iat"] == nil { claims["iat"] = .number(.integer(now)) }
        return claims
    }
}
