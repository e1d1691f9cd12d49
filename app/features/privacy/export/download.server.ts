import { data, redirect } from "react-router";
import { withFlash } from "~/lib/forms/flash.server";
import { requireUser } from "~/features/accounts/index.server";
import { audit } from "~/lib/audit.server";
import { db } from "~/lib/db.server";
import { hit, type Limit } from "~/lib/http/rate-limit.server";
import { dateIn, momentIn } from "~/lib/i18n/dates";
import type { Lang } from "~/lib/i18n/languages";
import { localPath, requestLang } from "~/lib/i18n/paths";
import { correctionsFor } from "../corrections";
import { personalData } from "../declaration";
import { declaredIn, privacySayIn, privacyWords } from "../localized.server";
import { privacyMessages as m } from "../messages";
import { collectPersonalData, type PersonalExport } from "./collect.server";

/** A handful an hour: enough to retry a failed download, not enough to hammer the database with full reads. */
const downloadLimit: Limit = { name: "privacy-download", max: 5, windowSeconds: 3600 };

const noStore = { "Cache-Control": "private, no-store" };

/**
 * GET /account/data: the download button and where to correct each thing, in the page's language;
 * its own person only, so no id is read.
 */
export async function myDataPage(request: Request) {
  const user = await requireUser(request);
  const lang = requestLang(request);
  const { t, ...words } = privacyWords(lang, ["data"]);
  return data(
    { ...words, title: t("data.title"), corrections: correctionsFor(user.userType, lang) },
    { headers: noStore },
  );
}

/**
 * POST /account/data/download: the signed-in person's data as one JSON file. The read and its audit row are
 * one transaction (the row names the tables and counts, not the data), so a download that failed
 * is not recorded and one that was recorded was complete.
 */
export async function downloadMyData(request: Request) {
  const user = await requireUser(request);
  // Only the page's button downloads (and audits): any other body is refused, nothing written.
  const form = await request.formData().catch(() => null);
  if (form?.get("download") !== "json")
    return new Response("Use the Download button on /account/data.", { status: 400 });
  const limited = await hit(downloadLimit, user.id);
  // Back to the page with the message (a toast, shown without JavaScript too): a file route has no page of its own.
  if (!limited.allowed)
    return redirect(localPath(request, "/account/data"), {
      status: 303,
      headers: withFlash(
        { kind: "error", message: privacySayIn(requestLang(request), m.tooMany) },
        { headers: { "Retry-After": String(limited.retryAfterSeconds) } },
      ),
    });
  const exported = await db().transaction(async (tx) => {
    const collected = await collectPersonalData(tx, user.id);
    await audit(tx, { id: user.id, email: user.email }, request, {
      action: "privacy.download",
      target: { type: "user", id: user.id, label: user.email },
      after: { tables: Object.fromEntries(Object.entries(collected.tables).map(([t, v]) => [t, v.rows.length])) },
    });
    return collected;
  });
  const day = exported.exportedAt.slice(0, 10);
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      ...noStore,
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="rid-crc-my-data-${day}.json"`,
    },
  });
}

type SummarySection = {
  table: string;
  label: string;
  purpose: string;
  retention: string;
  withheld: string[];
  rows: Array<Array<[string, string]>>;
};

/**
 * A cell as a person reads it: moments in Singapore time and calendar dates, both in the page's
 * language; lists and objects as plain text. The column names stay the database's, as in the
 * download the page mirrors.
 */
function readable(lang: Lang, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}T/.test(value)) return momentIn(lang, value);
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return dateIn(lang, value);
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

/**
 * GET /account/data/summary: the same collection as the download, as sections to read; the page's
 * words, each table's name, purpose and period (declaration.json) and the dates in the page's
 * language. The download itself stays the declaration's English: a file, not a page.
 */
export async function myDataSummary(request: Request) {
  const user = await requireUser(request);
  const lang = requestLang(request);
  const { t, ...words } = privacyWords(lang, ["summary", "data"]);
  const collected: PersonalExport = await db().transaction((tx) => collectPersonalData(tx, user.id));
  const sections: SummarySection[] = personalData
    .filter((declared) => declared.table in collected.tables)
    .map((declared) => {
      const held = collected.tables[declared.table]!;
      return {
        table: declared.table,
        ...declaredIn(lang, declared),
        withheld: held.withheld,
        rows: held.rows.map((row) => Object.entries(row).map(([k, v]): [string, string] => [k, readable(lang, v)])),
      };
    });
  return { ...words, title: t("summary.title"), sections, email: collected.person.email };
}
