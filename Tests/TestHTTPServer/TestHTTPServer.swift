import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A small HTTP/1.1 server on 127.0.0.1 at a random port, written on POSIX sockets for the web
/// tests: no mock of the URL loading system, real requests over a real socket. One thread accepts,
/// one thread per connection answers one request and closes it (`Connection: close`).
///
/// Routes: `/json`, `/text`, `/page.html`, `/feed.rss`, `/feed.atom`, `/binary` (a file with a
/// `Content-Disposition` name), `/echo` (the method, path, headers and body back as JSON),
/// `/status/CODE` (that status with a JSON error body), `/redirect/N` (N redirects, then text),
/// `/redirect-away` (to the same server under the name `localhost`), `/redirect-file` (to
/// `file:///etc/passwd`), `/loop` (redirects to
/// itself), `/slow` (answers after two seconds), `/huge` (2 MiB, with a length), `/huge-stream`
/// (2 MiB streamed without one), `/trickle` (200,000 bytes with a length, in ten pieces a twentieth
/// of a second apart: a download the progress line shows), `/article.html`, `/blog.html` and
/// `/feeds.html` (pages for Get Article and Get RSS Feeds from Page), `/itunes/search?…` and
/// `/itunes/lookup?…` (iTunes Search API answers), `/weather/v1/forecast?…` and `/weather/v1/search?…`
/// (Open-Meteo's answers, `OpenMeteoAnswers`), `/routing/routed-car/route/v1/driving/…` and its foot
/// and bike servers (OSRM's answers, `OSRMAnswers`), `/rates/v2/rates?base=USD` (currency rates as
/// Frankfurter answers them, `rateRows`), `/ip` (an address as ipify answers it) and `/ip-html`
/// (a page instead); anything else is a 404 with a text body.
public final class TestHTTPServer: @unchecked Sendable {
    /// The port it listens on.
    public let port: Int
    /// `http://127.0.0.1:PORT`.
    public var baseURL: String { "http://127.0.0.1:\(port)" }
    private let listener: Int32

