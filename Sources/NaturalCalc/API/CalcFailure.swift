import Foundation

/// What went wrong in a calculation, as facts: no sentence is written where a failure is thrown.
/// `CalcError` adds where it happened (a column and the token); the words are in
/// `CalcFailure+Wording.swift`, the one place a calculator error is worded.
enum CalcFailure: Sendable, Equatable {
    // MARK: reading the line
    /// A word the calculator does not know.
    case unknownWord(String)
    /// A token the grammar cannot place where it stands.
    case unexpected(String)
    /// A line with nothing to calculate.
    case empty
    /// A line whose words were all read as comments (the first five shown).
    case onlyComments([String])
    /// The line ends where an operand or a word was still needed.
    case incomplete
    /// A line longer than the budget allows.
    case inputTooLong(limit: Int)
    /// Brackets nested past `Parser.maxDepth`.
    case nestedTooDeep(limit: Int)
    /// A digit that is not one of the base's (`0b12`).
    case notADigit(Character, base: Int)
    /// A base outside 2…36 (`base 40`, `40#12`).
    case baseOutOfRange
    /// A number in a base of more than 60 digits.
    case tooManyBaseDigits(base: Int)
    /// An exponent written past what a number holds (`1e999999999999`).
    case writtenExponentTooLarge
    /// `1__000`, `5_`.
    case strayUnderscore
    /// A `.` before digits where `.` groups thousands and `,` is the decimal separator.
    case misplacedGroupSeparator
    /// A bad escape in quoted text.
    case badEscape(Escape)
    /// Dice written with too many digits (`123456789012345678901d6`).
    case invalidDiceWord(String)
    /// `m^5`.
    case unitPowerLimit
    /// `25:30` read as a time of day.
    case notATimeOfDay(hour: Int, minute: Int)
    /// `remainder of` without `divided by`.
    case expectedRemainder
    /// `between` without two values.
    case expectedBetween
    /// A leading phrase the evaluator has no computation for (a programming error the tests catch).
    case unsupportedPhrase

    // MARK: numbers and limits
    /// Division by zero.
    case divisionByZero
    /// A number past Decimal's range.
    case tooLarge
    /// A result that overflows or underflows.
    case outOfRange
    /// A result that is not a finite number.
    case notFinite
    /// More evaluation steps than the budget allows.
    case tooManySteps(limit: Int)
    /// More operations in a row than `Evaluator.maxDepth`.
    case tooDeep(limit: Int)
    /// A real exponent past the budget.
    case exponentOverLimit(String, limit: Int)
    /// A complex exponent past the budget.
    case complexExponentOverLimit(String, limit: Int)
    /// A factorial past the budget.
    case factorialOverLimit(Int, limit: Int)
    /// Decimal places asked past `CalcOptions.maxDecimalPlaces`; `got` as written.
    case tooManyPlaces(String)
    /// `round(x, 40)`: places outside −30…30.
    case roundingPlaces
    /// Significant figures asked past `CalcOptions.maxSignificantFigures`; `got` as written.
    case tooManyFigures(String)
    /// A rounding step of 0 or less.
    case roundingStepNotPositive
    /// `&`, `|`, `xor`, `<<`, `>>` with a fraction or a number beyond 64 bits.
    case bitwiseNeedsWholeNumbers
    /// A shift by a negative count or more than `Evaluator.maxShift` bits; `got` as written.
    case shiftOutOfRange(String)
    /// `gcd`, `lcm` with fractions.
    case gcdNeedsWholeNumbers
    /// `choose` outside 0 ≤ k ≤ n.
    case chooseOutOfRange
    /// A function of whole numbers given something else (`fibonacci(1.5)`, `factorial`).
    case wholeNumberNeeded(String)
    /// `prime` of a fraction.
    case primeNeedsWholeNumber
    /// The index of an integer sequence past the limit its values fit.
    case sequenceIndexLimit(String, limit: Int)
    /// A value outside a function's domain.
    case outOfDomain(Domain)
    /// A root of an amount whose dimension has no such root (`cube root of 2 m²`).
    case rootOfDimension(String, unit: String)
    /// A root of a negative amount.
    case rootOfNegative(String)
    /// A unit raised to a power that is not a small whole number.
    case unitPowerNotSmallWhole
    /// A complex number where only a real one does.
    case needsReal
    /// A function that has no complex form given a complex number.
    case functionNeedsReal(String)
    /// A complex power that turns too many times.
    case complexPowerRevolutions

