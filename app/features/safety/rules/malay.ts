import { rx, type LanguageRules } from "./rule-kit";

// Malay, with the English words people mix in: its safety rules.
const MS_BLOOD = rx("(?<!kurang )\\b(?:darah|berdarah|pendarahan|perdarahan|blood|bleed\\w*)\\b");
const MS_STOOL = rx(
  "\\b(?:najis|berak|buang air besar|bab|tahi|stool|poo|motion|tandas|toilet|tisu|mangkuk tandas|dubur|bontot|punggung|anus|bottom)\\b",
);
const MS_PAIN = "(?:sakit|senak|memulas|pain)";

export const malay: LanguageRules = {
  notABleed: rx(
    "\\b(?:ujian|periksa|pemeriksaan|cek|derma|tekanan|gula|kumpulan|jenis) darah\\b|\\bdarah (?:tersembunyi|tersorok|tak nampak|test)\\b|\\bblood tests?\\b",
  ),
  // "tak ada darah", "tiada darah dalam najis", "tak nampak darah", "tak berdarah", "berat badan tak
  // turun"; not "darah tak berhenti" (the "tak" after the blood), nor an absence that has ended.
  absent: rx(
    "\\b(?:tak|tidak|x|tiada|takde|takda|tanpa|bukan|tak pernah|tidak pernah|belum pernah|tak ada|tidak ada|x ada) (?:ada |nampak |pernah |jumpa |keluar |sebarang |apa-apa )*(?:darah|berdarah|pendarahan|blood)(?: (?:dalam|pada|di|masa|semasa|ketika) (?:\\S+ )?(?:najis|berak|tahi|tandas|tisu|stool))?\\b(?![^.?!]{0,40}\\b(?:sampai|hingga|sehingga|tapi sekarang|sekarang ada|until)\\b)" +
      "|\\b(?:tak|tidak|x|tiada|takde|tanpa) (?:ada )?(?:najis|tahi|berak) hitam\\b" +
      "|\\bberat badan (?:\\S+ )?(?:tak|tidak|x|tiada) (?:\\S+ )?(?:turun|susut|berkurang|menurun|jatuh)\\b|\\b(?:tak|tidak|x|tiada) (?:ada )?(?:turun|hilang|susut) berat\\b",
  ),
  emergency: [
    [
      MS_BLOOD,
      rx(
        "\\b(?:banyak(?! kali)|byk|mencurah\\S*|tak berhenti|tidak berhenti|x berhenti|tak henti\\S*|mengalir|memancut|penuh|non.?stop|(?<!\\bnot (?:\\w+ )?)a lot)\\b",
      ),
    ],
    [
      MS_BLOOD,
      rx(
        "\\b(?:pening|pitam|pengsan|pucat|peluh sejuk|berpeluh sejuk|lemah sangat|berdebar|dizzy|giddy|pale|faint)\\b",
      ),
    ],
    rx("\\b(?:pengsan|pitam|tak sedarkan diri|tidak sedarkan diri|rebah|collaps\\w*|passed out|fainted)\\b"),
    rx(
      `\\b${MS_PAIN}\\b(?: \\S+){0,2}? (?:sangat|sgt|teruk|amat|gila|sgt2)\\b|\\b(?:sangat|amat|teramat) ${MS_PAIN}\\b|\\b(?:tak|tidak|x) (?:boleh )?tahan\\b|\\b(?:severe|unbearable)\\b`,
    ),
    rx("\\bmuntah\\S* (?:\\S+ )?darah\\b|\\bdarah (?:\\S+ )?muntah\\b|\\bbatuk (?:\\S+ )?darah\\b"),
    rx("\\bsakit dada\\b|\\bdada (?:\\S+ )?(?:sakit|sesak|ketat)\\b|\\bserangan jantung\\b|\\bchest pain\\b"),
    rx("\\bsesak nafas\\b|\\b(?:susah|sukar|tak boleh|tidak boleh|x boleh) (?:nak )?bernafas\\b|\\bsemput\\b"),
    rx("\\bbunuh diri\\b|\\btak (?:mahu|nak) hidup\\b|\\bsuicid\\w*"),
    [
      rx("\\b(?:kembung|bengkak|buncit|swollen|bloated)\\b"),
      rx("\\b(?:muntah\\S*|vomit\\w*|(?:tak|tidak|x) (?:boleh )?(?:kentut|buang angin))"),
    ],
  ],
  redFlag: [
    [MS_BLOOD, MS_STOOL],
    rx("\\b(?:nampak|ada|keluar|jumpa) darah\\b|\\bberdarah\\b"),
    rx("\\b(?:najis|berak|tahi|stool)\\S* (?:\\S+ ){0,3}?(?:hitam|gelap)\\b|\\bhitam (?:\\S+ ){0,2}?(?:najis|tahi)\\b"),
    rx(
      "\\b(?:tabiat|corak|cara) (?:buang air besar|berak|bab)\\b(?: \\S+){0,2}? (?:berubah|berlainan|lain)\\b|\\bperubahan (?:tabiat|corak) (?:buang air|berak)",
    ),
    [
      rx("\\b(?:cirit[- ]?birit|cirit|sembelit|susah berak|diarrh\\w*|constipat\\w*)"),
      rx(
        "\\b(?:minggu|seminggu|bulan|sebulan|berbulan\\S*|berminggu\\S*|lama|tak berhenti|asyik|selalu|week\\w*|month\\w*)\\b",
      ),
    ],
    rx("\\b(?:najis|berak|tahi|stool)\\S* (?:\\S+ ){0,3}?(?:kecil|halus|nipis|leper|macam pensel|seperti pensel)\\b"),
    rx(
      "\\bberat badan\\b(?: \\S+){0,2}? (?:turun|susut|berkurang|menurun|jatuh)\\b|\\b(?:turun|hilang) berat\\b|\\bkurus (?:mendadak|tiba)|\\bmakin kurus\\b|\\bweight loss\\b",
    ),
    [rx("\\b(?:ketulan|benjolan|bonjol|lump)\\b"), rx("\\b(?:perut|dubur|punggung|bontot|abdomen)\\b")],
    rx("\\b(?:tak|tidak|x) habis (?:berak|buang)\\b|\\brasa (?:nak )?berak lagi\\b"), // Cramps, bloating or tummy pain for weeks: "perut kembung dan memulas dah sebulan".
    [
      rx("\\b(?:kembung|memulas|senak|sakit perut|perut (?:\\S+ )?sakit|kejang perut|cramp\\w*|bloat\\w*)\\b"),
      rx(
        "\\b(?:berminggu\\S*|berbulan\\S*|sebulan|(?:dua|tiga|empat|lima|enam|beberapa|\\d+) (?:minggu|bulan)|weeks|months?)\\b",
      ),
    ],
  ],
  redFlagAsTyped: [
    rx("\\bkurang darah\\b|\\banaemi\\w*|\\banemi\\w*|\\bkekurangan zat besi\\b|\\b(?:hb|hemoglobin) rendah\\b"),
  ],
  diagnosis: [
    rx(
      "\\b(?:saya|aku|dia|ni|ini|tu|itu)\\b[^.?!]{0,20}\\b(?:kanser|cancer|barah|tumou?r|malignan\\w*)\\b[^.?!]{0,15}\\b(?:ke|kah|tak|tidak|ka)\\b" +
        "|\\badakah (?:saya|aku|dia|ini|ni)\\b.{0,30}\\b(?:kanser|cancer|barah|tumou?r|penyakit)" +
        "|(?<!\\b(?:ibu|ayah|bapa|mak|emak|abang|kakak|adik|nenek|datuk|atuk|suami|isteri|kawan) )\\b(?:saya|aku|dia) (?:kena|ada|dapat|menghidap) (?:\\S+ )?(?:kanser|cancer|barah)\\b",
    ),
    rx(
      "\\bdiagnos\\w* (?:saya|aku|dia)\\b|\\btolong diagnos|\\b(?:saya|aku|dia) sakit apa\\b|\\b(?:apa penyakit|penyakit apa) (?:saya|aku|dia)\\b",
    ),
    rx(
      "\\bubat apa\\b|\\bapa ubat\\b|\\bubat (?:\\S+ )?(?:patut|perlu|boleh) (?:saya|aku)\\b|\\bberapa (?:biji|dos)\\b",
    ),
    rx(
      "\\b(?:tengok|tgk|baca|semak|periksa|terangkan|check)\\S* (?:\\S+ ){0,3}?(?:report|laporan|keputusan|result)\\b",
    ),
    rx(
      "\\b(?:saya|aku|dia) (?:akan |nak )?mati (?:ke|kah)\\b|\\bhidup berapa lama\\b|\\bberapa lama lagi (?:saya|aku|dia)\\b",
    ),
    // A medicine or a dose, named or asked for: "julap berapa banyak", "patut berhenti aspirin ke".
    rx(
      "\\bberapa (?:banyak|kali|sudu|tablet|pil|mg)\\b[^.?!]{0,20}\\b(?:ubat|julap|pil|tablet|makan|ambil|minum)\\b" +
        "|\\b(?:ubat|julap|pil|tablet)\\b[^.?!]{0,20}\\bberapa (?:banyak|kali|biji|sudu|tablet|pil|mg)\\b" +
        "|\\b(?:ubat|julap|pil|krim) (?:\\S+ )?(?:mana|apa) (?:yang )?(?:bagus|terbaik|sesuai|patut)\\b" +
        "|\\b(?:berhenti|stop|henti\\w*) (?:makan |ambil |minum )?(?:ubat|aspirin|warfarin|insulin|metformin|pil)\\b(?![^.?!]{0,30}\\b(?:kolonoskopi|colonoscopy|skop|scope)\\b)",
    ),
    // A medicine recommended or how often to use it, and a verdict between two: "cadangkan krim
    // buasir", "berapa kali sehari nak sapu", "buasir atau kanser, yang mana satu".
    rx(
      "\\b(?:cadang\\w*|syor\\w*|recommend)\\b[^.?!]{0,20}\\b(?:ubat|krim|salap|pil|tablet|cream)\\b" +
        "|\\bberapa kali\\b[^.?!]{0,20}\\b(?:sapu|letak|guna|pakai|makan ubat|apply)\\b|\\b(?:sapu|letak|guna|pakai)\\b[^.?!]{0,20}\\bberapa kali\\b" +
        "|\\b(?:buasir|kanser|barah|ketumbuhan|polip|piles|cancer)\\b (?:atau|ke|or) (?:\\S+ )?(?:buasir|kanser|barah|ketumbuhan|polip|piles|cancer)\\b[^.?!]*(?:\\?|\\b(?:mana satu|sahkan|pastikan|confirm)\\b)",
    ),
    // A person's own result read as a verdict, and staging: "keputusan biopsi saya ni kanser ke".
    rx(
      "\\b(?:keputusan|laporan|report|result|biopsi|biopsy|cea)\\b[^?]{0,60}\\b(?:kanser|barah|cancer)\\b[^.?!]{0,10}\\b(?:ke|kah|tak)\\b" +
        "|\\b(?:tahap|peringkat|stage) (?:berapa|mana|apa)\\b",
    ),
  ],
};
