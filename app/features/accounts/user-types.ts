/** Account types of spec accounts §3; admin rights come from the type alone. */
export const userTypes = ["champion", "corporate_contact", "gpclinic", "specialist", "admin", "super_admin"] as const;
export type UserType = (typeof userTypes)[number];

const aliases: Record<string, UserType> = {
  member: "champion",
  champion: "champion",
  corporate: "corporate_contact",
  corporatecontact: "corporate_contact",
  corporate_contact: "corporate_contact",
  gpclinic: "gpclinic",
  gp_clinic: "gpclinic",
  "gp-clinic": "gpclinic",
  "gp clinic": "gpclinic",
  clinic: "gpclinic",
  specialist: "specialist",
  specialists: "specialist",
  admin: "admin",
  administrator: "admin",
  super_admin: "super_admin",
  superadmin: "super_admin",
  "super-admin": "super_admin",
  "super admin": "super_admin",
};

/** Spec accounts §5: case-insensitive and trimmed; unknown or empty becomes champion. */
export function normaliseUserType(value: string | null | undefined): UserType {
  return aliases[(value ?? "").trim().toLowerCase()] ?? "champion";
}

const dashboards: Record<UserType, string> = {
  champion: "/dashboard/champion",
  corporate_contact: "/dashboard/corporate",
  gpclinic: "/dashboard/gp-clinic",
  specialist: "/dashboard/specialist",
  admin: "/admin/dashboard",
  super_admin: "/super-admin/dashboard",
};

/** Spec accounts §4: where each type lands after sign-in (a super admin on its own dashboard, issue 23). */
export function dashboardPath(type: string | null | undefined): string {
  return dashboards[normaliseUserType(type)];
}

/** Spec accounts §2.4: the profile-settings page of each type (a corporate contact's is the company's details, issue 29). */
export function profilePath(type: string | null | undefined): string {
  const t = normaliseUserType(type);
  if (t === "gpclinic") return "/profile/gp-clinic";
  if (t === "specialist") return "/profile/specialist";
  if (t === "champion") return "/profile/champion";
  if (t === "corporate_contact") return "/profile/corporate";
  return dashboardPath(t);
}

export function isAdmin(type: string | null | undefined): boolean {
  const t = normaliseUserType(type);
  return t === "admin" || t === "super_admin";
}

export function isSuperAdmin(type: string | null | undefined): boolean {
  return normaliseUserType(type) === "super_admin";
}

/** The one type check of the guards: one of `types`, or a super admin, who passes every list (spec accounts §6). */
export function passesTypeCheck(type: string | null | undefined, types: readonly UserType[]): boolean {
  const t = normaliseUserType(type);
  return types.includes(t) || t === "super_admin";
}

const labels: Record<UserType, string> = {
  champion: "Champion",
  corporate_contact: "Corporate Partner",
  gpclinic: "GP Clinic",
  specialist: "Specialist",
  admin: "Administrator",
  super_admin: "Super Administrator",
};

export function userTypeLabel(type: string | null | undefined): string {
  return labels[normaliseUserType(type)];
}

/** The name as the person gave it, whole, for the header's user menu (issue 23); else the e-mail before @. */
export function displayName(user: { name?: string | null; email: string }): string {
  const whole = user.name?.trim().replace(/\s+/g, " ");
  return whole || user.email.split("@")[0] || user.email;
}

/**
 * A redirect target after sign-in must be a path on this site: "//evil.example", absolute URLs,
 * "javascript:" and backslash tricks are refused. The check is made on the normalised path, the
 * one the browser will follow: `/.//host`, `/..//host`, `/%2e//host` and `/a/.%2e//host` all
 * normalise to the protocol-relative `//host` (issue 22). The server also requires the path to name
 * one of our routes (`safeRedirectTarget`).
 */
export function safeRedirectPath(target: string | null | undefined): string | null {
  if (!target || !target.startsWith("/") || target.startsWith("//") || target.includes("\\")) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(target)) return null;
  try {
    const url = new URL(target, "http://local.invalid");
    if (url.origin !== "http://local.invalid") return null;
    const path = decodeURIComponent(url.pathname);
    // eslint-disable-next-line no-control-regex
    if (!path.startsWith("/") || path.startsWith("//") || /[\\\u0000-\u001f\u007f]/.test(path)) return null;
    if (/(^|\/)\.\.?(\/|$)/.test(path)) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}
