import Foundation

/// Places and abbreviations that name a time zone.
enum Zones {
    /// Lower-cased place names (cities, countries, states) to IANA identifiers.
    static let places: [String: String] = [
        "new york": "America/New_York", "nyc": "America/New_York", "boston": "America/New_York",
        "washington": "America/New_York", "miami": "America/New_York", "toronto": "America/Toronto",
        "chicago": "America/Chicago", "dallas": "America/Chicago", "houston": "America/Chicago",
        "denver": "America/Denver", "phoenix": "America/Phoenix", "los angeles": "America/Los_Angeles",
        "la": "America/Los_Angeles", "san francisco": "America/Los_Angeles", "seattle": "America/Los_Angeles",
        "vancouver": "America/Vancouver", "mexico city": "America/Mexico_City", "sao paulo": "America/Sao_Paulo",
        "buenos aires": "America/Argentina/Buenos_Aires", "honolulu": "Pacific/Honolulu", "hawaii": "Pacific/Honolulu",
        "london": "Europe/London", "uk": "Europe/London", "england": "Europe/London", "dublin": "Europe/Dublin",
        "ireland": "Europe/Dublin", "lisbon": "Europe/Lisbon", "portugal": "Europe/Lisbon", "paris": "Europe/Paris",
        "france": "Europe/Paris", "berlin": "Europe/Berlin", "germany": "Europe/Berlin", "madrid": "Europe/Madrid",
        "spain": "Europe/Madrid", "rome": "Europe/Rome", "italy": "Europe/Rome", "amsterdam": "Europe/Amsterdam",
        "brussels": "Europe/Brussels", "zurich": "Europe/Zurich", "vienna": "Europe/Vienna",
        "stockholm": "Europe/Stockholm", "oslo": "Europe/Oslo", "copenhagen": "Europe/Copenhagen",
        "helsinki": "Europe/Helsinki", "warsaw": "Europe/Warsaw", "prague": "Europe/Prague", "athens": "Europe/Athens",
        "istanbul": "Europe/Istanbul", "moscow": "Europe/Moscow", "russia": "Europe/Moscow", "cairo": "Africa/Cairo",
        "johannesburg": "Africa/Johannesburg", "lagos": "Africa/Lagos", "nairobi": "Africa/Nairobi",
        "dubai": "Asia/Dubai", "india": "Asia/Kolkata", "mumbai": "Asia/Kolkata", "delhi": "Asia/Kolkata",
        "new delhi": "Asia/Kolkata", "kolkata": "Asia/Kolkata", "bangalore": "Asia/Kolkata", "kathmandu": "Asia/Kathmandu",
        "nepal": "Asia/Kathmandu", "bangkok": "Asia/Bangkok", "thailand": "Asia/Bangkok", "singapore": "Asia/Singapore",
        "kuala lumpur": "Asia/Kuala_Lumpur", "malaysia": "Asia/Kuala_Lumpur", "jakarta": "Asia/Jakarta",
        "hong kong": "Asia/Hong_Kong", "shanghai": "Asia/Shanghai", "beijing": "Asia/Shanghai", "china": "Asia/Shanghai",
        "taipei": "Asia/Taipei", "seoul": "Asia/Seoul", "korea": "Asia/Seoul", "tokyo": "Asia/Tokyo", "japan": "Asia/Tokyo",
        "osaka": "Asia/Tokyo", "manila": "Asia/Manila", "sydney": "Australia/Sydney", "melbourne": "Australia/Melbourne",
        "brisbane": "Australia/Brisbane", "perth": "Australia/Perth", "adelaide": "Australia/Adelaide",
        "australia": "Australia/Sydney", "auckland": "Pacific/Auckland", "new zealand": "Pacific/Auckland",
        "utc": "UTC", "gmt": "GMT",
    ]

    /// Fixed-offset abbreviations, in hours east of UTC.
    static let abbreviations: [String: Double] = [
        "EST": -5, "EDT": -4, "CST": -6, "CDT": -5, "MST": -7, "MDT": -6, "PST": -8, "PDT": -7,
        "AKST": -9, "HST": -10, "AST": -4, "BST": 1, "CET": 1, "CEST": 2, "EET": 2, "EEST": 3, "WET": 0,
        "IST": 5.5, "JST": 9, "KST": 9, "HKT": 8, "SGT": 8, "MYT": 8, "AEST": 10, "AEDT": 11,
        "ACST": 9.5, "AWST": 8, "NZST": 12, "NZDT": 13, "MSK": 3,
    ]

    /// The longest place name or abbreviation starting at `words[0]`, with how many words it used.
    static func match(_ words: [String]) -> (TimeZone, Int)? {
        // An IANA identifier (`Asia/Kathmandu`, from numbat's `tz("…")`).
        if let first = words.first, first.contains("/"), let tz = TimeZone(identifier: first) { return (tz, 1) }
        for n in stride(from: min(3, words.count), through: 1, by: -1) {
            let name = words[0..<n].joined(separator: " ")
            if let id = places[name.lowercased()], let tz = TimeZone(identifier: id) { return (tz, n) }
            if n == 1, let hours = abbreviations[name.uppercased()], name.uppercased() == name || name.count > 3,
                let tz = TimeZone(secondsFromGMT: Int(hours * 3600))
            {
                return (tz, 1)
            }
        }
        return nil
    }

    /// Every single word that can be part of a place name (for the lenient filter).
    static let placeWords: Set<String> = {
        var words = Set<String>()
        for key in places.keys { for w in key.split(separator: " ") { words.insert(String(w)) } }
        for key in abbreviations.keys { words.insert(key.lowercased()) }
        return words
    }()
}
