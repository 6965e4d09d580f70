import Foundation
import Images

#if canImport(Glibc)
    import Glibc
#endif

// Usage:
//   images-bench decode IN OUT.png             decode any image we read, write its pixels as PNG (for scripts)
//   images-bench jpeg IN OUT.jpg [quality [4:2:0|4:2:2|4:4:4 [chrominance|luminance]]]  decode, then encode as baseline JPEG
//   images-bench convert OUT IN...             decode each IN, write OUT by its extension (.png .jpg .gif .bmp .tif);
//                                              several inputs make an animated GIF (0.5 s a frame, looping)
//   images-bench bench FILE... [passes]        decode (and encode PNG/JPEG) timings, release build
//   images-bench exif IN...                    each file's camera make, model, date taken and orientation,
//                                              tab-separated (empty when absent), one line a file
//   images-bench resize IN OUT.jpg EDGE         decode, resize (Lanczos-3) so the longest edge is EDGE, encode
//                                              JPEG q85; prints each phase's time and the peak memory
let arguments = Array(CommandLine.arguments.dropFirst())

func peakRSSMegabytes() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
}

func time(_ passes: Int, _ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    for _ in 0..<passes { try body() }
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 / Double(passes)
}

/// One file's EXIF as `exif` prints it; the decoder's error in its place when the file is not read.
func exifLine(_ file: String) -> String {
    let name = (file as NSString).lastPathComponent
    do {
        // The smallest draft: only the metadata is wanted, not the pixels.
        let image = try ImageDecoder.decode(try Data(contentsOf: URL(fileURLWithPath: file)), draft: { _, _ in (1, 1) })
        guard let block = image.metadata.exif else { return "\(name)\t\t\t\t1" }
        let exif = try EXIF.read(block)
        let fields = [exif.make, exif.model, exif.dateTaken].map { $0 ?? "" }
        return ([name] + fields + [String(exif.orientation)]).joined(separator: "\t")
    } catch {
        return "\(name)\tERROR \(error)"
    }
}

