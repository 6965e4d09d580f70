import AppleFormats
import Foundation
import ShortcutActions
import ShortcutEngine
import XCTest

@testable import ShortcutImport

/// Every `is.workflow.actions.*` identifier of Apple's Shortcuts 10.0 registry (macOS 27.0,
/// `AppleParameterKeys.current`, from scripts/data/shortcutkit-builtin-actions.tsv) is decided:
/// it imports to one of our actions, it is Apple-only (`UnsupportedCategory.appleOnly`, by area),
/// or it is portable and named, with the reason, in `UnsupportedCategory.portableNotBuilt`.
final class ShortcutsTenIdentifierTests: IsolatedTestCase {
    func imported(_ identifier: String, _ parameters: PropertyList = [:]) throws -> String {
        let result = try Probe.importActions([Probe.action(identifier, parameters)])
        if let unsupported = result.document.actions[0].unsupported { return "unsupported: " + unsupported.reason }
        return Probe.written(result)[0]
    }

    func testEveryIdentifierOfTheRegistryIsDecided() throws {
        var counts = (mapped: 0, appleOnly: 0, notBuilt: 0)
        var undecided: [String] = []
        for identifier in AppleParameterKeys.current.sorted() where identifier.hasPrefix("is.workflow.actions.") {
            let result = try Probe.importActions([Probe.action(identifier)])
            guard result.document.actions[0].unsupported != nil else {
                counts.mapped += 1
                continue
            }
            if UnsupportedCategory.portableNotBuilt[identifier] != nil {
                counts.notBuilt += 1
            } else if UnsupportedCategory.of(identifier) == .needsAppleDevice {
                counts.appleOnly += 1
            } else {
                undecided.append(identifier)
            }
        }
        print(
            "Shortcuts 10.0 identifiers: \(counts.mapped) mapped, \(counts.appleOnly) Apple-only, \(counts.notBuilt) portable not built, \(undecided.count) undecided"
        )
        XCTAssertEqual(undecided, [], "decide these: build or map them, or name them in UnsupportedCategory")
        XCTAssertEqual(
            counts.notBuilt, UnsupportedCategory.portableNotBuilt.count, "each portable-not-built entry is a current identifier")
    }

    func testAppleOnlyActionsOfShortcutsTenNameTheirArea() throws {
        XCTAssertEqual(
            try imported("is.workflow.actions.vpn.set"), "unsupported: Apple-only: device, apps or user interface")
        XCTAssertEqual(
            try imported("is.workflow.actions.handoffplayback"), "unsupported: Apple-only: device, apps or user interface")
        XCTAssertEqual(
            try imported("is.workflow.actions.tweet"), "unsupported: Apple-only: Messages, Mail, Phone and Contacts")
        XCTAssertEqual(try imported("is.workflow.actions.setparkedcar"), "unsupported: Apple-only: Location and Maps")
        XCTAssertEqual(try imported("is.workflow.actions.showlist"), "unsupported: Apple-only: Calendar and Reminders")
        XCTAssertEqual(
            try imported("is.workflow.actions.intercom"), "unsupported: Apple-only: Music, Podcasts, audio and speech")
    }

    /// Two identifiers of iOS 12's definitions that no later registry has, found by importing every
    /// identifier of WFActions.plist (iOS 12, 13) and Shortcuts 10.0: the camera and Street View.
    func testOlderAppleOnlyIdentifiersNameTheirArea() throws {
        XCTAssertEqual(try imported("is.workflow.actions.scanbarcode"), "unsupported: Apple-only: Photos and images")
        XCTAssertEqual(try imported("is.workflow.actions.streetview.image"), "unsupported: Apple-only: Location and Maps")
    }

