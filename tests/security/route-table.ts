import { roles } from "../support/roles";
import { partnerRoutes } from "./route-table-partners";
import { consoleUserRoutes } from "./route-table-console-users";
import { consoleRoutes } from "./route-table-console";
import { consoleSystemRoutes } from "./route-table-console-system";
import { eventRoutes } from "./route-table-events";
import { consoleEventRoutes } from "./route-table-console-events";
import { corporateRoutes } from "./route-table-corporate";
import { chatRoutes } from "./route-table-chat";
import { screeningRoutes } from "./route-table-screening";
import { newsletterRoutes } from "./route-table-newsletter";
import { privacyRoutes } from "./route-table-privacy";
import { contentRoutes } from "./route-table-content";
import { file, page, publicPage, redirectsTo } from "./route-table-kit";
import type { Access, Classification, Form, SignedInRole } from "./classification";

/**
 * The table itself: every route of app/routes.ts by React Router's id, with its access class and
 * what its loader and action give. classification.ts holds the types and the functions that
 * generate the suites' cases from it.
 */

const signedIn = roles.filter((role): role is SignedInRole => role !== "anonymous");

const anonymousOnly: Access = { class: "anonymous-only" };
const anySignedIn: Access = { class: "guarded", roles: signedIn, others: "own-dashboard" };
// Super admins pass every type check (spec accounts §6): every guarded class lists them.
const ownDashboardOf = (role: SignedInRole): Access => ({
  class: "guarded",
  roles: [role, "super_admin"],
  others: "own-dashboard",
});
const championOnly: Access = { class: "guarded", roles: ["champion", "super_admin"], others: "forbidden" };

const signInFields = ["intent", "email", "password", "rememberMe", "redirectTo"] as const;
// The accounts of tests/support/sessions.ts use this password; any address works for the schemas.
const password = "Correct-Horse-9";
const story: Form = {
  storyType: "Caregiver",
  experienceType: "Undergoing a colonoscopy",
  location: "Singapore",
  content: "My father's colonoscopy found two polyps in time.",
};
const signInPage = (path: string): Classification => ({
  path,
  access: anonymousOnly,
  loader: "page",
  action: {
    fields: signInFields,
    rightRole: "anonymous",
    emptyForm: "status 400",
    validForm: { email: "someone@test.example", password },
  },
});
const signUpPage = (path: string): Classification => ({
  path,
  access: anonymousOnly,
  loader: "page",
  action: {
    fields: ["fullName", "email", "password", "confirmPassword", "agreedToTerms", "ref", "company"],
    rightRole: "anonymous",
    emptyForm: "status 400",
    validForm: {
      fullName: "Someone New",
      email: "someone.new@test.example",
      password,
      confirmPassword: password,
      agreedToTerms: "on",
    },
  },
});
const resetPage = (path: string): Classification => ({
  path,
  access: publicPage,
  loader: "page",
  action: {
    fields: ["token", "password", "confirmPassword"],
    rightRole: "anonymous",
    emptyForm: "status 400",
    validForm: { token: "no-such-token", password: "New-Horse-10", confirmPassword: "New-Horse-10" },
  },
});
const profileOf = (
  role: "champion" | "gpclinic" | "specialist" | "corporate_contact",
  path: string,
  fields: readonly string[],
  validForm: Form,
): Classification => ({
  path,
  access: ownDashboardOf(role),
  loader: "page",
  action: { fields, rightRole: role, emptyForm: "status 400", validForm },
});
// The status of an appointment request; on a partner's status page, the answer to the team (issue #13);
// on the corporate dashboard, a new pledge (issue #15).
const appointmentStatusFields = ["id", "status", "intent", "answer", "pledge"] as const;
const dashboardOf = (
  role: "champion" | "gpclinic" | "specialist" | "corporate_contact",
  path: string,
): Classification => ({
  path,
  access: ownDashboardOf(role),
  loader: "page",
  // The module's one action (an appointment request's status) serves the partner dashboards only;
  // on the others an allowed role gets 404 and nothing changes.
  action: {
    fields: appointmentStatusFields,
    rightRole: role,
    emptyForm: role === "gpclinic" || role === "specialist" ? "status 400" : "status 404",
    // A well-formed change of a request that does not exist: 404 for the owner, refused for others.
    validForm: { id: "00000000-0000-4000-8000-000000000000", status: "closed" },
  },
});

