import Archives
import ShortcutEngine

/// Failures of Make Archive and Extract Archive. The archive readers' own facts (`ArchiveError`)
/// are worded in the Archives module; this family names the archive and says what to do.
enum ArchiveFailure: FailureFacts, Equatable {
    /// Reading or writing the archive `name` failed.
    case archive(ArchiveError, name: String)
    /// Extract Archive: two entries want the same path, or a file where a folder goes.
    case entryClash(entry: String, name: String)
    /// Make Archive: a `.gz` holds one file.
    case gzipNeedsOneFile(got: Int)
    /// Make Archive: the archive's name is taken and numbering is off.
    case archiveExists(String)
    /// Make Archive: the inputs add up past what one archive is made from in memory.
    case inputTooLarge(limit: Int)

    var message: String {
        switch self {
        case let .archive(error, name): return "'\(name)': \(error)"
        case let .entryClash(entry, name):
            return
                "'\(name)' holds '\(entry)' twice (names that differ only in letter case count as the same), or as both a file and a folder; nothing was extracted"
        case .archiveExists(let path): return "cannot save the archive as '\(path)': it already exists"
        case .gzipNeedsOneFile(let count): return "a .gz archive holds exactly one file, got \(count)"
        case .inputTooLarge(let limit): return "the files add up to more than \(limit) bytes, the most one archive is made from"
        }
    }

    var hint: String? {
        switch self {
        case .archive(.sizeLimitExceeded, _):
            return "if you trust the archive, raise \"maxSize\" (bytes, at most \(ExtractArchiveAction.sizeCeiling))"
        case .archive(.ratioLimitExceeded, _):
            return
                "if you trust the archive, raise \"maxRatio\" (at most \(ExtractArchiveAction.ratioCeiling)); archive bombs expand thousands of times"
        case .archive(.unsafePath, _), .archive(.linkLeavesDestination, _):
            return "the archive may be malicious; list its entries with another tool before extracting it"
        case .archive(.unrecognized, _):
            return
                "Extract Archive reads ZIP, tar, gzip, bzip2 and xz (.gz, .bz2, .xz and tars in them), cpio and ISO 9660 (.iso)"
        case .archive(.zip64Unsupported, _), .archive(.unsupportedMethod, _), .archive(.encrypted, _):
            return "extract it with another tool, or re-create it as a plain ZIP (deflate, under 4 GiB)"
        case .archive: return nil
        case .entryClash: return "extract it with another tool that asks which copy to keep"
        case .archiveExists: return "set \"ifExists\" to \"Add Number\", or choose another name"
        case .gzipNeedsOneFile: return "choose \"tar.gz\" or \"zip\" for several files"
        case .inputTooLarge: return "archive fewer files at a time"
        }
    }
}
