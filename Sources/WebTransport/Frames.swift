import Foundation

/// The helper's wire format over its standard input and output. Every frame is one ASCII line
/// `KIND A B\n`, followed by A + B bytes for the kinds that carry them:
///
/// - `request J B`: J bytes of JSON (`TransferRequest`), then B bytes of request body (CLI → helper);
/// - `progress R E`: R body bytes received of E expected (-1: unknown) (helper → CLI);
/// - `result J B`: J bytes of JSON (`TransferResult`), then B bytes of response body (helper → CLI).
public enum Frame: Equatable {
    case request(TransferRequest, body: Data)
    case progress(received: Int, expected: Int?)
    case result(TransferResult, body: Data)

    /// The frame's bytes.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        switch self {
        case .request(let request, let body):
            let json = try encoder.encode(request)
            return Data("request \(json.count) \(body.count)\n".utf8) + json + body
        case .progress(let received, let expected):
            return Data("progress \(received) \(expected ?? -1)\n".utf8)
        case .result(let result, let body):
            let json = try encoder.encode(result)
            return Data("result \(json.count) \(body.count)\n".utf8) + json + body
        }
    }

    /// The longest header line accepted (it holds a word and two numbers).
    static let maxLine = 64

    /// Reads frames from a byte buffer as they arrive; `next()` gives each complete frame once.
    public struct Reader {
        private var buffer = Data()
        private let maxPayload: Int

        /// A reader that refuses frames declaring more than `maxPayload` bytes after their line.
        public init(maxPayload: Int = Int.max) { self.maxPayload = maxPayload }

        /// Adds bytes read from the stream.
        public mutating func append(_ bytes: Data) { buffer.append(bytes) }

        /// The next complete frame, nil when more bytes are needed; throws on a malformed frame.
        public mutating func next() throws -> Frame? {
            guard let newline = buffer.firstIndex(of: 0x0A) else {
                if buffer.count > Frame.maxLine { throw FrameError.malformed("a header line longer than \(Frame.maxLine) bytes") }
                return nil
            }
            let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
            let fields = line.split(separator: " ")
            guard fields.count == 3, let first = Int(fields[1]), let second = Int(fields[2]), first >= 0, second >= -1 else {
                throw FrameError.malformed("the header line '\(line.prefix(Frame.maxLine))'")
            }
            guard ["request", "progress", "result"].contains(fields[0]) else {
                throw FrameError.malformed("an unknown frame kind '\(fields[0].prefix(Frame.maxLine))'")
            }
            let payloadStart = buffer.index(after: newline)
            if fields[0] == "progress" {
                buffer = Data(buffer[payloadStart...])
                return .progress(received: first, expected: second >= 0 ? second : nil)
            }
            guard second >= 0 else { throw FrameError.malformed("a negative length in '\(line)'") }
            guard first <= maxPayload, second <= maxPayload - first else {
                throw FrameError.malformed("'\(line)' declares more than \(maxPayload) bytes")
            }
            guard buffer.count - (payloadStart - buffer.startIndex) >= first + second else { return nil }
            let jsonEnd = payloadStart + first
            let json = Data(buffer[payloadStart..<jsonEnd])
            let body = Data(buffer[jsonEnd..<(jsonEnd + second)])
            buffer = Data(buffer[(jsonEnd + second)...])
            let decoder = JSONDecoder()
            do {
                switch fields[0] {
                case "request": return .request(try decoder.decode(TransferRequest.self, from: json), body: body)
                default: return .result(try decoder.decode(TransferResult.self, from: json), body: body)
                }
            } catch {
                throw FrameError.malformed("the JSON of a '\(fields[0])' frame")
            }
        }
    }
}

/// A frame the other side did not write as the format says.
public enum FrameError: Error, Equatable, CustomStringConvertible {
    case malformed(String)

    public var description: String {
        switch self {
        case .malformed(let what): return "malformed helper frame: \(what)"
        }
    }
}
