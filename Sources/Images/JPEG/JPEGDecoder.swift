import Foundation

/// Given an image's upright width and height, the size it will be shrunk to (for draft decoding).
public typealias DraftTarget = (_ width: Int, _ height: Int) -> (width: Int, height: Int)

/// JPEG (ITU T.81, JFIF, Exif): baseline and progressive Huffman-coded frames, restart markers,
/// any sampling factors, greyscale, YCbCr, RGB, CMYK and YCCK (Adobe marker). EXIF orientation is
/// applied unless asked not to.
public enum JPEG {
    /// A JPEG starts with its SOI marker (ff d8). libjpeg asks no more: what comes before the next
    /// marker, even right after SOI, is passed over with a warning ("extraneous bytes"), and so
    /// does our reader (`JPEGReadState.read`).
    static func recognizes(_ bytes: [UInt8]) -> Bool { bytes.count >= 2 && bytes[0] == 0xFF && bytes[1] == 0xD8 }

    /// Decodes the JPEG file `data` to 8-bit RGBA, turned upright by its EXIF orientation when `applyOrientation`.
    /// With `draft` (given the upright full size, the size the caller will shrink to), the pixels
    /// may come at ½, ¼ or ⅛ size, the smallest that still covers it (DCT scaling, as libjpeg's draft mode).
    public static func decode(
        _ data: Data, limits: ImageLimits = .standard, applyOrientation: Bool = true,
        draft: DraftTarget? = nil
    ) throws -> DecodedImage {
        try decode(bytes: [UInt8](data), limits: limits, applyOrientation: applyOrientation, draft: draft)
    }

    static func decode(bytes: [UInt8], limits: ImageLimits, applyOrientation: Bool, draft: DraftTarget? = nil) throws
        -> DecodedImage
    {
        var state = JPEGReadState(bytes: bytes, limits: limits)
        try state.read()
        guard let frame = state.frame, state.scans > 0 else {
            throw ImageError.corrupt(format: "JPEG", "there is no image data (no frame and scan)")
        }
        let orientation = state.metadata.exif.flatMap { try? EXIF.read($0).orientation } ?? 1
        let turned = orientation >= 5 && applyOrientation
        let target = draft.map { wanted in
            let asked = turned ? wanted(frame.height, frame.width) : wanted(frame.width, frame.height)
            return turned ? (asked.height, asked.width) : asked
        }
        var pixels = state.pixels(frame, reduction: target.map { reduction(frame, $0) } ?? 1)
        if applyOrientation, orientation != 1 { pixels = Orientation.apply(orientation, to: pixels) }
        let model: SourceInfo.ColourModel
        switch state.colourTransform(frame) {
        case .grey: model = .grey
        case .ycbcr: model = .yCbCr
        case .rgb: model = .rgb
        case .cmyk: model = .cmyk
        case .ycck: model = .ycck
        }
        let source = SourceInfo(
            format: .jpeg, colourModel: model, bitsPerSample: 8, hasAlpha: false, interlaced: frame.progressive)
        return DecodedImage(pixels: pixels, source: source, metadata: state.metadata, damage: state.damage)
    }
}

extension JPEG {
    /// The largest of 8, 4, 2 and 1 that still leaves `frame` at least `target` in both directions.
    static func reduction(_ frame: JPEGFrame, _ target: (width: Int, height: Int)) -> Int {
        for r in [8, 4, 2] where (frame.width + r - 1) / r >= target.width && (frame.height + r - 1) / r >= target.height {
            return r
        }
        return 1
    }
}

/// The marker walk and the tables it collects.
struct JPEGReadState {
    enum Transform { case grey, ycbcr, rgb, cmyk, ycck }

    let bytes: [UInt8]
    let limits: ImageLimits
    var frame: JPEGFrame?
    var quant = [[Int32]](repeating: [Int32](repeating: 1, count: 64), count: 4)
    var dc = [JPEGHuffman](repeating: JPEGHuffman(), count: 4)
    var ac = [JPEGHuffman](repeating: JPEGHuffman(), count: 4)
    var restartInterval = 0
    var adobeTransform: Int?
    var jfif = false
    var scans = 0
    /// Scans or restart segments whose compressed data ended early (the rest left grey).
    var damagedSegments = 0
    /// Huffman codes no table defines, read as libjpeg reads them.
    var badCodes = 0
    var metadata = ImageMetadata()
    var iccChunks: [Int: [UInt8]] = [:]

