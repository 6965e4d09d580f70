import NaturalCalc
import ShortcutEngine
import ShortcutImport

// The typed options of every command: each declared once, with the type a command reads it as
// (`arguments.value(.seed)`), its default and its allowed values. `OptionTable` lists them in the
// order `--help` and docs/cli.md show them.

/// Options whose value is used as written: paths, names, URLs, answers.
extension Option where Value == String {
    static let input = Option.text(
        OptionDeclaration(
            "--input", "TEXT", help: "Shortcut Input as text", details: "Shortcut Input, as text.", commands: OptionTable.running)
    )
    static let inputPath = Option.text(
        OptionDeclaration(
            "--input-path", "PATH|-", aliases: ["-i"],
            help: "Shortcut Input read from a file (- for standard input); repeat it, or quote a pattern, for a list of files",
            details:
                "Shortcut Input read from a file as text, one final newline dropped; `-` reads standard input. A file that is not text (a picture, a movie, bytes that are not UTF-8) or is longer than `--max-text-length` is the input as the file itself, as is a folder. Repeatable: several paths make the Shortcut Input a list of files, in the order given; a quoted pattern (`--input-path '*.txt'`, `*`, `?` and `[abc]` as in the shell) adds the files it matches, sorted, and always makes a list (a pattern that matches nothing is an error). Without `--input` or `--input-path`, `run` and `do` read standard input when it is not a terminal.",
            commands: OptionTable.running))
    static let answer = Option.text(
        OptionDeclaration(
            "--answer", "NAME=VALUE",
            help: "answer an Ask or a menu (NAME: the action's id or the prompt), or an import question (NAME: its text)",
            details:
                "Answer a question: an Ask for Input or Choose from Menu by the action's `id` or by its prompt, `{{Ask: PROMPT}}` by its prompt. Matched case-insensitively; the last `=` separates name and value. Repeatable. With `import`, answers the shortcut's import questions (what Shortcuts asks when a shared shortcut is added: an API key, a folder) by their text (case-insensitively; `run` of a shortcut file too); the answer becomes the parameter's value. With `import`, an answer no question reads is an error.",
            commands: OptionTable.running + ["import"]))
    static let answers = Option.text(
        OptionDeclaration(
            "--answers", "FILE", help: "a JSON object of answers",
            details:
                "A JSON object of answers, `{\"NAME\": \"VALUE\", …}`; non-string values are used as their JSON text (`300`). `--answer` flags override it.",
            commands: OptionTable.running))
    static let photos = Option.text(
        OptionDeclaration(
            "--photos", "DIR",
            help: "the photo library folder (default: $XDG_PICTURES_DIR, else ~/Pictures, then /Shortcuts Photos)",
            details:
                "The photo library the photo actions (Save to Photo Album, Select Photos, Find Photos, Get Latest Photos…, Delete Photos) read and write: its subfolders are the albums ([photos.md](photos.md)). Default `$XDG_PICTURES_DIR/Shortcuts Photos`, else `~/Pictures/Shortcuts Photos`. Only the photo actions may use it without `--allow-path`.",
            commands: OptionTable.running))
    static let contacts = Option.text(
        OptionDeclaration(
            "--contacts", "DIR", help: "the address book folder of vCards (default: $XDG_DATA_HOME/shortcut/contacts)",
            details:
                "The address book Find Contacts and Select Contacts read: the vCard files (`.vcf`, one or many cards each) in DIR and in its subfolders, the groups ([contacts.md](contacts.md)); a vdir that vdirsyncer or khard keeps works as it is. Default `$XDG_DATA_HOME/shortcut/contacts`, else `~/.local/share/shortcut/contacts`. Only the contact actions may read it without `--allow-path`.",
            commands: OptionTable.running))
    static let calendars = Option.text(
        OptionDeclaration(
            "--calendars", "DIR",
            help: "the folder of calendars and reminder lists (default: $XDG_DATA_HOME/shortcut/calendars)",
            details:
                "The calendars and reminder lists the calendar and reminder actions (Add New Event, Find Calendar Events, Get Upcoming Events, Remove Events, Add New Reminder, Find Reminders…) read and write: each subfolder of DIR is a calendar or a list, holding iCalendar files (`.ics`), as vdirsyncer keeps them for khal and todoman ([calendar.md](calendar.md)). Default `$XDG_DATA_HOME/shortcut/calendars`, else `~/.local/share/shortcut/calendars`. Only those actions may use it without `--allow-path`.",
            commands: OptionTable.running))
    static let me = Option.text(
        OptionDeclaration(
            "--me", "ADDRESS", help: "your email address: an event's attendee with it is you (repeatable)",
            details:
                "Your own email address (repeatable): an event's attendee or organizer with it is you, for My Status, Organizer Is Me and Is Me, and Edit Event's My Status answers for it ([calendar.md](calendar.md)). A calendar file says nothing of who you are; an attendee whose line carries `X-SHORTCUT-ME` is you as well.",
            commands: OptionTable.running))
    static let outbox = Option.text(
        OptionDeclaration(
            "--outbox", "DIR",
            help:
                "where Share, AirDrop, Open In, Send Email and Send Message put items (default: $XDG_DATA_HOME/shortcut/outbox)",
            details:
                "Where Share, AirDrop and Open In put a copy of each item, Send Email an unsent message file (`Email.eml`, which mail programs open as a draft) and Send Message a text file of its recipients and message, when `--allow-open` is not given (default `$XDG_DATA_HOME/shortcut/outbox`, else `~/.local/share/shortcut/outbox`); nothing there is replaced (`name 2.ext`), and standard error says where each item went. Only those actions may write there without `--allow-path`.",
            commands: OptionTable.running))
    static let fonts = Option.text(
        OptionDeclaration(
            "--fonts", "DIR", help: "search DIR for fonts first (repeatable), then the system's font folders",
            details:
                "A folder of TrueType fonts (`.ttf`, `.ttc`; its subfolders too) the text-drawing actions (Make Image from Text, Toolbox Pro's Create Images From Text) search before the system's: on Linux `/usr/share/fonts`, `/usr/local/share/fonts`, `$XDG_DATA_HOME/fonts`, `~/.local/share/fonts` and `~/.fonts`; on macOS `/System/Library/Fonts`, `/Library/Fonts` and `~/Library/Fonts`. Repeatable. Fonts are found by PostScript, full or family name; an unknown name (and \"System\") draws with the first of DejaVu Sans, Liberation Sans, Helvetica, Arial, Noto Sans, FreeSans, Helvetica Neue found ([images.md](images.md), \"Text in images\"). The folders are searched only when such an action runs.",
            commands: OptionTable.running))
    static let pdfRenderer = Option.text(
        OptionDeclaration(
            "--pdf-renderer", "PROGRAM", help: "render PDF pages as images with PROGRAM: pdftoppm or gs (default: none)",
            details:
                "The program Make Image from PDF Page (and Automator's Render PDF Pages as Images) renders pages with: `pdftoppm` (poppler-utils) or `gs` (Ghostscript), a path or a name on `PATH`. It is started with a fixed list of arguments, never through a shell (Ghostscript with `-dSAFER`), reads the PDF on standard input and writes one page as PNG; the run's time limit ends it. Without this option those actions fail and name it: this engine has no PDF renderer of its own ([pdf.md](pdf.md)).",
            commands: OptionTable.running))
    static let now = Option.text(
        OptionDeclaration(
            "--now", "ISO8601", help: "pin the current date (e.g. 2026-11-21T10:00:00Z)",
            details: "Pin the current date (`2026-11-21T10:00:00Z`; any date the coercion table reads).",
            commands: OptionTable.running))
    static let timeZone = Option.text(
        OptionDeclaration(
            "--tz", "ZONE", help: "time zone for dates (default: the system's)",
            details:
                "The time zone dates are read, shown and computed in: an IANA name (`Europe/London`, `UTC`) or an abbreviation. Default: the system's.",
            commands: OptionTable.running))
    static let clipboard = Option.text(
        OptionDeclaration(
            "--clipboard", "FILE", help: "keep the clipboard in FILE (default: in memory)",
            details:
                "Keep the clipboard in FILE (read as text, written atomically), so it persists between runs. Default: in memory, empty at the start of each run.",
            commands: OptionTable.running))
    static let folder = Option.text(
        OptionDeclaration(
            "--folder", "DIR", help: "also look workflow names up in DIR (repeatable; the user library always)",
            details:
                "Also look workflow names up in DIR (repeatable). `run`, `check`, `view`, `graph`, `export`, Run Workflow by name, Get My Shortcuts and `list` use the library: the running file's folder, each `--folder` and the user library `$XDG_DATA_HOME/shortcut/library` (`~/.local/share/shortcut/library`) — the same from any working folder; this repository's examples are in it only with `--folder Workflows`. JSON documents and imported `.shortcut` files match by their workflow name, else their file name. A link in a library folder that leads outside that folder (by real path) is not part of the library.",
            commands: OptionTable.running + ["check", "view", "list", "export"]))
    static let allowPath = Option.text(
        OptionDeclaration(
            "--allow-path", "DIR",
            help: "let file actions touch DIR (repeatable; default: the current folder and --input-path)",
            details:
                "Let file actions touch DIR (repeatable). Default: the current folder and the `--input-path` (see below).",
            commands: OptionTable.running))
    static let location = Option.text(
        OptionDeclaration(
            "--location", "NAME=DIR",
            help: "map an Apple storage location (iCloud Drive, Shortcuts, On My iPhone, Dropbox…) to a folder (repeatable)",
            details:
                "Map one of Apple's storage locations to a folder on this machine: where Save File, Get File, Append to Text File and Create Folder resolve a path given with a storage service (`WFFileStorageService`), and where Apple's file and folder references (`WFFileLocationType`) point. Names match case-insensitively and in Apple's spellings (`iCloud` is iCloud Drive; `LocalStorage`, `On My Mac` are On My iPhone). Defaults: iCloud Drive is `$XDG_DATA_HOME/shortcut/locations/iCloud Drive`, On My iPhone `$XDG_DATA_HOME/shortcut/locations/On My iPhone`, the Shortcuts folder `Shortcuts` inside iCloud Drive, Home, Desktop, Documents and Downloads the home folder's; a file provider (Dropbox…) has none. The file `$XDG_CONFIG_HOME/shortcut/locations` (one `NAME=DIR` a line, `#` comments) is read first; each flag overrides it. Paths there are still checked against the allowed folders (`--allow-path`), except in the default Shortcuts folder, the engine's own (made 0700 on first use; by its real path: a `..` or a link out of it is refused), which a shortcut uses without asking as on Apple; a folder you map needs `--allow-path`. Repeatable.",
            commands: OptionTable.running))
    static let storeSearchURL = Option.text(
        OptionDeclaration(
            "--store-search-url", "URL", help: "the iTunes Search API the store searches use (default https://itunes.apple.com)",
            details:
                "The base URL of the iTunes Search API that Search iTunes Store, Search App Store and Search Podcasts query (`/search`, `/lookup`); default https://itunes.apple.com. For testing against a server that answers the same way; --allow-network must still allow its host.",
            commands: OptionTable.running))
    static let here = Option.text(
        OptionDeclaration(
            "--here", "LAT,LON", help: "where Current Location is, in degrees (default: $XDG_CONFIG_HOME/shortcut/here)",
            details:
                "Where Current Location is for the weather and location actions (Get Current Location, Get Distance, Location…), as latitude and longitude in degrees (`--here 48.8566,2.3522`): this machine has no location of its own. Default: the first line of `$XDG_CONFIG_HOME/shortcut/here` that is not empty or a `#` comment, in the same form; without either, an action that needs Current Location stops with an error naming this flag.",
            commands: OptionTable.running))
    static let addressURL = Option.text(
        OptionDeclaration(
            "--address-url", "URL", help: "the service Get Current IP Address asks for the external address (default: ipify's)",
            details:
                "The URL Get Current IP Address (External) fetches this machine's public address from, answered as plain text as ipify answers (https://www.ipify.org). Default: https://api.ipify.org for IPv4 and https://api6.ipify.org for IPv6; this one URL replaces both. --allow-network must allow its host.",
            commands: OptionTable.running))
    static let weatherURL = Option.text(
        OptionDeclaration(
            "--weather-url", "URL", help: "the weather and geocoding service (default: Open-Meteo's)",
            details:
                "The base URL of the service Get Current Weather and Get Weather Forecast query: `/v1/forecast` for the weather and `/v1/search` for a place given by name, as Open-Meteo answers them. Default: https://api.open-meteo.com for the weather and https://geocoding-api.open-meteo.com for places; this one URL replaces both. For testing against a server that answers the same way; --allow-network must still allow its host.",
            commands: OptionTable.running))
    static let routingURL = Option.text(
        OptionDeclaration(
            "--routing-url", "URL", help: "the routing service for Get Distance's road routes (default: FOSSGIS's OSRM servers)",
            details:
                "The base URL of the OSRM routing servers Get Distance asks for a Driving, Walking or Biking route, laid out as FOSSGIS's are: `/routed-car`, `/routed-foot` and `/routed-bike`, each answering OSRM's `/route/v1/driving/LON,LAT;LON,LAT`. Default: https://routing.openstreetmap.de (OpenStreetMap's roads and paths). For a server of your own or for testing; --allow-network must still allow its host.",
            commands: OptionTable.running))
    static let ratesURL = Option.text(
        OptionDeclaration(
            "--rates-url", "URL", help: "the currency-rate service for live rates (default: Frankfurter's)",
            details:
                "The base URL of the service Calculate Expression's Live Currency Rates come from: `/v2/rates?base=USD`, answered as Frankfurter answers it (a list of `{\"date\", \"base\", \"quote\", \"rate\"}` rows). Default: https://api.frankfurter.dev (central banks' daily reference rates, no key). For testing against a server that answers the same way; --allow-network must still allow its host.",
            commands: OptionTable.running))
    static let journalDirectory = Option.text(
        OptionDeclaration(
            "--journal-dir", "DIR",
            help: "where each run keeps its undo journal (default: $XDG_STATE_HOME/shortcut/journal)",
            details:
                "Where each run keeps its one undo journal (default `$XDG_STATE_HOME/shortcut/journal`); `shortcut undo` puts the whole run back.",
            commands: OptionTable.running))
    static let store = Option.text(
        OptionDeclaration(
            "--store", "PATH",
            help: "the persistent store's file (default: $XDG_DATA_HOME/shortcut/store.json)",
            details:
                "The persistent store's JSON file, which the store actions and `shortcut store` read and change (default `$XDG_DATA_HOME/shortcut/store.json`, else `~/.local/share/shortcut/store.json`). Locked while in use, written atomically, the previous version kept as `PATH.bak`.",
            commands: OptionTable.running + ["store"]))
    static let storeName = Option.text(
        OptionDeclaration(
            "--in", "NAME", help: "a named store beside the persistent store (an app's own, such as 'Toolbox Pro')",
            details:
                "Reads or changes the store called NAME instead of the persistent store: its own file beside `--store`'s (`store.toolbox-pro.json` for 'Toolbox Pro'), as the store actions' `store` parameter names it. Imported Toolbox Pro Global Variables use 'Toolbox Pro', Gizmo Pack's Universal Variables 'Gizmo Pack', Apple's Store Content actions 'Shortcuts'.",
            commands: ["store"]))
    static let log = Option.text(
        OptionDeclaration(
            "--log", "FILE", help: "append Log Message's messages to FILE (default: standard error)",
            details:
                "Append the messages Log Message records (Console's Log Message and Log Items import to it) to FILE, one message a line, instead of writing them to standard error.",
            commands: OptionTable.running))
    static let outputPath = Option.text(
        OptionDeclaration(
            "--output-path", "PATH|-", aliases: ["-o"], help: "write the output to PATH (atomically) instead of standard output",
            details: "Write the output to PATH instead of standard output; `-` means standard output.", commands: ["run"]))
    static let graphOutputPath = Option.text(
        OptionDeclaration(
            "--output-path", "PATH|-", aliases: ["-o"], label: "-o PATH",
            help: "write the graph to PATH (atomically) instead of standard output", commands: ["graph"]))
    static let sheet = Option.text(
        OptionDeclaration(
            "--sheet", "FILE",
            help: "evaluate a sheet (`-`: standard input): variables, line references, totals; answers beside each line",
            commands: ["calc"]))
    static let calcNow = Option.text(
        OptionDeclaration("--now", "ISO8601", help: "the current date relative dates use (default: now)", commands: ["calc"]))
    static let calcTimeZone = Option.text(
        OptionDeclaration("--tz", "ZONE", help: "time zone (default: the system's)", commands: ["calc"]))
    static let locale = Option.text(
        OptionDeclaration(
            "--locale", "ID", help: "decimal separator from a locale, e.g. de_DE for a decimal comma", commands: ["calc"]))
    static let rates = Option.text(
        OptionDeclaration(
            "--rates", "FILE", help: "currency rates (JSON) instead of the built-in offline table", commands: ["calc"]))
    static let importOutputPath = Option.text(
        OptionDeclaration(
            "--output-path", "PATH|-", aliases: ["-o"], label: "-o PATH",
            help: "write the document to PATH (atomically) instead of standard output (- for standard output)",
            commands: ["import"]))
    static let report = Option.text(
        OptionDeclaration(
            "--report", "DIR", help: "report how much of the shortcuts in DIR this engine runs",
            details:
                "Import every `.shortcut`, `.plist`, `.wflow`, `.xml` and `.workflow` in DIR and its subfolders (see `--depth`) in memory and print: files, actions, mapped, kept unsupported by category (needs an Apple device or app / not built yet / not an action Apple has), files fully runnable, files runnable but for device actions, files not imported, the most common missing identifiers. Nothing is written.",
            commands: ["import"]))
    static let exportOutputPath = Option.text(
        OptionDeclaration(
            "--output-path", "PATH|-", aliases: ["-o"], label: "-o PATH",
            help: "where to write (atomically; - for standard output); sign it on a Mac with `shortcuts sign`",
            commands: ["export"]))
    static let undoJournalDirectory = Option.text(
        OptionDeclaration(
            "--journal-dir", "DIR", help: "where the journals are (default: $XDG_STATE_HOME/shortcut/journal)",
            commands: ["undo"]))
    static let batch = Option.text(
        OptionDeclaration(
            "--batch", "N|NAME", help: "undo this run instead of the last one (a number or name from --list; 1 is the last)",
            commands: ["undo"]))
    static let allowNetwork = Option.text(
        OptionDeclaration(
            "--allow-network", label: "--allow-network[=HOST,…]",
            help: "let web actions reach the network (every host, or only the hosts listed)",
            details:
                "Let web actions (Get Contents of URL, Get Headers of URL, Expand URL, RSS) reach the network: every host, or with `=HOST,HOST` only those hosts (repeatable). Redirects to a host not allowed are refused. Off by default.",
            bareValue: "*", commands: OptionTable.running))
}

