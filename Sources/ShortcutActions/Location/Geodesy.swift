import Foundation
import ShortcutEngine

/// Distances and midpoints on the Earth. The distance is the geodesic on the WGS 84 ellipsoid
/// (Vincenty's inverse formula, T. Vincenty, Survey Review 23(176), 1975: millimetre accuracy);
/// for nearly antipodal points, where it does not converge, the great circle on the sphere of the
/// Earth's mean radius (IUGG: 6,371,008.8 m) is taken. The midpoint is the great circle's.
enum Geodesy {
    /// WGS 84's semi-major axis (metres) and flattening.
    static let semiMajorAxis = 6_378_137.0
    static let flattening = 1 / 298.257_223_563
    /// The mean radius of the Earth, metres.
    static let meanRadius = 6_371_008.8
    /// Iterations of Vincenty's formula before the sphere is taken instead.
    static let maxIterations = 200

    /// The distance in metres between `from` and `to`.
    static func distance(_ from: Coordinates, _ to: Coordinates) -> Double {
        vincenty(from, to) ?? greatCircle(from, to)
    }

    /// The great-circle distance on the mean sphere (haversine), metres.
    static func greatCircle(_ from: Coordinates, _ to: Coordinates) -> Double {
        let phi1 = radians(from.latitude)
        let phi2 = radians(to.latitude)
        let halfPhi = (phi2 - phi1) / 2
        let halfLambda = radians(to.longitude - from.longitude) / 2
        let a = sin(halfPhi) * sin(halfPhi) + cos(phi1) * cos(phi2) * sin(halfLambda) * sin(halfLambda)
        return 2 * meanRadius * asin(min(1, sqrt(a)))
    }

    /// Vincenty's inverse formula on WGS 84, metres; nil when it does not converge.
    static func vincenty(_ from: Coordinates, _ to: Coordinates) -> Double? {
        let f = flattening
        let b = semiMajorAxis * (1 - f)
        let reducedFrom = atan((1 - f) * tan(radians(from.latitude)))
        let reducedTo = atan((1 - f) * tan(radians(to.latitude)))
        let (sinU1, cosU1, sinU2, cosU2) = (sin(reducedFrom), cos(reducedFrom), sin(reducedTo), cos(reducedTo))
        let longitudeDifference = radians(to.longitude - from.longitude)
        var lambda = longitudeDifference
        for _ in 0..<maxIterations {
            let (sinLambda, cosLambda) = (sin(lambda), cos(lambda))
            let crossed = cosU2 * sinLambda
            let along = cosU1 * sinU2 - sinU1 * cosU2 * cosLambda
            let sinSigma = sqrt(crossed * crossed + along * along)
            if sinSigma == 0 { return 0 }  // the same point
            let cosSigma = sinU1 * sinU2 + cosU1 * cosU2 * cosLambda
            let sigma = atan2(sinSigma, cosSigma)
            let sinAlpha = cosU1 * cosU2 * sinLambda / sinSigma
            let cosSquaredAlpha = 1 - sinAlpha * sinAlpha
            // On the equator cos²α is 0 and the term's limit is 0.
            let cos2SigmaM = cosSquaredAlpha == 0 ? 0 : cosSigma - 2 * sinU1 * sinU2 / cosSquaredAlpha
            let c = f / 16 * cosSquaredAlpha * (4 + f * (4 - 3 * cosSquaredAlpha))
            let previous = lambda
            lambda =
                longitudeDifference + (1 - c) * f * sinAlpha
                * (sigma + c * sinSigma * (cos2SigmaM + c * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)))
            if abs(lambda - previous) < 1e-12 {
                let uSquared = cosSquaredAlpha * (semiMajorAxis * semiMajorAxis - b * b) / (b * b)
                let bigA = 1 + uSquared / 16_384 * (4_096 + uSquared * (-768 + uSquared * (320 - 175 * uSquared)))
                let bigB = uSquared / 1_024 * (256 + uSquared * (-128 + uSquared * (74 - 47 * uSquared)))
                let deltaSigma =
                    bigB * sinSigma
                    * (cos2SigmaM + bigB / 4
                        * (cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM) - bigB / 6 * cos2SigmaM
                            * (-3 + 4 * sinSigma * sinSigma) * (-3 + 4 * cos2SigmaM * cos2SigmaM)))
                return b * bigA * (sigma - deltaSigma)
            }
        }
        return nil
    }

    /// The point halfway along the great circle from `from` to `to`.
    static func midpoint(_ from: Coordinates, _ to: Coordinates) -> Coordinates {
        let phi1 = radians(from.latitude)
        let phi2 = radians(to.latitude)
        let lambda1 = radians(from.longitude)
        let deltaLambda = radians(to.longitude - from.longitude)
        let bx = cos(phi2) * cos(deltaLambda)
        let by = cos(phi2) * sin(deltaLambda)
        let phi = atan2(sin(phi1) + sin(phi2), sqrt((cos(phi1) + bx) * (cos(phi1) + bx) + by * by))
        var longitude = degrees(lambda1 + atan2(by, cos(phi1) + bx))
        longitude = (longitude + 540).truncatingRemainder(dividingBy: 360) - 180
        return Coordinates(latitude: degrees(phi), longitude: longitude) ?? from
    }

    static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
    static func degrees(_ radians: Double) -> Double { radians * 180 / .pi }
}
