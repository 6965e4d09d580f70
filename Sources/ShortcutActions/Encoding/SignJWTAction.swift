import Digests
import Foundation
import ShortcutEngine

/// Sign JSON Web Token: a compact JWS (RFC 7515) whose payload holds the registered claims of
/// RFC 7519 §4.1 the action is given, plus any claims of a dictionary, signed with an HMAC key
/// (HS256, HS384, HS512) or left unsigned (`none`, RFC 7518 §3.6). Gizmo Pack's Sign JSON Web
/// Token imports to it. RSA and elliptic-curve signatures (RS…, PS…, ES…) are not built: the
/// engine has no public-key arithmetic.
public enum SignJWTAction: Action {
    /// The JWS algorithm (RFC 7518 §3.1's names).
    public enum Algorithm: String, Choice {
        case hs256 = "HS256"
        case hs384 = "HS384"
        case hs512 = "HS512"
        case none = "none"

        /// Gizmo Pack's lower-case spellings.
        public var aliases: [String] { [rawValue.lowercased()] }

        /// The public-key algorithms Gizmo Pack offers, which need RSA or elliptic-curve arithmetic.
        public static var valuesNotBuilt: [String] {
            ["RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384", "ES512"]
        }

        /// One line for the catalogue.
        public var summary: String {
            switch self {
            case .hs256, .hs384, .hs512: return "HMAC with SHA-\(rawValue.dropFirst(2)) under the key"
            case .none: return "unsigned: the token ends with an empty signature (RFC 7518 §3.6)"
            }
        }

        var digest: DigestAlgorithm? {
            switch self {
            case .hs256: return .sha256
            case .hs384: return .sha384
            case .hs512: return .sha512
            case .none: return nil
            }
        }
    }

    static let key = Parameter<Value?>(
        "key", summary: "The HMAC secret: text (its UTF-8 bytes) or a file of bytes. Not needed for none.")
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
            "Makes a JSON Web Token (RFC 7519): the iss, sub, aud, nbf, exp, iat and jti claims given, plus a dictionary of claims, signed with HMAC-SHA-256, -384 or -512 under a key, or unsigned (none).",
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
        let signature = digest.hmac(key: secret, message: Array(signingInput.utf8))
        return .text(signingInput + "." + JWTEncoding.base64URL(signature))
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
