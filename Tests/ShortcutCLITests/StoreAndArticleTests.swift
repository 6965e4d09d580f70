import Foundation
import TestHTTPServer
import XCTest

@testable import ShortcutActions
@testable import ShortcutCLI
@testable import ShortcutEngine

/// The store searches (iTunes Search API), Get Article, Get RSS Feeds from Page and Search Web
/// end to end through `shortcut do`, against the local `TestHTTPServer`; every failure asserted
/// by its full message.
final class StoreAndArticleTests: CLITestCase {
    /// The server's base URL.
    var base: String { WebTestServer.shared?.baseURL ?? "http://127.0.0.1:1" }
    /// Lets the run reach the test server only, and points the store searches at it.
    var options: [String] { ["--allow-network=127.0.0.1", "--store-search-url", base + "/itunes", "--no-input"] }

    override func setUp() {
        super.setUp()
        XCTAssertNotNil(WebTestServer.shared, "the test server could not open a loopback socket")
    }

    // MARK: store searches

    func testSearchITunesBuildsTheAPIQueryAndReadsProducts() {
        let result = run(
            [
                "do", "searchitunes", "query=ada lovelace", "media=Movies", "entity=Artists", "attribute=Artist",
                "country=France", "limit:=5", "--json",
            ]
                + options)
        XCTAssertEqual(result.err, "")
        XCTAssertTrue(
            result.out.contains(
                "\"Description\": \"search?term=ada%20lovelace&country=FR&media=movie&entity=movieArtist&attribute=artistTerm&limit=5\""
            ),
            result.out)
        XCTAssertTrue(result.out.contains("\"Name\": \"Analytical\""), result.out)
        XCTAssertTrue(result.out.contains("\"Store URL\": \"https://music.example.com/song/100\""), result.out)
    }

    func testAProductIDIsLookedUp() {
        let result = run(["do", "searchitunes", "query=100", "attribute=Product ID", "country=gb", "--json"] + options)
        XCTAssertEqual(result.err, "")
        XCTAssertTrue(result.out.contains("\"Description\": \"lookup?id=100&country=GB&media=music&limit=25\""), result.out)
    }

    func testSearchAppStoreAndPodcastsAskForTheirMedia() {
        let apps = run(["do", "searchappstore", "query=notes", "device=iPad", "attribute=Developer", "--json"] + options)
        XCTAssertEqual(apps.err, "")
        XCTAssertTrue(
            apps.out.contains(
                "\"Description\": \"search?term=notes&country=US&media=software&entity=iPadSoftware&attribute=softwareDeveloper&limit=25\""
            ),
            apps.out)
        let podcasts = run(["do", "searchpodcasts", "query=looms", "--json"] + options)
        let limited = run(
            ["do", "searchpodcasts", "query=looms", "attribute=Title", "country=DE", "limit:=3", "--json"] + options)
        XCTAssertTrue(
            limited.out.contains("search?term=looms&country=DE&media=podcast&entity=podcast&attribute=titleTerm&limit=3\""),
            limited.out)
        XCTAssertEqual(podcasts.err, "")
        XCTAssertTrue(
            podcasts.out.contains("\"Description\": \"search?term=looms&country=US&media=podcast&entity=podcast&limit=25\""),
            podcasts.out)
    }

    func testTheDetailActionsReadTheProducts() {
        let workflow = write(
            "store.json",
            """
            {"version": 1, "actions": [
              {"action": "searchitunes", "id": "songs", "parameters": {"query": "engines"}},
              {"action": "properties.itunesstore", "id": "artist", "parameters": {"item": "{{songs}}", "property": "Artist"}},
              {"action": "getitemfromlist", "id": "app", "parameters": {"list": "{{songs}}", "get": "Last Item"}},
              {"action": "properties.appstore", "id": "notes", "parameters": {"item": "{{app}}", "property": "Release Notes"}},
              {"action": "properties.appstore", "id": "size", "parameters": {"item": "{{app}}", "property": "Size"}},
              {"action": "properties.podcastshow", "id": "feed", "parameters": {"item": "{{app}}", "property": "Feed URL"}},
              {"action": "properties.itunesstore", "id": "price", "parameters": {"item": "{{app}}", "property": "Formatted Price"}},
              {"action": "gettext", "parameters": {"text": "{{artist}}\\n{{notes}} {{size}} {{feed}} {{price}}"}}
            ]}
            """)
        let result = run(["run", workflow] + options)
        XCTAssertEqual(result.err, "")
        XCTAssertEqual(result.out, "Ada Lovelace\nByron Apps\nFaster sync. 52428800 https://feeds.example.com/show.xml Free\n")
    }

