/**
 * What the site does not cover, named (ADR 0021). RID-CRC writes about colorectal cancer, its
 * screening and the movement; it says nothing about treating cancer, other cancers, medicines,
 * alternative remedies, vaccines, pregnancy, insurance, or the prices and hours of a named hospital
 * or clinic. A question about one of these is declined even when a passage shares its other words
 * ("how long to recover after colon cancer SURGERY" is not answered by the colonoscopy recovery
 * section): the word the site never writes about is the question's point.
 *
 * Naming the topics lets the engine answer the rest generously (a low bar of shared words), where a
 * single word-overlap bar had to choose between declining good questions and answering these.
 * Read after the safety triage, on the Singlish normaliser's plain English. A new article on one of
 * these topics takes its line out of here (the eval shows the change).
 */

export type OutOfScope =
  | "other cancers"
  | "cancer treatment"
  | "medicines"
  | "alternative remedies"
  | "vaccines"
  | "pregnancy"
  | "insurance"
  | "a named hospital or clinic"
  | "giving blood";

const CANCER = "(?:cancers?|tumou?rs?|carcinoma)";

const topics: [OutOfScope, RegExp][] = [
  [
    "other cancers",
    new RegExp(
      "\\b(?:breast|prostate|liver|lung|pancrea\\w*|cervical|cervix|ovar\\w*|uter\\w*|womb|thyroid|skin|kidney|" +
        "bladder|brain|bone|blood|throat|mouth|oral|nose|nasopharyn\\w*|oesophag\\w*|esophag\\w*|stomach|gastric|" +
        `testicular|head and neck)\\s+${CANCER}\\b|\\b(?:leuk\\w*mia|lymphoma|myeloma|melanoma|sarcoma)\\b|` +
        // Other organs' health and screening: the site covers the colon and rectum only.
        "\\b(?:prostate|mammogra\\w*|pap smears?|psa tests?|h\\.? ?pylori|helicobacter)\\b",
      "u",
    ),
  ],
  [
    "cancer treatment",
    new RegExp(
      "\\b(?:chemo\\w*|immunotherap\\w*|radiotherap\\w*|radiation therapy|targeted therap\\w*|oxaliplatin|" +
        "capecitabine|xeloda|fluorouracil|5-?fu|irinotecan|folfox|folfiri|bevacizumab|avastin|cetuximab|" +
        "keytruda|pembrolizumab|stoma|colostomy|ileostomy|palliative|hospice|surgery|surgeries|operation|" +
        "operated|resection|remission|relapse|metasta\\w*|oncologist)\\b",
      "u",
    ),
  ],
  [
    "medicines",
    /\b(?:metformin|statins?|insulin|antibiotics?|antidepressants?|painkillers?|paracetamol|panadol|ibuprofen|steroids?|probiotics?)\b/u,
  ],
  [
    "alternative remedies",
    /\b(?:acupuncture|tcm|traditional chinese medicine|herbs?|herbal|turmeric|curcumin|lingzhi|cordyceps|bird'?s nest|homeopath\w*|ayurved\w*|hydrotherapy|colonic irrigation|(?:colon|juice|body) cleans\w*|essential oils?|alkaline water)\b/u,
  ],
  ["vaccines", /\b(?:vaccin\w*|booster|covid\w*|hpv|flu jab|flu shot)\b/u],
  ["pregnancy", /\b(?:pregnan\w*|breastfeed\w*|breast-?feed\w*|trying for a baby|ivf)\b/u],
  ["insurance", /\b(?:medishield\w*|integrated shield|shield plans?|insurance|insurer|careshield)\b/u],
  [
    "a named hospital or clinic",
    new RegExp(
      "\\b(?:sgh|nuh|ttsh|cgh|ktph|ntfgh|skh|kkh|nccs|ncis|singapore general|tan tock seng|changi general|" +
        "khoo teck puat|ng teng fong|sengkang general|raffles (?:medical|hospital)|parkway|gleneagles|" +
        "mount elizabeth|mt elizabeth|thomson medical|farrer park|mount alvernia)\\b|" +
        "\\bopen (?:on )?(?:sundays?|saturdays?|public holidays?|ph)\\b",
      "u",
    ),
  ],
  ["giving blood", /\b(?:donat\w* (?:my )?blood|blood donat\w*|give blood)\b/u],
];

/** The topic the site does not cover that the question is about, or null. */
export function outOfScope(text: string): OutOfScope | null {
  const plain = text.toLowerCase();
  for (const [topic, pattern] of topics) if (pattern.test(plain)) return topic;
  return null;
}
