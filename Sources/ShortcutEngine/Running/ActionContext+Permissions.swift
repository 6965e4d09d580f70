/// What the run's host allows beyond the file policy (the network, scripts) and how long an
/// action that waits on the outside world may take.
extension ActionContext {
    /// The hosts the web actions may reach (`RunOptions.network`).
    public var network: NetworkPolicy { session.options.network }

    /// Whether Run Shell Script and the script actions may run (`RunOptions.allowShell`).
    public var allowsScripts: Bool { session.options.allowShell }

    /// Whether actions that cannot run here give Nothing instead of stopping the run (`RunOptions.skipUnsupported`).
    public var skipsUnsupported: Bool { session.options.skipUnsupported }

    /// Where a download that is neither text nor JSON is saved (`RunOptions.downloadDirectory`).
    public var downloadDirectory: String? { session.options.downloadDirectory }

    /// The photo library folder (`RunOptions.photoLibrary`); nil: none set.
    public var photoLibrary: String? { session.options.photoLibrary }

    /// The address book folder (`RunOptions.contactsFolder`); nil: none set.
    public var contactsFolder: String? { session.options.contactsFolder }

    /// The calendars folder (`RunOptions.calendarFolder`); nil: none set.
    public var calendarFolder: String? { session.options.calendarFolder }

    /// Your own email addresses (`RunOptions.myAddresses`).
    public var myAddresses: [String] { session.options.myAddresses }

    /// Where Share, AirDrop and Open In put items (`RunOptions.outbox`); nil: none set.
    public var outbox: String? { session.options.outbox }

    /// Where the text-drawing actions look for fonts (`RunOptions.fontFolders`).
    public var fontFolders: [String] { session.options.fontFolders }

    /// The program that renders PDF pages (`RunOptions.pdfRenderer`), nil when none is named.
    public var pdfRenderer: String? { session.options.pdfRenderer }

    /// Apple's storage locations mapped to folders (`RunOptions.locations`).
    public var locations: [String: String] { session.options.locations }

    /// The engine's own Shortcuts folder (`RunOptions.shortcutsFolder`); nil: none.
    public var shortcutsFolder: String? { session.options.shortcutsFolder }

    /// Whether Share, AirDrop and Open In hand items to the host's opener (`RunOptions.openShared`).
    public var opensShared: Bool { session.options.openShared }

    /// The iTunes Search API's base URL the store searches use (`RunOptions.storeSearchURL`).
    public var storeSearchURL: String { session.options.storeSearchURL }

    /// The public-address service for IPv4 or IPv6 (`RunOptions.addressServiceURL`).
    public func addressServiceURL(ipv6: Bool) -> String {
        ipv6 ? session.options.addressServiceIPv6URL : session.options.addressServiceURL
    }
    /// The weather service's base URL (`RunOptions.weatherServiceURL`).
    public var weatherServiceURL: String { session.options.weatherServiceURL }

    /// The currency-rate service's base URL (`RunOptions.ratesServiceURL`).
    public var ratesServiceURL: String { session.options.ratesServiceURL }

    /// The geocoding service's base URL (`RunOptions.geocodingServiceURL`).
    public var geocodingServiceURL: String { session.options.geocodingServiceURL }

    /// The routing service's base URL (`RunOptions.routingServiceURL`).
    public var routingServiceURL: String { session.options.routingServiceURL }

    /// Where Current Location is (`RunOptions.here`); nil: not set.
    public var here: Coordinates? { session.options.here }

    /// Seconds left before the run's time limit; `.infinity` when it cannot be reached.
    public var remainingSeconds: Double { session.clock.remainingSeconds }

    /// The failure the run stops with at its time limit, for an action that waited until it.
    public var timeLimitFailure: ActionFailure { ActionFailure(session.timeUp) }
}
