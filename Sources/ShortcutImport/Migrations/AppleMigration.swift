import AppleFormats

/// One of Apple's document migrations (WorkflowKit's `WFWorkflowMigration` subclasses): when a
/// file saved by a client older than `before` holds one of `identifiers`, Shortcuts rewrites those
/// actions' parameters to the newer form as it opens the file. The importer runs the same chain
/// (`MigrationChain`) before mapping, so an old form imports as its new one. Each migration is
/// one file in this folder naming the Apple class it follows and where its decompiled source is
/// public.
struct AppleMigration: Sendable {
    /// Apple's class name (`WFRoundNumberActionMigration`).
    let name: String
    /// Files saved by a client older than this are migrated.
    let before: ClientVersion
    /// The older keys it reads and removes, by action identifier: in a file it does not rewrite
    /// (saved by `before` or later, or whose action already has the newer form) Shortcuts reads
    /// none of them, and import ignores them with a warning (`MigrationChain.olderForm`).
    var olderKeys: [String: Set<String>] = [:]
    /// Rewrites the file's actions; returns how many it changed.
    let migrate: @Sendable (inout [ShortcutAction]) -> Int

    /// A migration that rewrites each action with `identifier` on its own (most of Apple's do);
    /// `body` returns whether it changed the action.
    static func eachAction(
        _ name: String, before: String, identifier: String, olderKeys: Set<String> = [],
        _ body: @escaping @Sendable (inout ShortcutAction) -> Bool
    ) -> AppleMigration {
        AppleMigration(name: name, before: ClientVersion(before), olderKeys: olderKeys.isEmpty ? [:] : [identifier: olderKeys]) {
            actions in
            var changed = 0
            for index in actions.indices where actions[index].identifier == identifier {
                if body(&actions[index]) { changed += 1 }
            }
            return changed
        }
    }
}

/// Apple's migrations that touch actions this engine runs, applied in order of client version as
/// Shortcuts applies them when it opens an old file.
enum MigrationChain {
    /// Every migration, oldest first.
    static let migrations: [AppleMigration] = [
        CleanLinksMigration.migration,
        CurrentDateActionMigration.migration,
        ResizeToCropActionMigration.migration,
        ChangeCaseMigration.migration,
        RepeatIndexVariableNameMigration.migration,
        ConditionalOperatorMigration.migration,
        RoundNumberActionMigration.migration,
        TimeUntilActionMigration.migration,
        LocationParameterMigration.migration,
        AddNewReminderActionMigration.migration,
        PodcastSearchMigration.migration,
        SaveFileMigration.migration,
        OutputActionMigration.migration,
    ].sorted { $0.before < $1.before }

    /// Runs every migration that applies to a file saved by `version` (a file that names no
    /// version is older than all of them) over `actions`; returns the names of the migrations that
    /// changed something, with how many actions each changed.
    static func migrate(_ actions: inout [ShortcutAction], savedBy version: ClientVersion?) -> [(name: String, actions: Int)] {
        var applied: [(name: String, actions: Int)] = []
        for migration in migrations {
            if let version, !(version < migration.before) { continue }
            let changed = migration.migrate(&actions)
            if changed > 0 { applied.append((migration.name, changed)) }
        }
        return applied
    }
}

extension MigrationChain {
    /// The migration that reads `key` of the action `identifier` as an older form, if any.
    static func olderForm(_ key: String, on identifier: String) -> AppleMigration? {
        migrations.first { $0.olderKeys[identifier]?.contains(key) == true }
    }

    /// Why import ignores `key`, an older form `migration` reads, on an action it did not rewrite.
    static func ignoredReason(_ key: String, _ migration: AppleMigration) -> String {
        "\(key) is an older form that Shortcuts rewrites (\(migration.name)) when it opens a file saved before client \(migration.before); here it was not rewritten, so Shortcuts ignores it, and so does import"
    }
}
