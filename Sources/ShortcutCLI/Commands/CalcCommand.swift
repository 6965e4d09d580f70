import Foundation
import NaturalCalc
import ShortcutEngine

/// `shortcut calc`: the natural-language calculator on the command line.
enum CalcCommand: Command {
    static let name = "calc"
    static let summary = "evaluate natural-language maths (Soulver-style), or a sheet"
    /// The calculator needs no actions: `shortcut calc` starts without building the registry.
    static let usesActions = false
    static let usage = Usage(
        command: name, arguments: "\"EXPRESSION\" | --sheet FILE | < expressions.txt",
        sections: [
            .init(
                column: 17,
                entries: [
                    Option<String>.sheet, Flag.calcJSON, Flag.plain, Option<Int>.places, Option<Int>.precision, Flag.calcStrict,
                    Flag.lenient, Option<String>.calcNow, Option<String>.calcTimeZone, Option<String>.locale,
                    Option<String>.rates,
                ])
        ],
        notes: [
            "Without an expression, reads one expression per line from standard input and prints one",
            "answer per line (an empty line where an expression fails; the error goes to standard error);",
            "on a terminal it is an interactive session where `ans` and `line1`, `line2`, … are earlier answers.",
            "An argument starting with `-` that no option declares is part of the expression",
            "(`shortcut calc -40 F in C`); `--` ends the options; `--sheet -` reads the sheet from standard input.",
        ])

    static func run(_ rawArguments: [String], console: Console, registry: ActionRegistry) throws -> ExitCode {
        let arguments = try Arguments(rawArguments, command: name, dashWordsArePositional: true)
        let calculator = Calculator(options: try options(arguments))
        let json = arguments.has(.calcJSON)
        if let sheet = arguments.value(.sheet) {
            // `--sheet -` reads the sheet from standard input.
            guard let data = sheet == "-" ? console.readInput() : FileManager.default.contents(atPath: sheet) else {
                throw CommandLineFailure.noSuchSheet(sheet)
            }
            var lines = calculator.evaluateSheet(String(decoding: data, as: UTF8.self))
            while let last = lines.last, last.source.isEmpty, last.result == nil, last.error == nil { lines.removeLast() }
            console.write(render(lines, json: json))
            // The sheet is printed whole; a line that failed makes it exit 65, each named on standard error.
            for (number, line) in lines.enumerated() {
                guard let error = line.error else { continue }
                ShortcutCLI.report(
                    WorkflowError(CommandLineFailure.calcLine(number: number + 1, reason: error.description)), console: console)
            }
            return lines.contains { $0.error != nil } ? .badDocument : .ok
        }
        if !arguments.positionals.isEmpty {
            let expression = StartText.joined(arguments.positionals, " ")
            do {
                let result = try calculator.evaluate(expression)
                console.write((json ? describe(result, expression: expression).serialized() : result.text) + "\n")
                return .ok
            } catch {
                throw CommandLineFailure.calcExpression(reason: error.description)
            }
        }
        if console.isInteractive {
            console.write(interactiveIntro)
            var session = CalcSession(calculator: calculator)
            while true {
                console.write("> ")
                guard let line = console.readLine(), !quitWords.contains(line.lowercased()) else { break }
                console.write(answer(to: line, in: &session))
            }
            return .ok
        }
        var failures = 0
        var output = ""
        for (number, line) in String(decoding: console.readInput(), as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false
        ).enumerated() {
            if line.isEmpty && number > 0 { output += "\n"; continue }
            do {
                let result = try calculator.evaluate(String(line))
                output += (json ? describe(result, expression: String(line)).serialized(pretty: false) : result.text) + "\n"
            } catch {
                failures += 1
                output += "\n"
                ShortcutCLI.report(
                    WorkflowError(CommandLineFailure.calcLine(number: number + 1, reason: error.description)), console: console)
            }
        }
        if output.hasSuffix("\n\n") { output.removeLast() }
        console.write(output)
        return failures == 0 ? .ok : .badDocument
    }

    /// What an interactive session prints first.
    static let interactiveIntro =
        "Type an expression and press Return; `ans` is the last answer, `line1` the first. `quit` or Ctrl-D ends.\n"
    /// Lines that end an interactive session.
    static let quitWords: Set<String> = ["quit", "exit"]

