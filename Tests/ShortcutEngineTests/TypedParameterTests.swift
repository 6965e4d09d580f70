import Foundation
import XCTest

@testable import ShortcutEngine

/// A parameter declared once as a typed key: the definition is built from it, and reads come back as its type.
final class TypedParameterTests: IsolatedTestCase {
    enum Size: String, Choice {
        case small = "Small"
        case large = "Large"
    }

    static let size = Parameter<Size>("size", wireKey: "WFSize", summary: "How big.", default: .large)
    static let loud = Parameter<Bool>("loud", summary: "Shout.", default: false)
    static let count = Parameter<Int>("count", summary: "How many.", minimum: 1, parent: .init(size, [.large]))
    static let scale = Parameter<Number>("scale", summary: "A factor.", parent: .init(loud, is: true))
    static let note = Parameter<String?>("note", label: "A Note", summary: "Optional text.")
    static let items = Parameter<[Value]>("items", summary: "Some items.")
    static let when = Parameter<Value>("when", type: .date, summary: "A date.", required: true)
    static let pick = Parameter<Size?>("pick", summary: "An optional choice.")

    func parameters(_ values: [String: Value]) -> ResolvedParameters {
        let keys = ["size", "loud", "count", "scale", "note", "items", "when", "pick"]
        return ResolvedParameters(keys: keys, values: keys.map { values[$0] })
    }

    func testTheDeclarationCarriesTypeChoicesDefaultAndParentFromTheKey() {
        let definition = ActionDefinition(
            "test.typed", name: "Typed", summary: "Typed keys.", category: "Test",
            parameters: [Self.size, Self.loud, Self.count, Self.note, Self.when], input: Self.when, output: .produces(.text))
        XCTAssertEqual(definition.parameters.map(\.key), ["size", "loud", "count", "note", "when"])
        XCTAssertEqual(definition.inputParameter, "when")
        let size = definition.parameters[0]
        XCTAssertEqual(size.wireKey, "WFSize")
        XCTAssertEqual(size.type, .text)
        XCTAssertEqual(size.allowedValues, ["Small", "Large"])
        XCTAssertEqual(size.defaultValue, .text("Large"))
        XCTAssertEqual(definition.parameters[1].type, .boolean)
        XCTAssertEqual(definition.parameters[1].defaultValue, .boolean(false))
        XCTAssertEqual(definition.parameters[2].type, .number)
        XCTAssertEqual(definition.parameters[2].minimum, 1)
        XCTAssertEqual(definition.parameters[2].parent?.key, "size")
        XCTAssertEqual(definition.parameters[2].parent?.values, ["Large"])
        XCTAssertEqual(Self.scale.definition.parent?.values, ["true"])
        XCTAssertEqual(definition.parameters[3].label, "A Note")
        XCTAssertEqual(definition.parameters[3].type, .text)
        XCTAssertEqual(definition.parameters[4].type, .date)
        XCTAssertTrue(definition.parameters[4].isRequired)
        XCTAssertEqual(Self.pick.definition.allowedValues, ["Small", "Large"])
        XCTAssertEqual(Self.items.definition.type, .list)
    }

    /// A boolean reads "Yes"/"No" as text, so a rule on a boolean compares its own words (Make
    /// GIF's loops, width and height were never shown before: GIFActionsTests).
    func testABooleanParentRuleMatchesTheBooleanItself() throws {
        let rule = try XCTUnwrap(Self.scale.definition.parent)
        let definition = ActionDefinition(
            "test.typed", name: "Typed", summary: "Typed keys.", category: "Test", parameters: [Self.loud, Self.scale],
            input: Self.loud, output: .produces(.text))
        XCTAssertTrue(Compiler.isVisible(rule, definition: definition, given: ["loud": .boolean(true)]))
        XCTAssertFalse(Compiler.isVisible(rule, definition: definition, given: ["loud": .boolean(false)]))
        XCTAssertFalse(Compiler.isVisible(rule, definition: definition, given: [:]), "the default, false")
        XCTAssertEqual(ParameterDefinition.Parent.comparedText(.boolean(false), coercion: Coercion()), "false")
        XCTAssertEqual(ParameterDefinition.Parent.comparedText(.text("Large"), coercion: Coercion()), "Large")
    }

    func testReadsComeBackAsTheKeysTypes() throws {
        let date = Date(timeIntervalSince1970: 0)
        let parameters = parameters([
            "size": "Small", "loud": true, "count": 3, "scale": "2.5", "note": 7, "items": "one", "when": .date(date),
            "pick": "Large",
        ])
        XCTAssertEqual(try parameters[Self.size], .small)
        XCTAssertEqual(try parameters[Self.loud], true)
        XCTAssertEqual(try parameters[Self.count], 3)
        XCTAssertEqual(try parameters[Self.scale].description, "2.5")
        XCTAssertEqual(try parameters[Self.note], "7")
        XCTAssertEqual(try parameters[Self.items], ["one"])
        XCTAssertEqual(try parameters[Self.when], .date(date))
        XCTAssertEqual(try parameters[Self.pick], .large)
        XCTAssertEqual(try parameters.value(Self.count), 3)
    }

    func testAbsentOptionalKeysReadAsNilAndOthersNeedAValue() throws {
        let parameters = parameters([:])
        XCTAssertNil(try parameters[Self.note])
        XCTAssertNil(try parameters[Self.pick])
        XCTAssertNil(parameters.optional(Self.loud))
        XCTAssertThrowsError(try parameters[Self.loud]) { error in
            let failure = error as? ActionFailure
            XCTAssertEqual(failure?.message, "needs a value")
            XCTAssertEqual(failure?.hint, "set \"loud\"")
            XCTAssertEqual(failure?.parameter, "loud")
        }
        XCTAssertThrowsError(try parameters.namedValue(Self.when)) { error in
            XCTAssertEqual((error as? ActionFailure)?.message, "needs a value")
            XCTAssertEqual((error as? ActionFailure)?.parameter, "when")
        }
    }

    func testAFractionForAnIntegerKeyIsAnErrorNamingIt() {
        XCTAssertThrowsError(try parameters(["count": 2.5])[Self.count]) { error in
            let failure = error as? ActionFailure
            XCTAssertEqual(failure?.message, "expected a whole number, got 2.5")
            XCTAssertEqual(failure?.parameter, "count")
        }
    }

    func testAValueOfAnotherChoiceIsAnErrorNamingTheKey() {
        XCTAssertThrowsError(try parameters(["size": "Medium"])[Self.size]) { error in
            let failure = error as? ActionFailure
            XCTAssertEqual(failure?.message, "unknown value 'Medium'")
            XCTAssertEqual(failure?.hint, "use one of 'Small', 'Large'")
            XCTAssertEqual(failure?.parameter, "size")
        }
    }

    func testANamedItemReadsAsItsValueUnlessAskedForWithItsName() throws {
        let named = Value.named(NamedItem(name: "Greeting", value: "hi"))
        let parameters = parameters(["note": named])
        XCTAssertEqual(try parameters[Self.note], "hi")
        XCTAssertEqual(parameters.namedOptional(Self.note), named)
    }

    func testAFailureAboutAKeyNamesIt() {
        XCTAssertEqual(ActionFailure(ParameterFailure.notWholeNumber(2), parameter: Self.count).parameter, "count")
    }
}
