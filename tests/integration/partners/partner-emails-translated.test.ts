import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../../db/schema";
import { useTestDatabase } from "../../support/db";
import { emailWord } from "../../support/email-words";
import { signedInAs } from "../../support/sessions";
import { addGpClinic, mailsTo as appointmentMails, submit, validFields } from "../../support/appointments";
import { decide } from "../../../app/features/partners/review/review.server";
import {
  adminRequest,
  application,
  decision,
  gpForm,
  mailsTo,
  register,
  reviewer,
  userByEmail,
} from "../../support/partners";

// Issue 27: a partner's e-mails in its language: the applicant's, the page's they registered on,
// kept as the account's language; a clinic's account language for what it is told of a request.

const db = useTestDatabase();

describe("a partner's e-mails in its language", () => {
  it("an applicant who registered on /zh/register/clinic: the account reads Chinese, the received e-mail is in Chinese", async () => {
    const fields = gpForm();
    const reply = await register("gp", fields, undefined, "/zh");
    expect(reply.status).toBe(200);
    const [user] = await userByEmail(fields.email as string);
    // The one place an account's language is kept, written with the account.
    expect(user!.language).toBe("zh");

    const [mail, ...more] = await mailsTo(fields.email as string);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(emailWord("zh", "partner.verify.subject"));
    expect(mail!.text).toContain(`Mdm Lee Bee Hoon，您好：`);
    expect(mail!.text).toContain(`感谢您申请以${emailWord("zh", "partner.kind.gp")}身份加入 RID-CRC`);
    expect(mail!.text).toContain(encodeURIComponent("/zh/partner-sign-in"));
    expect(mail!.html).toContain('<html lang="zh-Hans-SG"');
  });

  it("the team's decision reaches the applicant in the account's language, with the team's words as written", async () => {
    const app = await application("specialist", "pending_review");
    await db().update(users).set({ language: "ms" }).where(eq(users.id, app.userId));
    const question = "Which hospital are you affiliated with?";
    const outcome = await decide(
      adminRequest(),
      await reviewer("ms-decider"),
      decision(app, "request_info", "pending_review", question),
    );
    expect(outcome.ok).toBe(true);
    const [mail] = await mailsTo(app.email);
    expect(mail!.subject).toBe(emailWord("ms", "partner.request_info.subject"));
    expect(mail!.text).toContain(`sebagai ${emailWord("ms", "partner.kind.specialist")}`);
    expect(mail!.text).toContain(`"${question}"`);
    expect(mail!.text).toContain("http://localhost:3000/ms/dashboard/specialist");
  });

  it("the same registration on the English page stays English", async () => {
    const fields = gpForm();
    expect((await register("gp", fields)).status).toBe(200);
    const [user] = await userByEmail(fields.email as string);
    expect(user!.language).toBe("en");
    const [mail] = await mailsTo(fields.email as string);
    expect(mail!.subject).toBe("Confirm your e-mail address for your RID-CRC partner application");
  });

  it("a clinic whose account reads Tamil is told of a new request in Tamil, whatever the requester's page", async () => {
    const partner = await signedInAs(db(), "gpclinic");
    await db().update(users).set({ language: "ta" }).where(eq(users.id, partner.id));
    const clinic = await addGpClinic(partner.id);
    const fields = validFields({ clinic: `gp:${clinic.id}` });
    expect((await submit(fields)).status).toBe(200);

    const mails = await appointmentMails([fields.email!, partner.email]);
    const notice = mails.find((mail) => mail.to === partner.email)!;
    expect(notice.subject).toBe(emailWord("ta", "appointmentNotice.new.subject"));
    expect(notice.text).toContain(emailWord("ta", "appointmentNotice.new.intro").replace("{{clinic}}", clinic.name));
    expect(notice.text).toContain(emailWord("ta", "appointmentNotice.email").replace("{{email}}", fields.email!));
    expect(notice.text).toContain("http://localhost:3000/ta/dashboard/gp-clinic");
    expect(notice.text).not.toContain("Preferred date");
    expect(notice.html).toContain('<html lang="ta"');
    // The requester asked on the English page: their confirmation stays English.
    const confirmation = mails.find((mail) => mail.to === fields.email)!;
    expect(confirmation.subject).toBe("Your screening request has been received");
  });
});
