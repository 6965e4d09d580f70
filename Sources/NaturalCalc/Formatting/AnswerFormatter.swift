import Foundation

/// Turns an evaluated value into the answer text and the public typed value.
struct AnswerFormatter {
    let options: CalcOptions
    var calendar: Calendar { Evaluator.calendar(for: options) }
    /// Smallest answer shown with an SI suffix; nil unless the input used scale suffixes or another base.
    let siThreshold: Decimal?

    private func useSI(_ n: Decimal) -> Bool {
        guard let siThreshold, !options.plain, options.decimalPlaces == nil else { return false }
        return abs(n) >= siThreshold
    }

    var numbers: NumberText {
        NumberText(
            decimalComma: options.decimalSeparator == ",", grouping: !options.plain,
            figures: options.decimalPlaces == nil
                ? options.precision ?? CalcOptions.defaultNumberPlaces : CalcOptions.defaultNumberPlaces)
    }

    func result(_ value: Value) throws -> CalcResult {
        if case .timecode(let rate) = value.style, case .duration(let parts) = value.plain {
            let fps = rate ?? Evaluator.defaultFPS
            let frames = Evaluator.frames(parts, fps: fps)
            guard let text = DurationText.timecode(frames: frames, fps: fps) else { throw CalcError(.timecodeTooLong) }
            return CalcResult(value: .duration(seconds: SmallDecimal.quotient(frames, fps)), text: text)
        }
        return CalcResult(value: typed(value.plain), text: try text(value.plain, style: value.style))
    }

    func typed(_ v: Value) -> CalcValue {
        switch v {
        case .number(let n): return .number(n)
        case .percent(let p): return .percentage(p)
        case .quantity(let n, let u):
            if let code = u.currency, !u.isRate { return .money(n, currency: code) }
            return .quantity(n, unit: u.display(amount: n))
        case .duration(let parts): return .duration(seconds: parts.totalSeconds)
        case .time(let s, _):
            let t = DateText.dayAndClock(s).seconds
            return .timeOfDay(hour: t / 3600, minute: t / 60 % 60, second: t % 60)
        case .date(let d, _): return .date(d)
        case .multiplier(let m): return .multiplier(m)
        case .bool(let b): return .boolean(b)
        case .complex(let re, let im): return .complex(real: re, imaginary: im)
        case .nonFinite(let x): return .text(AnswerFormatter.nonFiniteText(x))
        case .text(let t): return .text(t)
        case .list, .distribution: return .text((try? text(v, style: .auto)) ?? "")
        case .styled(let inner, _): return typed(inner)
        }
    }

    private var maxPlaces: Int { options.decimalPlaces ?? options.precision ?? CalcOptions.defaultNumberPlaces }

    func number(_ n: Decimal, places: Int? = nil) -> String {
        if useSI(n), let si = numbers.si(n) { return si }
        if let places { return numbers.format(n, maxPlaces: places, minPlaces: places) }
        if let p = options.decimalPlaces { return numbers.format(n, maxPlaces: p, minPlaces: p) }
        return numbers.format(n, maxPlaces: shownPlaces(n, CalcOptions.defaultNumberPlaces))
    }

    /// An amount with a unit: as `number`, at the amount's default places (two).
    func amount(_ n: Decimal) -> String {
        if useSI(n), let si = numbers.si(n) { return si }
        if let p = options.decimalPlaces { return numbers.format(n, maxPlaces: p, minPlaces: p) }
        return numbers.format(n, maxPlaces: shownPlaces(n, CalcOptions.defaultAmountPlaces))
    }

    /// The places `n` is shown with by default: `precision` (else `fallback`, Soulver's), or, when
    /// that would show a nonzero answer as 0, enough for that many significant figures (at least one).
    func shownPlaces(_ n: Decimal, _ fallback: Int) -> Int {
        let p = options.precision ?? fallback
        guard n != 0, !n.isNaN, DecimalMath.rounded(n, p) == 0 else { return p }
        return min(CalcOptions.maxDecimalPlaces, max(p, 1) - DecimalMath.magnitude(n) - 1)
    }

    func text(_ v: Value, style: Style) throws -> String {
        if let shown = try numberStyleText(v, style: style) ?? timeStyleText(v, style: style) { return shown }
        return try plainText(v, places: nil)
    }

