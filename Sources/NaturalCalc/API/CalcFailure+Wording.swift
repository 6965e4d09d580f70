import Foundation

// The one place a calculator failure is worded. The sentences are what users and tests read:
// change them here, and only here.
extension CalcFailure {
    /// The sentence a user reads, e.g. `cannot understand 'flurb'`.
    var message: String {
        readingMessage ?? numberMessage ?? kindMessage ?? textAndListMessage ?? dateMessage ?? phraseMessage
            ?? otherMessage
    }

    /// Whether the failure says a line has nothing to calculate (a sheet shows such a line as a comment).
    var isNothingToCalculate: Bool {
        switch self {
        case .empty, .onlyComments: return true
        default: return false
        }
    }

    private var readingMessage: String? {
        switch self {
        case .unknownWord(let token): return "cannot understand '\(token)'"
        case .unexpected(let token): return "unexpected '\(token)'"
        case .empty: return "nothing to calculate"
        case .onlyComments(let words):
            let list = words.prefix(5).map { "'\($0)'" }.joined(separator: ", ") + (words.count > 5 ? ", …" : "")
            return "nothing to calculate: no number is left once \(list) \(words.count == 1 ? "is" : "are") read as a comment"
        case .incomplete: return "the expression ends too early"
        case .inputTooLong(let limit): return "the expression is longer than \(limit) characters"
        case .nestedTooDeep(let limit): return "the expression is nested more than \(limit) levels deep"
        case .notADigit(let digit, let base): return "'\(digit)' is not a digit in base \(base)"
        case .baseOutOfRange: return "a base is a whole number from 2 to 36"
        case .tooManyBaseDigits(let base): return "a number in base \(base) has at most 60 digits"
        case .writtenExponentTooLarge: return "the exponent is too large"
        case .strayUnderscore: return "an underscore in a number goes between two digits, as in 1_000_000"
        case .misplacedGroupSeparator: return "'.' groups thousands in three digits here (1.234,5); write decimals with ','"
        case .badEscape(let escape):
            let why: String
            switch escape {
            case .hex: why = "'\\x' needs two hexadecimal digits from 00 to 7f"
            case .unicode: why = "'\\u' needs a Unicode code point in braces"
            case .control: why = "'\\^' needs a capital letter or one of @ [ \\ ] ^ _ ?"
            case .unknown(let code): why = "unknown escape '\\\(code)'"
            }
            return "\(why) in quoted text; write e.g. \\n, \\x41, \\u{7e} or \\^A"
        case .invalidDiceWord(let text): return "invalid dice '\(text)': write e.g. 'd6' or '4d6' (at most 18 digits each)"
        case .unitPowerLimit: return "unit powers go up to 4"
        case .notATimeOfDay(let hour, let minute): return "'\(hour):\(minute)' is not a time of day"
        case .expectedRemainder: return "expected 'remainder of A divided by B'"
        case .expectedBetween: return "expected 'between A and B'"
        case .unsupportedPhrase: return "unsupported phrase"
        default: return nil
        }
    }

