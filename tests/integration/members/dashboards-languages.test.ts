import { describe, expect, it } from "vitest";
import * as dashboard from "../../../app/features/dashboards/routes/dashboard";
import { dateIn, momentIn } from "../../../app/lib/i18n/dates";
import { useTestDatabase } from "../../support/db";
import { signedInAs } from "../../support/sessions";
import { addGpClinic, context, requestsTo, submit, validFields } from "../../support/appointments";
import zhShell from "../../../app/locales/zh/shell.json";
import msShell from "../../../app/locales/ms/shell.json";
import taShell from "../../../app/locales/ta/shell.json";
import zh from "../../../app/locales/zh/dashboards.json";
import ms from "../../../app/locales/ms/dashboards.json";
import ta from "../../../app/locales/ta/dashboards.json";
import zhDirectory from "../../../app/locales/zh/directory.json";
import msDirectory from "../../../app/locales/ms/directory.json";
import taDirectory from "../../../app/locales/ta/directory.json";

/**
 * Issue 27: the dashboards' account summary (type in the header's words, status) and a clinic's
 * appointment requests (statuses, time slots, dates, the status form's answer) in Chinese, Malay and
 * Tamil; what people typed (names, messages) stays as typed.
 */
const db = useTestDatabase();
const shell = { zh: zhShell, ms: msShell, ta: taShell };
const words = { zh, ms, ta };
const directory = { zh: zhDirectory, ms: msDirectory, ta: taDirectory };

const as = (cookie: string, path: string, form?: Record<string, string>) => {
  const headers = new Headers({ cookie });
  if (!form) return new Request(`http://localhost:3000${path}`, { headers });
  return new Request(`http://localhost:3000${path}`, { method: "POST", headers, body: new URLSearchParams(form) });
};
const load = async (cookie: string, path: string) =>
  (await dashboard.loader({
    request: as(cookie, path),
    params: {},
    pattern: path.replace(/^\/(zh|ms|ta)/, "/:lang?"),
    context,
  } as never)) as Awaited<ReturnType<typeof dashboard.loader>>;

describe("the dashboards in Chinese, Malay and Tamil", () => {
  for (const lang of ["zh", "ms", "ta"] as const) {
    it(`${lang}: the account summary and a clinic's appointment requests`, async () => {
      const champion = await signedInAs(db(), "champion");
      const mine = await load(champion.cookie, `/${lang}/dashboard/champion`);
      expect(mine.account).toMatchObject({
        typeLabel: shell[lang].header.types.champion,
        status: words[lang].summary.statuses.active,
      });

      const owner = await signedInAs(db(), "gpclinic");
      const clinic = await addGpClinic(owner.id);
      const fields = validFields({ clinic: `gp:${clinic.id}`, name: "Tan Requester", preferredTime: "evening" });
      await submit(fields);
      const [row] = await requestsTo(fields.email!);
      const path = `/${lang}/dashboard/gp-clinic`;
      const page = await load(owner.cookie, path);
      expect(page.account.typeLabel).toBe(shell[lang].header.types.gpclinic);
      expect(page.appointments?.statuses.map((s) => s.label)).toEqual([
        directory[lang].mine.status.new,
        directory[lang].mine.status.contacted,
        directory[lang].mine.status.closed,
      ]);
      const shown = page.appointments!.requests[0]!;
      expect(shown).toMatchObject({
        name: "Tan Requester",
        timeLabel: directory[lang].appointment.slot.evening,
        preferredDateLabel: dateIn(lang, shown.preferredDate),
        receivedLabel: momentIn(lang, shown.receivedAt),
      });

      const answer = await dashboard.action({
        request: as(owner.cookie, path, { id: row!.id, status: "contacted" }),
        params: {},
        pattern: "/:lang?/dashboard/gp-clinic",
        context,
      } as never);
      expect(answer).toMatchObject({
        updated: {
          message: words[lang].appointments.updated
            .replace("{{name}}", "Tan Requester")
            .replace("{{status}}", directory[lang].mine.status.contacted),
        },
      });
    });
  }
});
