/// A decoded VP8 key frame: 8-bit Y, U and V planes (4:2:0), cropped to the frame size.
struct VP8Picture: Sendable {
    /// The frame size in pixels.
    let width: Int, height: Int
    /// The luma plane, width × height, row by row.
    let y: [UInt8]
    /// The chroma planes, ((width+1)/2) × ((height+1)/2) each.
    let u: [UInt8], v: [UInt8]

    /// RGBA8, width × height × 4, with libwebp's default fancy chroma upsampling; alpha 255.
    func rgba() -> [UInt8] {
        var output = [UInt8](repeating: 255, count: width * height * 4)
        let chromaWidth = (width + 1) / 2
        let chromaRows = (height + 1) / 2
        output.withUnsafeMutableBufferPointer { out in
            y.withUnsafeBufferPointer { luma in
                u.withUnsafeBufferPointer { planeU in
                    v.withUnsafeBufferPointer { planeV in
                        let converter = VP8RowConverter(
                            luma: luma, chromaU: planeU, chromaV: planeV, output: out, width: width,
                            chromaWidth: chromaWidth)
                        // Row 0 uses chroma row 0 alone; rows 2k−1 and 2k blend chroma rows
                        // k−1 and k; an even height's last row uses the last chroma row alone.
                        converter.convert(row: 0, nearChroma: 0, farChroma: 0)
                        var row = 1
                        while row + 1 < height {
                            let chromaRow = (row + 1) / 2
                            converter.convert(row: row, nearChroma: chromaRow - 1, farChroma: chromaRow)
                            converter.convert(row: row + 1, nearChroma: chromaRow, farChroma: chromaRow - 1)
                            row += 2
                        }
                        if row < height {
                            converter.convert(row: row, nearChroma: chromaRows - 1, farChroma: chromaRows - 1)
                        }
                    }
                }
            }
        }
        return output
    }
}
