import { describe, expect, it } from "vitest";
import * as contactPage from "../../../app/features/partners/routes/contact";
import * as nominationPage from "../../../app/features/partners/routes/nominate-clinician";
import * as governmentPage from "../../../app/features/partners/routes/register-government";
import * as trialPage from "../../../app/features/partners/routes/signup-trial";
import ms from "../../../app/locales/ms/email.json";
import ta from "../../../app/locales/ta/email.json";
import { useTestDatabase } from "../../support/db";
import { enquiryAddress as address, mailsTo, postEnquiry, teamMailAbout } from "../../support/enquiries";

/** Issue 27: the copy of an enquiry or a nomination goes out in the language of the page it was sent from. */
const TEAM = "team@copies.test";
useTestDatabase({ CONTACT_EMAIL: TEAM });

const forms = {
  contact: {
    route: contactPage,
    path: "/contact",
    fields: { message: "Is FIT free for me?" },
  },
  nomination: {
    route: nominationPage,
    path: "/nominate-clinician",
    fields: { clinician: "Dr Tan Wei Ming", clinic: "Bedok Family Clinic", message: "Kind to every patient." },
  },
  government: {
    route: governmentPage,
    path: "/register/government",
    fields: {
      phone: "6123 4567",
      organisation: "Health Promotion Board",
      designation: "Director",
      topic: "Public awareness campaigns",
      message: "",
    },
  },
  trial: {
    route: trialPage,
    path: "/signup-trial",
    fields: { phone: "", ageGroup: "60–69", topic: "Studies for people with polyps or a family history", message: "" },
  },
} as const;

async function copyOf(kind: keyof typeof forms, lang: "" | "/zh" | "/ms" | "/ta") {
  const { route, path, fields } = forms[kind];
  const email = address(kind);
  const reply = await postEnquiry(route, `${lang}${path}`, {
    fullName: "Mdm Lee Bee Hoon",
    email,
    consent: "on",
    ...fields,
  });
  expect(reply.status).toBe(200);
  const [copy, ...more] = await mailsTo([email]);
  expect(more).toEqual([]);
  return { copy: copy!, team: (await teamMailAbout(TEAM, email))[0]! };
}

describe("the enquiry forms' copies by e-mail in the page's language", () => {
  it("in Chinese: the subject, the greeting, the promise, the safety line and the choice's label", async () => {
    const contact = (await copyOf("contact", "/zh")).copy;
    expect(contact.subject).toBe("我们已收到您给 RID-CRC 的留言");
    expect(contact.text).toContain("Mdm Lee Bee Hoon，您好：");
    expect(contact.text).toContain("2-3 个工作日内回复您");
    expect(contact.text).toContain("请立即就医。紧急情况请拨打 995。");
    expect(contact.text).toContain(`请写信至 ${TEAM}，我们会将其删除`);
    expect(contact.text).not.toContain("Is FIT free");

    const { copy: government, team } = await copyOf("government", "/zh");
    expect(government.subject).toBe("我们已收到您给 RID-CRC 的咨询");
    expect(government.text).toContain("您咨询的内容是：公众宣传活动");
    // The team reads English whatever the sender's language, with the stored English choice.
    expect(team.subject).toMatch(/^New enquiry \(Government agency\)/);
    expect(team.text).toContain("Topic: Public awareness campaigns");

    const trial = (await copyOf("trial", "/zh")).copy;
    expect(trial.subject).toBe("我们已收到您对临床试验的兴趣登记");
    expect(trial.text).toContain("您表示感兴趣的是：为有息肉或家族病史的人而设的研究");
    expect(trial.text).toContain("不要等待临床试验");

    const nomination = (await copyOf("nomination", "/zh")).copy;
    expect(nomination.subject).toBe("感谢您向 RID-CRC 提名医生");
    expect(nomination.text).not.toContain("Dr Tan Wei Ming");
  });

  it("in Malay and Tamil, every kind's subject and body are the language's", async () => {
    for (const [prefix, words] of [
      ["/ms", ms],
      ["/ta", ta],
    ] as const) {
      for (const kind of Object.keys(forms) as (keyof typeof forms)[]) {
        const { copy } = await copyOf(kind, prefix);
        expect(copy.subject).toBe(words.enquiry[kind].subject);
        expect(copy.text.startsWith(words.greeting.named.replace("{{name}}", "Mdm Lee Bee Hoon"))).toBe(true);
        expect(copy.text).toContain(TEAM);
        expect(copy.text).not.toMatch(/Thank you|Hello/);
      }
    }
  });

  it("in English, as before", async () => {
    const { copy } = await copyOf("trial", "");
    expect(copy.subject).toBe("We have received your interest in clinical trials");
    expect(copy.text).toContain(
      "You told us you are interested in: Studies for people with polyps or a family history",
    );
    expect(copy.text).toContain("please see a doctor now rather than waiting for a trial. In an emergency, call 995.");
  });
});
