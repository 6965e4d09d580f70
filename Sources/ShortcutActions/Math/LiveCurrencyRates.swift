import Foundation
import NaturalCalc
import ShortcutEngine

/// Calculate Expression's Live Currency Rates: today's reference rates from the rate service
/// (`RunOptions.ratesServiceURL`, answered as Frankfurter's `/v2/rates?base=USD` answers), fetched
/// once a run. As Soulver keeps its last rates when it cannot update them, a run that may not
/// reach the service, or a service that fails, converts with the built-in table, and a warning
/// says why (`--strict` makes it the error).
enum LiveCurrencyRates {
    /// The rates to convert with: the service's, or the built-in table after a warning. The
    /// outcome is kept for the run, a failure too: a service that is down is asked once.
    static func rates(context: ActionContext, parameter: String) throws(ActionFailure) -> CurrencyRates {
        let outcome: Result<CurrencyRates, ActionFailure> = context.remembered("live currency rates") {
            do { return .success(try fetched(context: context, parameter: parameter)) } catch let failure as ActionFailure {
                return .failure(failure)
            } catch {
                return .failure(ActionFailure(CalculatorFailure.unusableRates(reason: String(describing: error))))
            }
        }
        switch outcome {
        case .success(let rates): return rates
        case .failure(let failure):
            try context.warnOnce(
                CalculatorFailure.liveRatesUnavailable(
                    reason: failure.facts.message, builtInDate: CurrencyRates.builtIn.date, remedy: failure.facts.remedy),
                parameter: parameter)
            return .builtIn
        }
    }

    /// GETs the service's rates per US dollar and reads them.
    static func fetched(context: ActionContext, parameter: String) throws -> CurrencyRates {
        let base = context.ratesServiceURL
        let trimmed = base.hasSuffix("/") ? String(base.dropLast()) : base
        guard let url = URL(string: trimmed + "/v2/rates?base=USD"), url.host != nil else {
            throw ActionFailure(CalculatorFailure.unusableRates(reason: "the rate service '\(base)' is not a URL"))
        }
        let response = try HTTPClient.perform(HTTPRequest(url: url), context: context, parameter: parameter)
        guard response.status == 200 else {
            let preview = Rendering.preview(String(decoding: response.body.prefix(200), as: UTF8.self))
            throw ActionFailure(
                CalculatorFailure.unusableRates(reason: "the rate service answered \(response.status): \(preview)"))
        }
        return try table(response.body)  // A rate file's error is worded by `rates`, as any other.
    }

    /// A service's answer as a rate table: Frankfurter's list of `{"date", "base", "quote", "rate"}`
    /// rows (a quote whose code the calculator cannot name is left out), or a rate file's object
    /// (`CurrencyRates(json:)`).
    static func table(_ body: Data) throws -> CurrencyRates {
        let object = try? JSONSerialization.jsonObject(with: body)
        guard let rows = object as? [[String: Any]] else { return try CurrencyRates(json: body) }
        var perUSD: [String: Decimal] = [:]
        var date = ""
        for row in rows {
            guard (row["base"] as? String)?.uppercased() ?? "USD" == "USD", let quote = row["quote"] as? String,
                quote.count == 3 || quote.count == 4, quote.allSatisfy(\.isLetter),
                let number = row["rate"] as? NSNumber, let rate = Decimal(string: number.stringValue), rate > 0
            else { continue }
            perUSD[quote.uppercased()] = rate
            date = max(date, row["date"] as? String ?? "")
        }
        guard !perUSD.isEmpty else {
            throw ActionFailure(CalculatorFailure.unusableRates(reason: "the rate service gave no rates per US dollar"))
        }
        return CurrencyRates(date: date, perUSD: perUSD)
    }
}
