// PEM text (RFC 7468): "-----BEGIN label-----", base64 (RFC 4648 §4) over any number of lines,
// "-----END label-----". OpenSSL's older "traditional" files may carry RFC 1421 headers
// ("Proc-Type: 4,ENCRYPTED", "DEK-Info: …") before the base64; an encrypted one is refused, other
// headers are skipped. Text around the blocks (openssl's "Bag Attributes", comments) is ignored.

/// The kind of private key a PEM label or DER structure holds.
enum KeyFormat {
    /// PrivateKeyInfo / OneAsymmetricKey (RFC 5208, RFC 5958): RSA or EC inside.
    case pkcs8
    /// RSAPrivateKey (RFC 8017 appendix A.1.2).
    case pkcs1
    /// ECPrivateKey (SEC 1 §C.4, RFC 5915).
    case sec1
}

enum PEM {
    /// The labels of the private keys read, in the order they are named in messages.
    static let keyLabels: [(String, KeyFormat)] = [
        ("PRIVATE KEY", .pkcs8), ("RSA PRIVATE KEY", .pkcs1), ("EC PRIVATE KEY", .sec1),
    ]

    /// The DER of the first private key block in `text`, and its format.
    static func decodePrivateKey(_ text: String) throws(SignatureError) -> (der: [UInt8], format: KeyFormat) {
        guard text.utf8.count <= PrivateKey.maximumInputBytes else {
            throw SignatureError.key(
                "The private key's PEM text has \(text.utf8.count) bytes; at most \(PrivateKey.maximumInputBytes) are read.")
        }
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
            .map { $0.trimmingWhitespace() }
        var otherLabels: [String] = []
        var index = 0
        while index < lines.count {
            guard let label = boundary(lines[index], "BEGIN") else {
                index += 1
                continue
            }
            let begin = index
            guard let end = lines[(begin + 1)...].firstIndex(where: { boundary($0, "END") != nil }) else {
                throw SignatureError.pem(line: begin + 1, "the block \(label) has no -----END \(label)----- line")
            }
            guard boundary(lines[end], "END") == label else {
                throw SignatureError.pem(
                    line: end + 1, "the block that began as \(label) ends as \(boundary(lines[end], "END") ?? "")")
            }
            if label == "ENCRYPTED PRIVATE KEY" { throw encrypted }
            if let format = keyLabels.first(where: { $0.0 == label })?.1 {
                let body = try skipHeaders(lines, from: begin + 1, to: end)
                return (try Base64.decode(lines: lines, from: body, to: end), format)
            }
            otherLabels.append(label)
            index = end + 1
        }
        let expected = "expected a line -----BEGIN PRIVATE KEY----- (or RSA PRIVATE KEY, or EC PRIVATE KEY)"
        let blocks = otherLabels.filter { $0 != "EC PARAMETERS" }
        guard blocks.isEmpty else {
            throw SignatureError.key("The PEM text holds \(blocks.joined(separator: ", ")) but no private key; \(expected).")
        }
        throw SignatureError.key("The text is not a PEM private key; \(expected).")
    }

    static let encrypted = SignatureError.key(
        "The private key is encrypted with a passphrase, which is not supported; export it without encryption (openssl pkey -in key.pem -out plain.pem)."
    )

    /// The label of "-----BEGIN label-----" (or END), or nil for another line.
    private static func boundary(_ line: Substring, _ word: String) -> String? {
        let prefix = "-----\(word) ", suffix = "-----"
        guard line.hasPrefix(prefix), line.hasSuffix(suffix), line.count >= prefix.count + suffix.count else { return nil }
        return String(line.dropFirst(prefix.count).dropLast(suffix.count))
    }

    /// The first base64 line after RFC 1421 headers ("Name: value" lines, then a blank line).
    private static func skipHeaders(_ lines: [Substring], from start: Int, to end: Int) throws(SignatureError) -> Int {
        var index = start
        var sawHeader = false
        while index < end, lines[index].contains(":") || (sawHeader && lines[index].first == " ") {
            let header = lines[index].uppercased()
            if header.hasPrefix("PROC-TYPE:"), header.contains("ENCRYPTED") { throw encrypted }
            sawHeader = true
            index += 1
        }
        return index
    }
}

/// Base64 (RFC 4648 §4) over lines, white space ignored, '=' padding only at the end.
enum Base64 {
    static func decode(lines: [Substring], from start: Int, to end: Int) throws(SignatureError) -> [UInt8] {
        var bytes: [UInt8] = []
        var accumulator: UInt32 = 0, bitCount = 0, symbols = 0, padding = 0
        for lineIndex in start..<end {
            for character in lines[lineIndex].unicodeScalars where !character.properties.isWhitespace {
                if character == "=" {
                    padding += 1
                    continue
                }
                guard padding == 0 else {
                    throw SignatureError.pem(line: lineIndex + 1, "base64 continues after its '=' padding")
                }
                guard let value = sextet(character) else {
                    throw SignatureError.pem(line: lineIndex + 1, "'\(character)' is not a base64 character")
                }
                accumulator = accumulator << 6 | value
                bitCount += 6
                symbols += 1
                if bitCount >= 8 {
                    bitCount -= 8
                    bytes.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bitCount)))
                }
            }
        }
        guard symbols % 4 != 1, padding <= 2, padding == 0 || (symbols + padding) % 4 == 0 else {
            throw SignatureError.pem(line: end + 1, "the base64 before it ends with a broken group of characters")
        }
        guard !bytes.isEmpty else { throw SignatureError.pem(line: start, "the block has no base64 contents") }
        return bytes
    }

    private static func sextet(_ character: Unicode.Scalar) -> UInt32? {
        switch character {
        case "A"..."Z": return character.value - 65
        case "a"..."z": return character.value - 97 + 26
        case "0"..."9": return character.value - 48 + 52
        case "+": return 62
        case "/": return 63
        default: return nil
        }
    }
}

extension Substring {
    fileprivate func trimmingWhitespace() -> Substring {
        var result = self
        while let first = result.first, first.isWhitespace { result.removeFirst() }
        while let last = result.last, last.isWhitespace { result.removeLast() }
        return result
    }
}