    private var numberMessage: String? {
        switch self {
        case .divisionByZero: return "division by zero"
        case .tooLarge: return "the number is too large"
        case .outOfRange: return "the result is out of range"
        case .notFinite: return "the result is not a finite number"
        case .tooManySteps(let limit): return "the calculation needs more than \(limit) steps"
        case .tooDeep(let limit): return "the expression has more than \(limit) operations in a row"
        case .exponentOverLimit(let n, let limit): return "the exponent \(n) is over the limit of \(limit)"
        case .complexExponentOverLimit(let n, let limit):
            return "the exponent \(n) is over the limit of \(limit) for a complex number"
        case .factorialOverLimit(let n, let limit): return "the factorial of \(n) is over the limit of \(limit)!"
        case .tooManyPlaces(let got): return "decimal places can be at most \(CalcOptions.maxDecimalPlaces), got \(got)"
        case .roundingPlaces: return "too many decimal places"
        case .tooManyFigures(let got):
            return "significant figures can be at most \(CalcOptions.maxSignificantFigures), got \(got)"
        case .roundingStepNotPositive: return "the rounding step must be positive"
        case .bitwiseNeedsWholeNumbers: return "bitwise operators need whole numbers of at most 19 digits"
        case .shiftOutOfRange(let got): return "a shift can be 0 to \(Evaluator.maxShift) bits, got \(got)"
        case .gcdNeedsWholeNumbers: return "gcd and lcm need whole numbers"
        case .chooseOutOfRange: return "choose needs whole numbers with 0 ≤ k ≤ n"
        case .wholeNumberNeeded(let name): return "\(name) needs a whole number of at least 0"
        case .primeNeedsWholeNumber: return "'prime' needs a whole number"
        case .sequenceIndexLimit(let name, let limit): return "\(name) is limited to indexes up to \(limit): use a smaller number"
        case .outOfDomain(let domain): return Self.wording(domain)
        case .rootOfDimension(let name, let unit):
            return "cannot take the \(name) root of \(unit): its dimension has no \(name) root"
        case .rootOfNegative(let name): return "cannot take the \(name) root of a negative amount"
        case .unitPowerNotSmallWhole: return "a unit can only be raised to a small whole power"
        case .needsReal: return "this operation needs real numbers, not a complex number"
        case .functionNeedsReal(let name): return "\(name) needs a real number, not a complex number"
        case .complexPowerRevolutions: return "this complex power turns through too many revolutions to compute accurately"
        default: return nil
        }
    }

    private static func wording(_ domain: Domain) -> String {
        switch domain {
        case .acosh: return "acosh needs a number of at least 1"
        case .atanh: return "atanh needs a number between -1 and 1"
        case .log1p: return "log1p needs a number over -1"
        case .logarithm: return "logarithms need a positive number"
        case .logarithms: return "logarithms need positive numbers"
        case .logarithmOfZero: return "logarithms need a number other than 0"
        case .logarithmBase: return "the logarithm base must be positive and not 1"
        case .squareRoot: return "cannot take the square root of a negative number"
        }
    }

    private var kindMessage: String? {
        switch self {
        case .mismatch(let left, let right): return "cannot combine \(left) with \(right)"
        case .cannotConvert(let from, let to): return "cannot convert \(from) to \(to)"
        case .cannotConvertTo(let label, .notAnAmount): return "cannot convert to '\(label)': it is not an amount of a unit"
        case .cannotConvertTo(let label, .zero): return "cannot convert to '\(label)': it is zero"
        case .cannotConvertTo(let label, .offsetScale):
            return "cannot convert to '\(label)': a scale with an offset (°C, °F) has no multiples"
        case .argumentKind(let function, let wanted, let got): return "\(function) takes \(Self.wording(wanted)), not \(got)"
        case .expected(let expected, let got): return "expected \(Self.wording(expected)), not \(got)"
        case .cannot(let operation, let kind): return "cannot \(Self.wording(operation)) \(kind)"
        case .suffixNeedsNumber(let symbol, let got): return "'\(symbol)' needs a number, not \(got)"
        case .factorialOperatorNeedsNumber: return "'!' needs a number"
        case .exponentNotNumber(let got): return "the exponent must be a number, not \(got)"
        case .onOffNeedsPercentage(let word): return "'\(word)' needs a percentage before it"
        case .logicNeedsBooleans(let symbol, let left, let right):
            return "'\(symbol)' needs true/false on both sides, not \(left) and \(right)"
        case .notNeedsBoolean(let got): return "'not' needs true/false, not \(got)"
        case .needsFinite(let left, let right): return "this operation needs finite numbers, not \(left) and \(right)"
        case .filterNeedsPredicate(let f): return "filter needs a function that answers true or false, not \(f)"
        case .needsFunctionName(let caller, let got):
            return "\(caller) takes a function's name first (as in map(sqr, [1, 2])), not \(got)"
        case .unknownFunction(let name): return "unknown function '\(name)'"
        case .arity(let name, let described, let arity): return Self.arityWording(name, described, arity)
        case .rgbNeedsThreeValues: return "rgb takes three values: red, green and blue"
        case .unknownUnit(let unit): return "unknown unit '\(unit)'"
        case .unknownUnitNear(let unit, let suggestion): return "unknown unit '\(unit)'; did you mean '\(suggestion)'?"
        case .noSIBaseUnit(let unit): return "\(unit) has no SI base unit"
        case .unitListNeedsUnits: return "unit_list takes a list of units first"
        case .noValueYet(let name): return "'\(name)' has no value yet"
        case .noExchangeRate(let currency): return "no exchange rate for \(currency)"
        default: return nil
        }
    }