    // MARK: kinds of value
    /// Two values that do not combine (`5 kg + 3 m`).
    case mismatch(String, String)
    /// A conversion between dimensions that do not meet.
    case cannotConvert(String, String)
    /// A conversion to a multiple that cannot be one.
    case cannotConvertTo(String, CannotConvertTo)
    /// A function's argument of the wrong kind.
    case argumentKind(function: String, wanted: Wanted, got: String)
    /// A phrase's value of the wrong kind (`expected a date, not a number`).
    case expected(Expected, got: String)
    /// An operation the value's kind does not have (`cannot negate a date`).
    case cannot(Operation, String)
    /// `%` or `‰` after something that is not a number.
    case suffixNeedsNumber(String, got: String)
    /// `!` after something that is not a number.
    case factorialOperatorNeedsNumber
    /// `^` with an exponent that is not a number.
    case exponentNotNumber(String)
    /// `on`/`off` without a percentage before them.
    case onOffNeedsPercentage(String)
    /// `&&`/`||` with values that are not true/false.
    case logicNeedsBooleans(String, String, String)
    /// `not` of a value that is not true/false.
    case notNeedsBoolean(String)
    /// Operations on NaN or infinity that need finite numbers.
    case needsFinite(String, String)
    /// A filter whose function answers something else than true or false.
    case filterNeedsPredicate(String)
    /// A higher-order function given something else than a function's name first.
    case needsFunctionName(String, got: String)
    /// A name that is not a function.
    case unknownFunction(String)
    /// A function given a count of values its table entry does not accept.
    case arity(String, described: String?, CalcFunction.Arity)
    /// `rgb` with a count other than three.
    case rgbNeedsThreeValues
    /// A unit name `quantity` does not know, or a word standing where a unit must be (`1 bushel in L`
    /// before the bushel was known): never read as a comment beside a number that is being converted.
    case unknownUnit(String)
    /// A conversion's target one letter off a unit's name (`1 km in furlongz`): the name, the unit meant.
    case unknownUnitNear(String, suggestion: String)
    /// A unit with no SI base unit.
    case noSIBaseUnit(String)
    /// `unit_list` without a list of units first.
    case unitListNeedsUnits
    /// A variable read before it has a value.
    case noValueYet(String)
    /// A money amount in a currency the rates do not have.
    case noExchangeRate(String)

    // MARK: text
    /// Text past `Evaluator.textLengthLimit` characters.
    case textTooLong(limit: Int)
    /// `split` with an empty separator.
    case emptySeparator
    /// `parse` of text that is not an amount.
    case unparsableText(String)
    /// `chr` of a number that is not a code point.
    case notACodePoint(Decimal)
    /// `ord` of text that is not one character.
    case ordNeedsOneCharacter(Int)
    /// `format_datetime` with a `%` at the end.
    case formatEndsWithPercent
    /// `format_datetime` with an unknown `%` conversion.
    case unknownConversion(Character)

    // MARK: lists
    /// A list written or built past the length limit.
    case listTooLong(limit: Int)
    /// `head`, `tail`, `maximum` or `minimum` of an empty list.
    case emptyList(String)
    /// `element_at` past the end.
    case listIndex(Int, count: Int)
    /// `linspace` with fewer than two points.
    case linspaceCount
    /// A standard deviation of fewer than two values.
    case standardDeviationNeedsTwo

