import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import checkFile from "eslint-plugin-check-file";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { readdirSync } from "node:fs";
import tseslint from "typescript-eslint";
import noHardcodedText from "./eslint-rules/no-hardcoded-text.js";

const features = readdirSync("app/features", { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// ARCHITECTURE.md: imports run one way (features → ui/, lib/, db/); a feature reaches another
// only through its public entry (index.ts, index.server.ts); ui/, lib/ and db/ import no feature.
const zones = [
  { target: "./app/ui", from: "./app/features", message: "ui/ must not import a feature" },
  { target: "./app/lib", from: "./app/features", message: "lib/ must not import a feature" },
  { target: "./db", from: "./app/features", message: "db/ must not import a feature" },
  { target: "./app/lib", from: "./app/ui", message: "lib/ is plumbing: no components" },
  ...features.map((feature) => ({
    target: `./app/features/${feature}`,
    from: "./app/features",
    except: [
      `./${feature}`,
      ...features.filter((f) => f !== feature).flatMap((f) => [`./${f}/index.ts`, `./${f}/index.server.ts`]),
    ],
    message: "use the other feature's public entry (index.ts or index.server.ts)",
  })),
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "node_modules/",
      ".react-router/",
      "data/",
      ".tmp/",
      "test-results/",
      "playwright-report/",
      "bench/results/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "import-x": importX },
    settings: { "import-x/resolver-next": [createTypeScriptImportResolver(), importX.createNodeResolver()] },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // React code only: tests' useTestDatabase() and Playwright's fixture `use` are not hooks.
    ...reactHooks.configs.flat.recommended,
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}"],
  },
  {
    // File names in kebab-case (ARCHITECTURE.md: names say what a thing is); the middle parts
    // (.server, .test, .spec, .schema) are free. Features cycling as a whole: tests/architecture.
    files: ["app/**/*.{ts,tsx,js}", "db/**/*.{ts,js}", "server/**/*.{ts,js}", "tests/**/*.{ts,tsx,js,mjs}"],
    plugins: { "check-file": checkFile },
    rules: {
      "check-file/filename-naming-convention": [
        "error",
        { "**/*.{ts,tsx,js,mjs}": "KEBAB_CASE" },
        { ignoreMiddleExtensions: true },
      ],
      "check-file/folder-naming-convention": ["error", { "{app,db,server,tests}/**/": "KEBAB_CASE" }],
    },
  },
  {
    files: ["server/**/*.js", "bench/**/*.js", ".ci/**/*.js", "tests/**/*.mjs", "deploy/**/*.mjs"],
    languageOptions: { globals: globals.node },
  },
  {
    // Translated components (issue 27, ADR 0027): no English typed in their JSX. The list to grow
    // as each page's strings move to app/locales.
    files: [
      "app/root.tsx",
      "app/error-content.tsx",
      "app/features/site/components/header.tsx",
      "app/features/site/components/footer.tsx",
      "app/features/site/components/footer-content.tsx",
      "app/features/site/components/status-pages.tsx",
      "app/features/site/components/language-switcher.tsx",
      "app/ui/translation-note.tsx",
      "app/features/site/components/home/**/*.tsx",
      "app/features/site/routes/home.tsx",
      "app/features/site/routes/get-screened.tsx",
      "app/features/screening/routes/costs.tsx",
      "app/features/screening/checker/components/*.tsx",
      "app/features/screening/routes/remind.tsx",
      "app/features/screening/components/remind-form.tsx",
      // The screening record (screening.json's `record`).
      "app/features/screening/routes/screening.tsx",
      "app/features/screening/components/record-page.tsx",
      "app/features/screening/components/entry-form.tsx",
      "app/features/education/routes/audience-hub.tsx",
      "app/features/education/routes/topic.tsx",
      "app/features/events/routes/upcoming-events.tsx",
      "app/features/events/routes/event.tsx",
      "app/features/events/components/event-card.tsx",
      "app/features/events/components/event-badges.tsx",
      "app/features/events/components/registration-panel.tsx",
      "app/features/education/routes/faqs.tsx",
      "app/features/education/routes/article.tsx",
      // The education hub (education.json) and its parts.
      "app/features/education/routes/hub.tsx",
      "app/features/education/components/article-grid.tsx",
      "app/features/education/components/filter-chips.tsx",
      "app/features/education/components/topic-grid.tsx",
      "app/features/education/components/article-actions.tsx",
      "app/features/newsletter/components/subscribe-form.tsx",
      // Issue 27: the directories and the appointment request form (namespace "directory").
      "app/features/directory/components/directory-card.tsx",
      "app/features/directory/components/directory-controls.tsx",
      "app/features/directory/components/directory-frame.tsx",
      "app/features/directory/components/directory-gp.tsx",
      "app/features/directory/components/directory-specialist.tsx",
      "app/features/directory/components/nearest-list.tsx",
      "app/features/directory/components/pagination.tsx",
      "app/features/directory/components/panel-clinic-card.tsx",
      "app/features/directory/components/specialist-help.tsx",
      "app/features/directory/components/trusted-lookup.tsx",
      "app/features/directory/routes/find-a-gp.tsx",
      "app/features/directory/routes/find-a-specialist.tsx",
      "app/features/directory/routes/appointment-new.tsx",
      // The Champion sign-up, sign-in, two-step and password pages (issue 27: account.json)
      "app/features/accounts/routes/sign-up.tsx",
      "app/features/accounts/routes/signup-success.tsx",
      "app/features/accounts/routes/login.tsx",
      "app/features/accounts/routes/two-factor-challenge.tsx",
      "app/features/accounts/routes/forgot-password.tsx",
      "app/features/accounts/routes/reset-password.tsx",
      "app/features/accounts/routes/change-password.tsx",
      "app/features/accounts/routes/two-factor-settings.tsx",
      "app/features/accounts/components/sign-in-form.tsx",
      "app/features/accounts/components/password-strength-meter.tsx",
      "app/features/accounts/components/new-password-fields.tsx",
      "app/features/accounts/components/auth-layout.tsx",
      // The privacy self-service pages and the newsletter's pages (issue 27: privacy.json, newsletter.json)
      "app/features/privacy/routes/my-data.tsx",
      "app/features/privacy/routes/my-data-summary.tsx",
      "app/features/privacy/routes/my-consents.tsx",
      "app/features/privacy/routes/delete-account.tsx",
      "app/features/newsletter/routes/*.tsx",
      "app/ui/field.tsx",
      // Issue 27: /clinics (directory.json), /search and the home search bar (search.json), the
      // nomination section and page (nomination.json).
      "app/features/directory/routes/clinics.tsx",
      "app/features/search/routes/search.tsx",
      "app/features/search/components/home-search.tsx",
      "app/features/partners/components/nomination-form.tsx",
      "app/features/partners/routes/nominate-clinician.tsx",
      // The other enquiry forms (enquiries.json) and the chat page (chat.json).
      "app/features/partners/routes/contact.tsx",
      "app/features/partners/routes/signup-trial.tsx",
      "app/features/partners/routes/register-government.tsx",
      "app/features/chat/routes/chat.tsx",
      "app/features/chat/components/*.tsx",
      "app/features/site/routes/join-the-movement.tsx",
      // The stories list and a story's page (community.json).
      "app/features/community/routes/stories.tsx",
      "app/features/community/routes/story.tsx",
      "app/features/community/components/story-card.tsx",
      // /share-your-story and the story form (share.json).
      "app/features/community/routes/share-your-story.tsx",
      "app/features/community/components/story-form.tsx",
      // The GP clinic and specialist registrations and their shared parts (registration.json).
      "app/features/partners/routes/register-clinic.tsx",
      "app/features/partners/routes/register-specialist.tsx",
      "app/features/partners/components/registration-parts.tsx",
      "app/features/partners/components/registration-success.tsx",
      "app/features/accounts/components/operating-hours-fields.tsx",
      // Correct my data (issue 29) in the four languages: the e-mail change (account.json), one's own
      // appointment requests (directory.json), event registrations (events.json) and referrals
      // (community.json).
      "app/features/accounts/routes/change-email.tsx",
      "app/features/accounts/routes/confirm-email-change.tsx",
      "app/features/directory/routes/my-appointments.tsx",
      "app/features/directory/routes/my-appointment.tsx",
      "app/features/events/routes/my-registrations.tsx",
      "app/features/events/routes/my-registration.tsx",
      "app/features/community/routes/my-referrals.tsx",
      "app/features/community/routes/my-referral.tsx",
      // /refer-friend (community.json `refer`; its share panel is listed with the dashboards').
      "app/features/community/routes/refer-friend.tsx",
      // The profile pages (issue 27: profiles.json; the labels of the parts shared with partner
      // registration, operating-hours-fields, website-field and company-fields, are translated with it).
      "app/features/accounts/routes/profile-champion.tsx",
      "app/features/accounts/routes/profile-gp-clinic.tsx",
      "app/features/accounts/routes/profile-specialist.tsx",
      "app/features/partners/routes/profile-corporate.tsx",
      "app/features/accounts/components/profile-form-parts.tsx",
      // The role dashboards (issue 27: dashboards.json; their account links are the shell's words),
      // and the parts other features own: the application status (registration.json `application`),
      // the share panel (community.json `share`), my events (events.json), my stories (community.json).
      // Not yet: the corporate dashboard but its pledge form; the screening banner's file keeps the
      // English of the pages still English (the dashboards give it dashboards.json's `banner`).
      "app/features/dashboards/routes/dashboard.tsx",
      "app/features/dashboards/components/appointment-requests.tsx",
      "app/features/dashboards/components/account-summary.tsx",
      "app/features/dashboards/components/champion-dashboard.tsx",
      "app/features/dashboards/components/dashboard-message.tsx",
      "app/features/dashboards/components/module-tiles.tsx",
      "app/features/dashboards/components/panel.tsx",
      "app/features/dashboards/components/partner-dashboard.tsx",
      "app/features/partners/components/application-status.tsx",
      "app/features/community/components/share-panel.tsx",
      "app/features/community/components/my-stories.tsx",
      "app/features/events/components/my-events.tsx",
      // One's own stories (community.json) and the company's pledges (pledges.json). /account/stories/:id
      // shows /share-your-story's form (components/story-form.tsx), translated with that page.
      "app/features/community/routes/my-stories.tsx",
      "app/features/community/routes/my-story.tsx",
      "app/features/corporate/routes/my-pledges.tsx",
      "app/features/corporate/routes/my-pledge.tsx",
      // The corporate partner's registration and the fields /profile/corporate shares with it
      // (registration.json), and the pledge field of the dashboard and /account/pledges/:id (pledges.json).
      "app/features/partners/routes/register-corporate.tsx",
      "app/features/partners/components/corporate-form.tsx",
      "app/features/partners/components/company-fields.tsx",
      "app/features/partners/components/pledge-field.tsx",
      "app/features/corporate/components/pledge-field.tsx",
      // Every pillar (pillars.json), the CSR one with its tier cards
      // and calculator, and the frame of every pillar page.
      "app/features/site/components/pillar-csr.tsx",
      "app/features/site/components/pillar-edu.tsx",
      "app/features/site/components/pillar-pub.tsx",
      "app/features/site/routes/awareness-pillar.tsx",
      "app/features/site/components/pillar-gov.tsx",
      "app/features/site/components/pillar-sgp.tsx",
      "app/features/site/components/pillar-page.tsx",
      "app/features/site/components/pillar-page-end.tsx",
      "app/features/site/routes/pillar.tsx",
      "app/features/corporate/components/impact-calculator.tsx",
      "app/features/corporate/components/tier-cards.tsx",
      // The corporate dashboard's figures, progress, invite and certificate link (pledges.json's `dashboard`).
      "app/features/corporate/components/corporate-dashboard.tsx",
    ],
    plugins: { "rid-i18n": { rules: { "no-hardcoded-text": noHardcodedText } } },
    rules: { "rid-i18n/no-hardcoded-text": "error" },
  },
);
