import Foundation
import WebTransport

// The web actions' transport, kept out of `shortcut` so that only a run that fetches something
// loads FoundationNetworking (libcurl and the thirty libraries behind it): `shortcut` writes one
// request frame to standard input, this process makes the request and writes progress frames and
// one result frame to standard output (docs/architecture.md, "Paying only for what a run uses").

var input = Frame.Reader()
input.append(FileHandle.standardInput.readDataToEndOfFile())
guard case .request(let request, let body)? = try? input.next() else {
    FileHandle.standardError.write(Data("shortcut-net: standard input holds no request frame; this helper is started by shortcut\n".utf8))
    exit(64)
}
let (result, responseBody) = Fetch.perform(request, body: body) { received, expected in
    if let frame = try? Frame.progress(received: received, expected: expected).encoded() {
        FileHandle.standardOutput.write(frame)
    }
}
guard let frame = try? Frame.result(result, body: responseBody).encoded() else { exit(70) }
FileHandle.standardOutput.write(frame)
exit(0)
