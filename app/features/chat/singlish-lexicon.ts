/**
 * The Singlish lexicon: how Singaporeans type, glossed into the plain English our retrieval and
 * our safety rules read. Written by us, entry by entry, from how people ask; no dictionary was
 * copied. The normaliser (singlish.ts) compiles it once, at module load.
 *
 * Two kinds of table:
 * - phrase groups: `[pattern, replacement]`, where the pattern is regular-expression source matched
 *   on whole words (a space stands for a run of spaces or a hyphen, so "pang sai" also reads
 *   "pang-sai"). They may look around them (particles only after a word, "scope" not before "of").
 * - word groups: `[word, replacement]`, looked up one token at a time (a token is letters, digits,
 *   apostrophes, hyphens and "&": "a&e", "medi-save", "don't").
 *
 * Order matters, and is the order of the arrays:
 * 1. `spellingWords` first, so that "wat for" and "a n e" reach the phrases as "what for", "a and e".
 * 2. `phraseGroups` next, multi-word phrases before the single words they contain ("kena scope"
 *    before "scope", "buay tahan" before "tahan", "ah ma" before the particle "ah", "got or not"
 *    and "where got" before "got"); particles are removed before the tag questions, so that
 *    "painful one lah?" ends in "one" when the tag rule looks.
 * 3. `lexiconWords` last: Singlish words and health words, one token each.
 * A group marked `singlish` makes normalise() report the message as Singlish when it matches.
 */

type Gloss = readonly [pattern: string, replacement: string];
export type GlossGroup = { name: string; singlish: boolean; glosses: readonly Gloss[] };

