import AppleFormats
import Foundation
import ShortcutEngine

extension AutomatorImporter {
    /// Refuses an action whose archived parameters (NSKeyedArchiver data such as Filter Finder
    /// Items' predicate) expand past their budgets through shared references: the archive's
    /// `ExpansionBudget`, or `PredicateText.partLimit` when rendered. Data that is no keyed
    /// archive is left to the mappings, which keep it as it is.
    static func checkArchives(_ parameters: PlistDictionary, action: Int, file: String) throws(WorkflowError) {
        for entry in parameters.entries {
            guard let data = entry.value.data, PropertyList.sniff([UInt8](data.prefix(8))) == .binary else { continue }
            let archive: ArchivedValue
            do {
                archive = try KeyedArchive.unarchive(data)
            } catch FormatError.expansionLimitExceeded(let overrun) {
                throw WorkflowError(ImportFailure.archiveExpansion(action: action, key: entry.key, overrun), file: file)
            } catch {
                continue
            }
            guard PredicateText.fits(archive) else {
                throw WorkflowError(
                    ImportFailure.predicateTooLarge(action: action, key: entry.key, limit: PredicateText.partLimit), file: file)
            }
        }
    }
}
