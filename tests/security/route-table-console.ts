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
  "features/admin/routes/content-articles": consolePage("/admin/content/articles"),
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
