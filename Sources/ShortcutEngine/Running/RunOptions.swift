import Foundation
import SafeFiles

/// Limits that stop a runaway workflow, each with a default and a clear error (a host may set them).
public struct RunLimits: Sendable, Equatable {
    /// Actions run in total, nested workflows included.
    public var maxSteps: Int = 10_000_000
    /// Run Workflow nesting (at most `RunLimits.depthCeiling`).
    public var maxDepth: Int = 16
    /// Blocks nested inside each other, counted through Run Workflow (at most `RunLimits.nestingCeiling`).
    public var maxNesting: Int = 1_000
    /// Items a list may hold, and the largest Repeat count.
    public var maxItems: Int = 10_000_000
    /// Bytes (UTF-8) a text may hold: 64 MiB. Every text a step produces or combines is held to it, so
    /// a text doubled in a loop stops at 64 MiB, well inside a few hundred megabytes of memory.
    public var maxTextLength: Int = 64 << 20
    /// Wall-clock seconds; checked before every step and while waiting.
    public var timeout: Double = 3_600
    /// Seconds a web request may wait for the server (each request, redirects included).
    public var networkTimeout: Double = 60
    /// Bytes a web response body may hold: 64 MiB. A larger one stops the download there.
    public var maxResponseBytes: Int = 64 << 20
    /// Bytes of live values a run may hold: 512 MiB. Outputs no later action reads are let go
    /// after their last use; variables, kept outputs and a repeat's growing results count.
    public var maxMemory: Int = 512 << 20
    /// Lists and dictionaries a value may hold inside each other (at most `RunLimits.valueDepthCeiling`):
    /// writing a value out, comparing or hashing it goes one level deeper per level.
    public var maxValueDepth: Int = 512

    /// The default limits (see each property).
    public init() {}
}

