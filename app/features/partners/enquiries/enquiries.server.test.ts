import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminActivityLog, enquiries } from "#db/schema";
import { CLIENT_IP_HEADER } from "~/lib/http/client-ip";
import { useTestDatabase } from "../../../../tests/support/db";
import {
  enquiriesFrom as rowsFrom,
  enquiryAddress as address,
  enquiryTotals as totals,
  mailsTo,
  postEnquiry,
  teamMailAbout as teamMailTo,
} from "../../../../tests/support/enquiries";
import { randomIp } from "../../../../tests/support/partners";
import { failWrites } from "../../../../tests/support/failing-writes";
import { signedInAs } from "../../../../tests/support/sessions";
import { listEnquiries, markEnquiryHandled, submitEnquiry } from "./enquiries.server";
import { enquiryMessages as m } from "./enquiry-options";
import * as governmentPage from "../routes/register-government";
import * as trialPage from "../routes/signup-trial";

const TEAM = "team@enquiries.test";
const db = useTestDatabase({ CONTACT_EMAIL: TEAM });

const governmentFields = (overrides: Record<string, string> = {}): Record<string, string> => ({
  fullName: "Tan Mei Ling",
  email: address("agency"),
  phone: "6123 4567",
  organisation: "Health Promotion Board",
  designation: "Deputy Director, Screening",
  topic: "Population screening programmes",
  message: "We would like to discuss a joint FIT campaign in the heartlands.",
  consent: "on",
  ...overrides,
});

const trialFields = (overrides: Record<string, string> = {}): Record<string, string> => ({
  fullName: "Lim Ah Hock",
  email: address("volunteer"),
  phone: "",
  ageGroup: "50–59",
  topic: "Screening and early detection studies",
  message: "",
  consent: "on",
  ...overrides,
});

const submit = (page: "government" | "trial", fields: Record<string, string>, ip?: string) =>
  page === "government"
    ? postEnquiry(governmentPage, "/register/government", fields, ip)
    : postEnquiry(trialPage, "/signup-trial", fields, ip);
const teamMailAbout = (email: string) => teamMailTo(TEAM, email);

describe("a government enquiry (ADR 0016)", () => {
  it("stores one row and queues the acknowledgement and the team's copy", async () => {
    const fields = governmentFields();
    const reply = await submit("government", fields);
    expect(reply).toMatchObject({
      status: 200,
      sent: {
        title: "Thank you, we have received your enquiry",
        lines: [
          "A member of our team will reply within 2-3 business days.",
          `We have sent a copy of your enquiry to ${fields.email}.`,
        ],
      },
    });

    const [row, ...more] = await rowsFrom(fields.email!);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      kind: "government",
      fullName: "Tan Mei Ling",
      phone: "+65 6123 4567",
      organisation: "Health Promotion Board",
      designation: "Deputy Director, Screening",
      topic: "Population screening programmes",
      ageGroup: null,
      message: fields.message,
      status: "new",
      handledBy: null,
      handledAt: null,
    });
    expect(row!.consentedAt).toBeInstanceOf(Date);

    const [ack, ...otherAcks] = await mailsTo([fields.email!]);
    expect(otherAcks).toEqual([]);
    expect(ack!.subject).toBe("We have received your enquiry to RID-CRC");
    expect(ack!.text).toContain("Hello Tan Mei Ling,");
    expect(ack!.text).toContain("within 2-3 business days");
    expect(ack!.text).toContain("Population screening programmes");
    // What the person typed is not sent back to an address nobody has proven yet.
    expect(ack!.text).not.toContain("heartlands");

    const [team, ...otherTeam] = await teamMailAbout(fields.email!);
    expect(otherTeam).toEqual([]);
    expect(team!.subject).toBe("New enquiry (Government agency): Health Promotion Board (Tan Mei Ling)");
    for (const line of [
      "Name: Tan Mei Ling",
      "Phone: +65 6123 4567",
      "Agency: Health Promotion Board",
      "Designation: Deputy Director, Screening",
      "Topic: Population screening programmes",
      `Message: ${fields.message}`,
      "Agreed to be contacted: ",
      "http://localhost:3000/admin/enquiries",
    ])
      expect(team!.text).toContain(line);
  });

  it("a trial enquiry keeps the age group, leaves the agency empty and promises a coordinator", async () => {
    const fields = trialFields({ email: ` ${address("Upper").toUpperCase()} ` });
    const email = fields.email!.trim().toLowerCase();
    expect(await submit("trial", fields)).toMatchObject({
      status: 200,
      sent: {
        lines: [
          "A trial coordinator from our team will contact you to talk about studies that may suit you.",
          `We have sent a copy of your enquiry to ${email}.`,
        ],
      },
    });
    expect(await rowsFrom(email)).toMatchObject([
      {
        kind: "trial",
        phone: null,
        organisation: null,
        designation: null,
        ageGroup: "50–59",
        topic: "Screening and early detection studies",
        message: null,
      },
    ]);
    const [ack] = await mailsTo([email]);
    expect(ack!.subject).toBe("We have received your interest in clinical trials");
    expect(ack!.text).toContain("A trial coordinator from our team will contact you");
    expect(ack!.text).toContain(
      "We do not share your details with any study team, hospital or sponsor without your consent",
    );
    expect(ack!.text).toContain("not medical advice");
    const [team] = await teamMailAbout(email);
    expect(team!.text).toContain("Age group: 50–59");
    expect(team!.text).toContain("Phone: not given");
    expect(team!.text).toContain("Message: none");
  });

  it("markup is stored as the text it is, and the schema still applies to it", async () => {
    const name = `<script>alert("x")</script> Tan`;
    const fields = governmentFields({ fullName: name });
    expect((await submit("government", fields)).status).toBe(200);
    expect((await rowsFrom(fields.email!))[0]!.fullName).toBe(name);

    const tooLong = `<script>${"x".repeat(120)}</script>`;
    const refused = await submit("government", governmentFields({ fullName: tooLong }));
    expect(refused.fieldErrors).toEqual({ fullName: ["Please keep this to 120 characters or fewer"] });
  });

  it("fields the server decides are ignored when a form sends them", async () => {
    const admin = await signedInAs(db(), "admin");
    const fields = governmentFields({
      status: "handled",
      handledBy: admin.id,
      handledAt: "2020-01-01T00:00:00Z",
      kind: "trial",
      consentedAt: "2020-01-01T00:00:00Z",
    });
    expect((await submit("government", fields)).status).toBe(200);
    const [row] = await rowsFrom(fields.email!);
    expect(row).toMatchObject({ kind: "government", status: "new", handledBy: null, handledAt: null });
    expect(row!.consentedAt.getFullYear()).toBeGreaterThan(2020);
  });
});

