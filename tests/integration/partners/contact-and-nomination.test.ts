import { describe, expect, it } from "vitest";
import { enquiryMessages as m } from "../../../app/features/partners/enquiries/enquiry-options";
import * as contactPage from "../../../app/features/partners/routes/contact";
import * as nominationPage from "../../../app/features/partners/routes/nominate-clinician";
import * as enquiriesConsole from "../../../app/features/admin/routes/enquiries";
import { useTestDatabase } from "../../support/db";
import {
  enquiriesFrom as rowsFrom,
  enquiryAddress as address,
  enquiryTotals as totals,
  mailsTo,
  postEnquiry,
  teamMailAbout as teamMailTo,
} from "../../support/enquiries";
import { failWrites } from "../../support/failing-writes";
import { requestAs, signedInAs } from "../../support/sessions";

/** Issue 23: Talk to Us and "Nominate a clinician" reach the team's enquiries inbox (ADR 0016). */
const TEAM = "team@contact.test";
const db = useTestDatabase({ CONTACT_EMAIL: TEAM });
const context = { nonce: "", requestId: "" };

const contactFields = (over: Record<string, string> = {}) => ({
  fullName: "Mdm Lee Bee Hoon",
  email: address("visitor"),
  message: "My blood test came back positive last week, what should I do next?",
  consent: "on",
  ...over,
});
const nominationFields = (over: Record<string, string> = {}) => ({
  fullName: "Rahman bin Ismail",
  email: address("nominator"),
  clinician: "Dr Tan Wei Ming",
  clinic: "Bedok Family Clinic",
  message: "He reminds every patient over 50 about their FIT kit.",
  consent: "on",
  ...over,
});

const submit = (page: "contact" | "nomination", fields: Record<string, string>) =>
  page === "contact"
    ? postEnquiry(contactPage, "/contact", fields)
    : postEnquiry(nominationPage, "/nominate-clinician", fields);
const teamMailAbout = (email: string) => teamMailTo(TEAM, email);

describe("Talk to Us: the contact form", () => {
  it("stores a contact enquiry, acknowledges the sender and tells the team, in one go", async () => {
    const fields = contactFields();
    expect(await submit("contact", fields)).toMatchObject({
      status: 200,
      sent: {
        title: "Thank you, we have received your message",
        lines: [
          "A member of our team will reply within 2-3 business days.",
          `We have sent a copy of your enquiry to ${fields.email}.`,
        ],
      },
    });
    expect(await rowsFrom(fields.email)).toMatchObject([
      {
        kind: "contact",
        fullName: "Mdm Lee Bee Hoon",
        topic: "Message to the team",
        message: fields.message,
        phone: null,
        organisation: null,
        status: "new",
      },
    ]);

    const [ack, ...more] = await mailsTo([fields.email]);
    expect(more).toEqual([]);
    expect(ack!.subject).toBe("We have received your message to RID-CRC");
    expect(ack!.text).toContain("Hello Mdm Lee Bee Hoon,");
    expect(ack!.text).toContain("within 2-3 business days");
    // Someone may write about symptoms: the reply sends them to a doctor, not to wait for us.
    expect(ack!.text).toContain("please see a doctor now. In an emergency, call 995.");
    // The typed words are never sent back to an address nobody has proven yet.
    expect(ack!.text).not.toContain("blood test");

    const [team, ...otherTeam] = await teamMailAbout(fields.email);
    expect(otherTeam).toEqual([]);
    expect(team!.subject).toBe("New enquiry (Contact form): Mdm Lee Bee Hoon");
    expect(team!.text).toContain(`Message: ${fields.message}`);
    expect(team!.text).toContain("http://localhost:3000/admin/enquiries");
    expect(team!.text).not.toContain("Phone:");
  });

  it("refuses an empty form at each field, writing nothing", async () => {
    const before = await totals();
    const reply = await submit("contact", { fullName: " ", email: "", message: "   " });
    expect(reply.status).toBe(400);
    expect(reply.fieldErrors).toEqual({
      fullName: [m.fullNameRequired],
      email: [m.emailRequired],
      message: [m.messageRequired],
      consent: [m.consentRequired],
    });
    expect(await totals()).toEqual(before);
  });

  it.each([
    ["an address without a domain ending", { email: "uncle-bob@example" }, { email: [m.emailInvalid] }],
    [
      "a message of 2001 characters",
      { message: "x".repeat(2001) },
      { message: ["Please keep this to 2000 characters or fewer"] },
    ],
    [
      "a name of 121 characters",
      { fullName: "x".repeat(121) },
      { fullName: ["Please keep this to 120 characters or fewer"] },
    ],
  ])("%s: a field message, nothing written", async (_case, change, errors) => {
    const before = await totals();
    const reply = await submit("contact", contactFields(change));
    expect(reply).toMatchObject({ status: 400, fieldErrors: errors });
    expect(await totals()).toEqual(before);
  });

  it("an address with an account gets the same answer and the same one e-mail (no account enumeration)", async () => {
    const member = await signedInAs(db(), "champion");
    const reply = await submit("contact", contactFields({ email: member.email }));
    expect(reply).toMatchObject({ status: 200, sent: { title: "Thank you, we have received your message" } });
    const mails = await mailsTo([member.email]);
    expect(mails.map((mail) => mail.subject)).toEqual(["We have received your message to RID-CRC"]);
  });

  it("shares the enquiry limits: the 4th message from one address within the hour is refused, not written", async () => {
    const email = address("flood");
    for (let i = 0; i < 2; i++) expect((await submit("contact", contactFields({ email }))).status).toBe(200);
    expect((await submit("nomination", nominationFields({ email }))).status).toBe(200);
    const before = await totals();
    expect(await submit("contact", contactFields({ email }))).toMatchObject({ status: 429, formErrors: [m.tooMany] });
    expect(await totals()).toEqual(before);
  });

  it("when the e-mails cannot be queued, the message is not stored either (one transaction)", async () => {
    const lift = await failWrites(db(), "email_outbox", "INSERT");
    try {
      const fields = contactFields();
      expect(await submit("contact", fields)).toMatchObject({ status: 500, formErrors: [m.unexpected] });
      expect(await rowsFrom(fields.email)).toEqual([]);
    } finally {
      await lift();
    }
  });
});