    /// A number in a style asked for (a base, a fraction, places, figures), or nil when the value has no such form.
    private func numberStyleText(_ v: Value, style: Style) throws -> String? {
        switch style {
        case .hex, .binary, .octal:
            guard case .number(let n) = v, let s = NumberText.radix(n, style == .hex ? 16 : (style == .binary ? 2 : 8)) else {
                break
            }
            return s
        case .base(let b):
            guard case .number(let n) = v, let s = NumberText.digits(n, b) else { break }
            return s
        case .color:
            guard case .number(let n) = v, let c = DecimalMath.int(n) else { break }
            return Evaluator.hexText(ofColor: c)
        case .recurring:
            guard case .number(let n) = v, let text = NumberText.recurring(n) else { break }
            return text
        case .fraction, .mixedFraction:
            guard case .number(let n) = v, let (num, den) = NumberText.fraction(n) else { break }
            if den == 1 { return "\(num)" }
            if style == .mixedFraction, abs(num) > den {
                return "\(num / den) \(abs(num % den))/\(den)"
            }
            return "\(num)/\(den)"
        case .timestamp:
            guard case .number(let n) = v else { break }
            return NumberText(decimalComma: options.decimalSeparator == ",", grouping: false).format(n, maxPlaces: 3)
        case .scaleWord(let word, let scale):
            guard case .number(let n) = v else { break }
            return numbers.format(n / scale, maxPlaces: maxPlaces) + " " + word
        case .places(let p):
            return try plainText(v, places: p)
        case .solvedAmount:
            guard case .quantity(let n, let u) = v, u.currency != nil else { break }
            return quantity(n, u, places: nil, dropZeroMinorUnits: true)
        case .significant(let figures):
            // the figures asked for, even past the usual 10 places (`pi / 1000000 to 9 sf` → 0.00000314159265)
            // (the value is already rounded to them, so every digit it has is shown)
            guard case .number(let n) = v, n != 0, !useSI(n) else { break }
            let places = figures - DecimalMath.magnitude(n) - 1
            guard places > 10 else { return numbers.format(n, maxPlaces: max(0, places, maxPlaces)) }
            return numbers.fixed(n, maxPlaces: places, minPlaces: 0)
        case .upToPlaces(let p):
            if case .number(let n) = v, !useSI(n) { return numbers.format(n, maxPlaces: max(p, maxPlaces)) }
            if case .quantity(let n, let u) = v, u.currency == nil, !useSI(n) {
                let shown = max(p, options.decimalPlaces ?? options.precision ?? CalcOptions.defaultAmountPlaces)
                return quantity(n, u, places: nil, amount: numbers.format(n, maxPlaces: shown))
            }
        default:
            break
        }
        return nil
    }

    /// A duration, date or time in a style asked for (a lap time, words, ISO 8601, a timecode), or nil when the value has no such form.
    private func timeStyleText(_ v: Value, style: Style) throws -> String? {
        switch style {
        case .laptime:
            guard case .duration(let parts) = v else { break }
            return DurationText.laptime(parts.totalSeconds)
        case .timespan:
            guard case .duration(let parts) = v else { break }
            // A negative span reads as time past (fend, numbat): `-90 s -> human` → `1 min 30 s ago`.
            let seconds = parts.totalSeconds
            return seconds < 0
                ? DurationText.words(-seconds, numbers: numbers) + " ago" : DurationText.words(seconds, numbers: numbers)
        case .parts(let units):
            switch v {
            case .duration(let parts): return DurationText.words(parts.totalSeconds, units: units, numbers: numbers)
            case .quantity(let n, let u):
                let base = DecimalMath.mul(n, try u.factor(options.rates))
                return DurationText.split(base, units: units, numbers: numbers)
            default: break
            }
        case .calendarSpan(let start):
            guard case .duration(let parts) = v else { break }
            return DurationText.calendar(days: parts.totalSeconds / 86_400, from: start, calendar: calendar, numbers: numbers)
        case .iso8601:
            guard case .date(let d, _) = v else { break }
            return DateText.iso8601(d, zone: options.timeZone)
        case .dateTime12:
            guard case .date(let d, _) = v else { break }
            return DateText.date(d, hasTime: true, calendar: calendar, now: options.now, clock12: !options.clock24)
        case .pace(let unit):
            guard case .duration(let parts) = v else { break }
            return DurationText.pace(parts.totalSeconds) + "/" + unit
        case .timecode(let rate):
            guard case .duration(let parts) = v else { break }
            let fps = rate ?? Evaluator.defaultFPS
            guard let text = DurationText.timecode(frames: Evaluator.frames(parts, fps: fps), fps: fps) else {
                throw CalcError(.timecodeTooLong)
            }
            return text
        case .zoneDay:
            guard case .time(let s, _) = v else { break }
            let (days, time) = DateText.dayAndClock(s)
            let clock = DateText.clock(time, clock24: options.clock24)
            switch days {
            case 0: return clock
            case 1: return clock + " (next day)"
            case -1: return clock + " (previous day)"
            default: return clock + (days > 0 ? " (\(days) days later)" : " (\(-days) days earlier)")
            }
        default:
            break
        }
        return nil
    }