    init(bytes: [UInt8], limits: ImageLimits) {
        self.bytes = bytes
        self.limits = limits
    }

    mutating func read() throws {
        guard bytes.count >= 2, bytes[0] == 0xFF, bytes[1] == 0xD8 else {
            throw ImageError.corrupt(format: "JPEG", "the file does not start with the SOI marker (ff d8)")
        }
        var position = 2
        while true {
            // Markers may be padded with any number of 0xFF bytes.
            while position < bytes.count, bytes[position] != 0xFF { position += 1 }
            while position < bytes.count, bytes[position] == 0xFF { position += 1 }
            guard position < bytes.count else {
                if scans > 0 { return }  // No EOI: keep what the scans gave, as libjpeg does.
                throw ImageError.truncated(format: "JPEG", needed: frame == nil ? "the frame header" : "the image data")
            }
            let marker = bytes[position]
            position += 1
            switch marker {
            case 0xD9: return
            case 0xD0...0xD7, 0x01, 0x00: continue
            default: break
            }
            guard position + 2 <= bytes.count else {
                if scans > 0 { return }  // Cut after the image data: keep what the scans gave.
                throw ImageError.truncated(format: "JPEG", needed: "the length of marker \(hexMarker(marker))")
            }
            let length = BigEndian.u16(bytes, position)
            guard length >= 2 else {
                // An application or comment segment too short to hold its own length is empty to
                // libjpeg, which reads on after the two bytes; any other is an error.
                if (0xE0...0xEF).contains(marker) || marker == 0xFE {
                    position += 2
                    continue
                }
                throw ImageError.corrupt(format: "JPEG", "marker \(hexMarker(marker)) has a length of \(length)")
            }
            guard position + length <= bytes.count else {
                if scans > 0 { return }
                throw ImageError.truncated(format: "JPEG", needed: "segment \(hexMarker(marker)) needs \(length) bytes")
            }
            let body = bytes[(position + 2)..<(position + length)]
            position += length
            switch marker {
            case 0xC0, 0xC1, 0xC2:
                guard frame == nil else { throw ImageError.corrupt(format: "JPEG", "there are two frame headers") }
                let lines = body.count >= 3 && BigEndian.u16(Array(body.prefix(3)), 1) == 0 ? linesFromDNL(after: position) : nil
                frame = try JPEGFrame(body, progressive: marker == 0xC2, limits: limits, linesFromDNL: lines)
            case 0xC3: throw ImageError.unsupported(format: "JPEG", "lossless JPEG (SOF3)")
            case 0xC5...0xC7: throw ImageError.unsupported(format: "JPEG", "hierarchical JPEG (SOF\(marker - 0xC0))")
            case 0xC9...0xCB, 0xCD...0xCF:
                throw ImageError.unsupported(format: "JPEG", "arithmetic-coded JPEG (SOF\(marker - 0xC0))")
            case 0xC4: try readHuffman(body)
            case 0xDB: try readQuantisation(body)
            case 0xDD:
                guard body.count >= 2 else { throw ImageError.corrupt(format: "JPEG", "the DRI segment is \(body.count) bytes") }
                restartInterval = BigEndian.u16(Array(body), 0)
            case 0xDA: position = try readScan(body, from: position)
            case 0xE0: if body.starts(with: Array("JFIF\0".utf8)) { jfif = true }
            case 0xE1:
                if body.starts(with: [0x45, 0x78, 0x69, 0x66, 0, 0]), metadata.exif == nil,
                    body.count - 6 <= limits.maxMetadataBytes
                {
                    metadata.exif = Array(body.dropFirst(6))
                }
            case 0xE2: readICC(body)
            case 0xEE:
                if body.count >= 12, body.starts(with: Array("Adobe".utf8)) { adobeTransform = Int(body[body.startIndex + 11]) }
            case 0xFE:
                metadata.text.append(("Comment", String(decoding: body.prefix(while: { $0 != 0 }), as: UTF8.self)))
            default: continue
            }
        }
    }