/// Whole-number options: counts, limits, depths; `--help` shows their defaults and ceilings.
extension Option where Value == Int {
    static let maxSteps = Option.count(
        OptionDeclaration(
            "--max-steps", "N", help: "stop after N actions",
            details: "Stop after N actions, markers and nested workflows included (default 10,000,000).",
            commands: OptionTable.running),
        default: RunLimits().maxSteps)
    static let maxDepth = Option.count(
        OptionDeclaration(
            "--max-depth", "N", help: "Run Workflow nesting limit",
            details: "Run Workflow nesting limit (default 16; at most 256, past which the stack would overflow).",
            ceilingReason: "deeper nesting would overflow the stack; split the workflow instead",
            commands: OptionTable.running),
        default: RunLimits().maxDepth, ceiling: RunLimits.depthCeiling)
    static let maxNesting = Option.count(
        OptionDeclaration(
            "--max-nesting", "N", help: "block nesting limit",
            details:
                "How deep If, Repeat, Repeat with Each and Choose from Menu blocks may nest inside each other, counted through Run Workflow (default 1,000; at most 3,000, past which the stack would overflow).",
            ceilingReason: "deeper nesting would overflow the stack; split the workflow instead",
            commands: OptionTable.running + ["check", "view", "import"]),
        default: RunLimits().maxNesting, ceiling: RunLimits.nestingCeiling)
    static let maxItems = Option.count(
        OptionDeclaration(
            "--max-items", "N", help: "largest list or repeat count",
            details:
                "The most items in any list an action makes (Split Text, Match Text, Repeat results, Add to Variable, …) and the largest Repeat count (default 10,000,000).",
            commands: OptionTable.running),
        default: RunLimits().maxItems)
    static let maxTextLength = Option.count(
        OptionDeclaration(
            "--max-text-length", "BYTES", help: "longest text, in UTF-8 bytes",
            details:
                "The longest text any action may make or combine, in UTF-8 bytes (default 67,108,864 = 64 MiB). See docs/limits.md.",
            commands: OptionTable.running),
        default: RunLimits().maxTextLength, inBytes: true)
    static let maxMemory = Option.count(
        OptionDeclaration(
            "--max-memory", "BYTES", help: "most bytes of values a run holds",
            details:
                "The most bytes of live values a run may hold (default 536,870,912 = 512 MiB): outputs a later action reads, variables and a repeat's results; outputs nothing reads later are let go. See docs/limits.md.",
            commands: OptionTable.running),
        default: RunLimits().maxMemory, inBytes: true)
    static let maxValueDepth = Option.count(
        OptionDeclaration(
            "--max-value-depth", "N", help: "most lists and dictionaries inside each other in a value",
            details:
                "The most lists and dictionaries a value may hold inside each other (default 512, at most 3,000). See docs/limits.md.",
            commands: OptionTable.running),
        default: RunLimits().maxValueDepth)
    static let maxResponseBytes = Option.count(
        OptionDeclaration(
            "--max-response-bytes", "BYTES", help: "largest web response body",
            details: "The largest web response body, in bytes (default 67,108,864 = 64 MiB); the download stops there.",
            commands: OptionTable.running),
        default: RunLimits().maxResponseBytes, inBytes: true)
    static let fold = Option.count(
        OptionDeclaration(
            "--fold", "DEPTH", help: "show blocks nested deeper than DEPTH as one line with their action count",
            commands: ["view"]))
    static let places = Option.count(
        OptionDeclaration("--places", "N", help: "fixed decimal places for plain numbers", commands: ["calc"]),
        ceiling: CalcOptions.maxDecimalPlaces)
    static let precision = Option.count(
        OptionDeclaration(
            "--precision", "N",
            help:
                "most decimal places an answer shows, trimmed (default as Soulver: 2 with a unit or %, 10 for a plain number); the value keeps every digit",
            commands: ["calc"]),
        ceiling: CalcOptions.maxDecimalPlaces)
    static let reportDepth = Option.count(
        OptionDeclaration(
            "--depth", "N", help: "how many levels of subfolders --report looks into, 0: DIR alone",
            details:
                "How many levels of subfolders `--report` looks into: 0 is DIR alone (default 16, at most 64). Links to folders are not followed. A report that finds no file says so on standard error with a hint.",
            commands: ["import"]),
        default: CoverageReport.defaultDepth, ceiling: CoverageReport.maxDepth)
}