/** Chat spelling and common misspellings, read before anything else. */
export const spellingWords: readonly GlossGroup[] = [
  {
    name: "chat spelling",
    singlish: false,
    glosses: [
      ["u", "you"],
      ["ur", "your"],
      ["whats", "what is"],
      ["directry", "directory"],
      ["diretory", "directory"],
      ["r", "are"],
      ["wat", "what"],
      ["wht", "what"],
      ["wut", "what"],
      ["hw", "how"],
      ["y", "why"],
      ["n", "and"],
      ["&", "and"],
      ["pls", "please"],
      ["plz", "please"],
      ["plss", "please"],
      ["cos", "because"],
      ["coz", "because"],
      ["cuz", "because"],
      ["bcos", "because"],
      ["bcoz", "because"],
      ["becos", "because"],
      ["becoz", "because"],
      ["dunno", "do not know"],
      ["duno", "do not know"],
      ["idk", "i do not know"],
      ["wan", "want"],
      ["wanna", "want"],
      ["abt", "about"],
      ["tmr", "tomorrow"],
      ["tmrw", "tomorrow"],
      ["tml", "tomorrow"],
      ["ytd", "yesterday"],
      ["yr", "year"],
      ["yrs", "years"],
      ["mth", "month"],
      ["mths", "months"],
      ["wk", "week"],
      ["wks", "weeks"],
      ["doc", "doctor"],
      ["docs", "doctors"],
      ["dr", "doctor"],
      ["appt", "appointment"],
      ["hosp", "hospital"],
      ["nvm", ""],
      ["thx", "thanks"],
      ["tks", "thanks"],
      ["thks", "thanks"],
      ["tq", "thanks"],
      ["ty", "thanks"],
      ["ppl", "people"],
      ["b4", "before"],
      ["hv", "have"],
      ["hav", "have"],
      ["gd", "good"],
      ["sth", "something"],
      ["smth", "something"],
      ["msg", "message"],
      ["oso", "also"],
      ["olso", "also"],
      ["dont", "don't"],
      ["dun", "don't"],
      ["cant", "can't"],
      ["didnt", "didn't"],
      ["doesnt", "doesn't"],
      ["isnt", "isn't"],
      ["im", "i'm"],
      ["frm", "from"],
      ["wif", "with"],
      ["wid", "with"],
      ["nid", "need"],
      ["den", "then"],
      ["shld", "should"],
      ["juz", "just"],
      ["jus", "just"],
      ["knw", "know"],
      ["cn", "can"],
      ["gt", "got"],
      ["alr", "already"],
      ["alrdy", "already"],
      ["oredi", "already"],
      ["liddat", "like that"],
      ["lidat", "like that"],
    ],
  },
  {
    // One entry per line; the reading on the right is the spelling our articles use.
    name: "misspellings",
    singlish: false,
    glosses: [
      ["sever", "severe"],
      ["severly", "severely"],
      ["colonscopy", "colonoscopy"],
      ["colonoscapy", "colonoscopy"],
      ["colonoskopy", "colonoscopy"],
      ["colonsocpy", "colonoscopy"],
      ["kolonoscopy", "colonoscopy"],
      ["colonscopi", "colonoscopy"],
      ["colonoscopi", "colonoscopy"],
      ["colonoscpy", "colonoscopy"],
      ["colonosopy", "colonoscopy"],
      ["colonocopy", "colonoscopy"],
      ["coloscopy", "colonoscopy"],
      ["colonoskopi", "colonoscopy"],
      ["colonoscophy", "colonoscopy"],
      ["colonscope", "colonoscope"],
      ["sigmoidscopy", "sigmoidoscopy"],
      ["sigmoidoscophy", "sigmoidoscopy"],
      ["diarrhea", "diarrhoea"],
      ["diarhea", "diarrhoea"],
      ["diarrohea", "diarrhoea"],
      ["diahorrea", "diarrhoea"],
      ["diarreah", "diarrhoea"],
      ["diarrea", "diarrhoea"],
      ["diarhoea", "diarrhoea"],
      ["diarhhea", "diarrhoea"],
      ["diaherea", "diarrhoea"],
      ["diarrhoe", "diarrhoea"],
      ["hemorrhoid", "haemorrhoid"],
      ["hemorrhoids", "haemorrhoids"],
      ["haemorroids", "haemorrhoids"],
      ["hemoroids", "haemorrhoids"],
      ["hemorroids", "haemorrhoids"],
      ["hemroids", "haemorrhoids"],
      ["hemmorhoids", "haemorrhoids"],
      ["hemmoroids", "haemorrhoids"],
      ["hemorhoids", "haemorrhoids"],
      ["haemorhoids", "haemorrhoids"],
      ["hemeroids", "haemorrhoids"],
      ["polip", "polyp"],
      ["polips", "polyps"],
      ["pollup", "polyp"],
      ["pollups", "polyps"],
      ["polup", "polyp"],
      ["polups", "polyps"],
      ["pollyp", "polyp"],
      ["pollyps", "polyps"],
      ["screning", "screening"],
      ["scrrening", "screening"],
      ["screeening", "screening"],
      ["scrennig", "screening"],
      ["screenig", "screening"],
      ["screenning", "screening"],
      ["screaning", "screening"],
      ["cancar", "cancer"],
      ["cancre", "cancer"],
      ["kanser", "cancer"],
      ["cansur", "cancer"],
      ["canser", "cancer"],
      ["cancor", "cancer"],
      ["cencer", "cancer"],
      ["colerectal", "colorectal"],
      ["colorectral", "colorectal"],
      ["colo-rectal", "colorectal"],
      ["collorectal", "colorectal"],
      ["colorectel", "colorectal"],
      ["colarectal", "colorectal"],
      ["blud", "blood"],
      ["bloood", "blood"],
      ["insted", "instead"],
      ["instaed", "instead"],
      ["bleding", "bleeding"],
      ["bleedin", "bleeding"],
      ["bledding", "bleeding"],
      ["bleeing", "bleeding"],
      ["constipate", "constipated"],
      ["constipted", "constipated"],
      ["konstipated", "constipated"],
      ["constipeted", "constipated"],
      ["constapated", "constipated"],
      ["constipaton", "constipation"],
      ["constapation", "constipation"],
      ["konstipation", "constipation"],
      ["anemia", "anaemia"],
      ["anaemic", "anaemia"],
      ["anemic", "anaemia"],
      ["feacal", "faecal"],
      ["fecal", "faecal"],
      ["faceal", "faecal"],
      ["imunochemical", "immunochemical"],
      ["hemorrhage", "haemorrhage"],
      ["tumor", "tumour"],
      ["tumors", "tumours"],
      ["fiber", "fibre"],
      ["bowell", "bowel"],
      ["bowle", "bowel"],
      ["abdomenal", "abdominal"],
      ["symtoms", "symptoms"],
      ["symptons", "symptoms"],
      ["symptomps", "symptoms"],
      ["simptoms", "symptoms"],
      ["symtom", "symptom"],
      ["appoinment", "appointment"],
      ["apointment", "appointment"],
      ["biopsi", "biopsy"],
      ["mucous", "mucus"],
      ["vomitting", "vomiting"],
      ["fatique", "fatigue"],
      ["docter", "doctor"],
      ["clinik", "clinic"],
      ["hospitel", "hospital"],
      ["specialst", "specialist"],
      ["specailist", "specialist"],
      ["gastroentrologist", "gastroenterologist"],
      ["polyclnic", "polyclinic"],
      ["polyclinc", "polyclinic"],
      ["laxitive", "laxative"],
      ["weightloss", "weight loss"],
    ],
  },
];

