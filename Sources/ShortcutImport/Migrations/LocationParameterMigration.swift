import AppleFormats

/// `WFLocationParameterMigration` (clients before 900): iOS 12's "At" switches become location
/// values. Get Current Weather's and Get Weather Forecast's `WFWeatherLocation` (and Get Travel
/// Time's and Get Distance's `WFGetDirectionsFrom`) go; when it was "Current Location", the
/// location field (`WFWeatherCustomLocation`, `WFGetDirectionsCustomLocation`) becomes the
/// serialized current location, `{"isCurrentLocation": true}`; otherwise the field is kept as it
/// was (the custom location's text).
/// Source: decompiled WorkflowKit, `EthanArbuckle/iPhone18-3_26.1_23B85_Restore`
/// `System/Library/PrivateFrameworks/WorkflowKit.framework/WorkflowKit/WFLocationParameterMigration.m`
/// (and `WFLocationValue`'s `serializedRepresentation` for the current location's form).
enum LocationParameterMigration {
    /// The switch and the field it governs, by action.
    static let switches: [String: (from: String, field: String)] = [
        "is.workflow.actions.weather.currentconditions": ("WFWeatherLocation", "WFWeatherCustomLocation"),
        "is.workflow.actions.weather.forecast": ("WFWeatherLocation", "WFWeatherCustomLocation"),
        "is.workflow.actions.gettraveltime": ("WFGetDirectionsFrom", "WFGetDirectionsCustomLocation"),
        "is.workflow.actions.getdistance": ("WFGetDirectionsFrom", "WFGetDirectionsCustomLocation"),
    ]

    /// The current location as `WFLocationValue` serializes it.
    static let currentLocation: PropertyList = ["isCurrentLocation": true]

    static let migration = AppleMigration(
        name: "WFLocationParameterMigration", before: ClientVersion("900"), olderKeys: switches.mapValues { [$0.from] }
    ) { actions in
        var changed = 0
        for index in actions.indices {
            guard let keys = switches[actions[index].identifier],
                let at = actions[index].parameters[keys.from]
            else { continue }
            actions[index].parameters[keys.from] = nil
            if at.string == "Current Location" { actions[index].parameters[keys.field] = currentLocation }
            changed += 1
        }
        return changed
    }
}
