import { policyLines } from "~/features/privacy";

/**
 * The platform's legal pages (spec content §2.7). Each section is plain paragraphs or a list;
 * `{email}` stands for the contact address from the environment (CONTACT_EMAIL).
 */
type LegalSection = { heading: string; paragraphs?: string[]; list?: string[] };
type LegalPage = { title: string; description: string; intro: string; sections: LegalSection[] };

export const legalSlugs = ["privacy-policy", "terms-of-use", "cookie-policy"] as const;
export type LegalSlug = (typeof legalSlugs)[number];

export const legalPages: Record<LegalSlug, LegalPage> = {
  "privacy-policy": {
    title: "Privacy Policy",
    description:
      "How the RID-CRC platform collects, uses, protects and retains personal data under Singapore's Personal Data Protection Act 2012.",
    intro:
      "This policy explains how the RID-CRC platform handles your personal data. We follow Singapore's Personal Data Protection Act 2012 (PDPA) and collect only what we need to run the movement and help you get screened.",
    sections: [
      {
        heading: "What we collect",
        list: [
          "Your name, and the role you join as (Champion, clinic, specialist or corporate partner).",
          "Contact information: your e-mail address and, if you give it, your phone number.",
          "Health screening data you choose to share with us, such as a screening appointment request or a story about your screening experience.",
          "Account data: your password (stored only as a one-way hash), two-step verification settings, sign-in history and quiz results.",
          "Cookies that keep you signed in and secure (see our Cookie Policy).",
        ],
      },
      {
        heading: "Why we use it",
        list: [
          "To create and secure your account and let you sign in.",
          "To answer your questions and pass screening requests to the clinic or specialist you chose.",
          "To review partner registrations before a clinic, specialist or company is listed.",
          "To send e-mails you need, such as address confirmation and password reset, and updates you asked for.",
          "To publish stories you submitted for sharing, after review, with your name left out if you asked to stay anonymous.",
          "To understand, in totals that identify no one, how the movement is doing.",
        ],
      },
      {
        heading: "Consent",
        paragraphs: [
          "We collect, use and disclose your personal data only with your consent, or where the PDPA otherwise allows it. You give consent when you create an account, submit a form or share a story for the purposes stated on that form.",
          "You may withdraw your consent at any time by writing to {email}. We will tell you what withdrawing means for your account, for example that we can no longer keep you signed up.",
        ],
      },
      {
        heading: "Who sees your data",
        paragraphs: [
          "We do not sell personal data. We share it only with the clinic or specialist you asked us to contact, with service providers that host and operate the platform for us under confidentiality obligations, or where the law requires it.",
        ],
      },
      {
        heading: "Protection and retention",
        paragraphs: [
          "We protect personal data with reasonable security arrangements, including encrypted connections, hashed passwords, optional two-step verification and access limited to staff who need it.",
          "We keep personal data only as long as it serves the purpose it was collected for, or as long as the law requires, and then delete or anonymise it. When you close your account we remove your personal data, except what we must keep by law.",
          "Chatbot: we do not ask for personal details. When the bot cannot answer a question, we keep the question — without your account, and with NRIC numbers, phone numbers and e-mail addresses removed — for 90 days, so our team knows which articles to write next. Then it is deleted.",
        ],
      },
      {
        // Generated from the personal-data declaration (issue 29), so the page cannot drift from the code.
        heading: "What we keep, why, and for how long",
        list: policyLines(),
      },
      {
        heading: "Access and correction",
        paragraphs: [
          "You may ask to see the personal data we hold about you, how it has been used in the past year, or ask us to correct it. Signed-in members can update most details in their profile, and download everything we hold about them at /account/data (Your data). For anything else, write to {email}; we aim to respond within 30 days.",
        ],
      },
      {
        heading: "Contact",
        paragraphs: [
          "Questions about this policy or your personal data go to our data protection contact at {email}. We may update this policy; the version on this page is the one that applies.",
        ],
      },
    ],
  },
  "terms-of-use": {
    title: "Terms of Use",
    description: "The terms that apply when you use the RID-CRC platform, its content and its member accounts.",
    intro:
      "These are the RID-CRC platform's terms of use. By using this website you agree to them. If you do not agree, please do not use the site.",
    sections: [
      {
        heading: "Health information is not medical advice",
        paragraphs: [
          "Content on this site is educational. It is not a diagnosis and not a substitute for advice from a doctor who knows your health. If you have symptoms, or questions about your own screening, talk to your GP or a specialist. In an emergency, call 995.",
        ],
      },
      {
        heading: "Your account",
        list: [
          "Give accurate details and keep them up to date.",
          "Keep your password safe and do not share your account; tell us at {email} if you think someone else has used it.",
          "Clinics, specialists and companies are listed only after we review their registration, and we may decline or remove a listing.",
        ],
      },
      {
        heading: "What you share",
        paragraphs: [
          "When you submit a story or other content, you confirm it is yours to share and you allow us to publish it on the platform after review. Do not post anything unlawful, misleading or that identifies another person without their consent. We may edit for length or decline to publish.",
        ],
      },
      {
        heading: "Directories and third-party sites",
        paragraphs: [
          "Listings of clinics and specialists help you find care; they are not an endorsement of any treatment or fee. Links to other websites are provided for convenience, and we are not responsible for their content.",
        ],
      },
      {
        heading: "Use of the site",
        paragraphs: [
          "Do not try to break, overload or gain unauthorised access to the platform, or collect other users' data. We may suspend accounts that do.",
          "We work to keep the site accurate and available but cannot promise it will always be error-free or uninterrupted. To the extent the law allows, we are not liable for loss arising from use of the site.",
        ],
      },
      {
        heading: "Changes and governing law",
        paragraphs: [
          "We may update these terms; the version on this page applies from the day it is posted. These terms are governed by the laws of Singapore. Questions go to {email}.",
        ],
      },
    ],
  },
  "cookie-policy": {
    title: "Cookie Policy",
    description:
      "The RID-CRC platform sets only essential cookies: the session cookie and the two-step verification cookies. No tracking or advertising cookies.",
    intro:
      "Cookies are small files a website stores in your browser. The RID-CRC platform sets only the cookies it needs to work. We use no tracking, analytics or advertising cookies.",
    sections: [
      {
        heading: "The cookies we set",
        list: [
          "Session cookie: keeps you signed in after you log in, and is removed when you sign out or it expires.",
          "Two-step verification cookies: remember that you are part-way through signing in with a verification code, and, if you choose, that this browser is trusted, so you are not asked for a code every time.",
        ],
      },
      {
        heading: "Why we do not ask for consent",
        paragraphs: [
          "These cookies are strictly necessary for signing in and for your account's security, so the site cannot work without them. They are HTTP-only, so scripts on the page cannot read them, and on the live site they travel only over encrypted connections.",
        ],
      },
      {
        heading: "Your choices",
        paragraphs: [
          "You can block or delete cookies in your browser settings. If you do, you can still read the site, but you will not be able to sign in.",
        ],
      },
      {
        heading: "Contact",
        paragraphs: ["Questions about cookies go to {email}."],
      },
    ],
  },
};