    /// One interactive line's reply: `line3 = $23.00`, the error, or nothing for a comment.
    static func answer(to line: String, in session: inout CalcSession) -> String {
        let result = session.enter(line)
        if let answer = result.result { return "line\(session.lineCount) = \(answer.text)\n" }
        if let error = result.error { return "⚠︎ \(error.description)\n" }
        return ""
    }

    static func options(_ arguments: Arguments) throws -> CalcOptions {
        var options = CalcOptions()
        // Without --tz the zone is the system's, looked up only if an expression needs it.
        if let zone = try RunSettings.timeZone(arguments) { options.timeZone = zone }
        if arguments.given(.calcNow), let now = try RunSettings.now(arguments, zone: options.timeZone) { options.now = now }
        if let locale = arguments.value(.locale) { options.apply(locale: Locale(identifier: locale)) }
        if let places = try arguments.value(.places) { options.decimalPlaces = places }
        if let precision = try arguments.value(.precision) { options.precision = precision }
        options.plain = arguments.has(.plain)
        // `--lenient` is the default now and stays accepted as a no-op for old scripts.
        options.strict = arguments.has(.calcStrict)
        if let file = arguments.value(.rates) {
            guard let data = FileManager.default.contents(atPath: file) else {
                throw CommandLineFailure.noSuchRatesFile(file)
            }
            do { options.rates = try CurrencyRates(json: data) } catch {
                throw CommandLineFailure.badRatesFile(file, reason: "\(error)")
            }
        }
        return options
    }

    /// `{"expression": …, "text": "$900.00", "value": {"type": "money", "amount": "900", "currency": "USD"}}`.
    static func describe(_ result: CalcResult, expression: String) -> JSON {
        var value: [(key: String, value: JSON)]
        switch result.value {
        case .number(let n): value = [("type", .string("number")), ("number", .number("\(n)"))]
        case .percentage(let p): value = [("type", .string("percentage")), ("percent", .number("\(p)"))]
        case .money(let n, let code):
            value = [("type", .string("money")), ("amount", .number("\(n)")), ("currency", .string(code))]
        case .quantity(let n, let unit):
            value = [("type", .string("quantity")), ("amount", .number("\(n)")), ("unit", .string(unit))]
        case .date(let date): value = [("type", .string("date")), ("date", Coercion().json(.date(date)))]
        case .timeOfDay(let h, let m, let s):
            value = [
                ("type", .string("time")), ("hour", .number("\(h)")), ("minute", .number("\(m)")), ("second", .number("\(s)")),
            ]
        case .duration(let seconds): value = [("type", .string("duration")), ("seconds", .number("\(seconds)"))]
        case .multiplier(let m): value = [("type", .string("multiplier")), ("factor", .number("\(m)"))]
        case .boolean(let b): value = [("type", .string("boolean")), ("value", .bool(b))]
        case .complex(let re, let im):
            value = [("type", .string("complex")), ("real", .number("\(re)")), ("imaginary", .number("\(im)"))]
        case .text(let t): value = [("type", .string("text")), ("value", .string(t))]
        }
        var fields: [(key: String, value: JSON)] = [
            ("expression", .string(expression)), ("text", .string(result.text)), ("value", .object(value)),
        ]
        if !result.ignoredWords.isEmpty {
            let words = result.ignoredWords.map {
                JSON.object([("word", .string($0.word)), ("column", .number("\($0.column)"))])
            }
            fields.append(("ignored", .array(words)))
        }
        return .object(fields)
    }

    static func render(_ lines: [SheetLine], json: Bool) -> String {
        if json {
            return JSON.array(
                lines.map { line in
                    var fields: [(key: String, value: JSON)] = [("line", .string(line.source))]
                    if let result = line.result { fields.append(("answer", describe(result, expression: line.source))) }
                    if let error = line.error { fields.append(("error", .string(error.description))) }
                    return .object(fields)
                }
            ).serialized() + "\n"
        }
        let width = min(48, lines.map(\.source.count).max() ?? 0)
        return lines.map { line in
            let answer = line.result?.text ?? line.error.map { "⚠︎ \($0.description)" } ?? ""
            return answer.isEmpty
                ? line.source
                : line.source.padding(toLength: max(width, line.source.count), withPad: " ", startingAt: 0) + "  │ " + answer
        }.joined(separator: "\n") + "\n"
    }
}
