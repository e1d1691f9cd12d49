import type { Classification } from "./classification";

/** Corporate sponsorship routes: pledges, certificate, the team's decisions (issue #15). Same rules as route-table.ts. */
export const corporateRoutes: Record<string, Classification> = {
  // The Gold perk certificate of the contact's own company. The suites' accounts manage no company:
  // refused ("not linked"), back to the dashboard with the reason, never a file. Other roles go to
  // their own dashboard.
  "features/corporate/routes/certificate": {
    path: "/dashboard/corporate/certificate.pdf",
    access: { class: "guarded", roles: ["corporate_contact", "super_admin"], others: "own-dashboard" },
    loader: "redirect /dashboard/corporate",
    action: null,
  },
  // The team's pledge queue: approve, or decline with a reason. An id that names no pledge: 409.
  "features/admin/routes/pledges": {
    path: "/admin/partners/pledges",
    access: { class: "admin" },
    loader: "page",
    action: {
      fields: ["id", "decision", "reason"],
      rightRole: "admin",
      emptyForm: "status 400",
      validForm: { id: "00000000-0000-4000-8000-000000000000", decision: "approve" },
    },
  },
};
