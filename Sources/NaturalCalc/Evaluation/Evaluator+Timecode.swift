import Foundation

/// Video timecodes (Soulver's "Video Timecode & Frame Rates" page): `03:10:20:05 at 30 fps + 50 frames`,
/// `00:30:10:00 @ 24 fps in frames`, `43,440 frames @ 24 fps`. A timecode is a duration whose parts
/// may include frames, styled with its frame rate; arithmetic counts everything in frames at that rate.
extension Evaluator {
    /// The frame rate used when no timecode in a calculation names one.
    static let defaultFPS: Decimal = 24

    /// The frame rate a value names, when it is `N fps`.
    func framesPerSecond(_ v: Value) -> Decimal? {
        guard case .quantity(let n, let u) = v.plain, u.dimension == Dimension(time: -1, frames: 1),
            let f = try? u.factor(rates), n > 0
        else { return nil }
        return DecimalMath.mul(n, f)
    }

    /// The timecode's rate when a value is one (nil inside when it has not been named yet).
    static func timecodeRate(_ v: Value) -> Decimal?? {
        if case .timecode(let fps) = v.style { return .some(fps) }
        return nil
    }

    /// The parts of a value that can become a timecode: a timecode, a duration, an amount of time or of frames.
    func timecodeParts(_ v: Value) -> [DurationPart]? {
        switch v.plain {
        case .duration(let parts): return parts
        case .quantity(let n, let u):
            guard let unit = u.single, unit.dimension == .time1 || unit.dimension == .frames1 else { return nil }
            return [DurationPart(amount: n, unit: unit)]
        default: return nil
        }
    }

    /// `X at N fps`: X as a timecode at that rate.
    func timecode(_ v: Value, at fps: Decimal) throws -> Value {
        guard let parts = timecodeParts(v) else { throw CalcError(.mismatch(v.kindName, "a frame rate")) }
        return .styled(
            .duration([DurationPart(amount: Evaluator.frames(parts, fps: fps), unit: UnitTable.frame)]), .timecode(fps: fps))
    }

    /// `+` and `-` when one side is a timecode: both sides in frames at the named rate (the other
    /// timecode takes it, as the documentation says), the answer a timecode at that rate.
    func timecodeArithmetic(_ op: BinaryOp, _ left: Value, _ right: Value) throws -> Value? {
        // `00:00:01:00 to 00:00:02:12`: the timecode from the first to the second.
        if op == .interval || op == .through, Evaluator.timecodeRate(left) != nil || Evaluator.timecodeRate(right) != nil {
            return try timecodeArithmetic(.subtract, right, left)
        }
        guard op == .add || op == .subtract else { return nil }
        let l = Evaluator.timecodeRate(left), r = Evaluator.timecodeRate(right)
        guard l != nil || r != nil else { return nil }
        guard let a = timecodeParts(left), let b = timecodeParts(right) else { return nil }
        guard let fps = (l ?? nil) ?? (r ?? nil) else {
            let other = op == .add ? b : b.map { DurationPart(amount: -$0.amount, unit: $0.unit) }
            return .styled(.duration(a + other), .timecode(fps: nil))
        }
        let x = Evaluator.frames(a, fps: fps), y = Evaluator.frames(b, fps: fps)
        return .styled(.duration([DurationPart(amount: op == .add ? x + y : x - y, unit: UnitTable.frame)]), .timecode(fps: fps))
    }

    /// `00:30:10:00 @ 24 fps in frames`, `… in minutes`: a timecode as an amount of frames or of time.
    func convertTimecode(_ v: Value, to unit: UnitExpr) throws -> Value? {
        guard case .timecode(let rate) = v.style, let parts = timecodeParts(v) else { return nil }
        let fps = rate ?? Evaluator.defaultFPS
        let frames = Evaluator.frames(parts, fps: fps)
        if unit.dimension == .frames1 {
            return .quantity(try convertAmount(frames, from: UnitExpr(UnitTable.frame), to: unit), unit)
        }
        if unit.dimension == .time1 {
            return .quantity(
                try convertAmount(SmallDecimal.quotient(frames, fps), from: UnitExpr(UnitTable.second), to: unit), unit)
        }
        return nil
    }

    /// Frames in a timecode's parts at a rate: times scaled by the rate, frames as they are.
    static func frames(_ parts: [DurationPart], fps: Decimal) -> Decimal {
        parts.reduce(0) { total, p in
            p.unit.dimension == .frames1
                ? total + DecimalMath.mul(p.amount, p.unit.factor) : total + DecimalMath.mul(p.seconds, fps)
        }
    }
}
