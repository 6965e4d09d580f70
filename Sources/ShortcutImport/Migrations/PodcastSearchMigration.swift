import AppleFormats

/// `WFPodcastSearchMigration` (clients before 900, iOS 12 and older): Search iTunes Store for
/// Podcasts (`WFMediaType` "Podcasts") became Search Podcasts (`is.workflow.actions.searchpodcasts`),
/// whose other keys (`WFSearchTerm`, `WFAttribute`, `WFEntity`, `WFCountry`, `WFItemLimit`) are the same.
/// Source: decompiled WorkflowKit, `EthanArbuckle/iPhone18-3_26.1_23B85_Restore`
/// `System/Library/PrivateFrameworks/WorkflowKit.framework/WorkflowKit/WFPodcastSearchMigration.m`.
enum PodcastSearchMigration {
    static let migration = AppleMigration.eachAction(
        "WFPodcastSearchMigration", before: "900", identifier: "is.workflow.actions.searchitunes"
    ) { action in
        guard action.parameters["WFMediaType"]?.string == "Podcasts" else { return false }
        action.identifier = "is.workflow.actions.searchpodcasts"
        action.parameters["WFMediaType"] = nil
        return true
    }
}
