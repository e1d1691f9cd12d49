import { describe, expect, it } from "vitest";
import * as page from "../../../app/features/screening/routes/screening";
import { addYears } from "../../../app/features/screening/rules";
import { dateIn } from "../../../app/lib/i18n/dates";
import { addDays, todayInSingapore } from "../../../app/lib/text/singapore-date";
import { decodeFlash } from "../../../app/lib/forms/flash.server";
import { FLASH_COOKIE } from "../../../app/lib/forms/flash";
import { flatten } from "../../../app/lib/i18n/translate";
import en from "../../../app/locales/en/screening.json";
import zh from "../../../app/locales/zh/screening.json";
import ms from "../../../app/locales/ms/screening.json";
import ta from "../../../app/locales/ta/screening.json";
import zhDash from "../../../app/locales/zh/dashboards.json";
import msDash from "../../../app/locales/ms/dashboards.json";
import taDash from "../../../app/locales/ta/dashboards.json";
import zhMail from "../../../app/locales/zh/email.json";
import msMail from "../../../app/locales/ms/email.json";
import taMail from "../../../app/locales/ta/email.json";
import { useTestDatabase } from "../../support/db";
import { runRoute as run } from "../../support/route-call";
import { signedInAs } from "../../support/sessions";

/**
 * Issue 27: a Champion's screening record at /zh/, /ms/ and /ta/ in that language: the form's test
 * kinds and results (the rule table's ids, the language's words), a refused date answered at its
 * field in the language with what was typed kept, the saved test's toast in the language and back
 * to the page in the language, its date written the language's way, the state's headline and advice.
 */
const db = useTestDatabase();
const today = todayInSingapore();
const words = { zh, ms, ta } as const;
const tiles = { zh: zhDash.tiles, ms: msDash.tiles, ta: taDash.tiles };
const advice = { zh: zhMail.screening.advice, ms: msMail.screening.advice, ta: taMail.screening.advice };

const flashOf = (response?: Response) => {
  const cookie = response?.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${FLASH_COOKIE}=`))
    ?.split(";")[0]!
    .slice(FLASH_COOKIE.length + 1);
  return cookie ? decodeFlash(cookie)?.message : undefined;
};

type PageData = {
  messages: Record<string, string>;
  next: { state: string; headline: string; advice: string };
  entries: { label: string; dateLabel: string; resultLabel: string }[];
  options: { kinds: { value: string; label: string }[]; results: { value: string; label: string }[] };
};
type Reply = { result: { error: Record<string, string[] | null>; initialValue: Record<string, string> } };

describe("the screening record in Chinese, Malay and Tamil", () => {
  it("has every word of the English in each language, none left as the English", () => {
    const english = flatten({ record: en.record, says: en.says });
    for (const lang of ["zh", "ms", "ta"] as const) {
      const own = flatten({ record: words[lang].record, says: words[lang].says });
      expect(Object.keys(own).sort(), lang).toEqual(Object.keys(english).sort());
      // A word may be the same in the language (Normal in Malay, the .ics link's file type): most are not.
      const same = Object.keys(english).filter((key) => own[key] === english[key]);
      expect(same.length, `${lang}: ${same.join(", ")}`).toBeLessThanOrEqual(2);
    }
  });

  for (const lang of ["zh", "ms", "ta"] as const) {
    it(`${lang}: the form's choices, a refused date, a saved test and its toast`, async () => {
      const w = words[lang];
      const champion = await signedInAs(db(), "champion");
      const path = `/${lang}/dashboard/screening`;
      const get = () => new Request(`http://localhost:3000${path}`, { headers: { cookie: champion.cookie } });
      const post = (fields: Record<string, string>) =>
        new Request(`http://localhost:3000${path}`, {
          method: "POST",
          headers: { cookie: champion.cookie },
          body: new URLSearchParams(fields),
        });

      const empty = (await run(page.loader, get())).data as PageData;
      expect(empty.messages["record.title"]).toBe(w.record.title);
      expect(empty.next.headline).toBe(tiles[lang]["first-test"]);
      expect(empty.next.advice).toBe(advice[lang].firstTest);
      expect(empty.options.kinds).toEqual([
        { value: "fit", label: w.record.kinds.fit },
        { value: "colonoscopy", label: w.record.kinds.colonoscopy },
        { value: "blood-test", label: w.record.kinds["blood-test"] },
      ]);
      expect(empty.options.results.find((r) => r.value === "polyps-removed")?.label).toBe(
        w.record.results["polyps-removed"],
      );

      const tomorrow = addDays(today, 1);
      const refused = await run(
        page.action,
        post({ intent: "add", kind: "fit", testedOn: tomorrow, result: "negative" }),
      );
      expect(refused.status).toBe(400);
      const reply = (refused.data as Reply).result;
      expect(reply.error.testedOn).toEqual([w.says.record.dateFuture]);
      expect(reply.initialValue).toMatchObject({ kind: "fit", testedOn: tomorrow, result: "negative" });

      const tested = addDays(today, -10);
      const added = await run(page.action, post({ intent: "add", kind: "fit", testedOn: tested, result: "negative" }));
      expect(added.status).toBe(302);
      expect(added.response!.headers.get("location")).toBe(path);
      expect(flashOf(added.response)).toBe(w.says.record.added);

      const loaded = (await run(page.loader, get())).data as PageData;
      expect(loaded.entries).toMatchObject([
        { label: w.record.kinds.fit, dateLabel: dateIn(lang, tested), resultLabel: w.record.results.negative },
      ]);
      expect(loaded.next.state).toBe("due-on");
      expect(loaded.next.headline).toBe(tiles[lang]["due-on"].replace("{{date}}", dateIn(lang, addYears(tested, 1))));
      expect(loaded.next.advice).toBe(advice[lang].dueOn);

      const reminders = await run(page.action, post({ intent: "reminders", reminders: "off" }));
      expect(flashOf(reminders.response)).toBe(w.says.record.remindersOff);
    });
  }
});