describe("Nominate a clinician", () => {
  it("stores the clinician and their clinic, thanks the nominator and tells the team", async () => {
    const fields = nominationFields();
    expect(await submit("nomination", fields)).toMatchObject({
      status: 200,
      sent: { title: "Thank you for your nomination" },
    });
    expect(await rowsFrom(fields.email)).toMatchObject([
      {
        kind: "nomination",
        fullName: "Rahman bin Ismail",
        topic: "Dr Tan Wei Ming",
        organisation: "Bedok Family Clinic",
        message: fields.message,
        status: "new",
      },
    ]);
    const [ack] = await mailsTo([fields.email]);
    expect(ack!.subject).toBe("Thank you for nominating a clinician to RID-CRC");
    expect(ack!.text).not.toContain("Dr Tan Wei Ming");
    const [team] = await teamMailAbout(fields.email);
    expect(team!.subject).toBe("New enquiry (Clinician nomination): Rahman bin Ismail");
    expect(team!.text).toContain("Clinician nominated: Dr Tan Wei Ming");
    expect(team!.text).toContain("Clinic or hospital: Bedok Family Clinic");
    expect(team!.text).toContain(`Why: ${fields.message}`);
  });

  it("refuses an empty form at each field, writing nothing", async () => {
    const before = await totals();
    const reply = await submit("nomination", {});
    expect(reply.status).toBe(400);
    expect(reply.fieldErrors).toEqual({
      fullName: [m.fullNameRequired],
      email: [m.emailRequired],
      clinician: [m.clinicianRequired],
      clinic: [m.clinicRequired],
      message: [m.reasonRequired],
      consent: [m.consentRequired],
    });
    expect(await totals()).toEqual(before);
  });

  it("fields the server decides are ignored when a form sends them", async () => {
    const fields = nominationFields({ kind: "government", status: "handled", topic: "Forged", organisation: "Forged" });
    expect((await submit("nomination", fields)).status).toBe(200);
    expect(await rowsFrom(fields.email)).toMatchObject([
      { kind: "nomination", status: "new", topic: "Dr Tan Wei Ming", organisation: "Bedok Family Clinic" },
    ]);
  });
});

describe("the console's inbox", () => {
  it("lists both new kinds, filters by them, and says whom a nomination names", async () => {
    const contact = contactFields();
    const nomination = nominationFields();
    await submit("contact", contact);
    await submit("nomination", nomination);
    const load = async (query: string) => {
      const request = await requestAs(db(), "admin", `/admin/enquiries${query}`);
      return (await enquiriesConsole.loader({ request, params: {}, context } as never)).enquiries;
    };
    const nominations = await load("?kind=nomination");
    expect(nominations.every((e) => e.kind === "Clinician nomination")).toBe(true);
    expect(nominations.find((e) => e.email === nomination.email)).toMatchObject({
      topic: "Nominates Dr Tan Wei Ming",
      organisation: "Bedok Family Clinic",
    });
    const contacts = await load("?kind=contact");
    expect(contacts.map((e) => e.email)).toContain(contact.email);
    expect(contacts.map((e) => e.email)).not.toContain(nomination.email);
  });
});