/// The seed: a whole number from 0 to 2⁶⁴ − 1.
extension Option where Value == UInt64 {
    static let seed = Option.unsigned(
        OptionDeclaration(
            "--seed", "N", help: "seed for Random Number, shuffles and Random Item",
            details:
                "Seed the random generator (Random Number, Random Item), so runs repeat exactly. Without it the seed comes from the clock.",
            commands: OptionTable.running))
}

/// Options in seconds.
extension Option where Value == Double {
    static let timeout = Option.seconds(
        OptionDeclaration(
            "--timeout", "SECONDS", help: "wall-clock limit",
            details:
                "Wall-clock limit (default 3600; fractions allowed), checked before every action and during Wait: the run stops within 100 ms of it.",
            commands: OptionTable.running),
        default: RunLimits().timeout)
    static let networkTimeout = Option.seconds(
        OptionDeclaration(
            "--network-timeout", "SECONDS", help: "how long one web request may wait",
            details: "How long one web request may wait for the server, redirects included (default 60; fractions allowed).",
            commands: OptionTable.running),
        default: RunLimits().networkTimeout)
}

/// Flags: given or not.
extension Flag {
    static let namesOnly = Flag(
        declaration: OptionDeclaration(
            "--names", help: "print only the names, one a line (for shell completion and scripts)",
            details:
                "Print only each workflow's name, one a line, in the same order: what `run NAME` takes, for shell completion and scripts.",
            commands: ["list"]))
    static let answerDefaults = Flag(
        declaration: OptionDeclaration(
            "--answer-defaults", help: "answer every unanswered question with its default or first choice (smoke runs)",
            details:
                "Answer every question `--answer` does not: the default answer, else the first choice (a menu's first case, a list's first item or its preselected items, an alert's OK), else empty text, 0 or the run's date. A URL or a file has no default and still needs `--answer`. With `import`, every import question `--answer` does not answer takes the default the shortcut suggests, where it has one.",
            commands: OptionTable.running + ["import"]))
    static let allowOpen = Flag(
        declaration: OptionDeclaration(
            "--allow-open",
            help:
                "let Open URLs, Open App, Share, AirDrop, Open In, Send Email and Send Message start the system opener (xdg-open, open)",
            details:
                "Let Open URLs and Open App hand their URL or app to the system opener (`xdg-open` on Linux, `open` on macOS), and Share, AirDrop and Open In each item instead of copying it to the outbox; Send Email opens a new message in the mail program (a `mailto:` URL, or the message file when it has attachments) and Send Message an `sms:` URL. Without it Open URLs and Open App print what they would open to standard error and the run goes on.",
            commands: OptionTable.running))
    static let skipUnsupported = Flag(
        declaration: OptionDeclaration(
            "--skip-unsupported", help: "treat imported actions that cannot run here as Nothing",
            commands: OptionTable.running))
    static let dryRun = Flag(
        declaration: OptionDeclaration(
            "--dry-run", help: "file actions print what they would do (old → new) and change nothing",
            details:
                "File actions print what they would do (`old → new`) and change nothing; later steps see the planned names, and every collision of the run is listed before it fails.",
            commands: OptionTable.running))
    static let allowShell = Flag(
        declaration: OptionDeclaration(
            "--allow-shell", help: "let Run Shell Script (and AppleScript / JXA on a Mac) run",
            details:
                "Let Run Shell Script run its script (and Run AppleScript / Run JavaScript for Automation through `osascript` on a Mac). Off by default.",
            commands: OptionTable.running))
    static let strict = Flag(
        declaration: OptionDeclaration(
            "--strict", help: "run warnings stop the run (a glob that matches nothing, a property a value lacks)",
            details:
                "Run warnings stop the run as errors (exit 70): a Get Files Matching pattern that matches nothing, or a property a value does not have (`{{d | property: Author}}` on a dictionary). Without it they are printed on standard error and the run goes on.",
            commands: ["run", "do"]))
    static let allNodes = Flag(
        declaration: OptionDeclaration(
            "--all-nodes", help: "dot: also show comments, Otherwise/End markers and unused sources",
            details:
                "With `--format dot`: also draw comments, the Otherwise, Menu Case and End markers (with the block-result edges into End) and sources nothing reads.",
            commands: ["graph"]))
    static let leftToRight = Flag(
        declaration: OptionDeclaration(
            "--left-to-right", help: "dot: lay the graph out left to right instead of top to bottom",
            details:
                "With `--format dot`: actions run left to right (`rankdir=LR`), blocks side by side, data flowing rightwards. The default is top to bottom, as the Shortcuts editor lists actions; left to right suits short workflows and wide screens (a long file becomes a wide strip).",
            commands: ["graph"]))
    static let runFirst = Flag(
        declaration: OptionDeclaration(
            "--run", help: "run the workflow first and annotate each node with what it did", commands: ["graph"]))
    static let full = Flag(
        declaration: OptionDeclaration(
            "--full", help: "write large values out in full (default: {312 keys, 41 KB}, long texts cut with their length)",
            details:
                "Write every value out in full. Without it a text longer than 60 characters is cut and its length given (`\"iVBORw0KGgo…\" (48,213 characters)`), and a list or dictionary longer than 120 characters written out shows as its count and size (`{312 keys, 41 KB}`, `[820 items, 2.1 MB]`; 1 KB = 1,024 bytes).",
            commands: ["view", "graph"]))
    static let markdown = Flag(
        declaration: OptionDeclaration("--markdown", help: "print the whole catalogue as docs/actions.md", commands: ["actions"]))
    static let lines = Flag(
        declaration: OptionDeclaration(
            "--lines", help: "input is one list item per line; a list output is printed one item per line",
            details:
                "Read standard input as a list, one item per line (`\\n` or `\\r\\n`); print a list output one item per line.",
            commands: ["do"]))
    static let doJSON = Flag(
        declaration: OptionDeclaration(
            "--json", help: "input and output are JSON", details: "Read standard input as JSON; print the output as JSON.",
            commands: ["do"]))
    static let noInput = Flag(
        declaration: OptionDeclaration(
            "--no-input", help: "do not read standard input", details: "Do not read standard input, even when it is piped.",
            commands: ["do", "run"]))
    static let calcJSON = Flag(
        declaration: OptionDeclaration("--json", help: "print the typed value as JSON", commands: ["calc"]))
    static let plain = Flag(
        declaration: OptionDeclaration(
            "--plain", help: "machine output: no thousands separators or SI suffixes", commands: ["calc"]))
    static let calcStrict = Flag(
        declaration: OptionDeclaration(
            "--strict", help: "an unknown word is an error naming it and its column (default: a comment, as in Soulver)",
            commands: ["calc"]))
    static let lenient = Flag(
        declaration: OptionDeclaration(
            "--lenient", help: "accepted for old scripts: unknown words are comments by default", commands: ["calc"]))
    static let reportJSON = Flag(
        declaration: OptionDeclaration("--json", help: "print the --report as JSON", commands: ["import"]))
    static let xml = Flag(
        declaration: OptionDeclaration("--xml", help: "write an XML plist instead of a binary one", commands: ["export"]))
    static let undoDryRun = Flag(
        declaration: OptionDeclaration("--dry-run", help: "say what would be put back and change nothing", commands: ["undo"]))
    static let list = Flag(
        declaration: OptionDeclaration("--list", help: "list the journals, newest last", commands: ["undo"]))
}

