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

    /// Adjectives that follow the noun they qualify in set phrases (`court martial`, `heir apparent`,
    /// `attorney general`, `president-elect`, `degree celsius`): the noun before them carries the number.
    static let postpositiveAdjectives = words(
        """
        general martial apparent presumptive laureate elect designate extraordinary plenipotentiary
        emeritus royal errant incarnate militant celsius fahrenheit rankine kelvin centigrade
        """)

    /// Ranks before which `general` is the noun itself (`major general` → `major generals`).
    static let ranksBeforeGeneral = words("major lieutenant brigadier adjutant colonel")

    /// Words that qualify a noun from before it, so a postpositive adjective after them is a noun
    /// (`a general`, `the royal`): determiners and degree adverbs.
    static let determiners = words(
        "a an the this that these those my your his her its our their every each no any some very more most so too")

    /// Postpositive words that follow only certain nouns: `notary public` (not `general public`),
    /// `pound-force` (not `air force`).
    static let postpositiveAfter: [String: Set<String>] = [
        "public": words("notary"),
        "force": words("pound kilogram gram ounce ton"),
    ]

    /// Prepositions that end a compound's head (`mother-in-law`, `meter per second`).
    static let prepositions = words(
        """
        of in per to at de du des on for from with without under over about into upon by
        """)

    /// Adverb particles: after an agent noun they leave it the head (`passer-by`, `runner-up`,
    /// `hanger-on`); after a verb they end a noun that takes the plural itself (`take-offs`, `stand-bys`).
    static let particles = words("by up on off out in down away back over around about through along")

    /// Object pronouns after a preposition (`to it` → `to them`).
    static let objectPronouns = pairs(
        """
        it them
        me us
        him them
        her them
        """)
}
