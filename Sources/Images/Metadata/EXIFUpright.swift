extension EXIF {
    /// `block` with its orientation (IFD0 tag 0x0112) set to 1, for pixels already turned upright;
    /// a block we cannot read, or without the tag, comes back unchanged.
    public static func uprighted(_ block: [UInt8]) -> [UInt8] {
        guard var reader = try? TIFFReader(block), let entries = try? reader.entries(at: reader.firstIFD),
            let entry = entries.first(where: { $0.tag == 0x0112 && $0.type == 3 && $0.count == 1 }),
            entry.valueOffset >= 0, entry.valueOffset + 2 <= block.count
        else { return block }
        var out = block
        out[entry.valueOffset] = reader.little ? 1 : 0
        out[entry.valueOffset + 1] = reader.little ? 0 : 1
        return out
    }
}
