/// The identifier Apple's system declarations give each common file extension (Apple's "Uniform
/// Type Identifiers Reference", table 1, System-declared uniform type identifiers, and the
/// UniformTypeIdentifiers framework's UTType constants for the types added since: HEIC, WebP,
/// YAML, Swift…). Extensions are lower case; a name's extension is looked up in any case.
extension FileTypes {
    /// Extension → Apple's type identifier.
    public static let identifierByExtension: [String: String] = {
        var table: [String: String] = [:]
        for (identifier, extensions) in declared {
            for fileExtension in extensions { table[fileExtension] = identifier }
        }
        return table
    }()

    /// The identifier of a file with no known extension (Apple gives a dynamic `dyn.` identifier
    /// for an extension it does not know; both conform to public.data).
    public static let dataIdentifier = "public.data"

    /// The identifier of a folder.
    public static let folderIdentifier = "public.folder"

    /// Each declared type with its extensions.
    static let declared: [(identifier: String, extensions: [String])] = [
        ("public.plain-text", ["txt", "text"]), ("public.html", ["html", "htm", "shtml"]), ("public.xml", ["xml"]),
        ("public.json", ["json"]), ("public.comma-separated-values-text", ["csv"]),
        ("public.tab-separated-values-text", ["tsv"]), ("net.daringfireball.markdown", ["md", "markdown"]),
        ("public.yaml", ["yaml", "yml"]), ("public.rtf", ["rtf"]), ("com.apple.rtfd", ["rtfd"]),
        ("public.vcard", ["vcf"]), ("com.apple.ical.ics", ["ics"]), ("com.apple.property-list", ["plist"]),
        ("public.css", ["css"]), ("com.netscape.javascript-source", ["js"]), ("public.swift-source", ["swift"]),
        ("public.c-source", ["c"]), ("public.c-header", ["h"]), ("public.c-plus-plus-source", ["cpp", "cc", "cxx"]),
        ("public.objective-c-source", ["m"]), ("public.python-script", ["py"]), ("public.ruby-script", ["rb"]),
        ("public.perl-script", ["pl", "pm"]), ("public.php-script", ["php"]), ("public.shell-script", ["sh", "command"]),
        ("com.sun.java-source", ["java"]), ("public.assembly-source", ["s"]), ("com.adobe.pdf", ["pdf"]),
        ("public.jpeg", ["jpg", "jpeg", "jpe"]), ("public.png", ["png"]), ("com.compuserve.gif", ["gif"]),
        ("public.tiff", ["tif", "tiff"]), ("com.microsoft.bmp", ["bmp"]), ("com.microsoft.ico", ["ico"]),
        ("public.heic", ["heic"]), ("public.heif", ["heif"]), ("org.webmproject.webp", ["webp"]),
        ("public.svg-image", ["svg"]), ("com.adobe.photoshop-image", ["psd"]), ("public.mpeg-4", ["mp4"]),
        ("com.apple.m4v-video", ["m4v"]), ("com.apple.quicktime-movie", ["mov", "qt"]), ("public.avi", ["avi"]),
        ("public.mpeg", ["mpg", "mpeg"]), ("public.3gpp", ["3gp"]), ("public.mp3", ["mp3"]),
        ("public.mpeg-4-audio", ["m4a"]), ("com.microsoft.waveform-audio", ["wav"]), ("public.aiff-audio", ["aif", "aiff"]),
        ("public.zip-archive", ["zip"]), ("org.gnu.gnu-zip-archive", ["gz", "gzip"]), ("public.tar-archive", ["tar"]),
        ("public.bzip2-archive", ["bz2"]), ("com.apple.disk-image-udif", ["dmg"]), ("com.apple.webarchive", ["webarchive"]),
        ("com.microsoft.word.doc", ["doc"]), ("org.openxmlformats.wordprocessingml.document", ["docx"]),
        ("com.microsoft.excel.xls", ["xls"]), ("org.openxmlformats.spreadsheetml.sheet", ["xlsx"]),
        ("com.microsoft.powerpoint.ppt", ["ppt"]), ("org.openxmlformats.presentationml.presentation", ["pptx"]),
        ("org.idpf.epub-container", ["epub"]), ("public.font", []), ("public.truetype-ttf-font", ["ttf"]),
        ("public.opentype-font", ["otf"]), ("public.log", ["log"]), ("com.apple.application-bundle", ["app"]),
    ]

    /// Apple's identifier for a file name's (or a bare extension's) extension, or public.data.
    public static func identifier(forExtension fileExtension: String) -> String {
        identifierByExtension[fileExtension.lowercased()] ?? dataIdentifier
    }
}
