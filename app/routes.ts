import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

const accounts = (file: string) => `features/accounts/routes/${file}`;
const admin = (file: string) => `features/admin/routes/${file}`;

// The route table, in the order of the spec's route tables, each group under the feature that owns it.
export default [
  // Every public page in the four languages (issue 27, ADR 0027): English at /…, the others under
  // /zh, /ms, /ta. One table: the parent's loader turns any other first segment (/xx/…, /zh-TW/…,
  // and /not-a-page, which would match ":lang" + index) into the not-found page.
  route(":lang?", "features/site/routes/language.tsx", { id: "language" }, [
    index("features/site/routes/home.tsx"),

    // Accounts (spec accounts §2.1)
    route("login", accounts("login.tsx"), { id: "login" }),
    route("champion-sign-in", accounts("login.tsx"), { id: "champion-sign-in" }),
    route("partner-sign-in", accounts("login.tsx"), { id: "partner-sign-in" }),
    route("login/two-factor", accounts("two-factor-challenge.tsx")),
    route("login-redirect", accounts("login-redirect.tsx")),
    route("forgot-password", accounts("forgot-password.tsx")),
    route("reset-password", accounts("reset-password.tsx"), { id: "reset-password" }),
    route("auth/reset-password", accounts("reset-password.tsx"), { id: "auth-reset-password" }),
    // The Champion sign-up with, below it, the spec's #nominate-clinician section (issue 23).
    layout("features/site/routes/join-the-movement.tsx", { id: "join-the-movement-page" }, [
      route("join-the-movement", accounts("sign-up.tsx"), { id: "join-the-movement" }),
      route("join-movement", accounts("sign-up.tsx"), { id: "join-movement" }),
    ]),
    route("signup/champion", accounts("sign-up.tsx"), { id: "signup-champion" }),
    route("champion-signup-success", accounts("signup-success.tsx")),
    route("account/two-factor", accounts("two-factor-settings.tsx")),
    route("profile/champion", accounts("profile-champion.tsx")),
    route("profile/specialist", accounts("profile-specialist.tsx")),
    route("profile/gp-clinic", accounts("profile-gp-clinic.tsx")),
    // The corporate contact's company details (issue 29): partners owns the company's record.
    route("profile/corporate", "features/partners/routes/profile-corporate.tsx"),
    route("account/password", accounts("change-password.tsx")),
    // The sign-in address, changed by its owner through a link to the new address (issue 29)
    route("account/email", accounts("change-email.tsx")),
    route("account/email/confirm/:token", accounts("confirm-email-change.tsx")),
    // The person's own data (issue 29): the download and the same as a page
    route("account/data", "features/privacy/routes/my-data.tsx"),
    route("account/data/download", "features/privacy/routes/my-data-download.ts"),
    route("account/data/summary", "features/privacy/routes/my-data-summary.tsx"),
    route("account/consents", "features/privacy/routes/my-consents.tsx"),
    route("account/delete", "features/privacy/routes/delete-account.tsx"),
    // The person's own appointment requests, corrected or withdrawn while pending (issue 29)
    route("account/appointments", "features/directory/routes/my-appointments.tsx"),
    route("account/appointments/:id", "features/directory/routes/my-appointment.tsx"),
    // The person's own event registrations: the name corrected or the place cancelled until the event starts (issue 29)
    route("account/events", "features/events/routes/my-registrations.tsx"),
    route("account/events/:id", "features/events/routes/my-registration.tsx"),
    // The Champion's own referrals, corrected or withdrawn until the friend joins (issue 29)
    route("account/referrals", "features/community/routes/my-referrals.tsx"),
    route("account/referrals/:id", "features/community/routes/my-referral.tsx"),
    // The Champion's own stories, corrected (read again by the team) or removed (issue 29)
    route("account/stories", "features/community/routes/my-stories.tsx"),
    route("account/stories/:id", "features/community/routes/my-story.tsx"),
    // The corporate contact's pledges, corrected or withdrawn until the team decides (issue 29)
    route("account/pledges", "features/corporate/routes/my-pledges.tsx"),
    route("account/pledges/:id", "features/corporate/routes/my-pledge.tsx"),
    route("logout", accounts("logout.tsx")),

    // Role dashboards (spec content §2.6), then the Champion's community pages
    route("dashboard/champion", "features/dashboards/routes/dashboard.tsx", { id: "dashboard-champion" }),
    route("dashboard/gp-clinic", "features/dashboards/routes/dashboard.tsx", { id: "dashboard-gp-clinic" }),
    route("dashboard/specialist", "features/dashboards/routes/dashboard.tsx", { id: "dashboard-specialist" }),
    route("dashboard/corporate", "features/dashboards/routes/dashboard.tsx", { id: "dashboard-corporate" }),
    // A Champion's own screening record and its reminders (issue 26)
    route("dashboard/screening", "features/screening/routes/screening.tsx"),
    route("screening-reminders/:token", "features/screening/routes/reminder-opt-out.tsx"),
    route("refer-friend", "features/community/routes/refer-friend.tsx"),
    route("share-your-story", "features/community/routes/share-your-story.tsx"),
    route("quiz", "features/community/routes/quiz.tsx"),

    // Education (spec content §2.1, §2.3)
    route("education/article/:slug", "features/education/routes/article.tsx"),
    route("education", "features/education/routes/hub.tsx"),
    route("education/patients", "features/education/routes/audience-hub.tsx", { id: "education-patients" }),
    route("education/patients/:topic", "features/education/routes/topic.tsx", { id: "education-patients-topic" }),
    route("education/clinicians", "features/education/routes/audience-hub.tsx", { id: "education-clinicians" }),
    route("education/clinicians/:topic", "features/education/routes/topic.tsx", { id: "education-clinicians-topic" }),
    route("education/newsroom", "features/education/routes/newsroom.tsx"),
    route("education/newsroom/press-releases", "features/education/routes/press-releases.tsx"),
    route("education/newsroom/research-updates", "features/education/routes/research-updates.tsx"),
    route("education/faqs", "features/education/routes/faqs.tsx"),
    route("education/resources", "features/education/routes/resources.tsx"),
    route("education/patients/basics/understanding-colorectal-cancer", "features/education/routes/alias-redirect.tsx", {
      id: "alias-basics-understanding",
    }),
    route("education/patients/basics/how-crc-develops-from-polyps", "features/education/routes/alias-redirect.tsx", {
      id: "alias-basics-polyps",
    }),
    route("education/patients/screening/screening-options-overview", "features/education/routes/alias-redirect.tsx", {
      id: "alias-screening-options",
    }),
    route("education/clinicians/research/kaiser-crc-study", "features/education/routes/alias-redirect.tsx", {
      id: "alias-kaiser-study",
    }),
    route("clinician-education", "features/education/routes/alias-redirect.tsx", { id: "alias-clinician-education" }),
    route("education/article", "features/education/routes/alias-redirect.tsx", { id: "alias-article-without-slug" }),

    // Site, movement, screening guide, legal, stories, events and sponsor pages
    route("about-us", "features/site/routes/about-us.tsx"),
    route("about/advisors", "features/site/routes/advisors.tsx"),
    // The advisors' photos, uploaded in the console and resized on the server (issue 26)
    route("vision2035", "features/site/routes/vision.tsx"),
    route("csr-showcase", "features/corporate/routes/csr-showcase.tsx"),
    route("get-screened", "features/site/routes/get-screened.tsx"),
    route("get-screened/costs", "features/screening/routes/costs.tsx"),
    // A visitor's due-date reminder from the checker's answer, and its e-mails' link (issue 26)
    route("get-screened/remind", "features/screening/routes/remind.tsx"),
    route("get-screened/reminder/:token", "features/screening/routes/reminder-manage.tsx"),
    // The newsletter without an account: sign-up, double opt-in, one-click stop (issue 29)
    route("newsletter/subscribe", "features/newsletter/routes/subscribe.tsx"),
    route("newsletter/confirm/:token", "features/newsletter/routes/confirm.tsx"),
    route("newsletter/unsubscribe/:token", "features/newsletter/routes/unsubscribe.tsx"),
    route("stories", "features/community/routes/stories.tsx"),
    route("stories/:id", "features/community/routes/story.tsx"),
    route("upcoming-events", "features/events/routes/upcoming-events.tsx"),
    route("choose-screening", "features/site/routes/choose-screening.tsx"),
    route("movement-pillars", "features/site/routes/movement-pillars.tsx"),
    // The awareness pillar has widgets that need React; the other pillars ship none (ADR 0024).
    route("pillars/rid-crc-pub", "features/site/routes/awareness-pillar.tsx"),
    route("pillars/:pillar", "features/site/routes/pillar.tsx"),
    route("clinical-trials", "features/site/routes/clinical-trials.tsx"),
    route("cookie-policy", "features/site/routes/legal.tsx", { id: "cookie-policy" }),
    route("privacy-policy", "features/site/routes/legal.tsx", { id: "privacy-policy" }),
    route("terms-of-use", "features/site/routes/legal.tsx", { id: "terms-of-use" }),
    ...[
      "screening/find-gp",
      "screening/find-specialist",
      "about",
      "dashboard",
      "members/share-story",
      "signup/corporate",
    ].map((path) => route(path, "features/site/routes/redirects.tsx", { id: `redirect-${path}` })),

    // Search (the sitemap and robots.txt are English-only files, below)
    route("search", "features/search/routes/search.tsx"),

    // The chatbot
    route("chat", "features/chat/routes/chat.tsx"),

    // Directories, clinic lookup and appointments
    route("find-a-gp", "features/directory/routes/find-a-gp.tsx", { id: "find-a-gp" }),
    route("find-a-specialist", "features/directory/routes/find-a-specialist.tsx", { id: "find-a-specialist" }),
    route("appointments/new", "features/directory/routes/appointment-new.tsx"),
    route("clinics", "features/directory/routes/clinics.tsx"),

    // Partner registration and the enquiries that reach the team (spec accounts §2.9; issues #13, #23);
    // the team reviews both in the console
    route("register/clinic", "features/partners/routes/register-clinic.tsx"),
    route("register/specialist", "features/partners/routes/register-specialist.tsx"),
    route("register/corporate", "features/partners/routes/register-corporate.tsx"),
    route("register/government", "features/partners/routes/register-government.tsx"),
    route("signup-trial", "features/partners/routes/signup-trial.tsx"),
    route("contact", "features/partners/routes/contact.tsx"),
    route("nominate-clinician", "features/partners/routes/nominate-clinician.tsx"),
    // Events: pages and registration (issue #15)
    route("upcoming-events/:id", "features/events/routes/event.tsx"),
    route("events/registration/:token", "features/events/routes/manage-registration.tsx"),
    // An article's PDF in the page's language (issue 27): a file, but the reader's language.
    route("education/article/:slug/pdf", "features/education/routes/article-pdf.tsx"),
    // Corporate sponsorship: the certificate (issue #15), in the dashboard's language (issue 27).
    route("dashboard/corporate/certificate.pdf", "features/corporate/routes/certificate.tsx"),
    // An address under /zh/, /ms/ or /ta/ that no page claims: the not-found page in that language.
    route("*", "features/site/routes/not-found.tsx", { id: "not-found-in-language" }),
  ]),

  // English only: the console's sign-in, files (PDF but an article's and the certificate, calendar, photos), the crawlers' files and
  // the chat's API; the language switch itself.
  route("admin/login", accounts("admin-login.tsx")),
  route("dashboard/screening/next.ics", "features/screening/routes/screening-calendar.ts"),
  route("education/resources/:file", "features/education/routes/resource-pdf.tsx"),
  route("media/advisors/:file", "features/advisors/routes/photo.ts"),
  route("pillars/rid-crc-csr/pitch-deck.pdf", "features/corporate/routes/pitch-deck.tsx"),
  route("sitemap.xml", "features/search/routes/sitemap.ts"),
  route("robots.txt", "features/search/routes/robots.ts"),
  route("chat/api", "features/chat/routes/chat-api.ts"),
  route("language", "features/site/routes/language-switch.ts"),

  // The admin console (spec accounts §2.3; issues #13, #14, #15): one layout route runs the console
  // guard once and draws the console's own frame; each page's loader and action still check access
  // through their domain. A console page outside it fails tests/security/console-layout.test.ts.
  layout("features/admin/routes/console.tsx", { id: "console" }, [
    ...prefix("admin", [
      route("dashboard", admin("overview.tsx"), { id: "admin-dashboard" }),
      route("users", admin("users.tsx")),
      route("users/export.csv", admin("users-export.tsx")),
      route("users/:id", admin("user.tsx")),
      route("users/:id/role", admin("user-role.tsx")),
      route("partners", admin("partners.tsx")),
      route("partners/:kind/:id", admin("partner-application.tsx")),
      route("partners/pledges", admin("pledges.tsx")),
      route("enquiries", admin("enquiries.tsx")),
      route("content", admin("content-stories.tsx")),
      route("content/appointments", admin("content-appointments.tsx")),
      route("content/articles", admin("content-articles.tsx")),
      route("content/translations", admin("content-translations.tsx")),
      route("content/newsletter", admin("content-newsletter.tsx")),
      route("content/advisors", admin("content-advisors.tsx")),
      route("content/advisors/new", admin("content-advisor-new.tsx")),
      route("content/advisors/:id", admin("content-advisor.tsx")),
      route("content/questions", admin("content-questions.tsx")),
      route("events", admin("events.tsx")),
      route("events/new", admin("event-new.tsx")),
      route("events/:id", admin("event.tsx")),
      route("events/:id/registrations", admin("event-registrations.tsx")),
      route("events/:id/registrations.csv", admin("event-registrations-csv.tsx")),
      route("system", admin("system.tsx")),
      route("system/deletions", admin("deletions.tsx")),
      route("settings", admin("settings.tsx")),
      route("audit", admin("audit.tsx")),
      route("audit/export.csv", admin("audit-export.tsx")),
      // An administrator's own name and phone (issue 29): in the console, behind its guard, as an admin's page.
      route("profile", admin("profile.tsx")),
    ]),
    route("super-admin/dashboard", admin("overview.tsx"), { id: "super-admin-dashboard" }),
  ]),

  // Events: the calendar file (issue #15)
  route("upcoming-events/:id/calendar.ics", "features/events/routes/event-calendar.ts"),

  // Developer pages (404 in production)
  route("dev-preview", "features/dev/routes/dev-preview.tsx"),
  route("component-preview", "features/dev/routes/component-preview.tsx"),
  route("dynamic-page-preview", "features/dev/routes/dynamic-page-preview.tsx"),
  route("dev/mailbox", "features/dev/routes/mailbox.tsx"),

  route("*", "features/site/routes/not-found.tsx"),
] satisfies RouteConfig;