describe("what the forms refuse: field messages, nothing written", () => {
  it("every required field of the government form, at its field", async () => {
    const before = await totals();
    const reply = await submit("government", {});
    expect(reply.status).toBe(400);
    expect(reply.fieldErrors).toEqual({
      fullName: [m.fullNameRequired],
      email: [m.emailRequired],
      organisation: [m.agencyRequired],
      designation: [m.designationRequired],
      topic: [m.topicRequired],
      consent: [m.consentRequired],
    });
    expect(await totals()).toEqual(before);
  });

  it("every required field of the trial form, at its field", async () => {
    const before = await totals();
    const reply = await submit("trial", { fullName: "   ", email: "", ageGroup: "", topic: "" });
    expect(reply.status).toBe(400);
    expect(reply.fieldErrors).toEqual({
      fullName: [m.fullNameRequired],
      email: [m.emailRequired],
      ageGroup: [m.ageGroupRequired],
      topic: [m.topicRequired],
      consent: [m.consentRequired],
    });
    expect(await totals()).toEqual(before);
  });

  it.each([
    ["government", { email: "not-an-email" }, { email: [m.emailInvalid] }],
    ["government", { phone: "12345" }, { phone: [m.phoneInvalid] }],
    ["government", { topic: "Free holidays" }, { topic: [m.topicRequired] }],
    [
      "government",
      { organisation: "x".repeat(201) },
      { organisation: ["Please keep this to 200 characters or fewer"] },
    ],
    ["government", { message: "x".repeat(2001) }, { message: ["Please keep this to 2000 characters or fewer"] }],
    ["government", { consent: "yes" }, { consent: [m.consentRequired] }],
    ["trial", { ageGroup: "35" }, { ageGroup: [m.ageGroupRequired] }],
    ["trial", { topic: "Population screening programmes" }, { topic: [m.topicRequired] }],
    ["trial", { message: "x".repeat(2001) }, { message: ["Please keep this to 2000 characters or fewer"] }],
    ["trial", { consent: "" }, { consent: [m.consentRequired] }],
  ] as const)("%s form with %j: %j", async (page, change, errors) => {
    const fields = page === "government" ? governmentFields(change) : trialFields(change);
    const before = await totals();
    const reply = await submit(page, fields);
    expect(reply.status).toBe(400);
    expect(reply.fieldErrors).toEqual(errors);
    expect(await totals()).toEqual(before);
  });

  it("a message of exactly 2000 characters is accepted", async () => {
    expect((await submit("trial", trialFields({ message: "x".repeat(2000) }))).status).toBe(200);
  });

  it("the 4th enquiry from one address within the hour is refused with 429, and not written", async () => {
    const email = address("flood");
    for (let i = 0; i < 3; i++) expect((await submit("government", governmentFields({ email }))).status).toBe(200);
    const before = await totals();
    const fourth = await submit("trial", trialFields({ email }));
    expect(fourth).toMatchObject({ status: 429, formErrors: [m.tooMany] });
    expect(m.tooMany).toBe("Too many signup attempts. Please wait a few minutes and try again.");
    expect(await totals()).toEqual(before);
    expect(await rowsFrom(email)).toHaveLength(3);
  });

  it("the 11th enquiry from one client address within the hour is refused", async () => {
    const ip = randomIp();
    for (let i = 0; i < 10; i++) expect((await submit("trial", trialFields(), ip)).status).toBe(200);
    expect(await submit("trial", trialFields(), ip)).toMatchObject({ status: 429, formErrors: [m.tooMany] });
  });

  it("when the e-mail cannot be queued, the enquiry is not stored either (one transaction)", async () => {
    const lift = await failWrites(db(), "email_outbox", "INSERT");
    try {
      const fields = governmentFields();
      const before = await totals();
      expect(await submit("government", fields)).toMatchObject({ status: 500, formErrors: [m.unexpected] });
      expect(await rowsFrom(fields.email!)).toEqual([]);
      expect(await totals()).toEqual(before);
    } finally {
      await lift();
    }
  });
});

