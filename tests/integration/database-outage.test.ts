import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { users } from "../../db/schema";
import * as signUpRoute from "../../app/features/accounts/routes/sign-up";
import * as appointmentRoute from "../../app/features/directory/routes/appointment-new";
import * as contactRoute from "../../app/features/partners/routes/contact";
import { CLIENT_IP_HEADER } from "../../app/lib/http/client-ip";
import { RETRY_AFTER_SECONDS } from "../../app/lib/http/outage";
import { useTestDatabase } from "../support/db";
import { enquiriesFrom } from "../support/enquiries";
import { failWrites } from "../support/failing-writes";
import { requestsTo, validFields } from "../support/appointments";
import { randomIp, unique } from "../support/unique";

/**
 * Issue 25: a form posted while the database cannot be reached comes back as typed, with the
 * form-level "briefly unavailable, nothing was saved" and a 503 (app/lib/http/outage.server.ts
 * keepingTheForm). The outage is simulated by the error a server shutting down sends (57P01) on
 * the first write every one of these forms makes, its rate-limit count; tests/outage stops a real
 * PostgreSQL.
 */
const db = useTestDatabase();
let restore: (() => Promise<void>) | undefined;
beforeEach(async () => {
  restore = await failWrites(db(), "rate_limit_buckets", "INSERT", { sqlstate: "57P01" });
});
afterEach(async () => {
  await restore?.();
});

type Answer = {
  data: unknown;
  init: { status?: number; headers?: Record<string, string> } | null;
};
type Result = {
  status?: string;
  initialValue?: Record<string, unknown> | null;
  error?: Record<string, string[] | null>;
};

async function post(route: { action: unknown }, path: string, fields: Record<string, string>) {
  const request = new Request(`http://localhost:3000${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { [CLIENT_IP_HEADER]: randomIp() },
  });
  const action = route.action as (args: unknown) => Promise<Answer>;
  return action({ request, params: {}, context: { nonce: "", requestId: "" } });
}

/** The form's answer: 503, Retry-After, and the form-level message with what was typed. */
const NOTHING_SAVED = "The site is briefly unavailable. Nothing was saved. Please try again in a minute.";

function expectFormKept(
  answer: Answer,
  result: Result | undefined,
  typed: Record<string, string>,
  message = NOTHING_SAVED,
) {
  expect(answer.init?.status).toBe(503);
  expect(answer.init?.headers?.["Retry-After"]).toBe(String(RETRY_AFTER_SECONDS));
  expect(result?.status).toBe("error");
  expect(result?.error?.[""]).toEqual([message]);
  expect(result?.initialValue).toMatchObject(typed);
}

describe("a form posted during a database outage", () => {
  it("the champion sign-up comes back with the name and address typed, never the password", async () => {
    const email = `${unique("champion")}@example.sg`;
    const fields = {
      fullName: "Tan Ah Kow",
      email,
      password: "Outage-Pass-123",
      confirmPassword: "Outage-Pass-123",
      agreedToTerms: "on",
      ref: "",
    };
    const answer = await post(signUpRoute, "/join-the-movement", fields);
    const result = answer.data as Result;
    expectFormKept(answer, result, { fullName: "Tan Ah Kow", email, agreedToTerms: "on" });
    expect(result.initialValue).not.toHaveProperty("password");
    expect(result.initialValue).not.toHaveProperty("confirmPassword");
    await restore?.();
    restore = undefined;
    expect(await db().select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it("the appointment request comes back as typed, and nothing is stored", async () => {
    const email = `${unique("requester")}@example.sg`;
    const typed = { name: "Siti Rahmat", email, message: "I am 52 and have never been screened." };
    const answer = await post(appointmentRoute, "/appointments/new", validFields(typed));
    const { result } = answer.data as { result?: Result };
    expectFormKept(answer, result, typed);
    await restore?.();
    restore = undefined;
    expect(await requestsTo(email)).toEqual([]);
  });

  it("the contact form comes back as typed, and nothing is stored", async () => {
    const email = `${unique("visitor")}@example.sg`;
    const fields = { fullName: "Mdm Lee", email, message: "When should I get screened?", consent: "on" };
    const answer = await post(contactRoute, "/contact", fields);
    const { result } = answer.data as { result?: Result };
    expectFormKept(answer, result, fields);
    await restore?.();
    restore = undefined;
    expect(await enquiriesFrom(email)).toEqual([]);
  });

  it("a form posted from a page in another language hears it in that language (issue 27)", async () => {
    const email = `${unique("visitor")}@example.sg`;
    const fields = { fullName: "Mdm Lee", email, message: "我什么时候应该筛检？", consent: "on" };
    const answer = await post(contactRoute, "/zh/contact", fields);
    const { result } = answer.data as { result?: Result };
    expectFormKept(answer, result, fields, "网站暂时无法使用。没有保存任何内容。请在一分钟后再试。");
  });

  it("any other failure of the same write is not called an outage", async () => {
    await restore?.();
    restore = await failWrites(db(), "rate_limit_buckets", "INSERT");
    const answer = post(contactRoute, "/contact", {
      fullName: "Mdm Lee",
      email: `${unique("visitor")}@example.sg`,
      message: "When should I get screened?",
      consent: "on",
    });
    // Not a 503 with the form: the failure goes on to the error page (a 500) as before.
    await expect(answer).rejects.toMatchObject({ cause: { code: "P0001", message: "simulated failure" } });
  });
});