/** Words our particles must not be read in: "ah beng", "hor fun", "dr mah", "a la carte". */
const NAME_AFTER_AH = "beng|lian|pek|soh|seng|huat|tan|lim|lee|ng|yi|ku|chek|hia|di";
const TITLE = "dr|doctor|mr|mrs|ms|mdm|madam|miss|auntie|aunty|uncle|prof|professor";
/** Before a clause-final "one", these make it a pronoun ("which one?", "the free one?"). */
const DETERMINER =
  "the|a|an|this|that|these|those|which|what|any|each|every|no|some|another|other|my|your|his|her|our|their|its";
const BEFORE_PRONOUN_ONE = `${DETERMINER}|only|just|one|number|day|first|last|next|same|get|have|buy|take|pick|choose|want|need|every|any`;
const WH = "what|where|when|who|whom|whose|which|why|how";
const TAG = "(?:is it|izzit|issit)";
/** The end of a clause: punctuation or the end of the message. */
const CLAUSE_END = "(?=\\s*(?:[?.,]|$))";
/** After a word (a particle follows something; at the start of a message it is not a particle). */
const AFTER_WORD = "(?<=[\\p{L}\\p{N}][\\s-]+)";

/** Multi-word phrases, particles, constructions and the words that need their neighbours. */
export const phraseGroups: readonly GlossGroup[] = [
  {
    name: "place names and other spellings that must meet before the words",
    singlish: false,
    glosses: [
      ["a (?:&|and) e", "a&e"],
      ["colo rectal", "colorectal"],
      ["medi save", "medisave"],
      ["medi shield", "medishield"],
      ["weight lost", "weight loss"],
      ["bowl(?= (?:movements?|motions?|cancers?|habits?|screening|problems?|changes?|opening))", "bowel"],
      ["ha(?:ha)+|he(?:he)+|lol|hm+", ""],
    ],
  },
  {
    name: "interjections",
    singlish: true,
    glosses: [
      ["(?:wah|wa) (?:lau|lao|piang)(?: eh)?", ""],
      ["(?:walao|walau|walaoeh)(?: eh)?", ""],
      ["aiyo|aiyoh|aiyoyo|aiyer|aiya|aiyah", ""],
      ["alamak", ""],
    ],
  },
  {
    name: "Singlish phrases",
    singlish: true,
    glosses: [
      ["ah (?:ma|mah)|ahma|ahmah", "grandmother"],
      ["ah (?:gong|kong)", "grandfather"],
      ["ah boy", "son"],
      ["ah girl", "daughter"],
      ["mah fan", "troublesome"],
      ["pai (?:seh|say|sey)", "embarrassed"],
      ["jia lat", "serious"],
      ["(?:buay|bo|cannot|can't|can not) tahan", "unbearable"],
      ["ang moh", "western"],
      ["kena scop(?:e|es|ed|ing)", "colonoscopy"],
      ["pang sai|pangsai", "pass stool"],
      ["(?:lao|lau) sai|laosai|lausai", "diarrhoea"],
      ["big business", "pass stool"],
      ["sakit perut", "abdominal pain"],
      ["berak darah", "blood in stool"],
      ["black black", "black"],
      ["red red", "red"],
    ],
  },
  {
    name: "constructions",
    singlish: true,
    glosses: [
      ["can (?:or not|or no|or cannot|anot|a not|onot)", "can i"],
      ["got (?:or not|or no|anot|a not|onot)", "is there"],
      ["where got", "there is no"],
      ["what for", "why"],
      ["also can", "can"],
      ["how (?:ah|ar)", "how"],
      [`(?:anot|a not|onot)${CLAUSE_END}`, ""],
    ],
  },
  {
    // "Can go or not?" asks "can I go?"; "is it safe or not?" is English too, so no flag.
    name: "trailing or not",
    singlish: false,
    glosses: [[`${AFTER_WORD}or not${CLAUSE_END}`, ""]],
  },
  {
    // Removed only as particles: on their own, after a word, never inside one ("lahore", "leh"
    // in "sleh"), and not where they are a name or a dish ("dr mah", "hor fun", "ah beng").
    name: "particles",
    singlish: true,
    glosses: [
      ["lah+|lar|larh", ""],
      [`(?<!(?<![\\p{L}])a )la(?! carte)`, ""],
      ["leh+", ""],
      ["lor+|loh+", ""],
      ["meh+", ""],
      [`${AFTER_WORD}(?<!(?<![\\p{L}])(?:${TITLE})[\\s-]+)mah+(?! jong)`, ""],
      ["(?:hor+|horh)(?! fun)", ""],
      [`${AFTER_WORD}siah?`, ""],
      [`(?:ah+|arh|ar+)(?! (?:${NAME_AFTER_AH}))`, ""],
      ["liao|liaw", "already"],
    ],
  },
  {
    // A tag at the end of a clause: "fit is free is it?" (but "what is it?" and "is it normal"
    // stay English), "is it painful one?" (but "which one?", "the free one?" stay).
    name: "tag questions",
    singlish: true,
    glosses: [
      // The tag is matched first and looked behind from its end: a look-behind that scans back to
      // the clause's start must run once per tag, not once per word of a 100 KB message.
      [`${TAG}${CLAUSE_END}(?<=[\\p{L}\\p{N}][\\s-]+${TAG})(?<!(?<![\\p{L}])(?:${WH})(?![\\p{L}])[^?.,]*)`, ""],
      [
        `${AFTER_WORD}(?<!(?<![\\p{L}])(?:${DETERMINER})[\\s-]+(?:[\\p{L}'-]+[\\s-]+)?)(?<!(?<![\\p{L}])(?:${BEFORE_PRONOUN_ONE})[\\s-]+)one${CLAUSE_END}`,
        "",
      ],
    ],
  },
  {
    // "got" at the start of a clause is Singlish for "there is" / "I have"; inside one it may be
    // English ("I got my results"), which "have" reads just as well.
    name: "got at the start",
    singlish: true,
    glosses: [["(?<=(?:^|[?.,])\\s*)got", "have"]],
  },
  {
    name: "got",
    singlish: false,
    glosses: [["got", "have"]],
  },
  {
    name: "health phrases",
    singlish: false,
    glosses: [
      ["(?<!fit )(?:poo|poop|poopoo|stool|stools) (?:tests?|kits?)", "fit stool test"],
      ["fit (?:tests?|kits?)", "fit stool test"],
      ["chas(?: cards?)?(?! subsidy)", "chas subsidy"],
      ["(?:tummy|stomach)(?= (?:aches?|pains?|cramps?|cramping))", "abdominal"],
      ["stomache(?= cancers?)", "stomach"],
      ["tummyache|stomachache|stomache", "abdominal ache"],
      ["scop(?:e|es|ed|ing)(?! of\\b)", "colonoscopy"],
      ["(?:knock|knocks|knocked|put|puts) (?:me|him|her|you|them|us) (?:out|to sleep)", "sedate me"],
      ["bowel motions?", "bowel movement"],
      ["(?<=(?<![\\p{L}])(?:my|his|her|your|their|our|the|pass|passing|passed|loose|watery|hard) )motions?", "stool"],
    ],
  },
];