    /// Starts listening; fails only when the machine has no loopback socket to give.
    public init() throws {
        #if os(Linux)
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw ServerError.socket(errno) }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(descriptor, 64) == 0 else {
            close(descriptor)
            throw ServerError.socket(errno)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        listener = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    /// Stops accepting connections.
    public func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    /// Why the server could not start.
    public enum ServerError: Error { case socket(Int32) }

    private func acceptLoop() {
        while true {
            let client = accept(listener, nil, nil)
            if client < 0 {
                if errno == EINTR { continue }
                return
            }
            let thread = Thread { [self] in
                serve(client)
                close(client)
            }
            thread.start()
        }
    }

    /// One parsed request.
    struct Request {
        var method: String
        var path: String
        var headers: [(String, String)]
        var body: Data
    }

    private func serve(_ client: Int32) {
        var buffer = Data()
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let separator = Data("\r\n\r\n".utf8)
        var headerEnd: Range<Data.Index>?
        while headerEnd == nil {
            let count = recv(client, &chunk, chunk.count, 0)
            if count <= 0 { return }
            buffer.append(contentsOf: chunk[0..<count])
            headerEnd = buffer.range(of: separator)
            if buffer.count > 1 << 20 { return }
        }
        guard let end = headerEnd else { return }
        let head = String(decoding: buffer[buffer.startIndex..<end.lowerBound], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ").map(String.init)
        guard requestLine.count >= 2 else { return }
        var headers: [(String, String)] = []
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers.append(
                (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
        }
        let length = headers.first { $0.0.lowercased() == "content-length" }.flatMap { Int($0.1) } ?? 0
        var body = Data(buffer[end.upperBound...])
        while body.count < length {
            let count = recv(client, &chunk, chunk.count, 0)
            if count <= 0 { break }
            body.append(contentsOf: chunk[0..<count])
        }
        let request = Request(method: requestLine[0], path: requestLine[1], headers: headers, body: body)
        respond(to: request, on: client)
    }

    private func respond(to request: Request, on client: Int32) {
        let path = request.path
        switch path {
        case "/json":
            send(client, request, 200, "application/json", Data(#"{"name":"Ada","languages":["Swift","C"],"year":1843}"#.utf8))
        case "/text":
            send(client, request, 200, "text/plain; charset=utf-8", Data("hello from the test server\n".utf8))
        case "/contact.txt":
            let card = "Ada Lovelace, 12 St James's Square. Call +44 20 7946 0958 or write ada@example.com by 19 November 2026.\n"
            send(client, request, 200, "text/plain; charset=utf-8", Data(card.utf8))
        case "/date.txt":
            send(client, request, 200, "text/plain; charset=utf-8", Data("19 November 2026".utf8))
        case "/page.html":
            send(
                client, request, 200, "text/html",
                Data("<html><head><title>Test</title></head><body><p>Hi</p></body></html>".utf8))
        case "/feed.rss":
            send(client, request, 200, "application/rss+xml", Data(TestHTTPServer.rss.utf8))
        case "/feed.atom":
            send(client, request, 200, "application/atom+xml", Data(TestHTTPServer.atom.utf8))
        case "/article.html":
            send(client, request, 200, "text/html; charset=utf-8", Data(TestHTTPServer.article.utf8))
        case "/blog.html":
            send(client, request, 200, "text/html", Data(TestHTTPServer.blog.utf8))
        case "/feeds.html":
            send(client, request, 200, "text/html", Data(TestHTTPServer.feeds.utf8))
        case "/binary":
            send(
                client, request, 200, "application/octet-stream", Data([0, 1, 2, 3, 255]),
                extra: ["Content-Disposition: attachment; filename=\"blob.bin\""])
        case "/echo":
            var json = "{\"method\":\"\(request.method)\",\"path\":\"\(path)\",\"headers\":{"
            let wanted = request.headers.filter { ["content-type", "x-token"].contains($0.0.lowercased()) }
                .sorted { $0.0.lowercased() < $1.0.lowercased() }
            json += wanted.map { "\"\($0.0.lowercased())\":\"\(escaped($0.1))\"" }.joined(separator: ",")
            json += "},\"body\":\"\(escaped(String(decoding: request.body, as: UTF8.self)))\"}"
            send(client, request, 200, "application/json", Data(json.utf8))
        case "/redirect-away":
            send(client, request, 302, "text/plain", Data(), extra: ["Location: http://localhost:\(port)/text"])
        case "/redirect-file":
            send(client, request, 302, "text/plain", Data(), extra: ["Location: file:///etc/passwd"])
        case "/loop":
            send(client, request, 302, "text/plain", Data(), extra: ["Location: /loop"])
        case "/slow":
            Thread.sleep(forTimeInterval: 2)
            send(client, request, 200, "text/plain", Data("late\n".utf8))
        case "/huge":
            send(client, request, 200, "application/octet-stream", Data(repeating: 65, count: 2 << 20))
        case "/trickle":
            let head = "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 200000\r\nConnection: close\r\n\r\n"
            write(client, Data(head.utf8))
            for _ in 0..<10 {
                guard write(client, Data(repeating: 67, count: 20_000)) else { break }
                Thread.sleep(forTimeInterval: 0.05)
            }
        case "/ip": send(client, request, 200, "text/plain", Data("203.0.113.7".utf8))
        case "/ip-html": send(client, request, 200, "text/html", Data("<html>busy</html>".utf8))
        case "/huge-stream":
            let head = "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\n"
            write(client, Data(head.utf8))
            let block = Data(repeating: 66, count: 65_536)
            for _ in 0..<32 where write(client, block) {}
        default:
            if path == "/rates/v2/rates?base=USD" {
                send(client, request, 200, "application/json", Data(TestHTTPServer.rateRows.utf8))
            } else if path.hasPrefix("/weather/"), let (status, type, body) = OpenMeteoAnswers.answer(String(path.dropFirst(8))) {
                send(client, request, status, type, Data(body.utf8))
            } else if path.hasPrefix("/routing/"), let (status, type, body) = OSRMAnswers.answer(String(path.dropFirst(8))) {
                send(client, request, status, type, Data(body.utf8))
            } else if path.hasPrefix("/itunes/search?") || path.hasPrefix("/itunes/lookup?") {
                let query = String(path.dropFirst(8))
                send(client, request, 200, "text/javascript; charset=utf-8", Data(TestHTTPServer.storeResults(query).utf8))
            } else if path.hasPrefix("/status/"), let code = Int(path.dropFirst(8)) {
                send(client, request, code, "application/json", Data("{\"error\":\"status \(code)\"}".utf8))
            } else if path.hasPrefix("/redirect/"), let count = Int(path.dropFirst(10)) {
                if count <= 0 {
                    send(client, request, 200, "text/plain", Data("arrived".utf8))
                } else {
                    send(client, request, 302, "text/plain", Data(), extra: ["Location: /redirect/\(count - 1)"])
                }
            } else {
                send(client, request, 404, "text/plain", Data("no such page: \(path)".utf8))
            }
        }
    }

    /// Frankfurter's `/v2/rates?base=USD` answer, with round rates (one dollar is 0.5 euros and
    /// 0.25 pounds) and two rows the reader must leave out: a quote that is no currency code and
    /// a row of another base.
    public static let rateRows = """
        [{"date": "2026-11-27", "base": "USD", "quote": "EUR", "rate": 0.5},
         {"date": "2026-11-27", "base": "USD", "quote": "GBP", "rate": 0.25},
         {"date": "2026-11-27", "base": "USD", "quote": "X-1", "rate": 3},
         {"date": "2026-11-27", "base": "EUR", "quote": "JPY", "rate": 9}]
        """

    private func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n").replacingOccurrences(of: "\r", with: "\\r")
    }

    private static let reasons = [
        200: "OK", 302: "Found", 400: "Bad Request", 404: "Not Found", 500: "Internal Server Error",
    ]

    private func send(_ client: Int32, _ request: Request, _ status: Int, _ type: String, _ body: Data, extra: [String] = []) {
        var head = "HTTP/1.1 \(status) \(TestHTTPServer.reasons[status] ?? "Status")\r\n"
        head += "Content-Type: \(type)\r\nContent-Length: \(body.count)\r\nConnection: close\r\n"
        for line in extra { head += line + "\r\n" }
        head += "\r\n"
        var data = Data(head.utf8)
        if request.method != "HEAD" { data.append(body) }
        write(client, data)
    }

    /// Writes all of `data`; false when the client has gone.
    @discardableResult
    private func write(_ client: Int32, _ data: Data) -> Bool {
        data.withUnsafeBytes { raw -> Bool in
            guard let base = raw.baseAddress else { return true }
            var offset = 0
            while offset < raw.count {
                #if os(Linux)
                    let written = Glibc.send(client, base + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                #else
                    let written = Darwin.send(client, base + offset, raw.count - offset, 0)
                #endif
                if written <= 0 { return false }
                offset += written
            }
            return true
        }
    }

    static let rss = """
        <?xml version="1.0" encoding="UTF-8"?>
        <rss version="2.0"><channel><title>Test feed</title>
        <item><title>First post</title><link>https://example.com/1</link><pubDate>Sat, 21 Nov 2026 10:00:00 GMT</pubDate><description><![CDATA[<p>One</p>]]></description></item>
        <item><title>Second post</title><link>https://example.com/2</link><author>ada@example.com</author><description>Two &amp; more</description></item>
        <item><title>Third post</title><link>https://example.com/3</link></item>
        </channel></rss>
        """

    /// What the iTunes Search API answers (its field names), the request's path and query as the
    /// first result's description, so a test sees the URL the action built.
    static func storeResults(_ query: String) -> String {
        """
        {"resultCount":2,"results":[
        {"wrapperType":"track","kind":"song","artistId":1,"collectionId":10,"trackId":100,"artistName":"Ada Lovelace",\
        "collectionName":"Engines","trackName":"Analytical","trackViewUrl":"https://music.example.com/song/100",\
        "artworkUrl100":"https://img.example.com/100.jpg","releaseDate":"1843-09-01T07:00:00Z","primaryGenreName":"Classical",\
        "trackPrice":1.29,"currency":"USD","trackExplicitness":"notExplicit","trackTimeMillis":201500,"isStreamable":true,\
        "description":"\(query.replacingOccurrences(of: "\"", with: "'"))"},
        {"wrapperType":"software","kind":"software","trackId":200,"trackName":"Notes Pro","artistName":"Byron Apps",\
        "sellerName":"Byron Apps Ltd","trackViewUrl":"https://apps.example.com/app/200","artworkUrl512":"https://img.example.com/200.png",\
        "price":0,"formattedPrice":"Free","averageUserRating":4.5,"userRatingCount":1200,"version":"2.1",\
        "releaseNotes":"Faster sync.","currentVersionReleaseDate":"2026-11-01T08:00:00Z","fileSizeBytes":"52428800",\
        "bundleId":"com.example.notes","feedUrl":"https://feeds.example.com/show.xml","trackCount":42,\
        "averageUserRatingForCurrentVersion":4,"userRatingCountForCurrentVersion":80,"languageCodesISO2A":["EN","FR"],\
        "ipadScreenshotUrls":["https://img.example.com/ipad1.png"],"isGameCenterEnabled":false,"features":["iosUniversal"],\
        "primaryGenreName":"Productivity"}
        ]}
        """
    }

    static let article = """
        <!DOCTYPE html><html><head><title>Engines | The Daily Loom</title>
        <meta property="og:title" content="On the Analytical Engine">
        <meta name="author" content="Ada Lovelace">
        <meta property="article:published_time" content="2026-11-20T09:30:00Z">
        <meta property="og:image" content="/images/engine.jpg">
        <meta property="og:site_name" content="The Daily Loom">
        <link rel="canonical" href="/articles/engine">
        <script>var tracking = "<p>not text</p>";</script><style>p { color: red }</style></head>
        <body><header><p>The Daily Loom — subscribe</p></header><nav><a href="/">Home</a></nav>
        <article><h1>On the Analytical Engine</h1><p>The engine weaves algebraic patterns.</p>
        <p>It might compose <em>elaborate</em> pieces of music.</p><aside><p>Related: looms</p></aside></article>
        <footer><p>© 1843</p></footer></body></html>
        """

    static let blog = """
        <html><head><title>A blog post</title><meta name="description" content="Notes on numbers."></head>
        <body><div class="menu"><p>Home</p></div><div class="post"><p>Bernoulli numbers come first.</p>
        <p>Then the table of operations.</p><img src="table.png"></div><div class="side"><p>Archive</p></div>
        <p>By <a rel="author" href="/ada">Ada L.</a> on <time datetime="2026-11-19">19 November</time></p></body></html>
        """

    static let feeds = """
        <html><head><title>Feeds</title>
        <link rel="alternate" type="application/rss+xml" title="RSS" href="/feed.rss">
        <link rel="alternate" type="application/atom+xml" href="https://example.com/atom.xml">
        <link rel="stylesheet" type="text/css" href="/style.css">
        <link rel="alternate" type="application/rss+xml" href="/feed.rss"></head><body><p>Hi</p></body></html>
        """

    static let atom = """
        <?xml version="1.0" encoding="utf-8"?>
        <feed xmlns="http://www.w3.org/2005/Atom"><title>Atom test</title>
        <entry><title>Atom entry</title><link rel="alternate" href="https://example.com/a"/><updated>2026-11-21T10:00:00Z</updated><author><name>Grace</name></author><summary>Short</summary></entry>
        </feed>
        """
}
