#!/usr/bin/env python3
"""Generate Sources/Inflection/Generated/PluralLexicon.swift from WordNet 3.0.

Re-run after changing any input; the output is committed so building needs no package and
no network.

Inputs
  * WordNet 3.0 (Debian `apt-get install wordnet-base`, /usr/share/wordnet):
      noun.exc   irregular plural -> singular(s)            -> the plural table
      index.noun the noun lemmas                             -> `-man` words that are not
                 compounds of *man*; singular nouns ending in -s
      index.{verb,adj,adv} other lemmas, only to recognise the first part of a `-man` compound
      verb.exc   with index.adj/adv: words mainly of another part of speech (real, sent)
  * SCOWL's common-word list (Debian `wamerican`, /usr/share/dict/american-english), optional:
      attests `-men` plurals of `-man` compounds whose first part WordNet lacks (henchman)
  * inflect (`pip install inflect`, MIT licence): its word lists give the modern/classical
    choice per word (pl_sb_C_*: the Latin/Greek form only in classical mode), the -o words
    that take -os, the -man words that take -mans, and uninflected nouns.
  * scripts/plural-lexicon/uncountable.txt: uncountable nouns from pluralize and Humanizer.
  * Sources/Inflection/DISPUTED.md: our overrides (the table's `word | default | classical`
    rows win over everything above).

Policy: docs/plurals.md.
"""
import collections, pathlib, re, sys
import inflect

root = pathlib.Path(__file__).resolve().parent.parent
wn = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "/usr/share/wordnet")
out = root / "Sources/Inflection/Generated/PluralLexicon.swift"
word_re = re.compile(r"^[a-z]+$")


def regular(s):
    """The English plural by the suffix rules alone (what `classical: false` would print)."""
    if s.endswith("sis"):
        return s[:-2] + "es"  # crisis -> crises: the English plural of Greek -sis
    if s.endswith(("s", "x", "z", "sh", "ch")):
        return s + "es"
    if s.endswith("y") and s[-2:-1] not in ("a", "e", "i", "o", "u"):
        return s[:-1] + "ies"
    return s + "s"


def lemmas(name):
    out = set()
    for line in (wn / name).read_text(encoding="latin-1").splitlines():
        if line.startswith(" "):
            continue
        out.add(line.split(" ", 1)[0])
    return out


# A second opinion on the plural itself: SCOWL's common-word list (Debian `wamerican`), when
# present, attests `-men` forms (henchmen) whose first part is no WordNet lemma, and\n# plurals that are countable singulars too (operas).
scowl_path = pathlib.Path("/usr/share/dict/american-english")
scowl = {w.lower() for w in scowl_path.read_text(encoding="utf-8", errors="ignore").split()} if scowl_path.exists() else set()

nouns = lemmas("index.noun")
# Words that are mainly something else: adjective/adverb lemmas (real) and inflected verb forms
# (sent -> send). A foreign plural of their noun sense (reales, senti) is never the default.
other_senses = lemmas("index.adj") | lemmas("index.adv") | {
    line.split()[0] for line in (wn / "verb.exc").read_text(encoding="latin-1").splitlines() if line.strip()}
all_lemmas = nouns | lemmas("index.verb") | lemmas("index.adj") | lemmas("index.adv")

# 1. noun.exc: singular -> irregular plurals (file order).
forms = collections.defaultdict(list)
for line in (wn / "noun.exc").read_text(encoding="latin-1").splitlines():
    plural, *singulars = line.split()
    if not word_re.match(plural):
        continue
    for s in singulars:
        if word_re.match(s) and plural != s:
            forms[s].append(plural)

# 2. inflect's lists: classical-only Latin/Greek words, -os words, -mans words, uninflected.
def words_of(*names):
    got = set()
    for n in names:
        for w in getattr(inflect, n):
            got.add(w.lower())
    return got

classical_only = words_of(
    "pl_sb_C_a_ae_list", "pl_sb_C_a_ata_list", "pl_sb_C_en_ina_list", "pl_sb_C_ex_ices_list",
    "pl_sb_C_im_list", "pl_sb_C_is_ides_list", "pl_sb_C_ix_ices_list", "pl_sb_C_on_a_list",
    "pl_sb_C_um_a_list", "pl_sb_C_us_i_list", "pl_sb_C_i_list", "pl_sb_C_o_i", "pl_sb_C_us_us")
