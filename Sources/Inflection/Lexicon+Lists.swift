/// Word lists behind the ordered suffix rules and phrase handling.
extension Lexicon {
    /// Words with no separate plural.
    static let uncountable = words(
        """
        species pox jackanapes news biceps contretemps herpes debris multimedia tennis media
        proceedings mews trousers jeans reindeer gallows means staff mumps mackerel tuna
        scissors coitus hair veniam fish deer nexus series wildlife sheep miniseries firmware
        grass personnel pincers rice pokemon pokémon corps rabies headquarters mail mud butter
        salmon garbage cod cash clothes carnivorous clippers offspring sheers information
        equipment police money measles moose swine bison elk aircraft hovercraft spacecraft
        watercraft advice furniture luggage knowledge homework music traffic evidence rain
        research feedback metadata bream breeches britches chassis clippers chess cod
        diabetes djinn flounder gravel haddock hijinks innings jedi mathematics physics
        economics politics ethics athletics pike plankton pliers shears trout
        whiting yengeese portuguese shrimp software hardware middleware malware spaghetti sushi
        """)

    /// `-man` words that take `-mans`.
    static let manExceptions = words(
        """
        human german roman shaman caiman cayman desman farman leman ataman ottoman talisman
        dolman walkman
        """)

    /// `-o` words taking `-oes`.
    static let oes = words(
        """
        hero superhero potato tomato echo torpedo veto embargo volcano tornado cargo mosquito
        domino buffalo banjo no grotto motto mango
        """)

    /// `-oes` recognised when singularising but pluralised with plain `-s` by default.
    static let oesPluralOnlyWhenSingularising = words("mango")

    /// `-oe` words whose plural is just `+s`.
    static let oe = ["toe", "hoe", "woe", "shoe", "floe", "oboe", "canoe", "foe", "sloe", "roe", "doe"]

    /// `-f`/`-fe` words whose plural is `-ves`; compounds ending in them follow.
    static let fToVes = pairs(
        """
        leaf leaves
        loaf loaves
        sheaf sheaves
        calf calves
        half halves
        wolf wolves
        shelf shelves
        self selves
        elf elves
        knife knives
        wife wives
        life lives
        wharf wharves
        scarf scarves
        """)

    /// Singular words ending in `-s`, kept as they are when singularising.
    static let singularS = words(
        """
        yes lens bus gas canvas alias atlas bias cutlas sassafras pancreas chaos cosmos bathos
        pathos ethos logos kudos asbestos rhinoceros iris ibis penis pelvis clitoris epidermis
        caddis marquis mantis aegis cannabis chrysalis dais trellis polis acropolis metropolis
        this is was has his its us thus plus lotus
        """)

    /// Capitalised proper nouns ending in `-s` that are singular (`Times` → `Timeses`).
    static let properS = words("times jess james charles jones paris athens")

    /// Vowel-final singulars whose plural ends in `-is`, `-us`: the `s` is stripped.
    static let vowelFinal = words(
        """
        taxi wiki kiwi psi pepsi chili ski alibi bikini khaki martini emoji yeti salami
        tsunami zucchini deli pi hi fu menu emu guru tofu haiku gnu zebu tutu bayou bijou
        """)

    /// `-ie` words (so `cookies` → `cookie`, not `cooky`).
    static let ie = words(
        """
        movie cookie pie lie tie hogtie calorie rotisserie bourgeoisie cutie pixie groupie
        roomie auntie hippie junkie techie foodie smoothie brownie talkie veggie budgie goonie
        porkpie footsie zombie rookie genie prairie sortie birdie bootie collie goalie hottie
        newbie selfie yuppie freebie beanie boogie specie
        """)

    /// `-che` words (so `caches` → `cache`).
    static let che = [
        "ache", "cache", "tranche", "niche", "avalanche", "moustache", "mustache",
        "quiche", "cliche", "creche", "psyche", "fiche", "douche", "attache",
        "panache", "pastiche", "nietzsche", "cloche", "brioche", "microfiche",
    ]

    /// `-ch` words pronounced /k/ that take `-s`.
    static let chK = words("czech stomach epoch monarch patriarch matriarch loch eunuch tech oligarch")

    /// `-use` words (so `abuses` → `abuse`, not `abus`).
    static let use = [
        "abuse", "excuse", "fuse", "muse", "ruse", "use", "recluse", "refuse",
        "hypotenuse", "disuse", "misuse", "overuse", "cause", "clause", "house",
        "blouse", "spouse", "mouse", "pause", "carouse", "douse", "louse",
    ]

    /// `-men` words that are singular.
    static let singularMen = words(
        """
        specimen abdomen omen semen stamen amen hymen yemen ramen lumen numen carmen foramen
        regimen acumen albumen bitumen cerumen germen dolmen rumen gravamen
        """)

    /// Proper names ending in `-y` that take `-s` (Sally → Sallys).
    static let yNames = words(
        """
        sally jerry mary harry terry larry kelly henry billy jenny molly betty germany
        kennedy murphy
        """)

    /// Lower-case words ending in `-y` that take `-s`.
    static let yToS = words("trilby")

    /// Nouns that stay the same after a head noun, so the head is the first word.
    static let postpositive: [String: Set<String>] = [
        "general": words("governor attorney postmaster surgeon solicitor secretary director inspector consul"),
        "martial": words("court"),
        "public": words("notary"),
        "force": words("pound"),
        "apparent": words("heir"),
        "presumptive": words("heir"),
        "laureate": words("poet"),
        "celsius": words("degree"), "fahrenheit": words("degree"), "rankine": words("degree"),
        "kelvin": words("degree"), "centigrade": words("degree"),
    ]

    /// Prepositions that end a compound's head (`mother-in-law`, `meter per second`).
    static let prepositions = words(
        """
        of in per to at de du des on for from with without under over about into upon by
        """)

    /// Particles that follow an agent noun (`passer-by`, `runner-up`, `hanger-on`).
    static let particles = words("by up on off out in down away")

    /// Object pronouns after a preposition (`to it` → `to them`).
    static let objectPronouns = pairs(
        """
        it them
        me us
        him them
        her them
        """)
}
