import type { Classification } from "./classification";

/**
 * The console's System and Audit tabs (issue #14) for the route table (route-table.ts). Same rules:
 * written by hand from what each route is for. Only types come from classification.ts, so the table
 * loads without a cycle.
 */
export const consoleSystemRoutes: Readonly<Record<string, Classification>> = {
  // Uptime, version, database, outbox and the last hour. "Retry" of an id that names no e-mail
  // answers 404 (support/valid.ts); an empty form has no intent: 400.
  "features/admin/routes/system": {
    path: "/admin/system",
    access: { class: "admin" },
    loader: "page",
    action: {
      fields: ["intent", "id"],
      rightRole: "admin",
      emptyForm: "status 400",
      validForm: { intent: "retry", id: "00000000-0000-4000-8000-000000000000" },
    },
  },
  // Account deletions (issue 29): every admin reads the figures (dates, account ids); only a super
  // admin files one for a person who wrote in. The valid form names no account: a 400, nothing written.
  "features/admin/routes/deletions": {
    path: "/admin/system/deletions",
    access: { class: "admin" },
    loader: "page",
    action: {
      access: { class: "super_admin", admins: "forbidden" },
      fields: ["email", "reason"],
      rightRole: "super_admin",
      emptyForm: "status 400",
      validForm: { email: "nobody@test.example", reason: "Letter received" },
    },
  },
  // The audit trail with its filters; no action (the log is append-only and written by the changes).
  "features/admin/routes/audit": {
    path: "/admin/audit",
    access: { class: "admin" },
    loader: "page",
    action: null,
  },
  // The filtered log as CSV (a resource route): rate limited per admin, and itself audited.
  "features/admin/routes/audit-export": {
    path: "/admin/audit/export.csv",
    access: { class: "admin" },
    loader: "file",
    action: null,
  },
};