    /// What was wrong with the compressed data that the decoder went past, as libjpeg does.
    var damage: [String] {
        var notes: [String] = []
        if damagedSegments > 0 {
            notes.append(
                "the compressed data ends early in \(damagedSegments) \(damagedSegments == 1 ? "place" : "places"); "
                    + "what is missing is grey")
        }
        if badCodes > 0 { notes.append("\(badCodes) damaged Huffman \(badCodes == 1 ? "code was" : "codes were") read as zero") }
        return notes
    }

    /// The number of lines a DNL segment (ff dc) gives right after the first scan's data, for a
    /// frame whose header says 0: the segments from `start` are walked to the first scan, whose
    /// data ends at the first marker that is not a restart; nil when that marker is no DNL.
    func linesFromDNL(after start: Int) -> Int? {
        var at = start
        while at + 4 <= bytes.count, bytes[at] == 0xFF {
            let marker = bytes[at + 1]
            if marker == 0xFF {
                at += 1
                continue
            }
            at += 2 + BigEndian.u16(bytes, at + 2)
            guard marker == 0xDA else { continue }
            while at + 1 < bytes.count {
                if bytes[at] == 0xFF, bytes[at + 1] != 0, bytes[at + 1] != 0xFF, !(0xD0...0xD7).contains(bytes[at + 1]) {
                    guard bytes[at + 1] == 0xDC, at + 6 <= bytes.count else { return nil }
                    return BigEndian.u16(bytes, at + 4)
                }
                at += 1
            }
            return nil
        }
        return nil
    }

    func hexMarker(_ marker: UInt8) -> String { "ff " + ImageError.hexByte(marker) }

    mutating func readHuffman(_ body: ArraySlice<UInt8>) throws {
        let b = Array(body)
        var at = 0
        while at < b.count {
            guard at + 17 <= b.count else { throw ImageError.corrupt(format: "JPEG", "a Huffman table is cut short") }
            let kind = Int(b[at] >> 4), slot = Int(b[at] & 15)
            guard kind <= 1, slot <= 3 else {
                throw ImageError.corrupt(format: "JPEG", "Huffman table class \(kind) slot \(slot) does not exist")
            }
            let counts = Array(b[(at + 1)..<(at + 17)])
            let total = counts.reduce(0) { $0 + Int($1) }
            guard total <= 256, at + 17 + total <= b.count else {
                throw ImageError.corrupt(format: "JPEG", "a Huffman table is cut short")
            }
            let table = try JPEGHuffman(counts: counts, symbols: Array(b[(at + 17)..<(at + 17 + total)]))
            if kind == 0 { dc[slot] = table } else { ac[slot] = table }
            at += 17 + total
        }
    }

    mutating func readQuantisation(_ body: ArraySlice<UInt8>) throws {
        let b = Array(body)
        var at = 0
        while at < b.count {
            let wide = b[at] >> 4, slot = Int(b[at] & 15)
            guard wide <= 1, slot <= 3 else {
                throw ImageError.corrupt(format: "JPEG", "quantisation table precision \(wide) slot \(slot) does not exist")
            }
            let size = wide == 1 ? 128 : 64
            guard at + 1 + size <= b.count else { throw ImageError.corrupt(format: "JPEG", "a quantisation table is cut short") }
            for k in 0..<64 {
                let value = wide == 1 ? BigEndian.u16(b, at + 1 + k * 2) : Int(b[at + 1 + k])
                quant[slot][jpegZigZag[k]] = Int32(value)
            }
            at += 1 + size
        }
    }

    /// APP2 ICC_PROFILE chunks, joined in sequence order once all have come.
    mutating func readICC(_ body: ArraySlice<UInt8>) {
        let tag = Array("ICC_PROFILE\0".utf8)
        guard body.count > 14, body.starts(with: tag) else { return }
        let b = Array(body)
        let sequence = Int(b[12]), total = Int(b[13])
        iccChunks[sequence] = Array(b[14...])
        guard iccChunks.count == total, total > 0 else { return }
        let joined = (1...total).compactMap { iccChunks[$0] }.flatMap { $0 }
        if joined.count <= limits.maxMetadataBytes { metadata.iccProfile = .init(name: "ICC_PROFILE", bytes: joined) }
    }