describe("the console: listing and marking handled", () => {
  const request = () =>
    new Request("http://localhost:3000/admin/enquiries", { headers: { [CLIENT_IP_HEADER]: "10.9.8.7" } });

  async function newEnquiry(page: "government" | "trial" = "government") {
    const email = address("listed");
    const ok = await submitEnquiry(
      new Request("http://localhost:3000/", { headers: { [CLIENT_IP_HEADER]: randomIp() } }),
      page,
      page === "government"
        ? {
            fullName: "Listed Person",
            email,
            phone: null,
            organisation: "Ministry of Health",
            designation: "Director",
            topic: "Something else",
            message: null,
            consent: "on",
          }
        : {
            fullName: "Listed Person",
            email,
            phone: null,
            ageGroup: "60–69",
            topic: "Any study I may be suitable for",
            message: null,
            consent: "on",
          },
    );
    expect(ok).toEqual({ ok: true, email });
    return (await rowsFrom(email))[0]!;
  }

  it("lists newest first, filtered by kind and status", async () => {
    const older = await newEnquiry("government");
    const newer = await newEnquiry("trial");
    const all = await listEnquiries();
    expect(all.findIndex((e) => e.id === newer.id)).toBeLessThan(all.findIndex((e) => e.id === older.id));
    const trials = await listEnquiries({ kind: "trial", status: "new" });
    expect(trials.every((e) => e.kind === "trial" && e.status === "new")).toBe(true);
    expect(trials.map((e) => e.id)).toContain(newer.id);
    expect(trials.map((e) => e.id)).not.toContain(older.id);
  });

  it("two admins at once: exactly one marks it handled, with one audit row", async () => {
    const [first, second] = [await signedInAs(db(), "admin"), await signedInAs(db(), "super_admin")];
    const enquiry = await newEnquiry();
    const outcomes = await Promise.all([
      markEnquiryHandled(request(), first, enquiry.id),
      markEnquiryHandled(request(), second, enquiry.id),
    ]);
    expect(outcomes.filter((o) => o.ok)).toEqual([{ ok: true, message: m.handled("Listed Person") }]);
    expect(outcomes.filter((o) => !o.ok)).toEqual([{ ok: false, status: 409, message: m.alreadyHandled }]);

    const [row] = await db().select().from(enquiries).where(eq(enquiries.id, enquiry.id));
    expect(row!.status).toBe("handled");
    expect([first.id, second.id]).toContain(row!.handledBy);
    expect(row!.handledAt).toBeInstanceOf(Date);

    const audit = await db().select().from(adminActivityLog).where(eq(adminActivityLog.targetId, enquiry.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      adminId: row!.handledBy,
      action: "enquiry.handled",
      targetType: "enquiry",
      ipAddress: "10.9.8.7",
      before: { status: "new" },
      after: { status: "handled" },
    });

    const [listed] = (await listEnquiries({ status: "handled" })).filter((e) => e.id === enquiry.id);
    expect(listed!.handledBy).toMatch(/@test\.example$/);
  });

  it("an unknown enquiry is not found, and nothing is written", async () => {
    const admin = await signedInAs(db(), "admin");
    const before = await db().select({ n: count() }).from(adminActivityLog);
    expect(await markEnquiryHandled(request(), admin, "00000000-0000-4000-8000-000000000000")).toEqual({
      ok: false,
      status: 404,
      message: m.notFound,
    });
    expect(await db().select({ n: count() }).from(adminActivityLog)).toEqual(before);
  });
});
