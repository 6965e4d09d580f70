import Foundation
import ShortcutEngine

/// This machine's facts as a host reports them (the CLI's `deviceFact`), read from the system:
///
/// | fact | Linux | macOS |
/// | --- | --- | --- |
/// | device name, hostname | `ProcessInfo.hostName` | same |
/// | model | `uname` machine (`x86_64`) | `sysctl hw.model` |
/// | system name / version | `Linux` / kernel release (`uname`) | `macOS` / `ProcessInfo.operatingSystemVersion` |
/// | language | `LANG` (`en_GB`), else the preferred language; Nothing for the C locale | same |
/// | uptime, memory, processors | `ProcessInfo` | same |
/// | available memory | `MemAvailable` in `/proc/meminfo` | Nothing |
/// | battery level | `capacity` of the first `/sys/class/power_supply/BAT*` | Nothing |
/// | battery charging | that battery's `status` is `Charging` | Nothing |
/// | charger connected | a `Mains` or `USB` supply `online`, or the battery `Charging` or `Full` | Nothing |
/// | charge limit | that battery's `charge_control_end_threshold` | Nothing |
/// | storage capacity / available | `statvfs` of the home folder (`f_blocks` / `f_bavail` × `f_frsize`) | same |
/// | local IPv4 / IPv6 | the first up, non-loopback interface (`getifaddrs`; IPv6 not link-local) | same |
///
/// Anything else, or anything the system does not tell, is nil (the actions output Nothing).
public enum LocalDeviceFacts {
    /// The fact, or nil where this system does not tell.
    public static func fact(_ fact: DeviceFact) -> Value? {
        let info = ProcessInfo.processInfo
        switch fact {
        case .deviceName, .hostname: return .text(info.hostName)
        case .model: return model().map(Value.text)
        case .systemName:
            #if os(macOS)
                return .text("macOS")
            #else
                return .text(unameField { $0.sysname } ?? "Linux")
            #endif
        case .systemVersion:
            #if os(macOS)
                let version = info.operatingSystemVersion
                return .text("\(version.majorVersion).\(version.minorVersion).\(version.patchVersion)")
            #else
                return unameField { $0.release }.map(Value.text)
            #endif
        case .language: return language().map(Value.text)
        case .uptime: return .number(Number(Int(info.systemUptime)))
        case .totalMemory: return .number(Number(Int(clamping: info.physicalMemory)))
        case .availableMemory: return availableMemory().map { .number(Number($0)) }
        case .processorCount: return .number(Number(info.activeProcessorCount))
        case .batteryLevel: return batteryLevel().map { .number(Number($0)) }
        case .batteryCharging: return batteryStatus().map { .boolean($0 == "Charging") }
        case .storageCapacity: return storage(available: false).map { .number(Number($0)) }
        case .storageAvailable: return storage(available: true).map { .number(Number($0)) }
        case .chargerConnected: return chargerConnected().map(Value.boolean)
        case .batteryChargeLimit: return batteryChargeLimit().map { .number(Number($0)) }
        case .localIPv4: return interfaceAddress(family: AF_INET).map(Value.text)
        case .localIPv6: return interfaceAddress(family: AF_INET6).map(Value.text)
        }
    }

    /// The disk holding the home folder: its size, or the bytes free for the user (`available`).
    static func storage(available wantsAvailable: Bool) -> Int? {
        var info = statvfs()
        guard statvfs(NSHomeDirectory(), &info) == 0 else { return nil }
        let block = Int(clamping: UInt64(info.f_frsize))
        let (capacity, overflowC) = Int(clamping: UInt64(info.f_blocks)).multipliedReportingOverflow(by: block)
        let (available, overflowA) = Int(clamping: UInt64(info.f_bavail)).multipliedReportingOverflow(by: block)
        guard !overflowC, !overflowA else { return nil }
        return wantsAvailable ? available : capacity
    }

    /// The first battery's `status` (`Charging`, `Discharging`, `Full`, …) on Linux.
    static func batteryStatus() -> String? {
        #if os(Linux)
            let folder = "/sys/class/power_supply"
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
            for name in names.sorted() where name.hasPrefix("BAT") {
                if let text = try? String(contentsOfFile: folder + "/" + name + "/status", encoding: .utf8) {
                    return text.trimmingCharacters(in: .whitespacesAndNewlines)
                }
            }
            return nil
        #else
            return nil
        #endif
    }

    /// `LANG` without its encoding (`en_GB.UTF-8` → `en_GB`), else the first preferred language.
    static func language() -> String? {
        if let lang = ProcessEnvironment.value("LANG"), !lang.isEmpty, lang != "C", lang != "POSIX" {
            return String(lang.prefix { $0 != "." && $0 != "@" })
        }
        return Locale.preferredLanguages.first.flatMap { $0 == "C" || $0 == "POSIX" || $0.isEmpty ? nil : $0 }
    }