/// Positional arguments, documented beside the options.
extension OptionDeclaration {
    static let actionID = OptionDeclaration.argument(
        "ID", help: "show one action's parameters, types, defaults and allowed values", commands: ["actions"])
    static let doParameter = OptionDeclaration.argument(
        "KEY=VALUE", help: "a parameter as text ({{references}} allowed, e.g. {{Shortcut Input}})",
        details:
            "A parameter as a text template: `separator=Spaces`, `'text={{Shortcut Input}}!'`. A value that is exactly one `{{…}}` is a typed reference, as in documents.",
        commands: ["do"])
    static let doJSONParameter = OptionDeclaration.argument(
        "KEY:=JSON", help: "a parameter as a JSON value (number, list, object…)",
        details: "A parameter as a JSON value: `operand:=4`, `items:='[1, 2, 3]'`, `caseSensitive:=false`.",
        commands: ["do"])
    static let importFile = OptionDeclaration.argument(
        "FILE", help: "a .shortcut/.plist/.wflow/.xml (XML, binary or signed) or an Automator .workflow bundle",
        commands: ["import"])
}

/// What `run` prints: the output's text form or its JSON form.
enum OutputType: String, CaseIterable, Sendable {
    case text, json
}

/// How `--trace` prints each step: a readable line or NDJSON.
enum TraceStyle: String, CaseIterable, Sendable {
    case text, json
}

