import Foundation
import Images
import SeededRandom
import TestBudget
import XCTest

@testable import ShortcutActions

/// The header reader on seeded mutations of real-shaped JPEG and PNG headers: it reads untrusted
/// bytes (any file in a photo library), so no input may trap or loop; sizes found are never negative.
final class ImageHeadersFuzzTests: IsolatedTestCase {
    func testMutatedHeadersNeverTrap() {
        let seeds: [Data] = [
            PhotoBytes.jpeg(
                width: 4000, height: 3000,
                exif: .init(make: "Canon", model: "EOS R6", orientation: 6, dateTaken: "2026:11:20 09:30:00", offset: "+01:00")),
            PhotoBytes.jpeg(width: 640, height: 480, exif: .init(make: "Apple", dateTaken: "2026:11:20 09:30:00"), little: true),
            PhotoBytes.png(width: 640, height: 480),
        ]
        var random = SplitMix64(seed: 28)
        let rounds = TestBudget.count(small: 3_000, medium: 30_000, large: 300_000)
        for round in 0..<rounds {
            var bytes = [UInt8](seeds[round % seeds.count])
            for _ in 0..<(1 + Int(random.next() % 8)) {
                let at = Int(random.next() % UInt64(bytes.count))
                switch random.next() % 4 {
                case 0: bytes[at] = UInt8(truncatingIfNeeded: random.next())
                case 1: bytes[at] = [0x00, 0xFF, 0x7F, 0x80][Int(random.next() % 4)]
                case 2: bytes.removeSubrange(at..<min(bytes.count, at + Int(random.next() % 16)))
                default:
                    bytes.insert(
                        contentsOf: [UInt8](repeating: UInt8(truncatingIfNeeded: random.next()), count: Int(random.next() % 32)),
                        at: at)
                }
                if bytes.isEmpty { bytes = [0xFF, 0xD8] }
            }
            let headers = ImageHeaders(Data(bytes))
            XCTAssertGreaterThanOrEqual(headers.width ?? 0, 0)
            XCTAssertGreaterThanOrEqual(headers.height ?? 0, 0)
            _ = headers.exif?.dateTaken(in: TimeZone(identifier: "UTC") ?? .current)
            _ = MediaKind.sniff(Data(bytes))
        }
    }
}
