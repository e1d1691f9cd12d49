import { describe, expect, it } from "vitest";
import * as usersRoute from "../../../app/features/admin/routes/users";
import * as exportRoute from "../../../app/features/admin/routes/users-export";
import { USERS_PAGE_SIZE } from "../../../app/features/admin/users/list";
import {
  MAX_USERS_PAGE,
  userListMessages as lm,
  usersExportLimit,
} from "../../../app/features/admin/users/users.server";
import { useTestDatabase } from "../../support/db";
import { signedInAs } from "../../support/sessions";
import { auditBy, auditCount, get, makeUsers, parseCsv, run, tag } from "../../support/console-users";

// The console's Users tab (issue #14), part 1: the list's search, filters, sorts and pages, and the
// CSV export, through the routes' loaders. Part 2 (console-user-actions.test.ts): a user's page and
// what the team does there.

const db = useTestDatabase();

type ListData = Awaited<ReturnType<typeof usersRoute.loader>>;
const at = (iso: string) => new Date(iso);

async function list(cookie: string, query: string) {
  const { status, data } = await run<ListData>(usersRoute.loader, get(`/admin/users?${query}`, cookie));
  return { status, ...data, names: data.users.map((u) => u.name) };
}

/** Five accounts that share a word, with every filter's both sides among them. */
async function fiveAccounts() {
  const t = tag("List");
  const w = t.toLowerCase();
  const [alice, bob, carol, dave, eve] = await makeUsers([
    // 23:59:59 on 1 March in Singapore; Bob joins one second later, on 2 March.
    {
      fullName: `${t} Alice`,
      email: `${w}-e@example.sg`,
      createdAt: at("2024-03-01T15:59:59Z"),
      lastSignInAt: at("2024-05-01T00:00:00Z"),
    },
    {
      fullName: `${t} Bob`,
      email: `${w}-d@example.sg`,
      userType: "admin",
      twoFactorEnabled: true,
      createdAt: at("2024-03-01T16:00:00Z"),
      lastSignInAt: at("2024-06-01T00:00:00Z"),
    },
    {
      fullName: `${t} Carol`,
      email: `${w}-c@example.sg`,
      status: "suspended",
      emailVerified: false,
      createdAt: at("2024-03-05T00:00:00Z"),
    },
    {
      fullName: `${t} Dave`,
      email: `${w}-b@example.sg`,
      userType: "gpclinic",
      emailVerified: false,
      createdAt: at("2024-04-01T00:00:00Z"),
      lastSignInAt: at("2024-04-02T00:00:00Z"),
    },
    {
      fullName: `${t} Eve 100%_off`,
      email: `${w}-a@example.sg`,
      userType: "specialist",
      createdAt: at("2024-02-01T00:00:00Z"),
    },
  ]);
  return { t, alice: alice!, bob: bob!, carol: carol!, dave: dave!, eve: eve! };
}