takes_os = words_of("pl_sb_U_o_os_endings") | words_of("pl_sb_U_o_os_complete")
takes_mans = words_of("pl_sb_U_man_mans_list", "pl_sb_U_man_mans_caps_list")
uninflected = {w for w in words_of("pl_sb_uninflected_complete", "pl_sb_uninflected_s_complete",
                                   "pl_sb_uninflected_caps") if word_re.match(w)}
herd = {w for w in words_of("pl_sb_uninflected_herd") if word_re.match(w)}
engine = inflect.engine()
engine.classical(all=True)

# 3. Uncountables: inflect + pluralize + Humanizer.
listed = set()
for line in (root / "scripts/plural-lexicon/uncountable.txt").read_text().splitlines():
    if not line.startswith("#"):
        listed.update(line.split())
# inflect's herd animals (wildebeest, bison...) are uninflected only in classical mode.
uncountable = sorted((uninflected | listed) - herd)

# 4. Our overrides from DISPUTED.md's table: | word | default | classical | why |
overrides = {}
for line in (root / "Sources/Inflection/DISPUTED.md").read_text().splitlines():
    cells = [c.strip() for c in line.strip().strip("|").split("|")]
    if len(cells) >= 3 and word_re.match(cells[0]) and word_re.match(cells[1]) and word_re.match(cells[2]):
        overrides[cells[0]] = (cells[1], cells[2])

# 5. The table: singular, default plural, classical plural, other plurals (singularising only).
# How often WordNet's own glosses (definitions and examples in data.*) use a form: the
# dictionary's usage evidence between a classical plural and the English one.
usage = collections.Counter()
for name in ("data.noun", "data.verb", "data.adj", "data.adv"):
    for line in (wn / name).read_text(encoding="latin-1").splitlines():
        if "|" in line:
            usage.update(re.findall(r"[a-z]+", line.split("|", 1)[1].lower()))

native_endings = ("ves", "oes", "zzes", "ies", "men", "feet", "teeth", "geese", "mice", "lice",
                  "ren", "oxen", "people")
unconditional = words_of(
    "pl_sb_U_a_ae_list", "pl_sb_U_ex_ices_list", "pl_sb_U_ix_ices_list", "pl_sb_U_on_a_list",
    "pl_sb_U_um_a_list", "pl_sb_U_us_i_list")


def choose(s, irregular):
    """(default, classical) for a singular whose dictionary plural is `irregular`."""
    english = regular(s)
    if s in takes_os and irregular == s + "es":
        return english, english
    if s in unconditional:
        return irregular, irregular
    if s in classical_only:
        return english, irregular
    if english in nouns and english != s:
        return irregular, irregular  # genu -> genua: "genus" is another noun
    if irregular.endswith(native_endings):
        return irregular, irregular  # feet, wolves, heroes: no classical/English pair
    if s in other_senses:
        return english, irregular  # real -> reals, sent -> sents (reales, senti: currencies)
    # A classical plural: the default is the form WordNet's glosses use more; a tie (usually
    # neither is used) goes to the English plural.
    if usage[irregular] > usage[english]:
        return irregular, irregular
    return english, irregular


table = {}
uncountable_endings = ("fish", "deer", "sheep", "pox", "craft", "measles")
for s, plurals in forms.items():
    if s in uncountable or s.endswith(uncountable_endings):
        continue
    default, classical = choose(s, plurals[0])
    table[s] = [default, classical, [p for p in plurals if p not in (default, classical)]]
for s in sorted(classical_only):
    if s in table or not word_re.match(s) or s in uncountable:
        continue
    form = engine.plural_noun(s)
    if form and word_re.match(form) and form != regular(s):
        table[s] = [regular(s), form, []]
for s in sorted(unconditional):
    if s not in table and word_re.match(s):
        form = engine.plural_noun(s)
        if form and word_re.match(form) and form != regular(s):
            table[s] = [form, form, []]
for s, (default, classical) in overrides.items():
    row = table.setdefault(s, [default, classical, []])
    alts = set(row[2]) | {row[0], row[1]}
    row[0], row[1] = default, classical
    row[2] = sorted(p for p in alts if p not in (default, classical) and p != s)

# Irregular plurals that are also countable singulars in their own right (opera -> operas):
# singularising leaves them alone and pluralising does not read them as plural already.
self_singular = sorted({p for row in table.values() for p in [row[0], row[1], *row[2]]
                        if p in nouns and p + "s" in scowl})