/** Single words, read last. */
export const lexiconWords: readonly GlossGroup[] = [
  {
    name: "Singlish words",
    singlish: true,
    glosses: [
      ["mafan", "troublesome"],
      ["mafun", "troublesome"],
      ["paiseh", "embarrassed"],
      ["paisay", "embarrassed"],
      ["paisey", "embarrassed"],
      ["kiasu", "afraid of missing out"],
      ["kiasi", "afraid"],
      ["jialat", "serious"],
      ["sian", "tired"],
      ["sianz", "tired"],
      ["kena", "get"],
      ["tio", "get"],
      ["pantang", "taboo"],
      ["suay", "unlucky"],
      ["shiok", "good"],
      ["chope", "reserve"],
      ["tahan", "bear"],
      ["siao", "crazy"],
      ["siow", "crazy"],
      ["gahmen", "government"],
      ["garmen", "government"],
      ["angmoh", "western"],
      ["makan", "eat"],
      // "my kakis" are one's friends ("get my kakis to join"); "kaki" alone is also Malay for a foot.
      ["kakis", "friends"],
      ["cheem", "complicated"],
      ["sibei", "very"],
      ["sibeh", "very"],
      ["kaypoh", "nosy"],
      ["izzit", "is it"],
      ["issit", "is it"],
      ["berak", "pass stool"],
      ["doktor", "doctor"],
      ["sakit", "pain"],
      ["perut", "stomach"],
      ["wayang", "for show"],
      // "the poo test very geli": disgusting, what keeps people from the kit.
      ["geli", "disgusting"],
      ["yucky", "disgusting"],
    ],
  },
  {
    name: "health words",
    singlish: false,
    glosses: [
      ["poo", "stool"],
      ["poos", "stool"],
      ["poop", "stool"],
      ["poops", "stool"],
      ["poopoo", "stool"],
      ["shit", "stool"],
      ["stools", "stool"],
      ["faeces", "stool"],
      ["feces", "stool"],
      ["backside", "bottom"],
      ["bum", "bottom"],
      ["buttocks", "bottom"],
      ["butt", "bottom"],
      ["poly", "polyclinic"],
      ["polys", "polyclinic"],
      ["polyclinics", "polyclinic"],
      ["piles", "haemorrhoids"],
    ],
  },
];

