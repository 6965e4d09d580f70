import Foundation

// strptime and the native date and math built-ins.

extension JQBuiltins {
    static func addDateBuiltins(_ table: inout [String: JQNative]) {
        table["now/0"] = simple { _ in .number(Date().timeIntervalSince1970) }
        table["gmtime/0"] = simple { value in
            guard case .number(let seconds) = value else { throw JQFailure(message: "gmtime() requires a number") }
            return .array(try JQDates.brokenDown(seconds).map(JQValue.number))
        }
        table["localtime/0"] = table["gmtime/0"]
        table["mktime/0"] = simple { value in
            guard case .array = value else { throw JQFailure(message: "mktime requires array inputs") }
            return .number(JQDates.epoch(try JQDates.parts(value, "mktime requires parsed datetime inputs")))
        }
        table["strftime/1"] = unary { value, format in
            let parts = try JQDates.parts(value, "strftime/1 requires parsed datetime inputs")
            return .string(JQDates.format(parts, try string(format, "strftime/1 requires a string format")))
        }
        table["strflocaltime/1"] = table["strftime/1"]
        table["strptime/1"] = unary { value, format in
            let message = "strptime/1 requires string inputs and arguments"
            let text = try string(value, message)
            let pattern = try string(format, message)
            guard let parts = parseDate(text, pattern) else {
                throw JQFailure(message: "date \"\(text)\" does not match format \"\(pattern)\"")
            }
            let epoch = JQDates.epoch(parts)
            let normalized = try JQDates.brokenDown(epoch)
            return .array(Array(parts.prefix(6) + normalized.suffix(2)).map(JQValue.number))
        }
    }

    /// Reads `text` by a strptime format; nil when it does not match.
    private static func parseDate(_ text: String, _ format: String) -> [Double]? {
        var parts: [Double] = [1900, 0, 1, 0, 0, 0, 0, 0]
        var input = Substring(text)
        var isPM: Bool?
        var pending = Substring(format)
        func number(_ maximumDigits: Int) -> Double? {
            var digits = ""
            if let sign = input.first, sign == "-" || sign == "+" {
                digits.append(sign)
                input = input.dropFirst()
            }
            while digits.filter(\.isNumber).count < maximumDigits, let next = input.first, next.isASCII, next.isNumber {
                digits.append(next)
                input = input.dropFirst()
            }
            return Double(digits)
        }
        func name(_ names: [String]) -> Int? {
            for (index, full) in names.enumerated() {
                for candidate in [full, String(full.prefix(3))] where input.lowercased().hasPrefix(candidate.lowercased()) {
                    input = input.dropFirst(candidate.count)
                    return index
                }
            }
            return nil
        }
        while let character = pending.first {
            pending = pending.dropFirst()
            if character.isWhitespace {
                input = input.drop { $0.isWhitespace }
                continue
            }
            guard character == "%", let directive = pending.first else {
                guard input.first == character else { return nil }
                input = input.dropFirst()
                continue
            }
            pending = pending.dropFirst()
            switch directive {
            case "Y": guard let year = number(4) else { return nil }; parts[0] = year
            case "m": guard let month = number(2) else { return nil }; parts[1] = month - 1
            case "d", "e":
                input = input.drop { $0 == " " }
                guard let day = number(2) else { return nil }; parts[2] = day
            case "H": guard let hour = number(2) else { return nil }; parts[3] = hour
            case "I": guard let hour = number(2) else { return nil }; parts[3] = hour.truncatingRemainder(dividingBy: 12)
            case "M": guard let minute = number(2) else { return nil }; parts[4] = minute
            case "S": guard let second = number(2) else { return nil }; parts[5] = second
            case "y": guard let year = number(2) else { return nil }; parts[0] = year < 69 ? 2000 + year : 1900 + year
            case "j": guard let day = number(3) else { return nil }; parts[1] = 0; parts[2] = day
            case "s":
                guard let seconds = number(20), let broken = try? JQDates.brokenDown(seconds) else { return nil }
                parts = broken
            case "a", "A": guard name(JQDates.dayNames) != nil else { return nil }
            case "b", "B", "h": guard let month = name(JQDates.monthNames) else { return nil }; parts[1] = Double(month)
            case "p":
                if input.lowercased().hasPrefix("am") || input.lowercased().hasPrefix("pm") {
                    isPM = input.lowercased().hasPrefix("pm")
                    input = input.dropFirst(2)
                } else {
                    return nil
                }
            case "Z": input = input.drop { $0.isLetter }
            case "z":
                if input.first == "Z" { input = input.dropFirst() } else if number(4) == nil { return nil }
            case "T": pending = "%H:%M:%S" + pending
            case "D": pending = "%m/%d/%y" + pending
            case "F": pending = "%Y-%m-%d" + pending
            case "R": pending = "%H:%M" + pending
            case "%": guard input.first == "%" else { return nil }; input = input.dropFirst()
            default: return nil
            }
        }
        guard input.isEmpty else { return nil }
        if let isPM { parts[3] = parts[3].truncatingRemainder(dividingBy: 12) + (isPM ? 12 : 0) }
        return parts
    }

    static func addMathBuiltins(_ table: inout [String: JQNative]) {
        let functions: [String: @Sendable (Double) -> Double] = [
            "floor": { $0.rounded(.down) }, "ceil": { $0.rounded(.up) }, "round": { $0.rounded(.toNearestOrAwayFromZero) },
            "trunc": { $0.rounded(.towardZero) }, "fabs": { Swift.abs($0) }, "sqrt": { $0.squareRoot() },
            "log": { Foundation.log($0) }, "log2": { Foundation.log2($0) }, "log10": { Foundation.log10($0) },
            "exp": { Foundation.exp($0) }, "exp2": { Foundation.exp2($0) }, "exp10": { Foundation.pow(10, $0) },
            "sin": { Foundation.sin($0) }, "cos": { Foundation.cos($0) }, "tan": { Foundation.tan($0) },
            "asin": { Foundation.asin($0) }, "acos": { Foundation.acos($0) }, "atan": { Foundation.atan($0) },
            "cbrt": { Foundation.cbrt($0) },
        ]
        for (name, function) in functions {
            table["\(name)/0"] = simple { .number(function(try number($0))) }
        }
        table["pow/2"] = binary { _, base, exponent in .number(Foundation.pow(try number(base), try number(exponent))) }
        table["atan2/2"] = binary { _, y, x in .number(Foundation.atan2(try number(y), try number(x))) }
    }
}