describe("the list of users: search, filters, sort and pages, all on the server", () => {
  it("searches names and e-mail addresses; filters by type, status, verification, two-step and Singapore join dates", async () => {
    const { cookie } = await signedInAs(db(), "admin");
    const { t, alice, bob, carol, dave, eve } = await fiveAccounts();
    const q = `q=${encodeURIComponent(t)}`;
    const all = await list(cookie, q);
    expect(all).toMatchObject({ status: 200, total: 5, pages: 1, beyondEnd: false, problems: [] });
    // Newest first by default.
    expect(all.names).toEqual([dave.name, carol.name, bob.name, alice.name, eve.name]);
    expect(all.users[1]).toMatchObject({
      typeLabel: "Champion",
      status: "suspended",
      emailVerified: false,
      lastSignIn: null,
    });
    expect(all.users[2]).toMatchObject({ typeLabel: "Administrator", twoFactorEnabled: true });
    expect(all.users[2]!.lastSignIn?.iso).toBe("2024-06-01T00:00:00.000Z");

    expect((await list(cookie, `q=${encodeURIComponent(t.toUpperCase())}`)).total).toBe(5);
    expect((await list(cookie, `q=${encodeURIComponent(`${t.toLowerCase()}-d@`)}`)).names).toEqual([bob.name]);
    expect((await list(cookie, `${q}&type=admin`)).names).toEqual([bob.name]);
    expect((await list(cookie, `${q}&type=champion&status=active`)).names).toEqual([alice.name]);
    expect((await list(cookie, `${q}&status=suspended`)).names).toEqual([carol.name]);
    expect((await list(cookie, `${q}&verified=no`)).names).toEqual([dave.name, carol.name]);
    expect((await list(cookie, `${q}&verified=yes`)).total).toBe(3);
    expect((await list(cookie, `${q}&twofactor=on`)).names).toEqual([bob.name]);
    expect((await list(cookie, `${q}&twofactor=off`)).total).toBe(4);
    // Join dates are Singapore dates, both ends included.
    expect((await list(cookie, `${q}&joinedFrom=2024-03-02&joinedTo=2024-03-02`)).names).toEqual([bob.name]);
    expect((await list(cookie, `${q}&joinedTo=2024-03-01`)).names).toEqual([alice.name, eve.name]);
    expect((await list(cookie, `${q}&joinedFrom=2024-03-02`)).names).toEqual([dave.name, carol.name, bob.name]);
    // % and _ are searched as themselves.
    expect((await list(cookie, `q=${encodeURIComponent(`${t}%`)}`)).total).toBe(0);
    expect((await list(cookie, `q=${encodeURIComponent("Eve 100%_off")}`)).names).toEqual([eve.name]);
    // What was applied comes back to the page (its links and the export keep the same filters).
    expect((await list(cookie, `${q}&type=admin&sort=name`)).set).toEqual({ q: t, type: "admin", sort: "name" });
  });

  it("sorts by join date either way, name, e-mail and last sign-in (never signed in last)", async () => {
    const { cookie } = await signedInAs(db(), "admin");
    const { t, alice, bob, carol, dave, eve } = await fiveAccounts();
    const q = `q=${encodeURIComponent(t)}`;
    expect((await list(cookie, `${q}&sort=joined_asc`)).names).toEqual([
      eve.name,
      alice.name,
      bob.name,
      carol.name,
      dave.name,
    ]);
    expect((await list(cookie, `${q}&sort=name`)).names).toEqual([
      alice.name,
      bob.name,
      carol.name,
      dave.name,
      eve.name,
    ]);
    expect((await list(cookie, `${q}&sort=email`)).names).toEqual([
      eve.name,
      dave.name,
      carol.name,
      bob.name,
      alice.name,
    ]);
    const bySignIn = (await list(cookie, `${q}&sort=last_sign_in`)).names;
    expect(bySignIn.slice(0, 3)).toEqual([bob.name, alice.name, dave.name]);
    expect(new Set(bySignIn.slice(3))).toEqual(new Set([carol.name, eve.name]));
  });

  it("ignores a malformed filter, says so, and never fails", async () => {
    const { cookie } = await signedInAs(db(), "admin");
    const { t } = await fiveAccounts();
    const q = `q=${encodeURIComponent(t)}`;
    const bad = await list(
      cookie,
      `${q}&type=wizard&status=zzz&verified=maybe&twofactor=1&joinedFrom=2024-02-30&joinedTo=yesterday&sort=bogus&page=abc`,
    );
    expect(bad).toMatchObject({ status: 200, total: 5, beyondEnd: false });
    expect(bad.filters).toMatchObject({
      type: null,
      status: null,
      verified: null,
      twofactor: null,
      joinedFrom: null,
      joinedTo: null,
      sort: "joined_desc",
      page: 1,
    });
    expect(bad.problems).toEqual([
      lm.badChoice("account type"),
      lm.badChoice("status"),
      lm.badChoice("e-mail verified"),
      lm.badChoice("two-step verification"),
      lm.badDate("Joined from"),
      lm.badDate("Joined to"),
      lm.badSort,
      lm.badPage,
    ]);
    const reversed = await list(cookie, `${q}&joinedFrom=2024-04-01&joinedTo=2024-03-01`);
    expect(reversed).toMatchObject({ total: 5, problems: [lm.datesReversed] });
    for (const page of ["0", "-1", "1.5", "1e3", "%00", ""]) {
      const answer = await list(cookie, `${q}&page=${page}`);
      expect(answer).toMatchObject({ status: 200, total: 5, filters: { page: 1 } });
      expect(answer.problems).toEqual(page === "" ? [] : [lm.badPage]);
    }
    // A search longer than any name is cut, not refused; odd characters are only text.
    expect((await list(cookie, `q=${"x".repeat(5000)}`)).filters.q).toHaveLength(100);
    expect((await list(cookie, `q=${encodeURIComponent("'; drop table users; --")}`)).total).toBe(0);
    expect((await list(cookie, `type=&status=&verified=&sort=`)).problems).toEqual([]);
  });

  it("pages by 50 with the total; a page past the end, even 10^9, is an empty list with the way back", async () => {
    const { cookie } = await signedInAs(db(), "admin");
    const t = tag("Page");
    const start = Date.UTC(2020, 0, 1);
    const made = await makeUsers(
      Array.from({ length: USERS_PAGE_SIZE + 3 }, (_, i) => ({
        fullName: `${t} ${String(i).padStart(3, "0")}`,
        createdAt: new Date(start + i * 60_000),
      })),
    );
    const q = `q=${encodeURIComponent(t)}`;
    const first = await list(cookie, q);
    expect(first).toMatchObject({ total: 53, pages: 2, beyondEnd: false });
    expect(first.users).toHaveLength(50);
    const second = await list(cookie, `${q}&page=2`);
    expect(second.users).toHaveLength(3);
    expect(new Set([...first.users, ...second.users].map((u) => u.id))).toEqual(new Set(made.map((u) => u.id)));
    for (const page of ["3", String(10 ** 9)]) {
      const past = await list(cookie, `${q}&page=${page}`);
      expect(past).toMatchObject({ status: 200, total: 53, pages: 2, beyondEnd: true, users: [], problems: [] });
      expect(past.filters.page).toBe(Number(page));
    }
    const huge = await list(cookie, `${q}&page=99999999999999999999999`);
    expect(huge).toMatchObject({ status: 200, beyondEnd: true, users: [], problems: [lm.pageTooHigh] });
    expect(huge.filters.page).toBe(MAX_USERS_PAGE);
  });
});