/// `run --output-type`.
extension Option where Value == OutputType {
    static let outputType = Option.choice(
        OptionDeclaration(
            "--output-type", "TYPE", help: "text (default) or json",
            details:
                "`text` (default): the output's text form ([format.md §6.2](format.md#62-putting-a-value-into-text)) followed by a newline unless it is empty or already ends in one. `json`: the JSON form, pretty-printed.",
            commands: ["run"]),
        default: .text)
}

/// `run --trace[=json]`.
extension Option where Value == TraceStyle {
    static let trace = Option.choice(
        OptionDeclaration(
            "--trace", label: "--trace[=json]", help: "print each step to standard error (NDJSON with =json)",
            details: "Print each action as it runs to standard error (below); `--trace=json` as NDJSON.", bareValue: "text",
            commands: ["run"]),
        default: .text)
}

/// `graph --format`.
extension Option where Value == GraphCommand.Format {
    static let graphFormat = Option.choice(
        OptionDeclaration(
            "--format", "FORMAT", help: "text (default), json (docs/content-graph.md), dot (Graphviz) or html (one page to open)",
            details:
                "`text` (default), `json` (the stable form for tools), `dot` (Graphviz: blocks as clusters) or `html` (one self-contained page with folding blocks, edges and values; [content-graph.md](content-graph.md#html)).",
            commands: ["graph"]),
        default: .text)
}

/// The global `--color=WHEN`.
extension Option where Value == ColorChoice {
    static let color = Option.choice(
        OptionDeclaration(
            "--color", "WHEN", label: "--color=WHEN", help: "colour errors, warnings and hints: auto, always or never",
            details:
                "`auto` (the default) colours errors red, warnings yellow and hints cyan when standard error is a terminal and `NO_COLOR` is not set (to any value); `always` colours into pipes and files too; `never` does not colour.",
            commands: OptionTable.everyCommand),
        default: .auto)
}