# An irregular form that is another countable noun (colon -> cola, diva -> dive, cry -> crying)
# is never the default when the dictionary also has the English plural.
for s_, row in table.items():
    if row[0] in self_singular and s_ not in overrides and regular(s_) in scowl:
        row[2] = sorted(set(row[2]) | {row[0], row[1]} - {regular(s_)})
        row[0] = row[1] = regular(s_)

# Rows that would mislead: a "singular" that is itself a plural form in noun.exc (organa) or
# the plural of another noun (taxis = taxi + s) is not pluralised from the table.
plural_forms_exc = {p for ps in forms.values() for p in ps}
for s_ in list(table):
    if s_ in overrides:
        continue
    # ...unless the dictionary uses the word itself more than that other noun (genus, not genu).
    if s_ in plural_forms_exc or any(s_ == regular(s_[:-k]) and s_[:-k] in nouns and usage[s_[:-k]] >= usage[s_]
                                     for k in (1, 2) if len(s_) > k + 2):
        del table[s_]
# A plural our uncountable sources list as a mass noun (graffiti) is not the plural of anything.
for s_ in list(table):
    if table[s_][0] in uncountable and s_ not in overrides:
        del table[s_]

# A listed plural that is also the regular plural of another noun (bases: base and basis;
# ottomans: ottoman and othman) is not singularised from the table; the rules decide.
ambiguous = sorted({p for one, row in table.items() for p in [row[0], row[1], *row[2]]
                    if any(p == regular(q) and q in nouns and q != one for q in (p[:-1], p[:-2]))})

# 6. -man nouns (WordNet lemmas) that are not compounds of the word *man*: take -mans.


def is_man_compound(w):
    head = w[:-3]
    if w.endswith("woman") or (w[:-3] + "men") in scowl:
        return True
    if len(head) < 3:  # "ro", "hu", "sha": not words
        return False
    return head in all_lemmas or (head.endswith("s") and head[:-1] in all_lemmas)

man_words = sorted(w for w in nouns if word_re.match(w) and w.endswith("man") and w != "man")
man_takes_s = sorted({w for w in man_words if not is_man_compound(w)} | takes_mans)
# A -man word with an irregular `-men` plural in noun.exc is a compound whatever its head.

# Greek -sis nouns whose -ses plural is no other noun's (mitosis; not basis, ellipsis): -ses -> -sis.
sis_nouns = sorted(w for w in nouns if word_re.match(w) and w.endswith("sis") and w[:-2] + "e" not in nouns)

# 7. Singular nouns ending in -s whose stem is no noun (lens, chaos, mathematics): singularising
#    leaves them alone.
plural_forms = {p for ps in forms.values() for p in ps}
singular_s = sorted(
    w for w in nouns
    if word_re.match(w) and w.endswith("s") and not w.endswith("ss") and len(w) > 3
    and w[:-1] not in nouns and not (w.endswith("es") and w[:-2] in nouns)
    and not (w.endswith("ies") and w[:-3] + "y" in nouns) and w not in plural_forms
    and not (w.endswith("ves") and (w[:-3] + "f" in nouns or w[:-3] + "fe" in nouns)))

# 8. Regular nouns whose `-s` plural the suffix rules would misread when singularising, each
#    chosen only where the dictionary leaves no doubt:
#    * ending in a vowel `i`/`u` (rabbi, safari, kudzu, bayou): `rabbis` is rabbi's plural, not a
#      singular `-is` word; left out when the `-s` form is a noun of its own (lotus, iris);
#    * ending in `-sse` (crevasse, impasse, finesse): `crevasses` is not crevass + es; left out
#      when the word without its `e` is a noun too (masse, mass);
#    * ending in `-ie` (coterie, menagerie): `coteries` is not cotery + s; left out when the
#      `-y` spelling is a noun too (doggie, doggy), where the rules' `-y` stays.
#    Each word must also be in SCOWL's common-word list when it is present (falsie is not).
common = (lambda w: w in scowl) if scowl else (lambda w: True)
vowel_final = sorted(
    w for w in nouns
    if word_re.match(w) and len(w) >= 3 and w[-1] in "iu" and w + "s" not in nouns and w not in table
    and w not in plural_forms and common(w))
sse_nouns = sorted(
    w for w in nouns if word_re.match(w) and w.endswith("sse") and w[:-1] not in nouns and w not in table and common(w))