/// How to run: limits, seed, what to record.
public struct RunOptions: Sendable {
    /// Limits that stop a runaway run; the `RunLimits` defaults unless changed.
    public var limits = RunLimits()
    /// Seeds Random Number, shuffles and Random Item; nil seeds from the clock.
    public var seed: UInt64?
    /// Treat actions kept unsupported from an import as Nothing instead of stopping there.
    public var skipUnsupported = false
    /// Record per-action annotations for the content graph and traces.
    public var record = false
    /// Called after each action when recording: the trace line source.
    public var onStep: (@Sendable (StepRecord) -> Void)?
    /// The folders file actions may touch; empty: none. See SafeFiles' `PathPolicy`.
    public var allowedPaths: [String] = []
    /// File actions only preview what they would do.
    public var dryRun = false
    /// Where rename and move batches write their undo journals; nil: no journal.
    public var journalDirectory: String?
    /// The trash folder Delete Files moves items to (`$XDG_DATA_HOME/Trash`); nil: only permanent deletes.
    public var trashDirectory: String?
    /// The hosts web actions may reach; off by default.
    public var network: NetworkPolicy = .off
    /// Whether Run Shell Script (and AppleScript / JavaScript for Automation on a Mac) may run; off by default.
    public var allowShell = false
    /// Where Get Contents of URL saves a response that is neither text nor JSON, and Base64 / hex
    /// decoding saves bytes that are no text; nil: such a response is refused. The engine's own
    /// folder: file actions may use it whatever the permissions (`PathPolicy.engineFolders`), and
    /// refusals do not name it.
    public var downloadDirectory: String?
    /// The photo library: a folder whose subfolders are albums (docs/photos.md). The photo actions
    /// may read and write it whatever `allowedPaths` says; other file actions only when it is
    /// inside an allowed folder. nil: the photo actions fail, naming this setting.
    public var photoLibrary: String?
    /// The address book: a folder of vCard files whose subfolders are groups (docs/contacts.md).
    /// Find Contacts reads it whatever `allowedPaths` says; other file actions only when it is
    /// inside an allowed folder. nil: Find Contacts fails, naming this setting.
    public var contactsFolder: String?
    /// The calendars and reminder lists: a folder whose subfolders hold iCalendar files, events and
    /// reminders (docs/calendar.md). The calendar and reminder actions read and write it whatever
    /// `allowedPaths` says; other file actions only when it is inside an allowed folder. nil: they
    /// fail, naming this setting.
    public var calendarFolder: String?
    /// Your own email addresses: an event's attendee or organizer with one of them is you (My
    /// Status, Is Me, Organizer Is Me), as one the event's file marks `X-SHORTCUT-ME` is.
    public var myAddresses: [String] = []
    /// Where Share, AirDrop and Open In put each item (copies, never replacing anything); the
    /// actions that hand items out may write there whatever `allowedPaths` says. nil: they fail,
    /// naming this setting (unless `openShared`).
    public var outbox: String?
    /// The folders the text-drawing actions search for fonts, in order (their subfolders too;
    /// read-only, whatever `allowedPaths` says). Empty: those actions fail, naming this setting
    /// (a host passes the user's font folders first, then the system's).
    public var fontFolders: [String] = []
    /// The program that renders PDF pages as images for Make Image from PDF Page: `pdftoppm`
    /// (poppler) or `gs` (Ghostscript), a path or a name looked up on `PATH`. It is run with a
    /// fixed list of arguments (no shell), the PDF on its standard input and a PNG on its output.
    /// nil: no renderer, and the action fails naming this setting.
    public var pdfRenderer: String?
    /// Apple's storage locations mapped to folders on this machine, by name ("iCloud Drive",
    /// "Shortcuts", "On My iPhone", "Dropbox", …; names match case-insensitively): where file
    /// actions carrying a storage service or a location reference resolve (docs/files.md,
    /// "Storage locations"). Paths there are still checked against `allowedPaths` (except in `shortcutsFolder`). A location
    /// not here is an error naming it (the Shortcuts folder defaults to `Shortcuts` inside iCloud Drive).
    public var locations: [String: String] = [:]
    /// The engine's own Shortcuts folder: where Apple's Get File and Save File with no storage
    /// service resolve (the `Shortcuts` location when the host maps it to a folder of its own
    /// data, never one the user mapped). File actions may use it without `allowedPaths`, as a
    /// shortcut uses its Shortcuts folder on Apple without asking; it is made (0700) on first use
    /// (docs/files.md). nil: it is allowed only as `allowedPaths` says.
    public var shortcutsFolder: String?
    /// Share, AirDrop and Open In hand each item to the host's opener (`WorkflowHost.open`)
    /// instead of the outbox.
    public var openShared = false
    /// The base URL of Apple's iTunes Search API the store searches use (`/search`, `/lookup`);
    /// point it at a server that answers the same way to test. The network permission still applies.
    public var storeSearchURL = "https://itunes.apple.com"
    /// The base URL of the weather service the weather actions use (Open-Meteo's forecast API,
    /// `/v1/forecast`, no key); point it at a server that answers the same way to test. The
    /// network permission still applies.
    public var weatherServiceURL = "https://api.open-meteo.com"
    /// The base URL of the geocoding service that turns a place given as text into coordinates
    /// (Open-Meteo's geocoding API, `/v1/search`). The network permission still applies.
    public var geocodingServiceURL = "https://geocoding-api.open-meteo.com"
    /// The base URL of the routing service Get Distance's road routes come from: an OSRM server
    /// laid out as FOSSGIS's (https://routing.openstreetmap.de: `/routed-car`, `/routed-foot`,
    /// `/routed-bike`, each answering OSRM's `/route/v1/driving/LON,LAT;LON,LAT`). Point it at
    /// a server that answers the same way to test. The network permission still applies.
    public var routingServiceURL = "https://routing.openstreetmap.de"
    /// The base URL of the currency-rate service Calculate Expression's live rates come from
    /// (Frankfurter's `/v2/rates?base=USD`: central banks' daily reference rates, no key); point
    /// it at a server that answers the same way to test. The network permission still applies.
    public var ratesServiceURL = "https://api.frankfurter.dev"
    /// The service that tells this machine's public (external) address, as ipify answers
    /// (https://www.ipify.org: the address as plain text): IPv4 from this URL, IPv6 from
    /// `addressServiceIPv6URL`. The network permission still applies.
    public var addressServiceURL = "https://api.ipify.org"
    /// The IPv6 address service (ipify's IPv6-only host).
    public var addressServiceIPv6URL = "https://api6.ipify.org"
    /// Where Current Location is: this machine has no location of its own, so the host gives one
    /// (a command line from a flag or a config file). nil: actions that need it fail, naming the setting.
    public var here: Coordinates?
    /// What the run does to files (one journal, the dry run's planned state, the changes made, the
    /// collisions a dry run found), for a host that reads it afterwards; nil: the run makes its own.
    public var files: FileRun?
    /// The folders the engine owns for the run, allowed to file actions whatever `allowedPaths`
    /// says (`PathPolicy.engineFolders`): the download folder and the Shortcuts folder.
    public var engineFolders: [String] { [downloadDirectory, shortcutsFolder].compactMap { $0 } }
    /// Run warnings (a glob that matches nothing) stop the run as errors instead of going to `WorkflowHost.warn`.
    public var strict = false

    /// Default options: no seed, nothing recorded, unsupported actions stop the run, no paths allowed,
    /// no network, no scripts.
    public init() {}
}

/// What one executed action did (a trace line; also accumulated into the graph).
public struct StepRecord: Sendable {
    /// The action that ran.
    public var location: ActionLocation
    /// Nesting for indentation: enclosing repeats plus nested-workflow levels; 0 at the top.
    public var depth: Int
    /// The resolved parameter values it ran with, in definition order; absent ones left out.
    public var parameters: [(key: String, value: Value)]
    /// The value it produced.
    public var output: Value
    /// Time spent resolving, validating and performing it, in nanoseconds (monotonic clock).
    public var nanoseconds: UInt64
}
