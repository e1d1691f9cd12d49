import type { Classification } from "./classification";

/**
 * The screening record and its reminders (issue 26). Same rules as route-table.ts. The record is a
 * Champion's own (super admins pass every type check); the calendar file of a record without a due
 * date (every role's record here is empty) is not found. The token pages are public: the signed
 * link is the key, and a token we did not sign is "not valid" (404) with nothing written.
 */
const championOnly = { class: "guarded", roles: ["champion", "super_admin"], others: "forbidden" } as const;
const notOurs = { token: "not-a-token-we-issued" };

export const screeningRoutes: Record<string, Classification> = {
  "features/screening/routes/screening": {
    path: "/dashboard/screening",
    access: championOnly,
    loader: "page",
    // intent add|edit|delete|reminders; id names the entry; reminders is the switch's value.
    action: {
      fields: ["intent", "id", "kind", "testedOn", "result", "intervalYears", "reminders"],
      rightRole: "champion",
      emptyForm: "status 400",
      validForm: { intent: "add", kind: "fit", testedOn: "2025-01-15", result: "negative" },
    },
  },
  "features/screening/routes/screening-calendar": {
    path: "/dashboard/screening/next.ics",
    access: championOnly,
    loader: "status 404",
    action: null,
  },
  "features/screening/routes/reminder-opt-out": {
    path: "/screening-reminders/:token",
    params: notOurs,
    access: { class: "public" },
    loader: "status 404",
    action: { fields: [], rightRole: "anonymous", emptyForm: "status 404" },
  },
  "features/screening/routes/remind": {
    path: "/get-screened/remind",
    access: { class: "public" },
    loader: "page",
    action: { fields: ["email", "dueOn", "rule"], rightRole: "anonymous", emptyForm: "status 400" },
  },
  "features/screening/routes/reminder-manage": {
    path: "/get-screened/reminder/:token",
    params: notOurs,
    access: { class: "public" },
    loader: "status 404",
    action: { fields: ["intent"], rightRole: "anonymous", emptyForm: "status 404" },
  },
};