# Common nouns ending in a consonant and -y (category, party): written in lower case in SCOWL, so a
# capitalised -y word that is none of them is a name and takes -s (Kennedy → Kennedys, Brady → Bradys).
scowl_lower = set(scowl_path.read_text(encoding="utf-8", errors="ignore").split()) if scowl_path.exists() else set()
# A capitalised one whose -ies plural SCOWL lists (Romanies, Tories) counts as common too.
scowl_lower_plurals = {w.lower() for w in scowl_lower if w.endswith("ies")}
consonant_y = sorted(
    w for w in nouns
    if re.fullmatch(r"[a-z]+[^aeiou]y", w) and (w in scowl_lower or w[:-1] + "ies" in scowl_lower_plurals))
ie_nouns = sorted(
    w for w in nouns
    if word_re.match(w) and len(w) > 3 and w.endswith("ie") and w[:-2] + "y" not in nouns and w not in table and common(w))


def block(lines, width=100):
    text, line = [], ""
    for w in lines:
        if line and len(line) + 1 + len(w) > width:
            text.append(line)
            line = w
        else:
            line = f"{line} {w}" if line else w
    if line:
        text.append(line)
    return "\n".join("        " + l for l in text)


rows = []
for s in sorted(table):
    default, classical, alts = table[s]
    fields = [s, default, "=" if classical == default else classical] + alts
    rows.append("        " + " ".join(fields))

version = getattr(inflect, "__version__", "") or "?"
swift = f'''// Generated by scripts/generate-plural-lexicon.py. Do not edit: change the inputs and re-run.
// Irregular plurals and noun lemmas: WordNet 3.0, Copyright 2006 by Princeton University
// (licence in WORDNET-LICENSE next to this file). Modern/classical choice, -os, -mans and
// uninflected lists: inflect (MIT). Uncountables: also pluralize and Humanizer (MIT); see
// scripts/plural-lexicon/uncountable.txt. Overrides: Sources/Inflection/DISPUTED.md.
// Counts: {len(table)} plural rows, {len(uncountable)} uncountable, {len(man_takes_s)} -mans,
// {len(singular_s)} singular -s nouns, {len(vowel_final)} -i/-u, {len(sse_nouns)} -sse and {len(ie_nouns)} -ie nouns.

/// The dictionary tables, as text parsed once on first use (see `DictionaryTables`).
enum PluralLexicon {{
    /// `singular default classical [other plurals]`; `=` when classical is the default.
    static let plurals = """
{chr(10).join(rows)}
        """

    /// Nouns with no separate plural form.
    static let uncountable = """
{block(uncountable)}
        """

    /// Herd animals left uninflected in classical mode only (inflect's "herd" list).
    static let classicalUncountable = """
{block(sorted(herd - set(uncountable)))}
        """

    /// Irregular plurals that are also countable singulars (`opera`, plural `operas`).
    static let pluralsThatAreSingulars = """
{block(self_singular)}
        """

    /// Listed plurals that are also the regular plural of another noun (`bases`: base, basis):
    /// not singularised from the table.
    static let ambiguousPlurals = """
{block(ambiguous)}
        """

    /// `-man` nouns that are not compounds of the word *man*: they take `-mans`.
    static let manTakesS = """
{block(man_takes_s)}
        """

    /// `-sis` nouns whose `-ses` plural belongs to no other noun: `mitoses` → `mitosis`.
    static let sisNouns = """
{block(sis_nouns)}
        """

    /// Singular nouns ending in `-s` (no noun without the `-s`): singularising keeps them.
    static let singularS = """
{block(singular_s)}
        """

    /// Nouns ending in a vowel `i` or `u`: `rabbis` → `rabbi`, `kudzus` → `kudzu`.
    static let vowelFinal = """
{block(vowel_final)}
        """

    /// Nouns ending in `-sse`: `crevasses` → `crevasse`.
    static let sseNouns = """
{block(sse_nouns)}
        """

    /// Common nouns ending in a consonant and `-y`: a capitalised `-y` word that is none of them is a
    /// name and takes `-s` (`Kennedy` → `Kennedys`).
    static let consonantYNouns = """
{block(consonant_y)}
        """

    /// Nouns ending in `-ie` with no `-y` spelling: `coteries` → `coterie`.
    static let ieNouns = """
{block(ie_nouns)}
        """
}}
'''
out.parent.mkdir(parents=True, exist_ok=True)
out.write_text(swift)
print(f"{out.relative_to(root)}: {len(table)} plural rows, {len(uncountable)} uncountable, "
      f"{len(man_takes_s)} -mans, {len(singular_s)} singular -s, {len(vowel_final)} -i/-u, {len(sse_nouns)} -sse, "
      f"{len(ie_nouns)} -ie, {len(out.read_bytes())} bytes")
