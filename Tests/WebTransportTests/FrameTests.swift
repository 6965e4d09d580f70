import Foundation
import WebTransport
import XCTest

/// The frames `shortcut` and its `shortcut-net` helper exchange, alone: every frame reads back as
/// written however the stream is cut, and every malformed frame is refused by its full message.
final class FrameTests: IsolatedTestCase {
    let request = TransferRequest(
        method: "POST", url: "http://127.0.0.1:1/echo", headers: [["Accept", "*/*"]], hasBody: true, timeout: 5,
        maxBytes: 1000, maxRedirects: 16, allowedHosts: ["127.0.0.1"])

    func testFramesReadBackAsWrittenWhateverTheChunks() throws {
        let result = TransferResult(status: 404, finalURL: "http://127.0.0.1:1/e", headers: ["A": "b"], errorCode: nil)
        let frames: [Frame] = [
            .request(request, body: Data("body\n bytes".utf8)), .progress(received: 10, expected: nil),
            .progress(received: 20, expected: 40), .result(result, body: Data([0, 10, 255])),
        ]
        let stream = try frames.reduce(Data()) { $0 + (try $1.encoded()) }
        for chunk in [1, 7, stream.count] {
            var reader = Frame.Reader()
            var read: [Frame] = []
            var offset = 0
            while offset < stream.count {
                reader.append(stream[offset..<min(offset + chunk, stream.count)])
                offset += chunk
                while let frame = try reader.next() { read.append(frame) }
            }
            XCTAssertEqual(read, frames, "chunks of \(chunk) bytes")
        }
    }

    func testAMalformedFrameIsAnError() {
        for (bytes, message) in [
            ("hello\n", "malformed helper frame: the header line 'hello'"),
            ("result 2 -1\n{}", "malformed helper frame: a negative length in 'result 2 -1'"),
            ("result 2 0\n[]", "malformed helper frame: the JSON of a 'result' frame"),
            ("answer 2 0\n{}", "malformed helper frame: an unknown frame kind 'answer'"),
            ("result 60 41\n{}", "malformed helper frame: 'result 60 41' declares more than 100 bytes"),
            (String(repeating: "x", count: 65), "malformed helper frame: a header line longer than 64 bytes"),
        ] {
            var reader = Frame.Reader(maxPayload: 100)
            reader.append(Data(bytes.utf8))
            XCTAssertThrowsError(try reader.next(), bytes) { XCTAssertEqual("\($0)", message) }
        }
    }
}
