/// Bytes from the system's cryptographically secure generator (`SystemRandomNumberGenerator`):
/// the writer's file key, salts and AES vectors.
enum SecureRandom {
    static func bytes(_ count: Int) -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        return (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
    }
}