    /// The details iOS 12 and 13 name (WFActions.plist) that the iTunes Search API gives: this
    /// version's rating, languages, iPad screenshots, Game Center, universal, streamable, and the
    /// older names of the number of ratings, the currency, the category and the download size.
    func testTheOlderDetailNamesReadTheProducts() {
        func detail(_ action: String, _ index: String, _ property: String) -> String {
            let workflow = write(
                "detail.json",
                """
                {"version": 1, "actions": [
                  {"action": "searchitunes", "id": "found", "parameters": {"query": "engines"}},
                  {"action": "getitemfromlist", "id": "one", "parameters": {"list": "{{found}}", "get": "\(index)"}},
                  {"action": "\(action)", "parameters": {"item": "{{one}}", "property": "\(property)"}}
                ]}
                """)
            return run(["run", workflow, "--output-type", "json"] + options).out
        }
        let app = ("properties.appstore", "Last Item")
        XCTAssertEqual(detail(app.0, app.1, "Rating (This Version)"), "4\n")
        XCTAssertEqual(detail(app.0, app.1, "# of Ratings (This Version)"), "80\n")
        XCTAssertEqual(detail(app.0, app.1, "# of Ratings"), "1200\n")
        XCTAssertEqual(detail(app.0, app.1, "Supported Languages"), "[\n  \"EN\",\n  \"FR\"\n]\n")
        XCTAssertEqual(detail(app.0, app.1, "iPad Screenshot URLs"), "[\n  \"https://img.example.com/ipad1.png\"\n]\n")
        XCTAssertEqual(detail(app.0, app.1, "Supports Game Center"), "false\n")
        XCTAssertEqual(detail(app.0, app.1, "Is Universal"), "true\n")
        XCTAssertEqual(detail(app.0, app.1, "Category"), "\"Productivity\"\n")
        XCTAssertEqual(detail(app.0, app.1, "Download Size"), "52428800\n")
        XCTAssertEqual(detail("properties.itunesstore", "First Item", "Streamable"), "true\n")
        XCTAssertEqual(detail("properties.itunesstore", "First Item", "Currency Code"), "\"USD\"\n")
    }

    /// Artwork is the picture at the item's Artwork URL, fetched and saved under the item's name.
    func testArtworkIsTheFetchedPicture() throws {
        let workflow = write(
            "artwork.json",
            """
            {"version": 1, "actions": [
              {"action": "dictionary", "id": "app", "parameters": {"items": {"Name": "Loom", "Artwork URL": "\(base)/page.html"}}},
              {"action": "properties.appstore", "parameters": {"item": "{{app}}", "property": "Artwork"}}
            ]}
            """)
        let result = run(["run", workflow] + options)
        XCTAssertEqual(result.err, "")
        // Saved in the run's download folder (under the temporary folder), named after the item.
        let path = result.out.trimmingCharacters(in: .newlines)
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertTrue(path.contains("/shortcut-downloads/Loom"), path)
        XCTAssertTrue(path.hasSuffix(".html"), path)
        XCTAssertEqual(
            try String(contentsOfFile: path, encoding: .utf8),
            "<html><head><title>Test</title></head><body><p>Hi</p></body></html>")
    }

