import type { Classification } from "./classification";

/**
 * The console's Users tab (issue #14) for the route table (route-table.ts). Same rules: written by
 * hand from what each route is for. Only types come from classification.ts, so the table loads
 * without a cycle.
 */

// An id that names no account: the admins get 404 from the loaders, and from the actions once the
// form is valid (an empty one is 400 first).
const noSuchUser = { id: "00000000-0000-4000-8000-000000000000" };

export const consoleUserRoutes: Readonly<Record<string, Classification>> = {
  // Search, filters, sort and pages, all in the address; no action.
  "features/admin/routes/users": {
    path: "/admin/users",
    access: { class: "admin" },
    loader: "page",
    action: null,
  },
  // The filtered accounts as CSV (a resource route): rate limited per admin, and itself audited.
  "features/admin/routes/users-export": {
    path: "/admin/users/export.csv",
    access: { class: "admin" },
    loader: "file",
    action: null,
  },
  // One account; suspend, reinstate, resend verification and password reset post here (`intent`).
  "features/admin/routes/user": {
    path: "/admin/users/:id",
    params: noSuchUser,
    access: { class: "admin" },
    loader: "status 404",
    action: {
      fields: ["intent"],
      rightRole: "admin",
      emptyForm: "status 400",
      validForm: { intent: "suspend" },
    },
  },
  // An administrator's own name and phone (issue 29): every admin and super admin, on their own row
  // only (the form names no account); no other role.
  "features/admin/routes/profile": {
    path: "/admin/profile",
    access: { class: "admin" },
    loader: "page",
    action: {
      fields: ["fullName", "phoneNumber"],
      rightRole: "admin",
      emptyForm: "status 400",
      validForm: { fullName: "Security Admin", phoneNumber: "+65 6123 4567" },
      // The profiles' rules take "9999-99-99" as a name and as a phone number: a real correction.
      validAmongBad: ["absurd date 9999-99-99"],
    },
  },
  // The account-type page every admin may open (a plain admin is sent back to the account); the
  // change itself is a super admin's write: a plain admin who posts anyway gets 403.
  "features/admin/routes/user-role": {
    path: "/admin/users/:id/role",
    params: noSuchUser,
    access: { class: "admin" },
    loader: "status 404",
    action: {
      access: { class: "super_admin", admins: "forbidden" },
      fields: ["userType"],
      rightRole: "super_admin",
      emptyForm: "status 400",
      validForm: { userType: "admin" },
    },
  },
};