    private static func wording(_ wanted: Wanted) -> String {
        switch wanted {
        case .text: return "text"
        case .textList: return "a list of texts"
        case .formatAndDate: return "a format and a date"
        case .number: return "a number"
        case .temperature: return "a temperature"
        case .date: return "a date"
        case .units: return "units, as in [ft, in]"
        case .dice: return "dice, as in 'roll d6'"
        case .list: return "a list"
        case .colorChannel: return "whole numbers from 0 to 255"
        }
    }

    private static func wording(_ expected: Expected) -> String {
        switch expected {
        case .number: return "a number"
        case .percentage: return "a percentage"
        case .date: return "a date"
        case .years: return "a number of years"
        case .rate: return "a rate such as 10%"
        case .decayAmount: return "an amount to decay"
        case .rateBeforeEvery: return "a percentage or a number before 'every'"
        }
    }

    private static func wording(_ operation: Operation) -> String {
        switch operation {
        case .negate: return "negate"
        case .scale: return "scale"
        case .round: return "round"
        }
    }

    /// A count of values a function takes, from its table entry.
    private static func arityWording(_ name: String, _ described: String?, _ arity: CalcFunction.Arity) -> String {
        if let described { return "\(name) takes \(described)" }
        func count(_ n: Int) -> String { n < 4 ? ["no", "one", "two", "three"][n] : "\(n)" }
        func values(_ n: Int) -> String { count(n) + (n == 1 ? " value" : " values") }
        switch arity {
        case .exactly(let n): return "\(name) takes \(values(n))"
        case .between(let low, let high): return "\(name) takes \(count(low)) or \(values(high))"
        case .atLeast(let n): return "\(name) needs at least \(values(n))"
        }
    }

    private var textAndListMessage: String? {
        switch self {
        case .textTooLong(let limit): return "text longer than \(limit) characters"
        case .emptySeparator: return "split needs a separator that is not empty"
        case .unparsableText(let text):
            return "parse takes an amount written as text, as in parse(\"0xFF\") or parse(\"1.5 km\"), not '\(text)'"
        case .notACodePoint(let n): return "chr takes a Unicode code point, not \(n)"
        case .ordNeedsOneCharacter(let count): return "ord takes one character, not \(count)"
        case .formatEndsWithPercent: return "format_datetime: '%' at the end of the format needs a letter after it"
        case .unknownConversion(let code):
            return "format_datetime: unknown conversion '%\(code)'; use e.g. %Y %m %d %H %M %S %B %A"
        case .listTooLong(let limit): return "a list holds at most \(limit) values: use a shorter one"
        case .emptyList(let name): return "\(name) needs a list with at least one value"
        case .listIndex(let index, let count):
            return "index \(index) is past the end of a list of \(count) values (the first is 0)"
        case .linspaceCount: return "linspace needs at least 2 points"
        case .standardDeviationNeedsTwo: return "a standard deviation needs at least two values"
        default: return nil
        }
    }