describe("the CSV export of the filtered accounts", () => {
  async function exportCsv(cookie: string, query: string) {
    const { status, response } = await run(exportRoute.loader, get(`/admin/users/export.csv?${query}`, cookie));
    const bytes = new Uint8Array(await response!.arrayBuffer());
    return { status, response: response!, bytes, text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes) };
  }

  it("holds exactly the filtered set, every page of it, with formulas neutralised; the export is audited once", async () => {
    const admin = await signedInAs(db(), "admin");
    const t = tag("Csv");
    const [formula, minus, plain] = await makeUsers([
      {
        fullName: `=HYPERLINK("http://evil.example","${t}")`,
        email: `${t.toLowerCase()}-f@example.sg`,
        phoneNumber: "+65 6123 4567",
      },
      { fullName: `-2+3 ${t}`, emailVerified: false },
      { fullName: `${t}, "Plain" Tan`, status: "suspended", twoFactorEnabled: true },
    ]);
    await makeUsers([{ fullName: `${t} the admin`, userType: "admin" }]);
    const before = await auditCount();
    const { status, response, bytes, text } = await exportCsv(
      admin.cookie,
      `q=${encodeURIComponent(t)}&type=champion&page=7&sort=name`,
    );
    expect(status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="rid-crc-users-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    // The byte-order mark, so that Excel reads UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual([
      "Account id",
      "Name",
      "E-mail",
      "Phone",
      "Account type",
      "Status",
      "E-mail verified",
      "Two-step verification",
      "Joined (Singapore)",
      "Joined (UTC)",
      "Last sign-in (UTC)",
    ]);
    expect(rows.map((r) => r[0]).sort()).toEqual([formula!.id, minus!.id, plain!.id].sort());
    const byId = Object.fromEntries(rows.map((r) => [r[0], r]));
    expect(byId[formula!.id]!.slice(1, 8)).toEqual([
      `'=HYPERLINK("http://evil.example","${t}")`,
      `${t.toLowerCase()}-f@example.sg`,
      // A leading + is a formula to a spreadsheet too: lib/text/csv neutralises every such cell.
      "'+65 6123 4567",
      "Champion",
      "Active",
      "Yes",
      "Off",
    ]);
    expect(byId[minus!.id]![1]).toBe(`'-2+3 ${t}`);
    expect(byId[minus!.id]![6]).toBe("No");
    expect(byId[plain!.id]!.slice(1, 2)).toEqual([`${t}, "Plain" Tan`]);
    expect(byId[plain!.id]!.slice(5, 8)).toEqual(["Suspended", "Yes", "On"]);
    // One audit row, with the filters applied (the page is not one) and the number of rows.
    expect(await auditCount()).toBe(before + 1);
    const logs = await auditBy(admin.id, "users.export");
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      actorEmail: admin.email,
      ipAddress: "203.0.113.50",
      after: { filters: { q: t, type: "champion", sort: "name" }, rows: 3 },
    });
  });

  it("streams in keyset batches of 1000: 1,205 accounts that joined at the same instant, each exactly once", async () => {
    const admin = await signedInAs(db(), "admin");
    const t = tag("Bulk");
    const same = new Date("2023-06-01T08:00:00.123Z");
    const made = await makeUsers(Array.from({ length: 1205 }, (_, i) => ({ fullName: `${t} ${i}`, createdAt: same })));
    const { status, text } = await exportCsv(admin.cookie, `q=${encodeURIComponent(t)}`);
    expect(status).toBe(200);
    const ids = parseCsv(text)
      .slice(1)
      .map((r) => r[0]);
    expect(ids).toHaveLength(1205);
    expect(new Set(ids)).toEqual(new Set(made.map((u) => u.id)));
    expect((await auditBy(admin.id, "users.export"))[0]!.after).toEqual({ filters: { q: t }, rows: 1205 });
  });

  it("ignores malformed filters as the list does, and refuses the 11th export of an hour with 429 and nothing audited", async () => {
    const admin = await signedInAs(db(), "admin");
    const t = tag("Limit");
    await makeUsers([{ fullName: `${t} One` }]);
    const malformed = await exportCsv(
      admin.cookie,
      `q=${encodeURIComponent(t)}&type=wizard&joinedFrom=2024-13-45&page=-3`,
    );
    expect(malformed.status).toBe(200);
    expect(parseCsv(malformed.text)).toHaveLength(2);
    for (let i = 1; i < usersExportLimit.max; i++) expect((await exportCsv(admin.cookie, `q=${t}`)).status).toBe(200);
    const before = await auditCount();
    const refused = await exportCsv(admin.cookie, `q=${t}`);
    expect(refused.status).toBe(429);
    expect(refused.response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(refused.text).toMatch(
      /^You have exported the accounts 10 times in the last hour\. Try again in \d+ minutes?\.$/,
    );
    expect(await auditCount()).toBe(before);
    expect(await auditBy(admin.id, "users.export")).toHaveLength(usersExportLimit.max);
    // Another admin has an allowance of their own.
    const other = await signedInAs(db(), "admin");
    expect((await exportCsv(other.cookie, `q=${t}`)).status).toBe(200);
  });

  it("is for admins only: others are refused before anything is read or written", async () => {
    const before = await auditCount();
    const champion = await signedInAs(db(), "champion");
    expect((await run(exportRoute.loader, get("/admin/users/export.csv", champion.cookie))).status).toBe(403);
    const anonymous = await run(exportRoute.loader, get("/admin/users/export.csv", ""));
    expect(anonymous.response?.headers.get("location")).toBe("/login?redirectTo=%2Fadmin%2Fusers%2Fexport.csv");
    expect(await auditCount()).toBe(before);
  });
});