    func testStoreSearchFailures() {
        let country = run(["do", "searchitunes", "query=x", "country=Narnia"] + options)
        XCTAssertEqual(country.code, 70)
        XCTAssertEqual(
            country.err,
            "error: action 1 'Search iTunes Store' (searchitunes), parameter 'country': 'Narnia' is not a store country this engine knows\n"
                + "hint: give a two-letter country code such as US, GB or FR, or a country's English name\n")
        let service = run([
            "do", "searchpodcasts", "query=x", "--allow-network=127.0.0.1", "--store-search-url", "ftp://example.com",
            "--no-input",
        ])
        XCTAssertEqual(service.code, 70)
        XCTAssertEqual(
            service.err,
            "error: action 1 'Search Podcasts' (searchpodcasts), parameter 'query': the store search service 'ftp://example.com' is not an http or https URL\n"
                + "hint: set it to https://itunes.apple.com or a server that answers the same way\n")
        let answer = run([
            "do", "searchappstore", "query=x", "--allow-network=127.0.0.1", "--store-search-url", base + "/nowhere", "--no-input",
        ])
        XCTAssertEqual(answer.code, 70)
        XCTAssertEqual(
            answer.err,
            "error: action 1 'Search App Store' (searchappstore), parameter 'query': the store search answered status 404 without search results: 'no such page: /nowhere/search?term=x&country=US&media=softw…'\n"
                + "hint: check the store search service's URL\n")
        let refused = run(["do", "searchitunes", "query=x", "--no-input"])
        XCTAssertEqual(refused.code, 70)
        XCTAssertEqual(
            refused.err,
            "error: action 1 'Search iTunes Store' (searchitunes), parameter 'query': network access is off; this action would connect to 'itunes.apple.com'\n"
                + "hint: pass --allow-network=itunes.apple.com to allow this host, or --allow-network for every host\n")
        let limit = run(["do", "searchitunes", "query=x", "limit:=500"] + options)
        XCTAssertEqual(limit.code, 70)
        XCTAssertEqual(
            limit.err, "error: action 1 'Search iTunes Store' (searchitunes), parameter 'limit': must be at most 200, got 500\n")
        let notItem = run(["do", "properties.itunesstore", "item=just text", "--no-input"])
        XCTAssertEqual(notItem.code, 70)
        XCTAssertEqual(
            notItem.err,
            "error: action 1 'Get Details of iTunes Product' (properties.itunesstore), parameter 'item': 'just text' (text) is not an iTunes product\n"
                + "hint: pass the output of the action that makes an iTunes product\n")
    }

    func testAPropertyOfAProductIsItsKeyAsInShortcuts() {
        let workflow = write(
            "property.json",
            """
            {"version": 1, "actions": [
              {"action": "searchitunes", "id": "songs", "parameters": {"query": "engines"}},
              {"action": "getitemfromlist", "id": "song", "parameters": {"list": "{{songs}}"}},
              {"action": "gettext", "parameters": {"text": "{{song | property: Artwork URL}} {{song | property: store url}} {{song | property: Count}}"}}
            ]}
            """)
        let result = run(["run", workflow] + options)
        XCTAssertEqual(result.err, "")
        XCTAssertEqual(result.out, "https://img.example.com/100.jpg https://music.example.com/song/100 16\n")
        let missing = run(["do", "gettext", "text=[{{Shortcut Input | property: Body}}]", "--input", "x"])
        XCTAssertEqual(missing.out, "[]\n", "a property the item lacks gives nothing, as in Shortcuts")
        XCTAssertEqual(
            missing.err,
            "warning: action 1 'Text' (gettext), parameter 'text': {{Shortcut Input | property: Body}}: a text has no property 'Body'; it gives nothing, as Shortcuts gives an empty value for a property the item lacks\n"
                + "hint: use one of 'Count', 'Word Count', 'Line Count', 'Is Empty', 'Name', 'Company', 'Type'\n")
        let strict = run(["do", "gettext", "text={{Shortcut Input | property: Body}}", "--input", "x", "--strict"])
        XCTAssertEqual(
            strict.err,
            "error: action 1 'Text' (gettext), parameter 'text': {{Shortcut Input | property: Body}}: a text has no property 'Body'\n"
                + "hint: use one of 'Count', 'Word Count', 'Line Count', 'Is Empty', 'Name', 'Company', 'Type'\n")
    }

    // MARK: Get Article

    func testAnArticlePageIsRead() {
        let result = run(["do", "getarticle", "page=\(base)/article.html", "--json"] + options)
        XCTAssertEqual(result.err, "")
        XCTAssertEqual(
            result.out,
            """
            {
              "Title": "On the Analytical Engine",
              "Author": "Ada Lovelace",
              "Published Date": "2026-11-20T09:30:00Z",
              "Body": "The engine weaves algebraic patterns.\\n\\nIt might compose elaborate pieces of music.",
              "URL": "\(base)/articles/engine",
              "Main Image URL": "\(base)/images/engine.jpg",
              "Excerpt": "The engine weaves algebraic patterns.",
              "Number of Words": 12,
              "Site Name": "The Daily Loom"
            }

            """)
    }

