import Foundation
import WebTransport

// The web actions' transport, kept out of `shortcut` so that only a run that fetches something
// loads FoundationNetworking (libcurl and the thirty libraries behind it): `shortcut` writes
// request frames to standard input, this process makes each request and writes progress frames
// and one result frame to standard output (docs/architecture.md, "Paying only for what a run uses").

// One request at a time, for as long as `shortcut` keeps this helper: it ends at the end of its input.
var input = Frame.Reader()
while true {
    let chunk = FileHandle.standardInput.availableData
    if chunk.isEmpty { exit(0) }
    input.append(chunk)
    while true {
        let next: Frame?
        do { next = try input.next() } catch { next = nil; refuse() }
        guard let next else { break }
        guard case .request(let request, let body) = next else { refuse() }
        let (result, responseBody) = Fetch.perform(request, body: body) { received, expected in
            if let frame = try? Frame.progress(received: received, expected: expected).encoded() {
                FileHandle.standardOutput.write(frame)
            }
        }
        guard let frame = try? Frame.result(result, body: responseBody).encoded() else { exit(70) }
        FileHandle.standardOutput.write(frame)
    }
}

/// Input that is not a request frame: this helper is not being used by `shortcut`.
func refuse() -> Never {
    FileHandle.standardError.write(
        Data("shortcut-net: standard input holds no request frame; this helper is started by shortcut\n".utf8))
    exit(64)
}
