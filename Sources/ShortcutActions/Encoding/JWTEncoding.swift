import Foundation
import ShortcutEngine

/// The pieces of a JSON Web Token that are not JSON: base64url without padding (RFC 7515 §2) and
/// the times from now its nbf and exp claims are given as.
enum JWTEncoding {
    /// Base64 with the URL-safe alphabet and no `=` padding.
    static func base64URL(_ bytes: [UInt8]) -> String {
        var text = Data(bytes).base64EncodedString()
        text = text.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
        while text.hasSuffix("=") { text.removeLast() }
        return text
    }

    /// Seconds in each unit a time from now may be written in: Foundation's duration symbols
    /// (a `{Magnitude, Unit}` quantity's `Unit`), their names, and short forms.
    static let unitSeconds: [String: Double] = [
        "ms": 0.001, "s": 1, "sec": 1, "secs": 1, "second": 1, "seconds": 1, "min": 60, "mins": 60, "minute": 60,
        "minutes": 60, "h": 3_600, "hr": 3_600, "hrs": 3_600, "hour": 3_600, "hours": 3_600, "d": 86_400, "day": 86_400,
        "days": 86_400, "w": 604_800, "wk": 604_800, "week": 604_800, "weeks": 604_800,
    ]

    /// Whole seconds in a time from now: a duration, a number of seconds, a `{Magnitude, Unit}`
    /// dictionary, or text such as "90", "5 min" or "1.5 hours"; nil for anything else or a time
    /// too large for a NumericDate.
    static func seconds(_ value: Value) -> Int? {
        let seconds: Double?
        switch value {
        case .duration(let number), .number(let number): seconds = number.double
        case .dictionary(let quantity):
            guard case .number(let magnitude)? = quantity["Magnitude"] ?? quantity["magnitude"] else { return nil }
            let unit = quantity["Unit"] ?? quantity["unit"]
            if case .text(let name)? = unit {
                seconds = unitSeconds[name.lowercased()].map { $0 * magnitude.double }
            } else {
                seconds = unit == nil ? magnitude.double : nil
            }
        case .text(let text): seconds = Self.seconds(text)
        default: seconds = nil
        }
        guard let seconds, seconds.isFinite, abs(seconds) < 1e15 else { return nil }
        return Int(seconds.rounded())
    }

    /// "90" (seconds), "5 min", "1.5hours".
    static func seconds(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let digits = trimmed.prefix { $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" }
        guard let amount = Double(digits) else { return nil }
        let unit = trimmed.dropFirst(digits.count).trimmingCharacters(in: .whitespaces).lowercased()
        if unit.isEmpty { return amount }
        return unitSeconds[unit].map { $0 * amount }
    }
}

/// Failures of Sign JSON Web Token.
enum JWTFailure: FailureFacts, Equatable {
    /// An HMAC algorithm with no key.
    case missingKey(algorithm: String)
    /// Claims that are not a dictionary.
    case claimsNotDictionary(type: String)
    /// An nbf or exp that is not a time from now.
    case notADuration(claim: String, value: String)
    /// A private key that cannot be read or does not fit the algorithm (the library's sentence).
    case badKey(String)

    var message: String {
        switch self {
        case .missingKey(let algorithm): return "\(algorithm) signs with a key, and none is given"
        case .claimsNotDictionary(let type): return "the claims are a \(type), not a dictionary"
        case .notADuration(let claim, let value): return "the \(claim) claim's time from now, \(value), is not a duration"
        case .badKey(let reason): return reason
        }
    }

    var hint: String? {
        switch self {
        case .missingKey: return "give the shared secret as text or a file, or choose the algorithm none for an unsigned token"
        case .claimsNotDictionary: return "give the extra claims as a dictionary of names and values"
        case .notADuration: return "give a duration, a number of seconds, or text such as '15 min' or '2 hours'"
        case .badKey:
            return
                "give the private key as PEM text or a .pem, .p8 or .der file (openssl pkey -in KEY -out plain.pem writes a plain one)"
        }
    }
}