    func testWithoutArticleOrMainTheLargestParagraphBlockIsTheBody() {
        let result = run(["do", "getarticle", "page=\(base)/blog.html", "--json"] + options)
        XCTAssertEqual(result.err, "")
        XCTAssertEqual(
            result.out,
            """
            {
              "Title": "A blog post",
              "Author": "Ada L.",
              "Published Date": "2026-11-19T00:00:00Z",
              "Body": "Bernoulli numbers come first.\\n\\nThen the table of operations.",
              "URL": "\(base)/blog.html",
              "Main Image URL": "\(base)/table.png",
              "Excerpt": "Notes on numbers.",
              "Number of Words": 9
            }

            """)
    }

    func testHTMLGivenAsTextNeedsNoNetwork() {
        let details = write(
            "article.json",
            """
            {"version": 1, "actions": [
              {"action": "getarticle", "id": "article", "parameters": {"page": "<html><head><title>T</title></head><body><nav>menu</nav><main><h2>Part</h2><p>One two.</p></main></body></html>"}},
              {"action": "properties.articles", "id": "body", "parameters": {"article": "{{article}}", "property": "Body"}},
              {"action": "properties.articles", "id": "words", "parameters": {"article": "{{article}}", "property": "Number of Words"}},
              {"action": "properties.articles", "id": "author", "parameters": {"article": "{{article}}", "property": "Author"}},
              {"action": "properties.articles", "id": "title", "parameters": {"article": "{{article}}"}},
              {"action": "gettext", "parameters": {"text": "{{title}}|{{body}}|{{words}}|{{author}}"}}
            ]}
            """)
        let result = run(["run", details, "--no-input"])
        XCTAssertEqual(result.err, "")
        XCTAssertEqual(result.out, "T|Part\n\nOne two.|3|\n")
    }

    func testGetArticleFailures() {
        let notPage = run(["do", "getarticle", "page=just words", "--no-input"])
        XCTAssertEqual(notPage.code, 70)
        XCTAssertEqual(
            notPage.err,
            "error: action 1 'Get Article using Safari Reader' (getarticle), parameter 'page': 'just words' is neither a web page's URL nor HTML\n"
                + "hint: give an http or https URL, or the page's HTML\n")
        let nothing = run(["do", "getarticle", "--no-input"])
        XCTAssertEqual(nothing.code, 70)
        XCTAssertEqual(
            nothing.err,
            "error: action 1 'Get Article using Safari Reader' (getarticle), parameter 'page': there is no page to read: the action was given nothing\n"
                + "hint: give the page's URL or HTML: a shortcut made for the share sheet reads it from its input (run it with --input URL)\n"
        )
        let offline = run(["do", "getarticle", "page=\(base)/article.html", "--no-input"])
        XCTAssertEqual(offline.code, 70)
        XCTAssertEqual(
            offline.err,
            "error: action 1 'Get Article using Safari Reader' (getarticle), parameter 'page': network access is off; this action would connect to '127.0.0.1'\n"
                + "hint: pass --allow-network=127.0.0.1 to allow this host, or --allow-network for every host\n")
        let binary = run(["do", "getarticle", "page=\(base)/binary"] + options)
        XCTAssertEqual(binary.code, 70)
        XCTAssertEqual(
            binary.err,
            "error: action 1 'Get Article using Safari Reader' (getarticle), parameter 'page': the response is application/octet-stream, not text\n"
        )
        let notArticle = run(["do", "properties.articles", "article:=[1]", "--no-input"])
        XCTAssertEqual(notArticle.code, 70)
        XCTAssertEqual(
            notArticle.err,
            "error: action 1 'Get Details of Article' (properties.articles), parameter 'article': '1' (number) is not an article\n"
                + "hint: pass the output of the action that makes an article\n")
    }

    // MARK: RSS feeds from a page, Search Web

    func testFeedsDeclaredByAPageAreResolved() {
        let result = run(["do", "rss.extract", "urls=\(base)/feeds.html", "--lines"] + options)
        XCTAssertEqual(result.err, "")
        XCTAssertEqual(result.out, "\(base)/feed.rss\nhttps://example.com/atom.xml\n")
        let feed = run(["do", "rss.extract", "urls=\(base)/feed.rss", "--lines"] + options)
        XCTAssertEqual(feed.out, "\(base)/feed.rss\n")
        let offline = run(["do", "rss.extract", "urls=\(base)/feeds.html", "--no-input"])
        XCTAssertEqual(
            offline.err,
            "error: action 1 'Get RSS Feeds from Page' (rss.extract), parameter 'urls': network access is off; this action would connect to '127.0.0.1'\n"
                + "hint: pass --allow-network=127.0.0.1 to allow this host, or --allow-network for every host\n")
    }