/** Keyed by React Router's route id: the `id` option, else the file path relative to app/ without its extension. */
export const classification: Readonly<Record<string, Classification>> = {
  "features/site/routes/home": page("/"),

  // Accounts
  login: signInPage("/login"),
  "champion-sign-in": signInPage("/champion-sign-in"),
  "partner-sign-in": signInPage("/partner-sign-in"),
  "features/accounts/routes/two-factor-challenge": {
    path: "/login/two-factor",
    access: publicPage,
    loader: "page",
    action: {
      fields: ["code", "redirectTo", "trustDevice"],
      rightRole: "anonymous",
      emptyForm: "status 400",
      validForm: { code: "123456" },
    },
    gate: { cookie: "better-auth.two_factor=pending", without: "redirect /login?message=session-expired" },
  },
  // Nothing to show: every signed-in user is sent on to their own dashboard.
  "features/accounts/routes/login-redirect": {
    path: "/login-redirect",
    access: anySignedIn,
    loader: "own-dashboard",
    action: null,
  },
  "features/accounts/routes/forgot-password": {
    path: "/forgot-password",
    access: publicPage,
    // Its loader only sends the page's words in its language (issue 27).
    loader: "page",
    action: {
      fields: ["email"],
      rightRole: "anonymous",
      emptyForm: "status 400",
      validForm: { email: "someone@test.example" },
    },
  },
  "reset-password": resetPage("/reset-password"),
  "auth-reset-password": resetPage("/auth/reset-password"),
  // The join page's frame (no path of its own: "/" as the matrix calls it): the sign-up below it
  // decides who may see it; the frame adds the nomination section, whose form posts elsewhere,
  // and whose words (in the page's language) its loader reads.
  "join-the-movement-page": page("/"),
  // Every public page's parent (ADR 0027): its loader only checks the language segment.
  language: page("/"),
  // The language switcher's link: remembers the choice, then the page in that language (303).
  "features/site/routes/language-switch": page("/language", { loader: "redirect /" }),
  "join-the-movement": signUpPage("/join-the-movement"),
  "join-movement": signUpPage("/join-movement"),
  "signup-champion": signUpPage("/signup/champion"),
  "features/accounts/routes/signup-success": page("/champion-signup-success"),
  "features/accounts/routes/admin-login": {
    path: "/admin/login",
    access: publicPage,
    loader: "page",
    // A signed-in admin has nothing to do here: straight to the console. Others may sign in as an admin.
    loaderExcept: { admin: "redirect /admin/dashboard", super_admin: "redirect /admin/dashboard" },
    action: {
      fields: ["email", "password"],
      rightRole: "anonymous",
      emptyForm: "status 400",
      validForm: { email: "someone@test.example", password },
    },
  },
  "admin-dashboard": { path: "/admin/dashboard", access: { class: "admin" }, loader: "page", action: null },
  "super-admin-dashboard": {
    path: "/super-admin/dashboard",
    access: { class: "super_admin" },
    loader: "page",
    action: null,
  },
  "features/accounts/routes/two-factor-settings": {
    path: "/account/two-factor",
    access: anySignedIn,
    loader: "page",
    action: {
      fields: ["intent", "password", "totpURI", "code"],
      rightRole: "champion",
      emptyForm: "status 400",
      validForm: { password },
    },
  },
  "features/accounts/routes/profile-champion": profileOf(
    "champion",
    "/profile/champion",
    ["fullName", "phoneNumber", "dateOfBirth", "address"],
    { fullName: "Tan Ah Kow", phoneNumber: "+65 9123 4567", dateOfBirth: "1970-01-01", address: "1 Raffles Place" },
  ),
  "features/accounts/routes/profile-specialist": profileOf(
    "specialist",
    "/profile/specialist",
    [
      "fullName",
      "phoneNumber",
      "medicalRegistrationNo",
      "qualifications",
      "fieldOfSpecialization",
      "clinicAffiliation",
      "address",
      "postalCode",
      "region",
      "website",
      "yearsOfExperience",
      "specialties",
      "languages",
      "operatingHours",
      "insurancePartners",
      "notes",
    ],
    {
      fullName: "Dr Lim Wei Ling",
      phoneNumber: "+65 6123 4567",
      medicalRegistrationNo: "M12345A",
      qualifications: "MBBS, FRCS",
      fieldOfSpecialization: "Gastroenterology",
      clinicAffiliation: "Raffles Hospital",
      address: "585 North Bridge Road",
      postalCode: "188770",
      region: "Central",
      yearsOfExperience: "12",
      specialties: ["Colonoscopy (Screening)"],
      languages: "English",
    },
  ),
  "features/accounts/routes/profile-gp-clinic": profileOf(
    "gpclinic",
    "/profile/gp-clinic",
    [
      "contactPersonName",
      "phoneNumber",
      "clinicName",
      "doctorFullName",
      "licenseNumber",
      "address",
      "postalCode",
      "region",
      "servicesOffered",
      "operatingHours",
      "languagesSpoken",
      "website",
      "description",
    ],
    {
      contactPersonName: "Tan Mei Ling",
      phoneNumber: "+65 6123 4567",
      clinicName: "Raffles Family Clinic",
      doctorFullName: "Dr Tan Ah Kow",
      licenseNumber: "GP-12345",
      address: "1 Raffles Place",
      postalCode: "048616",
      region: "Central",
      servicesOffered: ["FIT Test"],
      "operatingHours.weekdays": "8am to 5pm",
    },
  ),
  // The corporate contact's company details (issue 29): a new name or UEN waits for the team.
  "features/partners/routes/profile-corporate": profileOf(
    "corporate_contact",
    "/profile/corporate",
    [
      "contactPerson",
      "designation",
      "phone",
      "companyName",
      "uen",
      "industry",
      "companySize",
      "csrOptions",
      "additionalComments",
    ],
    {
      contactPerson: "Hariz bin Rosli",
      designation: "Sustainability Lead",
      phone: "+65 6517 2094",
      companyName: "Banyan Circuit Technologies Pte Ltd",
      uen: "201809452M",
      industry: "Technology & Software",
      companySize: "201-500 employees",
      csrOptions: ["workplace-screening"],
    },
  ),
  "features/accounts/routes/change-password": {
    path: "/account/password",
    access: anySignedIn,
    loader: "page",
    action: {
      fields: ["currentPassword", "password", "confirmPassword"],
      rightRole: "champion",
      emptyForm: "status 400",
      validForm: { currentPassword: password, password: "New-Horse-10", confirmPassword: "New-Horse-10" },
    },
  },
  // Sign-out is a POST; a GET goes home. Signed out already, the POST still lands on /login.
  "features/accounts/routes/logout": {
    path: "/logout",
    access: publicPage,
    loader: "redirect /",
    action: {
      fields: [],
      rightRole: "champion",
      emptyForm: "redirect /login?message=signed-out",
      writes: ["sessions"],
    },
  },

  // Role dashboards and the Champion pages
  "dashboard-champion": dashboardOf("champion", "/dashboard/champion"),
  "dashboard-gp-clinic": dashboardOf("gpclinic", "/dashboard/gp-clinic"),
  "dashboard-specialist": dashboardOf("specialist", "/dashboard/specialist"),
  "dashboard-corporate": dashboardOf("corporate_contact", "/dashboard/corporate"),
  "features/community/routes/refer-friend": {
    path: "/refer-friend",
    access: championOnly,
    loader: "page",
    // emails[i] rows; __intent__ carries Conform's add/remove/sample-message buttons without JavaScript.
    action: {
      fields: ["emails", "message", "__intent__"],
      rightRole: "champion",
      emptyForm: "status 400",
      validForm: { "emails[0]": "friend@test.example" },
    },
  },
  "features/community/routes/share-your-story": {
    path: "/share-your-story",
    access: championOnly,
    loader: "page",
    action: {
      fields: ["storyType", "experienceType", "location", "content", "isPublic", "anonymous", "canContact"],
      rightRole: "champion",
      emptyForm: "status 400",
      validForm: story,
    },
  },
  "features/community/routes/quiz": {
    path: "/quiz",
    access: championOnly,
    loader: "page",
    // answer-{question id} per question (content/quiz.json). A form without an intent shows the
    // current question again (200): only Next/Submit without an answer is a field error.
    action: {
      fields: ["step", "intent", "answer-{id}"],
      rightRole: "champion",
      emptyForm: "page",
      validForm: { step: "0", intent: "next", "answer-1": "1" },
    },
  },

  // Site pages
  "features/site/routes/about-us": page("/about-us"),
  "features/site/routes/advisors": page("/about/advisors"),
  // An advisor's photo (issue 26): the seed has none, so the name asked for is not found.
  "features/advisors/routes/photo": {
    path: "/media/advisors/:file",
    params: { file: "00000000-0000-4000-8000-000000000000.webp" },
    access: publicPage,
    loader: "status 404",
    action: null,
  },
  "features/site/routes/vision": page("/vision2035"),
  "features/corporate/routes/csr-showcase": page("/csr-showcase"),
  // The checker posts its answers (health data stays out of the address); nothing is written.
  "features/site/routes/get-screened": page("/get-screened", {
    action: {
      fields: [
        "age",
        "symptoms",
        "relative",
        "relativeAge",
        "polyps",
        "bowelDisease",
        "lastTest",
        "lastTestWhen",
        "result",
        "postalCode",
      ],
      rightRole: "anonymous",
      emptyForm: "status 400",
      validForm: { age: "52" },
    },
  }),
  "features/screening/routes/costs": page("/get-screened/costs"),
  "features/community/routes/stories": page("/stories"),
  // A story's own page: the id names no story here, so everyone gets the site's 404 (journeys open real ones).
  "features/community/routes/story": page("/stories/:id", {
    params: { id: "00000000-0000-4000-8000-000000000000" },
    loader: "status 404",
  }),
  "features/events/routes/upcoming-events": page("/upcoming-events"),
  "features/site/routes/choose-screening": page("/choose-screening"),
  "features/site/routes/movement-pillars": page("/movement-pillars"),
  "features/site/routes/pillar": page("/pillars/:pillar", { params: { pillar: "rid-crc-csr" } }),
  "features/site/routes/awareness-pillar": page("/pillars/rid-crc-pub", {
    // The awareness pillar's story form posts to its own page: Champions only, as /share-your-story.
    action: {
      access: championOnly,
      fields: ["storyType", "experienceType", "location", "content", "isPublic", "anonymous", "canContact"],
      rightRole: "champion",
      emptyForm: "status 400",
      validForm: story,
    },
  }),
  "features/corporate/routes/pitch-deck": file("/pillars/rid-crc-csr/pitch-deck.pdf"),
  "features/site/routes/clinical-trials": page("/clinical-trials"),
  "cookie-policy": page("/cookie-policy"),
  "privacy-policy": page("/privacy-policy"),
  "terms-of-use": page("/terms-of-use"),
  "features/dev/routes/dev-preview": page("/dev-preview", { onlyWhen: "not-production" }),
  "features/dev/routes/component-preview": page("/component-preview", { onlyWhen: "not-production" }),
  "features/dev/routes/dynamic-page-preview": page("/dynamic-page-preview", { onlyWhen: "not-production" }),
  "redirect-screening/find-gp": redirectsTo("/screening/find-gp", "/find-a-gp"),
  "redirect-screening/find-specialist": redirectsTo("/screening/find-specialist", "/find-a-specialist"),
  "redirect-about": redirectsTo("/about", "/about-us"),
  // /login-redirect then decides by who is signed in.
  "redirect-dashboard": redirectsTo("/dashboard", "/login-redirect"),
  "redirect-members/share-story": redirectsTo("/members/share-story", "/share-your-story"),
  "redirect-signup/corporate": redirectsTo("/signup/corporate", "/register/corporate"),

  // Partner registration, enquiries and their review (issue #13): route-table-partners.ts.
  ...partnerRoutes,
  ...consoleUserRoutes,
  ...consoleRoutes,
  ...consoleSystemRoutes,
  ...eventRoutes,
  ...consoleEventRoutes,
  ...corporateRoutes,
  ...chatRoutes,
  ...screeningRoutes,
  ...newsletterRoutes,
  ...privacyRoutes,
  ...contentRoutes,

  // Every e-mail sent, links included: never on in production unless DEV_MAILBOX=1.
  "features/dev/routes/mailbox": page("/dev/mailbox", { onlyWhen: "dev-mailbox" }),
  "features/site/routes/not-found": page("/*", { loader: "status 404", params: { "*": "no-such-page" } }),
  // The same page under a language of ours (/ta/no-such-page, in Tamil).
  "not-found-in-language": page("/*", { loader: "status 404", params: { "*": "no-such-page" } }),
};