/**
 * Words spelt with a double letter, so that emphasis squeezes to them and not past them
 * ("stooool" → "stool", "goood" → "good"); the lexicon's own double-letter words are added.
 */
export const doubleLetterWords: readonly string[] = (
  "stool stools bleeding bleed blood bloody screening colonoscopy see seen feel feeling need needed week weeks " +
  "free three too good food soon poop poo poopoo sorry really well will all still call small full tell till ill " +
  "pill pills off stuff staff add apply appointment bottom butt hurry worry worried happen happened happy " +
  "dizzy diarrhoea haemorrhoids haemorrhoid occult address access assess less loss miss pass passing passed " +
  "mass possible necessary swollen look took book room cool school tool keep sleep deep seem been between " +
  "agree coffee teeth feet meet sweet speed success suggest supper dinner getting sitting better bitter " +
  "little middle bottle common different difficult effect office offer affect allow allergy hello yellow " +
  "follow tomorrow attend arrive narrow error terrible horrible carry marry cell cells smell dull pull roll " +
  "accept account accurate according aggressive bigger egg eggs stopped happening support suppose " +
  "suppository appear appetite apple approve upper supplement sudden suddenly added bladder gallbladder " +
  "matter pattern written button attention cannot manner inner running commonly community immune " +
  "immunochemical immediately mummy tummy mammogram smooth noodle noodles fee fees knee knees guarantee " +
  "green queen screen screened screens cheek sheet greet beef beer career volunteer keen oops shall " +
  "committee colonoscopies sigmoidoscopy gallstones cheese coffee abbreviation illness wellness fitness " +
  "weekly sorrow assessment occasionally embarrassed aggravate irritable irregular hmm"
).split(" ");
