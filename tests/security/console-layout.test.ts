import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routeConfig from "../../app/routes";
import { classification, routeId } from "./classification";

/**
 * Issue 24: the console's pages sit under one layout route whose loader is the console guard (the
 * role matrix checks that loader refuses everyone but admins, from its entry `console` in
 * route-table-console.ts). A console address registered outside that layout would open without it,
 * and without the console's frame: this fails, naming it.
 */

type Placed = { id: string; pattern: string; inConsole: boolean };

function placed(entries: readonly RouteConfigEntry[], parent = "", inConsole = false): Placed[] {
  return entries.flatMap((entry) => {
    const pattern = entry.path === undefined ? parent : `${parent.replace(/\/$/, "")}/${entry.path}`;
    const id = routeId(entry);
    const here = inConsole || id === "console";
    return [{ id, pattern, inConsole: here }, ...placed(entry.children ?? [], pattern, here)];
  });
}

const routes = placed(routeConfig);
/** The console's addresses: everything under /admin and /super-admin but the admins' sign-in page. */
const isConsoleAddress = (pattern: string) =>
  /^\/(admin|super-admin)(\/|$)/.test(pattern) && pattern !== "/admin/login";

describe("the console layout route", () => {
  it("exists once, and is classified as the admin guard", () => {
    expect(routes.filter((r) => r.id === "console")).toHaveLength(1);
    expect(classification.console).toMatchObject({ access: { class: "admin" }, loader: "page" });
  });

  it("holds every console page, and nothing else", () => {
    const pages = routes.filter((r) => r.id !== "console");
    expect(pages.filter((r) => isConsoleAddress(r.pattern) && !r.inConsole).map((r) => r.pattern)).toEqual([]);
    expect(pages.filter((r) => r.inConsole && !isConsoleAddress(r.pattern)).map((r) => r.pattern)).toEqual([]);
    expect(pages.filter((r) => r.inConsole).length).toBeGreaterThan(20);
  });

  it("keeps the admins' sign-in page out of it (it must open signed out)", () => {
    expect(routes.find((r) => r.pattern === "/admin/login")?.inConsole).toBe(false);
  });
});