    /// Continue in Shortcuts App and Dismiss Siri and Continue (both Apple's `WFHandoffAction`) bring a
    /// run into the foreground, where a run here already is: they are built, passing their input on.
    func testHandOffActionsAreBuiltAsPassingTheirInputOn() throws {
        XCTAssertEqual(try imported("is.workflow.actions.handoff"), #"{"action": "handoff"}"#)
        XCTAssertEqual(try imported("is.workflow.actions.dismisssiri"), #"{"action": "dismisssiri"}"#)
    }

    /// Get Details of Safari Web Page reads a page given by its URL (a Safari web page is its URL here).
    func testSafariWebPageDetailsAreBuilt() throws {
        XCTAssertEqual(
            try imported("is.workflow.actions.properties.safariwebpage", ["WFContentItemPropertyName": "Page Contents"]),
            #"{"action": "properties.safariwebpage", "parameters": {"property": "Page Contents"}}"#)
    }

    /// Get Details of Contacts reads a contact's vCard text, the database's details (group, dates)
    /// included: the card's CATEGORIES, CREATED and REV.
    func testContactDetailsAreBuiltFromTheCard() throws {
        for detail in ["Phone Number", "Group", "Creation Date"] {
            XCTAssertEqual(
                try imported("is.workflow.actions.properties.contacts", ["WFContentItemPropertyName": .string(detail)]),
                #"{"action": "properties.contacts", "parameters": {"property": ""# + detail + #""}}"#)
        }
        XCTAssertEqual(
            try imported("is.workflow.actions.properties.contacts", ["WFContentItemPropertyName": "Last Modified Date"]),
            #"{"action": "properties.contacts", "parameters": {"property": "Last Modified Date"}}"#)
    }

    /// Date on a holiday (Cherri's definitions: the mode names it, with its occurrence and year);
    /// a holiday whose date follows a lunar calendar stays unsupported, naming it.
    func testDateOnAHolidayImports() throws {
        XCTAssertEqual(
            try imported(
                "is.workflow.actions.date",
                [
                    "WFDateActionMode": "Christmas Day", "WFEventOccurrenceMode": "Specified Year",
                    "WFEventOccurrenceSpecifiedYear": "2027",
                ]),
            #"{"action": "date", "parameters": {"mode": "Christmas Day", "occurrence": "Specified Year", "year": 2027}}"#)
        XCTAssertEqual(
            try imported("is.workflow.actions.date", ["WFDateActionMode": "Diwali"]),
            "unsupported: Date cannot be imported: the value 'Diwali' of parameter WFDateActionMode")
    }

    /// Values Cherri's definitions give that this engine has not built keep the action unsupported,
    /// naming the value, instead of running with the default: a holiday of the Hindu calendar; a
    /// podcast's artwork image is built (fetched from its Artwork URL).
    func testApplesValuesNotBuiltKeepTheActionUnsupported() throws {
        XCTAssertEqual(
            try imported("is.workflow.actions.date", ["WFDateActionMode": "Holi"]),
            "unsupported: Date cannot be imported: the value 'Holi' of parameter WFDateActionMode")
        XCTAssertEqual(
            try imported("is.workflow.actions.properties.podcastshow", ["WFContentItemPropertyName": "Artwork"]),
            #"{"action": "properties.podcastshow", "parameters": {"property": "Artwork"}}"#)
    }

    /// Every format Apple's Make Archive offers (Cherri's definitions) imports as itself.
    func testMakeArchiveImportsEveryFormatAppleOffers() throws {
        for format in ["zip", "tar.gz", "tar.bz2", "tar.xz", "tar", "gz", "cpio", "iso"] {
            XCTAssertEqual(
                try imported("is.workflow.actions.makezip", ["WFArchiveFormat": .string(".\(format)")]),
                #"{"action": "makezip", "parameters": {"format": "\#(format)"}}"#, format)
        }
    }

    func testStoredContentIsShortcutsOwnStore() throws {
        XCTAssertEqual(
            try imported(
                "is.workflow.actions.setstoredcontent",
                ["WFStoredContentKey": "count", "WFInput": "3", "WFStoredContentGlobalValue": true]),
            #"{"action": "store.set", "parameters": {"path": "count", "value": "3", "store": "Shortcuts"}}"#)
        XCTAssertEqual(
            try imported("is.workflow.actions.getstoredcontent", ["WFStoredContentKey": "count"]),
            #"{"action": "store.get", "parameters": {"path": "count", "store": "Shortcuts"}}"#)
        XCTAssertEqual(
            try imported("is.workflow.actions.deletestoredcontent", ["WFStoredContentKey": "count"]),
            #"{"action": "store.remove", "parameters": {"path": "count", "store": "Shortcuts"}}"#)
    }

    func testAddItemToListImportsApplesKeys() throws {
        XCTAssertEqual(
            try imported(
                "is.workflow.actions.additemtolist", ["WFListItem": "x", "WFInsertPosition": "Index", "WFItemIndex": 2]),
            #"{"action": "additemtolist", "parameters": {"item": "x", "position": "Index", "index": 2}}"#)
    }
}