    func testTheTitleOfAWebPage() {
        XCTAssertEqual(run(["do", "url.gettitle", "url=\(base)/article.html"] + options).out, "On the Analytical Engine\n")
        XCTAssertEqual(run(["do", "url.gettitle", "url=\(base)/page.html"] + options).out, "Test\n")
        let none = run(["do", "url.gettitle", "url=\(base)/text", "--json"] + options)
        XCTAssertEqual(none.err, "")
        XCTAssertEqual(none.out, "null\n")
        let offline = run(["do", "url.gettitle", "url=\(base)/page.html", "--no-input"])
        XCTAssertEqual(
            offline.err,
            "error: action 1 'Get Title of Web Page' (url.gettitle), parameter 'url': network access is off; this action would connect to '127.0.0.1'\n"
                + "hint: pass --allow-network=127.0.0.1 to allow this host, or --allow-network for every host\n")
    }

    /// Get Details of Safari Web Page on a page given by its URL (a Safari web page is its URL here):
    /// the title and the contents are fetched; the selection is Nothing outside Safari.
    func testTheDetailsOfASafariWebPage() {
        let page = "page=\(base)/page.html"
        XCTAssertEqual(run(["do", "properties.safariwebpage", page] + options).out, "Test\n")
        XCTAssertEqual(run(["do", "properties.safariwebpage", page, "property=Page URL"] + options).out, "\(base)/page.html\n")
        let contents = run(["do", "properties.safariwebpage", page, "property=Page Contents", "--json"] + options)
        XCTAssertEqual(contents.err, "")
        XCTAssertEqual(contents.out, "\"Hi\"\n")
        XCTAssertEqual(
            run(["do", "properties.safariwebpage", page, "property=Page Selection", "--json"] + options).out, "null\n")
        let offline = run(["do", "properties.safariwebpage", page, "--no-input"])
        XCTAssertEqual(
            offline.err,
            "error: action 1 'Get Details of Safari Web Page' (properties.safariwebpage), parameter 'page': network access is off; this action would connect to '127.0.0.1'\n"
                + "hint: pass --allow-network=127.0.0.1 to allow this host, or --allow-network for every host\n")
    }

    /// Get Name of a web URL is its page's title (Apple's `GetWebPageTitle`, on by default in
    /// Shortcuts 10.0); off, or for a page without a title, the URL's own name.
    func testGetNameOfAWebURLIsItsPagesTitle() {
        func document(_ path: String, _ parameters: String) -> String {
            write(
                "name.json",
                #"{"format": "shortcut-engine-workflow", "version": 1, "actions": [{"action": "url", "parameters": {"url": "\#(base)/\#(path)"}}, {"action": "getitemname"\#(parameters)}]}"#
            )
        }
        XCTAssertEqual(run(["run", document("article.html", "")] + options).out, "On the Analytical Engine\n")
        XCTAssertEqual(run(["run", document("text", "")] + options).out, "text\n")
        let off = #", "parameters": {"webPageTitle": false}"#
        XCTAssertEqual(run(["run", document("article.html", off), "--no-input"]).out, "article.html\n")
        let path = document("page.html", "")
        let offline = run(["run", path, "--no-input"])
        XCTAssertEqual(
            offline.err,
            path
                + ":1:155: error: action 2 'Get Name' (getitemname), parameter 'input': network access is off; this action would connect to '127.0.0.1'\n"
                + "hint: pass --allow-network=127.0.0.1 to allow this host, or --allow-network for every host\n")
    }

    func testSearchWebOpensTheEnginesURLAsOpenURLsDoes() {
        let result = run(["do", "searchweb", "engine=Yahoo!", "query=café & co", "--no-input"])
        XCTAssertEqual(result.code, 0)
        XCTAssertEqual(result.out, "https://search.yahoo.com/search?p=caf%C3%A9+%26+co\n")
        XCTAssertEqual(
            result.err, "open: https://search.yahoo.com/search?p=caf%C3%A9+%26+co (not opened; pass --allow-open to open it)\n")
        XCTAssertEqual(
            SearchWebAction.searchURL(.wikipedia, "Ada Lovelace"), "https://en.wikipedia.org/w/index.php?search=Ada+Lovelace")
        XCTAssertEqual(SearchWebAction.searchURL(.eBay, "a/b"), "https://www.ebay.com/sch/i.html?_nkw=a%2Fb")
    }
}
