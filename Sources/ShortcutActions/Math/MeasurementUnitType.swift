import NaturalCalc
import ShortcutEngine

/// The kinds of measurement (`WFMeasurementUnitType`) whose units the calculator's unit table
/// has; each is checked through a reference unit of that kind from the same table.
public enum MeasurementUnitType: String, Choice {
    case length = "Length"
    case mass = "Mass"
    case duration = "Duration"
    case temperature = "Temperature"
    case speed = "Speed"
    case volume = "Volume"
    case area = "Area"
    case energy = "Energy"
    case power = "Power"
    case pressure = "Pressure"
    case angle = "Angle"
    case informationStorage = "Information Storage"
    case acceleration = "Acceleration"
    case concentrationMass = "Concentration Mass"
    case electricCharge = "Electric Charge"
    case electricCurrent = "Electric Current"
    case electricPotentialDifference = "Electric Potential Difference"
    case electricResistance = "Electric Resistance"
    case frequency = "Frequency"
    case illuminance = "Illuminance"

    /// Apple's kinds (Foundation's `Unit` subclasses) this engine does not convert: an imported
    /// action using one stays unsupported. Dispersion's parts per million is no unit of the
    /// calculator, and Fuel Efficiency converts by the reciprocal (litres per 100 km against miles
    /// per gallon, US or imperial, both written `mpg`), which the unit table's factors cannot say.
    public static var valuesNotBuilt: [String] { ["Dispersion", "Fuel Efficiency"] }

    /// Apple's older spellings.
    public var aliases: [String] {
        switch self {
        case .informationStorage: return ["Data", "Storage"]
        case .mass: return ["Weight"]
        default: return []
        }
    }

    /// Example units, for the catalogue.
    public var summary: String {
        switch self {
        case .length: return "mm, cm, m, km, in, ft, yd, mi, nmi"
        case .mass: return "mg, g, kg, t, oz, lb, st"
        case .duration: return "ms, s, min, hour, day, week, month, year"
        case .temperature: return "°C, °F, K, °R"
        case .speed: return "kn, mph, kph"
        case .volume: return "mL, L, tsp, tbsp, cup, pt, qt, gal"
        case .area: return "ha, acre"
        case .energy: return "J, kJ, cal, kcal, Wh, kWh"
        case .power: return "W, kW"
        case .pressure: return "Pa, hPa, kPa, bar, psi, atm, mmHg"
        case .angle: return "°, rad"
        case .informationStorage: return "bit, B, kB, MB, GB, TB, KiB, MiB, GiB, TiB"
        case .acceleration: return "m/s², ft/s² (Foundation's gravity, g, is not read: g is a gram)"
        case .concentrationMass: return "g/L, mg/dL"
        case .electricCharge: return "C, µAh, mAh, Ah, kAh, MAh"
        case .electricCurrent: return "µA, mA, A, kA, MA"
        case .electricPotentialDifference: return "µV, mV, V, kV, MV"
        case .electricResistance: return "µΩ, mΩ, Ω, kΩ, MΩ"
        case .frequency: return "nHz, µHz, mHz, Hz, kHz, MHz, GHz, THz"
        case .illuminance: return "lx"
        }
    }

    /// The type's noun for messages (`a length`).
    var noun: String {
        switch self {
        case .length: return "length"
        case .mass: return "mass"
        case .duration: return "duration"
        case .temperature: return "temperature"
        case .speed: return "speed"
        case .volume: return "volume"
        case .area: return "area"
        case .energy: return "energy"
        case .power: return "power"
        case .pressure: return "pressure"
        case .angle: return "angle"
        case .informationStorage: return "information storage"
        case .acceleration: return "acceleration"
        case .concentrationMass: return "mass concentration"
        case .electricCharge: return "electric charge"
        case .electricCurrent: return "electric current"
        case .electricPotentialDifference: return "electric potential difference"
        case .electricResistance: return "electric resistance"
        case .frequency: return "frequency"
        case .illuminance: return "illuminance"
        }
    }

    /// The unit an amount of this type is in when none is given (the first of the summary's
    /// SI-style units).
    var defaultUnitName: String {
        switch self {
        case .length: return "m"
        case .mass: return "kg"
        case .duration: return "s"
        case .temperature: return "°C"
        case .speed: return "kph"
        case .volume: return "L"
        case .area: return "ha"
        case .energy: return "J"
        case .power: return "W"
        case .pressure: return "Pa"
        case .angle: return "°"
        case .informationStorage: return "B"
        case .acceleration: return "m/s²"
        case .concentrationMass: return "g/L"
        case .electricCharge: return "C"
        case .electricCurrent: return "A"
        case .electricPotentialDifference: return "V"
        case .electricResistance: return "Ω"
        case .frequency: return "Hz"
        case .illuminance: return "lx"
        }
    }

    /// Whether `unit` measures this type.
    func contains(_ unit: MeasurementUnit) -> Bool {
        MeasurementUnit(named: ownSymbols[defaultUnitName] ?? defaultUnitName).map(unit.isSameKind(as:)) ?? false
    }

    /// The type `unit` measures, if it is one of these.
    static func of(_ unit: MeasurementUnit) -> MeasurementUnitType? {
        allCases.first { $0.contains(unit) }
    }

    /// Foundation's symbols that mean another unit elsewhere: `C` is a coulomb among charges
    /// (`UnitElectricCharge.coulombs`), where the calculator reads it as Celsius.
    private var ownSymbols: [String: String] { self == .electricCharge ? ["C": "coulomb"] : [:] }

    /// The unit `name` names, which must be of this type; failures name `parameter`.
    func unit(_ name: String, parameter: String) throws(ActionFailure) -> MeasurementUnit {
        guard let unit = MeasurementUnit(named: ownSymbols[name] ?? name) else {
            throw ActionFailure(MeasurementFailure.unknownUnit(name), parameter: parameter)
        }
        guard contains(unit) else {
            throw ActionFailure(MeasurementFailure.unitNotOfType(unit: name, type: noun), parameter: parameter)
        }
        return unit
    }
}
