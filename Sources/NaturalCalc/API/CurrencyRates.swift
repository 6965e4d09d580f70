import Foundation

/// Offline currency rates: how many units of each currency one US dollar buys.
///
/// JSON shape accepted by `init(json:)`:
/// `{"date": "2026-11-01", "rates": {"EUR": 0.88, "GBP": 0.75}}` — codes are ISO 4217
/// (case-insensitive), values are positive numbers per 1 USD; `USD` is always 1. An optional
/// `"base": "EUR"` re-bases the table (values are then per 1 unit of that currency).
public struct CurrencyRates: Sendable, Equatable {
    /// The day the rates were taken, as written in the table.
    public let date: String
    /// Units per 1 USD, keyed by upper-case ISO code.
    public let perUSD: [String: Decimal]
    private let usdPer: [String: Decimal]

    /// Makes a table from units per 1 USD.
    public init(date: String, perUSD: [String: Decimal]) {
        var table = [String: Decimal]()
        for (code, rate) in perUSD { table[code.uppercased()] = rate }
        table["USD"] = 1
        self.date = date
        self.perUSD = table
        usdPer = table.mapValues { 1 / $0 }
    }

    /// Reads a user rate file (shape documented on the type); errors name the bad part.
    public init(json: Data) throws {
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: json)
        } catch {
            throw CalcError(.currencyRates(.notJSON))
        }
        guard let root = object as? [String: Any] else {
            throw CalcError(.currencyRates(.notObject))
        }
        guard let date = root["date"] as? String else {
            throw CalcError(.currencyRates(.missingDate))
        }
        guard let rates = root["rates"] as? [String: Any] else {
            throw CalcError(.currencyRates(.missingRates))
        }
        var table = [String: Decimal]()
        for (code, raw) in rates {
            guard code.count == 3 || code.count == 4, code.allSatisfy(\.isLetter) else {
                throw CalcError(.currencyRates(.badCode(code)))
            }
            // JSON booleans arrive as NSNumber too; their type code is `c`.
            guard type(of: raw) != Bool.self, let number = raw as? NSNumber, String(cString: number.objCType) != "c",
                let rate = Decimal(string: number.stringValue), rate > 0
            else {
                throw CalcError(.currencyRates(.badRate(code)))
            }
            table[code.uppercased()] = rate
        }
        if let base = (root["base"] as? String)?.uppercased(), base != "USD" {
            // Rates are per 1 base unit; one USD buys 1 / (USD per base) base units.
            guard let usd = table["USD"] else {
                throw CalcError(.currencyRates(.needsUSD(base)))
            }
            var rebased = [String: Decimal]()
            for (code, rate) in table { rebased[code] = rate / usd }
            rebased[base] = 1 / usd
            table = rebased
        }
        self.init(date: date, perUSD: table)
    }

    /// Units of `code` per 1 USD, if known.
    func rate(_ code: String) -> Decimal? { perUSD[code] }

    /// USD per one unit of `code` (the unit factor), precomputed because Decimal division is slow.
    func usdValue(_ code: String) -> Decimal? { usdPer[code] }

    /// The built-in table. The first six rates are SoulverCore's bundled defaults of
    /// 2025-08-12; the rest are approximate mid-2025 market rates.
    public static let builtIn = CurrencyRates(
        date: "2025-08-12",
        perUSD: [
            "EUR": 0.879325, "GBP": 0.753835, "JPY": 142.17104, "AUD": 1.565349, "CAD": 1.384165,
            "CHF": 0.81849, "CNY": 7.18, "INR": 87.6, "NZD": 1.69, "SEK": 9.6, "NOK": 10.2,
            "DKK": 6.56, "HKD": 7.85, "SGD": 1.29, "KRW": 1390, "RUB": 80, "BRL": 5.45,
            "MXN": 18.7, "ZAR": 17.8, "PLN": 3.74, "CZK": 21.1, "TRY": 40.8, "THB": 32.5,
            "ILS": 3.42, "AED": 3.6725, "BTC": 0.0000117,
        ])
}