func run() throws -> Int32 {
    switch arguments.first {
    case "decode" where arguments.count == 3:
        let image = try ImageDecoder.decode(try Data(contentsOf: URL(fileURLWithPath: arguments[1])))
        try PNG.encode(image.pixels, options: PNGEncodeOptions(colour: .rgba, filter: .none)).write(
            to: URL(fileURLWithPath: arguments[2]))
    case "jpeg" where arguments.count >= 3:
        let image = try ImageDecoder.decode(try Data(contentsOf: URL(fileURLWithPath: arguments[1])))
        let quality = arguments.count > 3 ? Int(arguments[3]) ?? 85 : 85
        let subsampling = arguments.count > 4 ? JPEGEncodeOptions.Subsampling(rawValue: arguments[4]) : nil
        let table = arguments.count > 5 ? JPEGEncodeOptions.ChromaTable(rawValue: arguments[5]) : nil
        let options = JPEGEncodeOptions(quality: quality, subsampling: subsampling, chromaTable: table)
        try JPEG.encode(image.pixels, options: options).write(
            to: URL(fileURLWithPath: arguments[2]))
    case "convert" where arguments.count >= 3:
        let images = try arguments.dropFirst(2).map {
            try ImageDecoder.decode(try Data(contentsOf: URL(fileURLWithPath: $0))).pixels
        }
        let out = URL(fileURLWithPath: arguments[1])
        let data: Data
        switch out.pathExtension.lowercased() {
        case "png": data = try PNG.encode(images[0])
        case "jpg", "jpeg": data = try JPEG.encode(images[0])
        case "gif": data = try GIF.encode(images.map { .init(pixels: $0, delay: 0.5) }, loopCount: 0)
        case "bmp": data = try BMP.encode(images[0])
        case "tif", "tiff": data = try TIFF.encode(images[0])
        default:
            FileHandle.standardError.write(Data("images-bench: write .png, .jpg, .gif, .bmp or .tif\n".utf8))
            return 64
        }
        try data.write(to: out)
    case "exif" where arguments.count >= 2:
        for file in arguments.dropFirst() { print(exifLine(file)) }
    case "resize" where arguments.count == 4:
        try resize(arguments[1], arguments[2], edge: Int(arguments[3]) ?? 1024)
    case "encode" where arguments.count >= 2:
        // JPEG encoding alone: the decoded image's peak memory, then q85's time and the peak after it.
        let image = try ImageDecoder.decode(try Data(contentsOf: URL(fileURLWithPath: arguments[1])))
        let before = peakRSSMegabytes()
        let passes = arguments.count > 2 ? Int(arguments[2]) ?? 3 : 3
        var size = 0
        let seconds = try time(passes) { size = try JPEG.encode(image.pixels).count }
        print(
            String(
                format: "encode JPEG q85: %.3f s, %d bytes; peak memory %.0f MB after decoding, %.0f MB after encoding", seconds,
                size, before, peakRSSMegabytes()))
    case "bench" where arguments.count >= 2:
        let passes = Int(arguments.last ?? "") ?? 3
        let files = arguments.dropFirst().filter { Int($0) == nil }
        print("file | pixels | decode | MP/s | encode PNG | encode JPEG q85")
        print("--- | --- | --- | --- | --- | ---")
        for file in files {
            let data = try Data(contentsOf: URL(fileURLWithPath: file))
            var image = try ImageDecoder.decode(data)
            let decode = try time(passes) { image = try ImageDecoder.decode(data) }
            let megapixels = Double(image.pixels.width * image.pixels.height) / 1e6
            let png = try time(1) { _ = try PNG.encode(image.pixels) }
            let jpeg = try time(1) { _ = try JPEG.encode(image.pixels) }
            print(
                String(
                    format: "%@ | %.1f MP | %.3f s | %.1f | %.3f s | %.3f s", (file as NSString).lastPathComponent, megapixels,
                    decode, megapixels / decode, png, jpeg))
        }
        print(String(format: "peak memory %.0f MB", peakRSSMegabytes()))
    default:
        FileHandle.standardError.write(
            Data(
                "usage: images-bench decode IN OUT.png | jpeg IN OUT.jpg [quality [subsampling [table]]] | convert OUT IN... | exif IN... | encode FILE [passes] | bench FILE... [passes] | resize IN OUT.jpg EDGE\n"
                    .utf8))
        return 64
    }
    return 0
}

func resize(_ input: String, _ output: String, edge: Int) throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: input))
    func fit(_ w: Int, _ h: Int) -> (width: Int, height: Int) {
        let scale = Double(edge) / Double(max(w, h))
        return (max(1, Int((Double(w) * scale).rounded())), max(1, Int((Double(h) * scale).rounded())))
    }
    var image: DecodedImage?
    var target: (width: Int, height: Int)?
    let decode = try time(1) {
        image = try ImageDecoder.decode(
            data,
            draft: { w, h in
                target = fit(w, h)
                return fit(w, h)
            })
    }
    guard let pixels = image?.pixels else { return }
    let (width, height) = target ?? fit(pixels.width, pixels.height)
    var small = pixels
    let resize = try time(1) { small = try pixels.resized(width: width, height: height) }
    var file = Data()
    let encode = try time(1) { file = try JPEG.encode(small, options: JPEGEncodeOptions(quality: 85)) }
    try file.write(to: URL(fileURLWithPath: output))
    print(
        String(
            format: "decode %.3f s, resize %.3f s, encode %.3f s, total %.3f s, %d×%d, peak memory %.0f MB",
            decode, resize, encode, decode + resize + encode, width, height, peakRSSMegabytes()))
}

do {
    exit(try run())
} catch {
    FileHandle.standardError.write(Data("images-bench: \(error)\n".utf8))
    exit(65)
}