    /// Reads a scan header and its entropy-coded data; returns where the data ended.
    mutating func readScan(_ body: ArraySlice<UInt8>, from position: Int) throws -> Int {
        guard var frame else { throw ImageError.corrupt(format: "JPEG", "a scan comes before the frame header") }
        let b = Array(body)
        guard let count = b.first.map(Int.init), (1...4).contains(count), b.count >= 1 + count * 2 + 3 else {
            throw ImageError.corrupt(format: "JPEG", "a scan header is malformed")
        }
        var indices: [Int] = []
        for i in 0..<count {
            guard let index = frame.components.firstIndex(where: { $0.id == b[1 + i * 2] }) else {
                throw ImageError.corrupt(format: "JPEG", "a scan names component \(b[1 + i * 2]), which the frame does not have")
            }
            let tables = b[2 + i * 2]
            // A progressive scan reads only the table it uses (JPEGScan checks that one), so a
            // selector it does not use may be anything, as libjpeg lets it be.
            guard frame.progressive || (tables >> 4 <= 3 && tables & 15 <= 3) else {
                throw ImageError.corrupt(format: "JPEG", "a scan names Huffman tables \(tables >> 4) and \(tables & 15)")
            }
            frame.components[index].dcTable = Int(tables >> 4)
            frame.components[index].acTable = Int(tables & 15)
            indices.append(index)
        }
        let at = 1 + count * 2
        let ss = Int(b[at]), se = Int(b[at + 1]), ah = Int(b[at + 2] >> 4), al = Int(b[at + 2] & 15)
        if frame.progressive {
            guard ss <= se, se <= 63, ss > 0 || se == 0, ss == 0 || count == 1, al <= 13 else {
                throw ImageError.corrupt(
                    format: "JPEG", "a progressive scan covers coefficients \(ss) to \(se) at bit \(al) of \(count) components")
            }
        }
        var scan = JPEGScan(
            componentIndices: indices, spectralStart: frame.progressive ? ss : 0, spectralEnd: frame.progressive ? se : 63,
            approximationHigh: frame.progressive ? ah : 0, approximationLow: frame.progressive ? al : 0)
        var reader = JPEGBitReader(bytes: bytes, position: position)
        self.frame = nil  // Keeps the coefficient arrays uniquely referenced while the scan writes them.
        defer { self.frame = frame }
        try scan.decode(frame: &frame, reader: &reader, dc: dc, ac: ac, restartInterval: restartInterval)
        scans += 1
        damagedSegments += scan.damagedSegments
        badCodes += reader.badCodes + scan.badRefinements
        return reader.position
    }

    func colourTransform(_ frame: JPEGFrame) -> Transform {
        switch frame.components.count {
        case 1: return .grey
        case 3:
            if jfif { return .ycbcr }
            if let adobeTransform { return adobeTransform == 0 ? .rgb : .ycbcr }
            let ids = frame.components.map(\.id)
            return ids == [0x52, 0x47, 0x42] ? .rgb : .ycbcr
        default: return adobeTransform == 2 ? .ycck : .cmyk
        }
    }

    /// One component's samples at `size`×`size` a block, stretched to `width`×`height`.
    func plane(_ component: JPEGComponent, _ frame: JPEGFrame, size: Int, width: Int, height: Int, workspace: inout [Int32])
        -> [UInt8]
    {
        // Subsampled components decode at a larger size so they need less stretching (libjpeg's rule).
        var own = size
        while own < 8 && (frame.maxH * size) % (component.h * own * 2) == 0 && (frame.maxV * size) % (component.v * own * 2) == 0
        { own *= 2 }
        let stride = component.paddedBlocksPerLine * own
        var samples = [UInt8](repeating: 0, count: stride * component.paddedBlocksPerColumn * own)
        quant[component.quantTable].withUnsafeBufferPointer { q in
            component.coefficients.withUnsafeBufferPointer { coefficients in
                samples.withUnsafeMutableBufferPointer { out in
                    workspace.withUnsafeMutableBufferPointer { ws in
                        guard let q = q.baseAddress, let c = coefficients.baseAddress, let o = out.baseAddress,
                            let w = ws.baseAddress
                        else { return }
                        for row in 0..<component.blocksPerColumn {
                            for column in 0..<component.blocksPerLine {
                                let block = (row * component.paddedBlocksPerLine + column) * 64
                                let target = o + row * own * stride + column * own
                                if own == 8 {
                                    JPEGIDCT.transform(c + block, q, target, stride: stride, workspace: w)
                                } else {
                                    JPEGScaledIDCT.transform(c + block, q, target, stride: stride, size: own)
                                }
                            }
                        }
                    }
                }
            }
        }
        let plane = JPEGColour.Plane(
            samples: samples, stride: stride, width: (frame.width * component.h * own + frame.maxH * 8 - 1) / (frame.maxH * 8),
            height: (frame.height * component.v * own + frame.maxV * 8 - 1) / (frame.maxV * 8))
        // Whole ratios only (JPEGFrame refuses others); libjpeg stretches a ⅛ draft by repeating samples.
        let fx = frame.maxH * size / (component.h * own), fy = frame.maxV * size / (component.v * own)
        return JPEGColour.upsample(plane, fx: fx, fy: fy, width: width, height: height, fancy: size > 1)
    }

