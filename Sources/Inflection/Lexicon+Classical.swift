/// Classical forms and alternative plurals.
extension Lexicon {
    /// Other plurals recognised when singularising, though not produced by default.
    static let alsoSingular = pairs(
        """
        dwarf dwarves
        turf turves
        beef beeves
        cow kine
        octopus octopi
        octopus octopodes
        virus viri
        apex apices
        cherub cherubim
        seraph seraphim
        stigma stigmata
        dogma dogmata
        lemma lemmata
        schema schemata
        anathema anathemata
        quorum quora
        aquarium aquaria
        stadium stadia
        hippopotamus hippopotami
        adieu adieux
        beau beaux
        chateau chateaux
        tableau tableaux
        brother brethren
        """)

    /// Greek and Latin `-sis` nouns (`analysis` → `analyses`).
    static let sis = words(
        """
        analysis paralysis oasis synopsis ellipsis basis parenthesis neurosis crisis thesis
        diagnosis hypothesis emphasis synthesis prognosis psychosis metamorphosis nemesis
        genesis antithesis catharsis dialysis prosthesis symbiosis
        """)

    /// Forms chosen only with `classical: true`; they override the table above.
    static let classical = pairs(
        """
        person persons
        brother brethren
        genie genii
        beef beeves
        hoof hooves
        nova novae
        foramen foramina
        honorarium honoraria
        simplex simplices
        stigma stigmata
        atlas atlantes
        larynx larynges
        syrinx syringes
        phalanx phalanges
        cranium crania
        octopus octopodes
        stylus styli
        enigma enigmata
        milieu milieux
        soma somata
        tempo tempi
        contralto contralti
        fauna faunae
        velum vela
        anathema anathemata
        interregnum interregna
        memorandum memoranda
        stamen stamina
        seraph seraphim
        cherub cherubim
        piano piani
        solo soli
        soprano soprani
        encomium encomia
        stadium stadia
        dogma dogmata
        emporium emporia
        lacuna lacunae
        lemma lemmata
        penumbra penumbrae
        compendium compendia
        cortex cortices
        umbra umbrae
        occiput occipita
        goy goyim
        minimum minima
        chrysalis chrysalides
        afreet afreeti
        afrit afriti
        trapezium trapezia
        rostrum rostra
        gumma gummata
        antenna antennae
        hyperbola hyperbolae
        uterus uteri
        lumen lumina
        quantum quanta
        carcinoma carcinomata
        focus foci
        succubus succubi
        spectrum spectra
        trauma traumata
        flora florae
        charisma charismata
        speculum specula
        umbilicus umbilici
        nimbus nimbi
        phylum phyla
        medusa medusae
        fungus fungi
        enema enemata
        pontifex pontifices
        optimum optima
        opus opera
        schema schemata
        quorum quora
        aquarium aquaria
        curriculum curricula
        hippopotamus hippopotami
        nebula nebulae
        apex apices
        cow kine
        dwarf dwarves
        turf turves
        """)

    /// Extra uncountables that apply only in classical ("herd") mode.
    static let classicalUncountable = words(
        """
        eland plexus lore wildebeest caribou sinus rhinoceros apparatus
        """)
}
