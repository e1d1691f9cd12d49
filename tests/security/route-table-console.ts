import type { Classification } from "./classification";

/**
 * The console part of the route table (route-table.ts; issue #14): Overview (the dashboard entries
 * stay in route-table.ts), Content, Events and Settings. Same rules: written by hand from what each
 * route is for. Ids in valid forms name no row: the right role gets "not found" (support/valid.ts).
 */
const noSuchId = "00000000-0000-4000-8000-000000000000";
const consolePage = (path: string, action: Classification["action"] = null): Classification => ({
  path,
  access: { class: "admin" },
  loader: "page",
  action,
});

const advisorFields = ["name", "credentials", "role", "bio", "sortOrder", "removePhoto", "photo"];
const advisorForm = { name: "Test Advisor", credentials: "MBBS", role: "Test role", bio: "Test biography." };

export const consoleRoutes: Readonly<Record<string, Classification>> = {
  // The console's layout route (no path of its own: "/" as the matrix calls it): its loader is the
  // console guard every console page sits under (tests/security/console-layout.test.ts).
  console: { path: "/", access: { class: "admin" }, loader: "page", action: null },
  "features/admin/routes/content-stories": consolePage("/admin/content", {
    fields: ["id", "decision", "expected", "reason"],
    rightRole: "admin",
    emptyForm: "status 400",
    validForm: { id: noSuchId, decision: "approve", expected: "pending" },
  }),
  "features/admin/routes/content-appointments": consolePage("/admin/content/appointments", {
    fields: ["id", "status", "expected"],
    rightRole: "admin",
    emptyForm: "status 400",
    validForm: { id: noSuchId, status: "contacted", expected: "new" },
  }),
  // Issue 26: an article's reviewer (a published advisor) and review date. The valid form names an
  // advisor that does not exist: the right role gets the field's message, nothing is written.
  "features/admin/routes/content-articles": consolePage("/admin/content/articles", {
    fields: ["slug", "advisorId", "reviewedOn"],
    rightRole: "admin",
    emptyForm: "status 400",
    validForm: { slug: "colonoscopy-gold-standard", advisorId: noSuchId, reviewedOn: "2026-01-05" },
  }),
  // Issue 27: mark a translation reviewed. The valid form names an article with no translation: the
  // right role gets the field's message, nothing is written.
  "features/admin/routes/content-translations": consolePage("/admin/content/translations", {
    fields: ["slug", "lang", "reviewer", "reviewedOn"],
    rightRole: "admin",
    emptyForm: "status 400",
    validForm: { slug: "kaiser-crc-study", lang: "zh", reviewer: "Dr Test Reviewer", reviewedOn: "2026-01-05" },
  }),
  // The Medical Advisory Board (issue 26): the list's publish / unpublish / delete, the new and edit
  // forms (multipart, with a photo).
  "features/admin/routes/content-advisors": consolePage("/admin/content/advisors", {
    fields: ["id", "intent"],
    rightRole: "admin",
    emptyForm: "status 400",
    validForm: { id: noSuchId, intent: "publish" },
  }),
  "features/admin/routes/content-advisor-new": consolePage("/admin/content/advisors/new", {
    fields: advisorFields,
    rightRole: "admin",
    emptyForm: "status 400",
    validForm: advisorForm,
  }),
  "features/admin/routes/content-advisor": {
    path: "/admin/content/advisors/:id",
    params: { id: noSuchId },
    access: { class: "admin" },
    loader: "status 404",
    action: { fields: advisorFields, rightRole: "admin", emptyForm: "status 400", validForm: advisorForm },
  },
  "features/admin/routes/events": consolePage("/admin/events"),
  // Every admin reads the settings; only a super admin changes them: a plain admin's post is 403.
  "features/admin/routes/settings": consolePage("/admin/settings", {
    access: { class: "super_admin", admins: "forbidden" },
    fields: ["name", "value", "expected"],
    rightRole: "super_admin",
    emptyForm: "status 400",
    // The value it already has: the control is "unchanged" (409) and the suites change nothing.
    validForm: { name: "crc_test_unit_cost", value: "355", expected: "355" },
  }),
};