    private func plainText(_ v: Value, places: Int?) throws -> String {
        switch v {
        case .number(let n): return number(n, places: places)
        case .percent(let p):
            return numbers.format(
                p, maxPlaces: places ?? options.decimalPlaces ?? shownPlaces(p, CalcOptions.defaultAmountPlaces),
                minPlaces: places ?? 0) + "%"
        case .multiplier(let m):
            return numbers.format(
                m, maxPlaces: places ?? options.decimalPlaces ?? shownPlaces(m, CalcOptions.defaultAmountPlaces)) + "x"
        case .quantity(let n, let u): return quantity(n, u, places: places)
        case .duration(let parts):
            if parts.count == 1, parts[0].unit == UnitTable.day {
                return amount(parts[0].amount) + " " + UnitTable.day.display(amount: parts[0].amount)
            }
            return DurationText.words(parts.totalSeconds, numbers: numbers)
        case .time(let s, _): return DateText.clockWithDay(s, clock24: options.clock24, calendar: calendar, now: options.now)
        case .date(let d, let hasTime): return DateText.date(d, hasTime: hasTime, calendar: calendar, now: options.now)
        case .bool(let b): return b ? "true" : "false"
        case .complex(let re, let im): return complex(re, im, places: places)
        case .nonFinite(let x): return AnswerFormatter.nonFiniteText(x)
        case .text(let t): return t
        case .list(let items):
            // Texts in a list are quoted, so `["a", "b"]` is told apart from `[a, b]` (numbat's form).
            let shown = try items.map { item -> String in
                if case .text(let t) = item.plain { return "\"" + t + "\"" }
                return try text(item.plain, style: item.style)
            }
            return "[" + shown.joined(separator: ", ") + "]"
        case .distribution(let d):
            // fend's form: each outcome with its chance to two places, `{ 1: 16.67%, 2: 16.67%, … }`
            let shown = d.outcomes.map {
                number($0.value, places: places) + ": "
                    + numbers.format(Decimal(($0.probability * 10_000).rounded() / 100), maxPlaces: 2, minPlaces: 2) + "%"
            }
            return "{ " + shown.joined(separator: ", ") + " }"
        case .styled(let inner, let style): return try text(inner, style: style)
        }
    }

    /// numbat's spellings of NaN and the infinities.
    static func nonFiniteText(_ x: Double) -> String { x.isNaN ? "NaN" : (x > 0 ? "inf" : "-inf") }

    /// `4 + 3i`, `-1 - 0.5i`, `2i`, `-i`: the real part when it is not 0, then the imaginary part
    /// with its sign between them, `1` and `-1` written as `i` and `-i` (fend's form).
    private func complex(_ re: Decimal, _ im: Decimal, places: Int?) -> String {
        let magnitude = abs(im)
        let imText = DecimalMath.rounded(magnitude, places ?? maxPlaces) == 1 ? "i" : number(magnitude, places: places) + "i"
        if DecimalMath.rounded(re, places ?? maxPlaces) == 0 { return (im < 0 ? "-" : "") + imText }
        return number(re, places: places) + (im < 0 ? " - " : " + ") + imText
    }

    private func quantity(
        _ n: Decimal, _ u: UnitExpr, places: Int?, dropZeroMinorUnits: Bool = false, amount written: String? = nil
    ) -> String {
        if let code = u.currency {
            var digits = places ?? CurrencyDisplay.places(code)
            let trim = dropZeroMinorUnits || !options.moneyTrailingZeros
            if places == nil, trim, DecimalMath.isInteger(DecimalMath.rounded(n, digits)) { digits = 0 }
            let useSI = self.useSI(n) && abs(n) >= 1_000_000
            let amount = useSI ? (numbers.si(n) ?? "") : numbers.format(abs(n), maxPlaces: digits, minPlaces: digits)
            let sign = n < 0 && !useSI ? "-" : ""
            let rest = UnitExpr(terms: u.terms.filter { $0.unit.currency == nil })
            let suffix = rest.isNone ? "" : rest.display(amount: n)
            if let symbol = CurrencyDisplay.symbol(code) { return sign + symbol + amount + suffix }
            return sign + amount + " " + code + suffix
        }
        let shown = written ?? places.map { numbers.format(n, maxPlaces: $0, minPlaces: $0) } ?? amount(n)
        let unit = u.display(amount: n)
        if unit.hasPrefix("/") || UnitDef.writtenAgainstNumber(unit) { return shown + unit }
        return shown + " " + unit
    }
}
