import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routeConfig from "../../app/routes";
import { roles, type Role } from "../support/roles";

/**
 * Who may use every route of app/routes.ts, and what everyone else gets. The security suites
 * (tests/security/*.test.ts in-process, *.spec.ts over HTTP) are generated from this table, so it is
 * written by hand from what each route is FOR, never computed from the code it checks: a route whose
 * behaviour drifts from its class fails them. A route added to routes.ts without an entry here makes
 * `classifiedRoutes()` throw, so every suite fails until someone decides its class.
 *
 * Kept free of app code at run time (only routes.ts, a plain array): Playwright specs import it too.
 */

/** The roles every matrix runs through. */
export const securityRoles = roles;

export type SignedInRole = Exclude<Role, "anonymous">;
const signedIn = securityRoles.filter((role): role is SignedInRole => role !== "anonymous");

/**
 * What a visitor gets, as React Router answers it:
 * - "page": the route's data (HTTP 200, a rendered page);
 * - "file": a resource response with status 200 (PDF, XML, text);
 * - "redirect <location>": a 3xx to exactly that location;
 * - "status <n>": an error status (the error boundary over HTTP), e.g. 400 for a form's field
 *   messages, 403 for "Admin Access Required" / "Champions only", 404.
 */
export type Outcome = "page" | "file" | `redirect ${string}` | `status ${number}`;

/**
 * The access class of a route (or of one action, when it differs from its page):
 * - public: anyone, signed in or not;
 * - anonymous-only: sign-in and sign-up pages; a signed-in user is sent to their own dashboard;
 * - guarded: the roles listed; signed out → /login?redirectTo=<path>; any other role → their own
 *   dashboard ("own-dashboard") or a 403 page ("forbidden");
 * - admin: admin and super_admin (two-step verification enrolled, else /account/two-factor);
 *   signed out → /login?redirectTo=…; anyone else → 403 "Admin Access Required";
 * - super_admin: as admin, but a plain admin is sent to /admin/dashboard.
 */
export type Access =
  | { class: "public" }
  | { class: "anonymous-only" }
  | { class: "guarded"; roles: readonly SignedInRole[]; others: "own-dashboard" | "forbidden" }
  | { class: "admin" }
  | { class: "super_admin" };

/** What the roles an access class lets in get: an outcome, or a redirect to their own dashboard. */
export type Granted = Outcome | "own-dashboard";

/** Form fields to post; an array is sent as the same name repeated (checkboxes). */
export type Form = Readonly<Record<string, string | readonly string[]>>;

export type ActionClassification = {
  /** Who may post; the page's own access when absent. */
  access?: Access;
  /** The form fields the action reads (its schema's keys, plus intents and honeypots). */
  fields: readonly string[];
  /** The role a real user submitting this form has (the one a fuzz or CSRF test should post as). */
  rightRole: Role;
  /** What a role allowed to post gets for an empty form: usually 400 with the field messages. */
  emptyForm: Granted;
  /**
   * A form the action's schema accepts (repeated fields as arrays), to show that a refused role is
   * refused whatever it sends and writes nothing: given for every action some role may not post.
   */
  validForm?: Form;
  /**
   * Tables an empty form by an allowed role legitimately writes to (sign-out deletes its session);
   * any other write by any role is a failure.
   */
  writes?: readonly string[];
};

export type Classification = {
  /** The URL pattern: "/" + the route's path in routes.ts. */
  path: string;
  access: Access;
  /** What the roles `access` lets in get from the loader; null when the module has no loader. */
  loader: Granted | null;
  /** Exceptions to the class for some roles, each with its reason in a comment. */
  loaderExcept?: Partial<Record<Role, Outcome>>;
  action: ActionClassification | null;
  /** Values for the path's dynamic segments that exist in the seed and content/. */
  params?: Readonly<Record<string, string>>;
  /**
   * A cookie without which everyone gets `without` (the second sign-in step needs better-auth's
   * pending two-factor cookie); with it, the right role gets the page and the form's messages.
   */
  gate?: { cookie: string; without: Outcome };
  /** Routes that exist only off production (the previews) or with the development mailbox on. */
  onlyWhen?: "not-production" | "dev-mailbox";
};

