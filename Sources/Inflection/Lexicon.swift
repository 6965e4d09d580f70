/// Word lists the rules consult, kept as data so they can be audited apart from the logic.
/// Facts come from the public test suites listed in plural-anchors.md; the spelling of the
/// tables is ours.
enum Lexicon {
    /// Parses "singular plural" lines into a lookup table, ignoring blank lines.
    static func pairs(_ text: String) -> [(String, String)] {
        text.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: " ")
            return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
        }
    }

    static func words(_ text: String) -> Set<String> {
        Set(text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init))
    }

    /// Irregular and foreign forms used in every mode. Both directions are derived.
    static let irregular = pairs(
        """
        person people
        woman women
        die dice
        genie genies
        smiley smilies
        looey looies
        atman atmas
        axis axes
        testis testes
        viscus viscera
        agendum agenda
        zoon zoa
        aboideau aboideaux
        château châteaux
        numen numina
        stratus strati
        carmen carmina
        syllabus syllabi
        amoebaeum amoebaea
        bacterium bacteria
        addendum addenda
        candelabrum candelabra
        collum colla
        automatum automata
        cactus cacti
        rom roma
        that those
        this these
        mine ours
        yours yours
        myself ourselves
        himself themselves
        herself themselves
        itself themselves
        he they
        she they
        it they
        is are
        was were
        has have
        thou you
        you you
        pickaxe pickaxes
        i we
        me us
        """)

}