    /// The hardware model: `hw.model` on macOS, the machine field of `uname` elsewhere.
    static func model() -> String? {
        #if os(macOS)
            var size = 0
            guard sysctlbyname("hw.model", nil, &size, nil, 0) == 0, size > 0, size < 256 else { return nil }
            var bytes = [CChar](repeating: 0, count: size)
            guard sysctlbyname("hw.model", &bytes, &size, nil, 0) == 0 else { return nil }
            return String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
            return unameField { $0.machine }
        #endif
    }

    /// One field of `uname`, as text.
    static func unameField(_ field: (inout utsname) -> Any) -> String? {
        var names = utsname()
        guard uname(&names) == 0 else { return nil }
        let value = field(&names)
        let bytes = Mirror(reflecting: value).children.compactMap { $0.value as? CChar }.prefix { $0 != 0 }
        let text = String(decoding: bytes.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.isEmpty ? nil : text
    }

    /// `MemAvailable` from `/proc/meminfo`, in bytes.
    static func availableMemory() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("MemAvailable:") {
            let fields = line.split(separator: " ")
            guard fields.count >= 2, let kilobytes = Int(fields[1]) else { return nil }
            return kilobytes.multipliedReportingOverflow(by: 1024).overflow ? nil : kilobytes * 1024
        }
        return nil
    }

    /// The `capacity` (0–100) of the first battery under `/sys/class/power_supply`.
    static func batteryLevel(in folder: String = "/sys/class/power_supply") -> Int? {
        guard let supplies = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        for supply in supplies.sorted() {
            let type = (try? String(contentsOfFile: folder + "/" + supply + "/type", encoding: .utf8))?
                .trimmingCharacters(in: .whitespacesAndNewlines)
            guard type == "Battery",
                let text = try? String(contentsOfFile: folder + "/" + supply + "/capacity", encoding: .utf8),
                let level = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)), (0...100).contains(level)
            else { continue }
            return level
        }
        return nil
    }

    /// One trimmed attribute file of a power supply (`type`, `status`, `online`).
    static func supplyField(_ folder: String, _ supply: String, _ field: String) -> String? {
        (try? String(contentsOfFile: folder + "/" + supply + "/" + field, encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The names of the supplies of `type` under `folder`, sorted.
    static func supplies(ofType type: String, in folder: String) -> [String] {
        guard let supplies = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return supplies.sorted().filter { supplyField(folder, $0, "type") == type }
    }

    /// The `status` of the first battery (`Charging`, `Discharging`, `Full`, `Not charging`).
    static func batteryStatus(in folder: String = "/sys/class/power_supply") -> String? {
        supplies(ofType: "Battery", in: folder).lazy.compactMap { supplyField(folder, $0, "status") }.first
    }

    /// Whether a charger is connected: a mains or USB supply online, or the first battery charging
    /// or full; nil when there is neither a battery nor a charger to ask.
    static func chargerConnected(in folder: String = "/sys/class/power_supply") -> Bool? {
        let chargers = supplies(ofType: "Mains", in: folder) + supplies(ofType: "USB", in: folder)
        let online = chargers.compactMap { supplyField(folder, $0, "online") }
        if online.contains("1") { return true }
        if let status = batteryStatus(in: folder) { return status == "Charging" || status == "Full" }
        return online.isEmpty ? nil : false
    }

    /// The first battery's `charge_control_end_threshold` (0–100).
    static func batteryChargeLimit(in folder: String = "/sys/class/power_supply") -> Int? {
        for battery in supplies(ofType: "Battery", in: folder) {
            if let text = supplyField(folder, battery, "charge_control_end_threshold"), let limit = Int(text),
                (0...100).contains(limit)
            {
                return limit
            }
        }
        return nil
    }

    /// The first address of `family` on an interface that is up and not the loopback (IPv6: not link-local).
    static func interfaceAddress(family: Int32) -> String? {
        var first: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&first) == 0 else { return nil }
        defer { freeifaddrs(first) }
        var cursor = first
        while let entry = cursor {
            defer { cursor = entry.pointee.ifa_next }
            let flags = Int32(entry.pointee.ifa_flags)
            guard let address = entry.pointee.ifa_addr, Int32(address.pointee.sa_family) == family,
                flags & Int32(IFF_UP) != 0, flags & Int32(IFF_LOOPBACK) == 0
            else { continue }
            var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
            let length = socklen_t(family == AF_INET ? MemoryLayout<sockaddr_in>.size : MemoryLayout<sockaddr_in6>.size)
            guard getnameinfo(address, length, &host, socklen_t(host.count), nil, 0, NI_NUMERICHOST) == 0 else { continue }
            let text = String(decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if family == AF_INET6, text.lowercased().hasPrefix("fe80") { continue }
            return text
        }
        return nil
    }
}
