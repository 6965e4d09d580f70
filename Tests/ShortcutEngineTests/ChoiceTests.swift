import XCTest

@testable import ShortcutEngine

/// A choice parameter's options come from its `Choice` enum: values, Apple's wire values, aliases.
final class ChoiceTests: IsolatedTestCase {
    enum Size: String, Choice {
        case small = "Small"
        case large = "Large"
        case extraLarge = "Extra Large"

        var wireValues: [String] {
            switch self {
            case .small: return ["S", "0"]
            case .large: return ["L", "1"]
            case .extraLarge: return []
            }
        }
        var aliases: [String] { self == .extraLarge ? ["XL", "huge"] : [] }
    }

    let set = ChoiceSet(Size.self)

    func testValuesAreTheReadableRawValuesInCaseOrder() {
        XCTAssertEqual(set.values, ["Small", "Large", "Extra Large"])
    }

    func testCanonicalMatchesValueLetterCaseWireValuesAndAliases() {
        XCTAssertEqual(set.canonical("Small"), "Small")
        XCTAssertEqual(set.canonical("extra large"), "Extra Large")
        XCTAssertEqual(set.canonical("L"), "Large")
        XCTAssertEqual(set.canonical("0"), "Small")
        XCTAssertEqual(set.canonical("xl"), "Extra Large")
        XCTAssertEqual(set.canonical("HUGE"), "Extra Large")
        XCTAssertNil(set.canonical("Medium"))
        XCTAssertNil(set.canonical(""))
    }

    func testExportWritesTheFirstWireValueElseTheReadableValue() {
        XCTAssertEqual(set.wireValue(for: "Small"), "S")
        XCTAssertEqual(set.wireValue(for: "large"), "L")
        XCTAssertEqual(set.wireValue(for: "XL"), "Extra Large")
        XCTAssertNil(set.wireValue(for: "Medium"))
    }

    func testReadableValuesWinOverOtherSpellingsThatCollide() {
        enum Clash: String, Choice {
            case a = "A"
            case b = "B"
            var aliases: [String] { self == .b ? ["a"] : [] }
        }
        XCTAssertEqual(ChoiceSet(Clash.self).canonical("a"), "A")
    }

    func testAParameterDeclaredWithAChoiceCarriesItsOptionsAndDefault() {
        let parameter = ParameterDefinition("size", choice: Size.self, summary: "How big.", default: .large)
        XCTAssertEqual(parameter.allowedValues, ["Small", "Large", "Extra Large"])
        XCTAssertEqual(parameter.defaultValue, .text("Large"))
        XCTAssertEqual(parameter.canonicalChoice("s"), "Small")
    }

    func testReadingAValueOfAnotherChoiceIsAnErrorNotADefault() {
        let parameters = ResolvedParameters(keys: ["size"], values: [.text("Medium")])
        XCTAssertThrowsError(try parameters[Parameter<Size>("size", summary: "How big.", default: .large)]) { error in
            let failure = error as? ActionFailure
            XCTAssertEqual(failure?.message, "unknown value 'Medium'")
            XCTAssertEqual(failure?.hint, "use one of 'Small', 'Large', 'Extra Large'")
            XCTAssertEqual(failure?.parameter, "size")
        }
        XCTAssertEqual(try parameters[Parameter<Size?>("other", summary: "Another size.")], nil)
    }

    func testAnUnknownChoiceInADocumentIsReportedWithTheClosestValue() {
        XCTAssertEqual(
            compileErrors(#"{"version": 1, "actions": [{"action": "test.echo", "parameters": {"mode": "Lowd"}}]}"#),
            [
                "test.json:1:75: error: action 1 'Echo' (test.echo), parameter 'mode': unknown value 'Lowd'\nhint: use one of 'Plain', 'Loud'; did you mean 'Loud'?"
            ])
    }

    func testAnAliasInADocumentResolvesToItsValue() throws {
        let result = try runDocument(
            #"{"version": 1, "actions": [{"action": "test.echo", "parameters": {"input": "hi", "mode": "shout"}}]}"#)
        XCTAssertEqual(result.output, .text("HI"))
    }
}
