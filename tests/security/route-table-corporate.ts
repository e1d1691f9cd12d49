import type { Access, Classification } from "./classification";

/** The contact's own (super admins pass every type check); other roles go to their own dashboard. */
const contactOnly: Access = { class: "guarded", roles: ["corporate_contact", "super_admin"], others: "own-dashboard" };

/** Corporate sponsorship routes: pledges, certificate, the team's decisions (issue #15). Same rules as route-table.ts. */
export const corporateRoutes: Record<string, Classification> = {
  // The Gold perk certificate of the contact's own company. The suites' accounts manage no company:
  // refused ("not linked"), back to the dashboard with the reason, never a file. Other roles go to
  // their own dashboard. In the dashboard's language at /zh/…, /ms/…, /ta/… (issue 27): the same
  // guard, classified by its English address.
  "features/corporate/routes/certificate": {
    path: "/dashboard/corporate/certificate.pdf",
    access: contactOnly,
    loader: "redirect /dashboard/corporate",
    action: null,
  },
  // The company's own pledges (issue 29), found through the session's company: the suites' accounts
  // manage no company, so the list says so and any id is not found before the form is read.
  "features/corporate/routes/my-pledges": {
    path: "/account/pledges",
    access: contactOnly,
    loader: "page",
    action: null,
  },
  "features/corporate/routes/my-pledge": {
    path: "/account/pledges/:id",
    params: { id: "00000000-0000-4000-8000-000000000000" },
    access: contactOnly,
    loader: "status 404",
    action: {
      fields: ["pledge", "intent"],
      rightRole: "corporate_contact",
      emptyForm: "status 404",
      // A correction the schema accepts, sent as a withdrawal: the unknown id is not found either way.
      validForm: { pledge: "50000", intent: "withdraw" },
    },
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
