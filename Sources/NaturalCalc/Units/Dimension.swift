import Foundation

/// Exponents of the base dimensions; two quantities convert into each other when these match.
struct Dimension: Hashable, Sendable {
    var length: Int8 = 0
    var mass: Int8 = 0
    var time: Int8 = 0
    var data: Int8 = 0
    var temperature: Int8 = 0
    var angle: Int8 = 0
    var money: Int8 = 0
    /// Video frames, counted (`50 frames`, `30 fps`).
    var frames: Int8 = 0
    /// Electric current (amperes), amount of substance (moles) and luminous intensity (candelas).
    var current: Int8 = 0
    var amount: Int8 = 0
    var luminosity: Int8 = 0

    static let none = Dimension()
    static let length1 = Dimension(length: 1)
    static let mass1 = Dimension(mass: 1)
    static let time1 = Dimension(time: 1)
    static let data1 = Dimension(data: 1)
    static let temperature1 = Dimension(temperature: 1)
    static let angle1 = Dimension(angle: 1)
    static let money1 = Dimension(money: 1)
    static let frames1 = Dimension(frames: 1)

    var isNone: Bool { self == .none }

    static func + (a: Dimension, b: Dimension) -> Dimension {
        Dimension(
            length: a.length + b.length, mass: a.mass + b.mass, time: a.time + b.time,
            data: a.data + b.data, temperature: a.temperature + b.temperature,
            angle: a.angle + b.angle, money: a.money + b.money, frames: a.frames + b.frames,
            current: a.current + b.current, amount: a.amount + b.amount, luminosity: a.luminosity + b.luminosity)
    }

    static func * (a: Dimension, n: Int8) -> Dimension {
        Dimension(
            length: a.length * n, mass: a.mass * n, time: a.time * n, data: a.data * n,
            temperature: a.temperature * n, angle: a.angle * n, money: a.money * n, frames: a.frames * n,
            current: a.current * n, amount: a.amount * n, luminosity: a.luminosity * n)
    }

    /// Words for error messages.
    var name: String {
        switch self {
        case .length1: return "a length"
        case .mass1: return "a mass"
        case .time1: return "a duration"
        case .data1: return "an amount of data"
        case .temperature1: return "a temperature"
        case .money1: return "money"
        case .frames1: return "a number of frames"
        case Dimension(length: 2): return "an area"
        case Dimension(length: 3): return "a volume"
        case Dimension(length: 1, time: -1): return "a speed"
        case .none: return "a number"
        default: return "a quantity"
        }
    }
}

/// One named unit: how it prints and how it relates to the SI base of its dimension.
struct UnitDef: Hashable, Sendable {
    let id: String
    let symbol: String
    /// Plural display form for units that print as words (`hours`), nil for symbols.
    let plural: String?
    let dimension: Dimension
    /// Base units per one of this unit (metres, kilograms, seconds, bits, kelvin, radians, USD).
    let factor: Decimal
    /// Added after scaling to reach kelvin (temperatures only).
    let offset: Decimal
    /// ISO code for currencies; their factor comes from the rate table.
    let currency: String?

    init(
        _ id: String, _ symbol: String, plural: String? = nil, _ dimension: Dimension,
        _ factor: Decimal, offset: Decimal = 0, currency: String? = nil
    ) {
        self.id = id
        self.symbol = symbol
        self.plural = plural
        self.dimension = dimension
        self.factor = factor
        self.offset = offset
        self.currency = currency
    }

    static func money(_ code: String) -> UnitDef {
        UnitDef(code, CurrencyDisplay.symbol(code) ?? code, .money1, 1, currency: code)
    }

    func factor(_ rates: CurrencyRates) throws -> Decimal {
        guard let currency else { return factor }
        guard let value = rates.usdValue(currency) else {
            throw CalcError(.noExchangeRate(currency))
        }
        return value
    }

    func display(amount: Decimal) -> String {
        guard let plural else { return symbol }
        return amount == 1 || amount == -1 ? symbol : plural
    }

    /// Unit texts written against the number, without a space: `180°`, `53′`, `23″`.
    static func writtenAgainstNumber(_ unit: String) -> Bool {
        unit == "°" || unit == "′" || unit == "″"
    }
}

/// Currency symbols for display; codes without a unique symbol print as codes.
enum CurrencyDisplay {
    static let symbols: [String: String] = [
        "USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "INR": "₹", "RUB": "₽", "KRW": "₩",
        "TRY": "₺", "THB": "฿", "ILS": "₪",
    ]

    static func symbol(_ code: String) -> String? { symbols[code] }

    /// Minor-unit digits: JPY and KRW have none.
    static func places(_ code: String) -> Int {
        ["JPY", "KRW"].contains(code) ? 0 : (code == "BTC" ? 8 : 2)
    }
}