const publicPage: Access = { class: "public" };
const anonymousOnly: Access = { class: "anonymous-only" };
const anySignedIn: Access = { class: "guarded", roles: signedIn, others: "own-dashboard" };
// Super admins pass every type check (spec accounts §6): every guarded class lists them.
const ownDashboardOf = (role: SignedInRole): Access => ({
  class: "guarded",
  roles: [role, "super_admin"],
  others: "own-dashboard",
});
const championOnly: Access = { class: "guarded", roles: ["champion", "super_admin"], others: "forbidden" };

const page = (path: string, extra: Partial<Classification> = {}): Classification => ({
  path,
  access: publicPage,
  loader: "page",
  action: null,
  ...extra,
});

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
    validForm: { email: "someone@example.com", password },
  },
});
const signUpPage = (path: string): Classification => ({
  path,
  access: anonymousOnly,
  loader: "page",
  action: {
    fields: ["fullName", "email", "password", "confirmPassword", "agreedToTerms", "ref"],
    rightRole: "anonymous",
    emptyForm: "status 400",
    validForm: {
      fullName: "Someone New",
      email: "someone.new@example.com",
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
  role: "champion" | "gpclinic" | "specialist",
  path: string,
  fields: readonly string[],
  validForm: Form,
): Classification => ({
  path,
  access: ownDashboardOf(role),
  loader: "page",
  action: { fields, rightRole: role, emptyForm: "status 400", validForm },
});
const appointmentStatusFields = ["id", "status"] as const;
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
const redirectsTo = (path: string, to: string): Classification => page(path, { loader: `redirect ${to}` });
const file = (path: string, params?: Record<string, string>): Classification =>
  page(path, { loader: "file", ...(params ? { params } : {}) });

/** Keyed by React Router's route id: the `id` option, else the file path relative to app/ without its extension. */
export const classification: Readonly<Record<string, Classification>> = {
  "features/site/routes/home": page("/"),

  // Accounts
  login: signInPage("/login"),
  "champion-sign-in": signInPage("/champion-sign-in"),
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
    loader: null,
    action: {
      fields: ["email"],
      rightRole: "anonymous",
      emptyForm: "status 400",
      validForm: { email: "someone@example.com" },
    },
  },
  "reset-password": resetPage("/reset-password"),
  "auth-reset-password": resetPage("/auth/reset-password"),
  "join-the-movement": signUpPage("/join-the-movement"),
  "join-movement": signUpPage("/join-movement"),
  "signup-champion": signUpPage("/signup/champion"),
  "features/accounts/routes/signup-success": page("/champion-signup-success", { loader: null }),
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
      validForm: { email: "someone@example.com", password },
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
      validForm: { "emails[0]": "friend@example.com" },
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

  // Education
  "features/education/routes/article": page("/education/article/:slug", {
    params: { slug: "colonoscopy-gold-standard" },
  }),
  "features/education/routes/article-pdf": file("/education/article/:slug/pdf", { slug: "colonoscopy-gold-standard" }),
  "features/education/routes/hub": page("/education"),
  "education-patients": page("/education/patients"),
  "education-patients-topic": page("/education/patients/:topic", { params: { topic: "basics" } }),
  "education-clinicians": page("/education/clinicians"),
  "education-clinicians-topic": page("/education/clinicians/:topic", { params: { topic: "guidelines" } }),
  "features/education/routes/newsroom": page("/education/newsroom"),
  "features/education/routes/press-releases": page("/education/newsroom/press-releases"),
  "features/education/routes/research-updates": page("/education/newsroom/research-updates"),
  "features/education/routes/faqs": page("/education/faqs"),
  "features/education/routes/resources": page("/education/resources"),
  "features/education/routes/resource-pdf": file("/education/resources/:file", {
    file: "screening-checklist-worksheet.pdf",
  }),
  "alias-basics-understanding": redirectsTo(
    "/education/patients/basics/understanding-colorectal-cancer",
    "/education/article/understanding-colorectal-cancer",
  ),
  "alias-basics-polyps": redirectsTo(
    "/education/patients/basics/how-crc-develops-from-polyps",
    "/education/article/how-crc-develops-from-polyps",
  ),
  "alias-screening-options": redirectsTo(
    "/education/patients/screening/screening-options-overview",
    "/education/article/screening-options-overview",
  ),
  "alias-kaiser-study": redirectsTo(
    "/education/clinicians/research/kaiser-crc-study",
    "/education/article/kaiser-crc-study",
  ),
  "alias-clinician-education": redirectsTo("/clinician-education", "/education/clinicians"),

  // Site pages
  "features/site/routes/about-us": page("/about-us"),
  "features/site/routes/advisors": page("/about/advisors"),
  "features/site/routes/vision": page("/vision2035"),
  "features/site/routes/csr-showcase": page("/csr-showcase"),
  "features/site/routes/get-screened": page("/get-screened"),
  "features/community/routes/stories": page("/stories"),
  "features/site/routes/upcoming-events": page("/upcoming-events"),
  "features/site/routes/choose-screening": page("/choose-screening"),
  "features/site/routes/movement-pillars": page("/movement-pillars"),
  "features/site/routes/pillar": page("/pillars/:pillar", {
    params: { pillar: "rid-crc-pub" },
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
  "features/site/routes/dev-preview": page("/dev-preview", { onlyWhen: "not-production" }),
  "features/site/routes/component-preview": page("/component-preview", { onlyWhen: "not-production" }),
  "features/site/routes/dynamic-page-preview": page("/dynamic-page-preview", { onlyWhen: "not-production" }),
  "redirect-screening/find-gp": redirectsTo("/screening/find-gp", "/find-a-gp"),
  "redirect-screening/find-specialist": redirectsTo("/screening/find-specialist", "/find-a-specialist"),
  "redirect-about": redirectsTo("/about", "/about-us"),
  // /login-redirect then decides by who is signed in.
  "redirect-dashboard": redirectsTo("/dashboard", "/login-redirect"),
  "redirect-members/share-story": redirectsTo("/members/share-story", "/share-your-story"),
  "redirect-signup/corporate": redirectsTo("/signup/corporate", "/register/corporate"),

  // Search and SEO
  "features/search/routes/search": page("/search"),
  "features/search/routes/sitemap": file("/sitemap.xml"),
  "features/search/routes/robots": file("/robots.txt"),

  // Directory
  "features/directory/routes/find-a-gp": page("/find-a-gp"),
  "features/directory/routes/find-a-specialist": page("/find-a-specialist"),
  "features/directory/routes/appointment-new": page("/appointments/new", {
    // Anyone may ask for an appointment; "website" is the honeypot a person never fills in.
    action: {
      fields: [
        "name",
        "email",
        "phone",
        "clinic",
        "preferredClinic",
        "preferredDate",
        "preferredTime",
        "message",
        "website",
      ],
      rightRole: "anonymous",
      emptyForm: "status 400",
    },
  }),
  "features/directory/routes/clinics": page("/clinics"),

  // Every e-mail sent, links included: never on in production unless DEV_MAILBOX=1.
  "features/dev/routes/mailbox": page("/dev/mailbox", { onlyWhen: "dev-mailbox" }),
  "features/site/routes/not-found": page("/*", { loader: "status 404", params: { "*": "no-such-page" } }),
};

/** React Router's route id (@react-router/dev's createRouteId: the file without its extension). */
export function routeId(route: Pick<RouteConfigEntry, "id" | "file">): string {
  return (
    route.id ??
    path
      .normalize(route.file.replace(/\.[a-z0-9]+$/i, ""))
      .split(path.sep)
      .join("/")
  );
}

export type ClassifiedRoute = Classification & {
  id: string;
  /** The module, relative to app/ (for `import("../../app/" + file)`). */
  file: string;
  /** A concrete address of the route, its dynamic segments filled from `params`. */
  url: string;
};

function flatten(entries: readonly RouteConfigEntry[], parent = ""): { entry: RouteConfigEntry; pattern: string }[] {
  return entries.flatMap((entry) => {
    const pattern = entry.path === undefined ? parent || "/" : `${parent.replace(/\/$/, "")}/${entry.path}`;
    return [{ entry, pattern }, ...flatten(entry.children ?? [], pattern)];
  });
}

/** The path with its `:name` and `*` segments replaced by the classification's params. */
export function fillPath(pattern: string, params: Readonly<Record<string, string>> = {}): string {
  return pattern
    .split("/")
    .map((segment) => {
      const name = segment === "*" ? "*" : segment.startsWith(":") ? segment.slice(1).replace(/\?$/, "") : null;
      if (name === null) return segment;
      const value = params[name];
      if (value === undefined)
        throw new Error(`No value for ":${name}" of ${pattern} in tests/security/classification.ts`);
      return encodeURIComponent(value);
    })
    .join("/");
}

/**
 * Every route of app/routes.ts with its classification. Throws, naming the route, when a route has
 * no entry (a new route is not covered until someone decides who may use it), when an entry's path
 * no longer matches routes.ts, or when an entry names a route that no longer exists.
 */
export function classifiedRoutes(config: readonly RouteConfigEntry[] = routeConfig): ClassifiedRoute[] {
  const seen = new Set<string>();
  const routes = flatten(config).map(({ entry, pattern }) => {
    const id = routeId(entry);
    seen.add(id);
    const entryOf = classification[id];
    if (!entryOf)
      throw new Error(
        `Route "${id}" (${pattern}, ${entry.file}) has no classification: add it to tests/security/classification.ts`,
      );
    if (entryOf.path !== pattern)
      throw new Error(
        `Route "${id}" is ${pattern} in app/routes.ts but ${entryOf.path} in tests/security/classification.ts`,
      );
    return { ...entryOf, id, file: entry.file, url: fillPath(pattern, entryOf.params) };
  });
  const stale = Object.keys(classification).filter((id) => !seen.has(id));
  if (stale.length)
    throw new Error(`tests/security/classification.ts classifies routes that do not exist: ${stale.join(", ")}`);
  return routes;
}

const ownDashboard: Record<SignedInRole, string> = {
  champion: "/dashboard/champion",
  gpclinic: "/dashboard/gp-clinic",
  specialist: "/dashboard/specialist",
  corporate_contact: "/dashboard/corporate",
  admin: "/admin/dashboard",
  super_admin: "/admin/dashboard",
};

export const loginFor = (url: string): Outcome => `redirect /login?redirectTo=${encodeURIComponent(url)}`;

/** Whether an access class lets `role` in. */
export function allows(access: Access, role: Role): boolean {
  switch (access.class) {
    case "public":
      return true;
    case "anonymous-only":
      return role === "anonymous";
    case "guarded":
      return role !== "anonymous" && access.roles.includes(role);
    case "admin":
      return role === "admin" || role === "super_admin";
    case "super_admin":
      return role === "super_admin";
  }
}

/** What `role` gets from a route of this access class at `url`; the roles it lets in get `granted`. */
export function expectedOutcome(access: Access, granted: Granted, role: Role, url: string): Outcome {
  if (allows(access, role))
    return granted === "own-dashboard" ? `redirect ${ownDashboard[role as SignedInRole]}` : granted;
  if (role === "anonymous") return loginFor(url);
  switch (access.class) {
    case "guarded":
      return access.others === "own-dashboard" ? `redirect ${ownDashboard[role]}` : "status 403";
    case "super_admin":
      return role === "admin" ? "redirect /admin/dashboard" : "status 403";
    case "anonymous-only":
      return `redirect ${ownDashboard[role]}`;
    default:
      return "status 403";
  }
}

/** Every role's outcome of a GET of the route (without its gate cookie); null when it has no loader. */
export function loaderOutcomes(route: ClassifiedRoute): Record<Role, Outcome> | null {
  const { loader, gate } = route;
  if (loader === null) return null;
  return Object.fromEntries(
    securityRoles.map((role) => [
      role,
      gate ? gate.without : (route.loaderExcept?.[role] ?? expectedOutcome(route.access, loader, role, route.url)),
    ]),
  ) as Record<Role, Outcome>;
}

export type ClassifiedAction = ActionClassification & {
  id: string;
  file: string;
  path: string;
  url: string;
  access: Access;
  gate?: Classification["gate"];
  /** Every role's outcome of an empty form posted to the action (without the gate cookie). */
  emptyFormOutcomes: Record<Role, Outcome>;
};

/** Every action of the route table, with its fields, its right role and who may post it. */
export function classifiedActions(routes: ClassifiedRoute[] = classifiedRoutes()): ClassifiedAction[] {
  return routes.flatMap((route) => {
    if (!route.action) return [];
    const access = route.action.access ?? route.access;
    const emptyForm = route.action.emptyForm;
    const gate = route.gate;
    const emptyFormOutcomes = Object.fromEntries(
      securityRoles.map((role) => [role, gate ? gate.without : expectedOutcome(access, emptyForm, role, route.url)]),
    ) as Record<Role, Outcome>;
    return [
      {
        ...route.action,
        id: route.id,
        file: route.file,
        path: route.path,
        url: route.url,
        access,
        ...(gate ? { gate } : {}),
        emptyFormOutcomes,
      },
    ];
  });
}