    private var dateMessage: String? {
        switch self {
        case .dateOutOfRange: return "date out of range"
        case .invalidDayMonth(let day, let month): return "'\(day)/\(month)' is not a valid date"
        case .daysInMonthNeedsMonthAndYear: return "days in a month need a month and a year, as in 'days in February 2020'"
        case .expectedYear: return "expected a year, as in 'days in 2024'"
        case .expectedPeriod: return "expected a period"
        case .noSuchDay: return "no such day"
        case .relativeNeedsDuration(let word, let got): return "'\(word)' needs a duration, not \(got)"
        case .timeInNeedsDuration(let got): return "'time in' needs a duration, such as 'time in 3 hours', not \(got)"
        case .everyNeedsSpan(let got): return "'every' needs a span of time, such as 'every year', not \(got)"
        case .cannotMeasure(let from, let to): return "cannot measure from \(from) to \(to)"
        case .ageNeedsDate(let got): return "an age needs a date, such as 'age of 1990-05-17', not \(got)"
        case .unreadableBirthDate(let got): return "cannot read \(got) as a date of birth"
        case .ageNeedsPastDate: return "an age needs a date in the past"
        case .timecodeTooLong:
            return "a timecode prints up to 1,000,000,000,000 frames at 1 fps or more; convert it to hours or frames instead"
        case .onlyFourQuarters: return "there are only four quarters"
        default: return nil
        }
    }

    private var phraseMessage: String? {
        switch self {
        case .paceNeedsDistanceAndTime: return "a pace needs a distance and a time, as in '5 km in 25 min'"
        case .ifNeedsComparison: return "'if' needs a comparison, such as 'if 5 > 3 then …'"
        case .conditionFalseNoElse: return "the condition is false and there is no 'else'"
        case .ruleOfThreeNeedsPercentage: return "a rule of three needs a percentage, as in 'if 30 is 20%, what is 60%'"
        case .expectedClamp: return "expected 'clamp X between A and B'"
        case .expectedMidpoint: return "expected 'midpoint between A and B'"
        case .expectedRandomBetween: return "expected 'random number between A and B'"
        case .randomBounds(let a, let b): return "a random number needs whole-number bounds below 10^15, got \(a) and \(b)"
        case .phraseMissingValue: return "the phrase is missing a value"
        case .neverReaches(let growth):
            return "\(growth ? "growth" : "decay") at that rate never goes from the first amount to the second"
        case .addingNeverReaches: return "adding that much never goes from the first amount to the second"
        case .growthRateNeedsPositive: return "a growth rate needs positive amounts and years"
        case .annualReturnNeedsPositive: return "an annual return needs positive amounts and years"
        case .isWhatPerNeedsUnit: return "'is what per' needs a unit after it, as in '$10/hour is what per day'"
        case .noTaggedLine(let tag): return "no line above is tagged #\(tag); tag a line by ending it with #\(tag)"
        default: return nil
        }
    }

    private var otherMessage: String {
        switch self {
        case .invalidDice: return "invalid dice: write e.g. 'd6' or '4d6' (at least one die of at least one face)"
        case .tooManyDice(let written, let summing):
            let limits = "at most \(Distribution.countLimit) dice of at most \(Distribution.faceLimit) faces"
            return "\(written) is too many dice: \(limits)" + (summing ? ", and about 5·10⁷ steps to sum them" : "")
        case .diceCombinations:
            return "these dice make too many combinations (more than \(Distribution.workLimit)); use fewer or smaller dice"
        case .diceOutcomes:
            return "these dice make too many outcomes (more than \(Distribution.outcomeLimit)); use fewer or smaller dice"
        case .diceOperators: return "dice take + - * / only"
        case .diceCombine(let got): return "dice combine with plain numbers only, not \(got)"
        case .currencyRates(let problem): return "currency rates: " + Self.wording(problem)
        case .sessionFull(let maxLines, let lineCount):
            return
                "a session holds at most \(maxLines) lines; start a new one (answers so far are kept as line1 … line\(lineCount))"
        case .internalError(let what): return "internal error: \(what)"
        default: return "internal error: \(self) has no wording"
        }
    }

    private static func wording(_ problem: RatesProblem) -> String {
        switch problem {
        case .notJSON: return "the file is not valid JSON"
        case .notObject: return "the top level must be an object"
        case .missingDate: return "missing \"date\" string"
        case .missingRates: return "missing \"rates\" object"
        case .badCode(let code): return "'\(code)' is not a currency code"
        case .badRate(let code): return "the rate for '\(code)' must be a positive number"
        case .needsUSD(let base): return "a table based on '\(base)' needs a USD rate"
        }
    }
}
