import { randomBytes } from "node:crypto";
import { count, eq, inArray } from "drizzle-orm";
import { emailOutbox, enquiries } from "../../db/schema";
import { CLIENT_IP_HEADER } from "../../app/lib/http/client-ip";
import { db } from "../../app/lib/db.server";
import { randomIp } from "./partners";

/** What the enquiry pages' tests read back (ADR 0016): the action's answer, the rows, the e-mails. */

let n = 0;
/** A fresh address per call, so the per-address limit never carries from one test to the next. */
export const enquiryAddress = (label: string) => `${label}-${++n}-${randomBytes(3).toString("hex")}@example.sg`;

type Reply = {
  status: number;
  formErrors: string[];
  fieldErrors: Record<string, string[]>;
  sent?: { title: string; lines: string[] };
};
type EnquiryRoute = { action: (args: never) => Promise<{ data: unknown; init: ResponseInit | null }> };

/** Posts a form to a page's action as a browser does, from its own client address unless given one. */
export async function postEnquiry(
  route: EnquiryRoute,
  path: string,
  fields: Record<string, string>,
  ip = randomIp(),
): Promise<Reply> {
  const request = new Request(`http://localhost:3000${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { [CLIENT_IP_HEADER]: ip },
  });
  const answer = await route.action({ request, params: {}, context: { nonce: "", requestId: "" } } as never);
  const payload = answer.data as { result?: { error?: Record<string, string[] | null> }; sent?: Reply["sent"] };
  const { "": formErrors, ...fieldErrors } = payload.result?.error ?? {};
  return {
    status: answer.init?.status ?? 200,
    formErrors: formErrors ?? [],
    fieldErrors: Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k, v ?? []])),
    sent: payload.sent,
  };
}

export const enquiriesFrom = (email: string) => db().select().from(enquiries).where(eq(enquiries.email, email));
export const mailsTo = (addresses: string[]) =>
  db().select().from(emailOutbox).where(inArray(emailOutbox.to, addresses));
/** The team's copy of the enquiry from this address (its text names the address). */
export const teamMailAbout = async (team: string, email: string) =>
  (await mailsTo([team])).filter((mail) => mail.text.includes(`Email: ${email}\n`));

/** How many enquiries and e-mails there are: a refused form changes neither. */
export async function enquiryTotals() {
  const [rows] = await db().select({ n: count() }).from(enquiries);
  const [mails] = await db().select({ n: count() }).from(emailOutbox);
  return { rows: rows!.n, mails: mails!.n };
}
