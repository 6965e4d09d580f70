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
        child children
        man men
        woman women
        ox oxen
        foot feet
        tooth teeth
        goose geese
        mouse mice
        louse lice
        die dice
        quiz quizzes
        genie genies
        smiley smilies
        looey looies
        atman atmas
        axis axes
        testis testes
        viscus viscera
        meniscus menisci
        hyperbaton hyperbata
        agendum agenda
        desideratum desiderata
        bacillus bacilli
        zoon zoa
        extremum extrema
        alga algae
        codex codices
        aboideau aboideaux
        château châteaux
        erratum errata
        datum data
        numen numina
        stratus strati
        murex murices
        radix radices
        noumenon noumena
        tetrahedron tetrahedra
        carmen carmina
        syllabus syllabi
        amoebaeum amoebaea
        alumna alumnae
        alumnus alumni
        asyndeton asyndeta
        perihelion perihelia
        criterion criteria
        phenomenon phenomena
        bacterium bacteria
        minutia minutiae
        locus loci
        alveolus alveoli
        organon organa
        addendum addenda
        candelabrum candelabra
        collum colla
        stratum strata
        prolegomenon prolegomena
        automatum automata
        nucleus nuclei
        stimulus stimuli
        cactus cacti
        index indices
        vertex vertices
        matrix matrices
        appendix appendices
        medium media
        curriculum curricula
        millennium millennia
        maximum maxima
        spectrum spectra
        radius radii
        focus foci
        fungus fungi
        nebula nebulae
        uterus uteri
        thief thieves
        hoof hooves
        rom roma
        that those
        this these
        mine ours
        yours yours
        myself ourselves
        yourself yourselves
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
        agenda agendas
        pickaxe pickaxes
        i we
        me us
        """)

}
