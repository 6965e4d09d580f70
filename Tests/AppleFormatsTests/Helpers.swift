import AppleFormats
import XCTest

/// Asserts that `body` throws a FormatError whose full message is `message`.
func assertFails<T>(_ message: String, file: StaticString = #filePath, line: UInt = #line, _ body: () throws -> T) {
    do {
        _ = try body()
        XCTFail("expected failure: \(message)", file: file, line: line)
    } catch let error as FormatError {
        XCTAssertEqual(error.description, message, file: file, line: line)
    } catch {
        XCTFail("unexpected error type \(error)", file: file, line: line)
    }
}

func xml(_ body: String) -> Data {
    Data("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n\(body)\n</plist>\n".utf8)
}

/// Bytes from a compact hex string; spaces are ignored.
func hex(_ text: String) -> [UInt8] {
    let digits = Array(text.replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "\n", with: "").utf8)
    return stride(from: 0, to: digits.count - 1, by: 2).map {
        UInt8(String(decoding: digits[$0...$0 + 1], as: UTF8.self), radix: 16) ?? 0
    }
}
