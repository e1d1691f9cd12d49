import { describe, expect, it } from "vitest";
import { messagesFor } from "~/lib/i18n/messages.server";
import { languages } from "~/lib/i18n/languages";
import { createT } from "~/lib/i18n/translate";
import {
  dashboardPath,
  displayName,
  isAdmin,
  isSuperAdmin,
  normaliseUserType,
  profilePath,
  safeRedirectPath,
  userTypeLabel,
  userTypes,
} from "./user-types";

describe("normaliseUserType (spec accounts §5)", () => {
  it.each([
    ["member", "champion"],
    ["Champion", "champion"],
    ["corporate", "corporate_contact"],
    ["CorporateContact", "corporate_contact"],
    ["corporate_contact", "corporate_contact"],
    ["gp_clinic", "gpclinic"],
    ["gp-clinic", "gpclinic"],
    ["GP Clinic", "gpclinic"],
    ["GPClinic", "gpclinic"],
    ["clinic", "gpclinic"],
    ["specialists", "specialist"],
    ["specialist", "specialist"],
    ["administrator", "admin"],
    ["  ADMIN ", "admin"],
    ["superadmin", "super_admin"],
    ["super-admin", "super_admin"],
    ["super admin", "super_admin"],
    ["super_admin", "super_admin"],
    ["", "champion"],
    ["  ", "champion"],
    ["astronaut", "champion"],
  ])("%j becomes %s", (input, expected) => {
    expect(normaliseUserType(input)).toBe(expected);
  });

  it("treats null and undefined as champion", () => {
    expect(normaliseUserType(null)).toBe("champion");
    expect(normaliseUserType(undefined)).toBe("champion");
  });
});

describe("dashboardPath (spec accounts §4)", () => {
  it.each([
    ["champion", "/dashboard/champion"],
    ["member", "/dashboard/champion"],
    ["corporate_contact", "/dashboard/corporate"],
    ["gpclinic", "/dashboard/gp-clinic"],
    ["specialist", "/dashboard/specialist"],
    ["admin", "/admin/dashboard"],
    ["super_admin", "/super-admin/dashboard"],
    ["unknown", "/dashboard/champion"],
  ])("%s lands on %s", (type, path) => {
    expect(dashboardPath(type)).toBe(path);
  });
});

describe("profilePath (spec accounts §2.4)", () => {
  it("sends each type to its settings page, corporate users to their dashboard", () => {
    expect(profilePath("champion")).toBe("/profile/champion");
    expect(profilePath("gpclinic")).toBe("/profile/gp-clinic");
    expect(profilePath("specialist")).toBe("/profile/specialist");
    expect(profilePath("corporate_contact")).toBe("/profile/corporate");
  });
});

describe("admin rights come from the account type only", () => {
  it("admin and super_admin are admins; nobody else", () => {
    expect(isAdmin("admin")).toBe(true);
    expect(isAdmin("super_admin")).toBe(true);
    for (const t of ["champion", "gpclinic", "specialist", "corporate_contact", ""]) expect(isAdmin(t)).toBe(false);
    expect(isSuperAdmin("super_admin")).toBe(true);
    expect(isSuperAdmin("admin")).toBe(false);
  });
});

describe("displayName", () => {
  it("uses the first name, else the e-mail prefix", () => {
    expect(displayName({ name: "Tan  Wei Ming", email: "wm@x.sg" })).toBe("Tan Wei Ming");
    expect(displayName({ name: "  ", email: "weiming@x.sg" })).toBe("weiming");
    expect(displayName({ name: null, email: "a.b@x.sg" })).toBe("a.b");
  });
});

describe("safeRedirectPath", () => {
  it("keeps same-site paths with their query and hash", () => {
    expect(safeRedirectPath("/refer-friend")).toBe("/refer-friend");
    expect(safeRedirectPath("/find-a-gp?region=East#list")).toBe("/find-a-gp?region=East#list");
  });
  it.each([
    "//evil.example",
    "https://evil.example/x",
    "javascript:alert(1)",
    "/\\evil.example",
    "\\\\evil",
    "",
    null,
    "dashboard",
    "/\tjavascript:x",
    // Issue 22: dot-segments (plain or %-encoded) that normalise to a protocol-relative address.
    "/.//127.0.0.2:3981/landed",
    "/..//127.0.0.2:3981/landed",
    "/%2e//127.0.0.2:3981/landed",
    "/%2E%2E//127.0.0.2:3981/landed",
    "/a/.%2e//127.0.0.2:3981/landed",
    "/a/b/../..//evil.example",
    "/%2f/evil.example",
    "/%5cevil.example",
    "/a%00b",
  ])("refuses %j", (target) => {
    expect(safeRedirectPath(target)).toBeNull();
  });

  it("keeps a path whose dot-segments stay on the site, normalised", () => {
    expect(safeRedirectPath("/a/../find-a-gp")).toBe("/find-a-gp");
  });
});

describe("the account type's name in the header (issue 27)", () => {
  it("is the console's label in English and a word of its own in every other language", () => {
    const named = (lang: (typeof languages)[number], type: string) =>
      createT(lang, messagesFor(lang, "shell"))(`header.types.${type}`);
    for (const type of userTypes) {
      expect(named("en", type)).toBe(userTypeLabel(type));
      for (const lang of languages.filter((l) => l !== "en")) expect(named(lang, type)).not.toBe(userTypeLabel(type));
    }
  });
});