    // MARK: dates and times
    /// A date past the calendar's range.
    case dateOutOfRange
    /// `31/2`.
    case invalidDayMonth(day: Int, month: Int)
    /// `days in` without a month and a year.
    case daysInMonthNeedsMonthAndYear
    /// `days in` without a year.
    case expectedYear
    /// `days in` without a period.
    case expectedPeriod
    /// A special day that does not fall in the year.
    case noSuchDay
    /// `ago`/`from now` after something that is not a duration.
    case relativeNeedsDuration(String, got: String)
    /// `time in` before something that is not a duration.
    case timeInNeedsDuration(String)
    /// `every` before something that is not a span of time.
    case everyNeedsSpan(String)
    /// `from … to …` between values that are not times.
    case cannotMeasure(String, String)
    /// An age of something that is not a date.
    case ageNeedsDate(String)
    /// An age of a value that cannot be read as a date of birth.
    case unreadableBirthDate(String)
    /// An age of a date in the future.
    case ageNeedsPastDate
    /// A timecode past `DurationText.maxTimecodeFrames` frames, or at a rate below 1 fps.
    case timecodeTooLong
    /// The fifth quarter.
    case onlyFourQuarters

    // MARK: phrases
    /// A pace without a distance and a time.
    case paceNeedsDistanceAndTime
    /// `if` without a comparison.
    case ifNeedsComparison
    /// `if … then …` whose condition is false, with no `else`.
    case conditionFalseNoElse
    /// A rule of three without a percentage.
    case ruleOfThreeNeedsPercentage
    /// `clamp` without three values.
    case expectedClamp
    /// `midpoint` without two values.
    case expectedMidpoint
    /// `random number between` without two values.
    case expectedRandomBetween
    /// Random bounds that are not whole numbers below 10^15.
    case randomBounds(Decimal, Decimal)
    /// A finance phrase with a value missing.
    case phraseMissingValue
    /// Growth or decay (`growth`: true) that never reaches the second amount.
    case neverReaches(growth: Bool)
    /// Adding that never reaches the second amount.
    case addingNeverReaches
    /// A growth rate of amounts or years that are not positive.
    case growthRateNeedsPositive
    /// An annual return of amounts or years that are not positive.
    case annualReturnNeedsPositive
    /// `is what per` without a unit.
    case isWhatPerNeedsUnit
    /// `total of #tag` with no line tagged.
    case noTaggedLine(String)

    // MARK: dice
    /// Dice of no die or no face.
    case invalidDice
    /// Dice over the count or face limits (`summing`: counted when summing them too).
    case tooManyDice(String, summing: Bool)
    /// Dice with too many combinations.
    case diceCombinations
    /// Dice with too many outcomes.
    case diceOutcomes
    /// Dice with an operator other than + - * /.
    case diceOperators
    /// Dice with a value that is not a plain number.
    case diceCombine(String)

    // MARK: the API
    /// A problem of a currency-rates file.
    case currencyRates(RatesProblem)
    /// A session past its line limit.
    case sessionFull(maxLines: Int, lineCount: Int)
    /// Anything else thrown inside: a programming error.
    case internalError(String)
}

extension CalcFailure {
    /// What was wrong with an escape in quoted text.
    enum Escape: Sendable, Equatable {
        case hex, unicode, control
        case unknown(Character)
    }

    /// A function's domain, for `outOfDomain`.
    enum Domain: Sendable, Equatable {
        case acosh, atanh, log1p, logarithm, logarithms, logarithmOfZero, logarithmBase, squareRoot
    }

    /// Why a conversion to a multiple (`to 5 km`) fails.
    enum CannotConvertTo: Sendable, Equatable {
        case notAnAmount, zero, offsetScale
    }

    /// The kind of argument a function wanted.
    enum Wanted: Sendable, Equatable {
        case text, textList, formatAndDate, number, temperature, date, units, dice, list, colorChannel
    }

    /// The kind of value a phrase expected.
    enum Expected: Sendable, Equatable {
        case number, percentage, date, years, rate, decayAmount, rateBeforeEvery
    }

    /// An operation a value's kind lacks.
    enum Operation: Sendable, Equatable {
        case negate, scale, round
    }

    /// A problem of a currency-rates file.
    enum RatesProblem: Sendable, Equatable {
        case notJSON, notObject, missingDate, missingRates
        case badCode(String), badRate(String), needsUSD(String)
    }
}