    /// Dequantise, inverse-transform, upsample and convert to RGBA; `reduction` 2, 4 or 8 decodes
    /// each 8×8 block straight to 4×4, 2×2 or 1×1 pixels (libjpeg's DCT scaling, "draft" mode).
    func pixels(_ frame: JPEGFrame, reduction: Int = 1) -> PixelBuffer {
        let size = 8 / reduction
        let width = (frame.width + reduction - 1) / reduction, height = (frame.height + reduction - 1) / reduction
        var planes: [[UInt8]] = []
        var workspace = [Int32](repeating: 0, count: 64)
        for component in frame.components {
            planes.append(plane(component, frame, size: size, width: width, height: height, workspace: &workspace))
        }
        let count = width * height
        var rgba = [UInt8](repeating: 255, count: count * 4)
        let transform = colourTransform(frame)
        if transform == .ycbcr {
            // The common case, without per-pixel dispatch or bounds checks.
            JPEGColour.crR.withUnsafeBufferPointer { crR in
                JPEGColour.cbB.withUnsafeBufferPointer { cbB in
                    JPEGColour.crG.withUnsafeBufferPointer { crG in
                        JPEGColour.cbG.withUnsafeBufferPointer { cbG in
                            planes[0].withUnsafeBufferPointer { yp in
                                planes[1].withUnsafeBufferPointer { cbp in
                                    planes[2].withUnsafeBufferPointer { crp in
                                        rgba.withUnsafeMutableBufferPointer { out in
                                            for i in 0..<count {
                                                let y = Int(yp[i]), cb = Int(cbp[i]), cr = Int(crp[i])
                                                out[i * 4] = JPEGColour.clamp(y + crR[cr])
                                                out[i * 4 + 1] = JPEGColour.clamp(y + ((cbG[cb] + crG[cr]) >> 16))
                                                out[i * 4 + 2] = JPEGColour.clamp(y + cbB[cb])
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
            return PixelBuffer(checkedWidth: width, height: height, samples: .rgba8(rgba))
        }
        for i in 0..<count {
            let rgb: (UInt8, UInt8, UInt8)
            switch transform {
            case .grey: rgb = (planes[0][i], planes[0][i], planes[0][i])
            case .rgb: rgb = (planes[0][i], planes[1][i], planes[2][i])
            case .ycbcr: rgb = JPEGColour.ycbcr(Int(planes[0][i]), Int(planes[1][i]), Int(planes[2][i]))
            case .cmyk, .ycck:
                var c = Int(planes[0][i]), m = Int(planes[1][i]), y = Int(planes[2][i])
                if transform == .ycck {
                    let converted = JPEGColour.ycbcr(c, m, y)
                    (c, m, y) = (255 - Int(converted.0), 255 - Int(converted.1), 255 - Int(converted.2))
                }
                let k = Int(planes[3][i])
                // Adobe's CMYK JPEGs store inverted inks (255: none), as Photoshop writes them.
                rgb =
                    adobeTransform != nil
                    ? JPEGColour.cmyk(255 - c, 255 - m, 255 - y, 255 - k) : JPEGColour.cmyk(c, m, y, k)
            }
            rgba[i * 4] = rgb.0
            rgba[i * 4 + 1] = rgb.1
            rgba[i * 4 + 2] = rgb.2
        }
        return PixelBuffer(checkedWidth: width, height: height, samples: .rgba8(rgba))
    }
}
