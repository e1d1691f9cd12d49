import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "../db.server";
import { RETRY_AFTER_SECONDS } from "./outage";
import { answeringOutages, outageWords } from "./outage.server";

/** A node-postgres error as the driver builds it: a message and a code (SQLSTATE or errno). */
const pgError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});
/** Drizzle's wrapping of a failed query: the driver's error is its cause. */
const wrapped = (cause: unknown) => new Error("Failed query: select 1\nparams: ", { cause });

describe("isDatabaseUnavailable", () => {
  it.each([
    ["a refused connection (server stopped)", pgError("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    ["a reset connection", pgError("read ECONNRESET", "ECONNRESET")],
    ["the server shutting down (57P01)", pgError("terminating connection due to administrator command", "57P01")],
    ["the server starting up (57P03)", pgError("the database system is starting up", "57P03")],
    ["a crash shutdown (57P02)", pgError("terminating connection because of crash of another server process", "57P02")],
    ["a connection exception (class 08)", pgError("connection failure", "08006")],
    ["too many connections (53300)", pgError("sorry, too many clients already", "53300")],
    ["a connection lost mid-query", pgError("Connection terminated unexpectedly")],
    ["the pool's connect timeout", pgError("timeout exceeded when trying to connect")],
    ["a client that lost its connection", pgError("Client has encountered a connection error and is not queryable")],
    ["a refused connection wrapped by drizzle", wrapped(pgError("connect ECONNREFUSED", "ECONNREFUSED"))],
    [
      "twice wrapped (better-auth over drizzle)",
      new Error("Failed to create user", { cause: wrapped(pgError("x", "57P01")) }),
    ],
    [
      "every address refused (AggregateError)",
      Object.assign(new AggregateError([pgError("connect ECONNREFUSED ::1:5432", "ECONNREFUSED")], "")),
    ],
  ])("is true for %s", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ["a unique violation", wrapped(pgError('duplicate key value violates unique constraint "users_email"', "23505"))],
    ["a syntax error", pgError('syntax error at or near "selec"', "42601")],
    ["a trigger's exception", wrapped(pgError("simulated failure", "P0001"))],
    ["a bug", new TypeError("Cannot read properties of undefined (reading 'id')")],
    ["a Response thrown by a loader", new Response("Not found", { status: 404 })],
    ["nothing", undefined],
    ["a string", "ECONNREFUSED"],
  ])("is false for %s", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it("ends on a cause chain that loops", () => {
    const a = new Error("a");
    const b = new Error("b", { cause: a });
    (a as { cause?: unknown }).cause = b;
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});

describe("answeringOutages: a loader or action meeting an outage", () => {
  const request = new Request("http://localhost:3000/find-a-gp");
  const refused = () => Promise.reject(wrapped(pgError("connect ECONNREFUSED", "ECONNREFUSED")));

  it("throws a 503 for the page's error boundary, with Retry-After and no-store", async () => {
    const loader = answeringOutages(refused, { page: true, route: "find-a-gp" });
    const thrown = (await loader({ request }).catch((error: unknown) => error)) as {
      data: unknown;
      init: { status: number; headers: Record<string, string> };
    };
    expect(thrown.init.status).toBe(503);
    expect(thrown.init.headers).toEqual({ "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" });
    expect(thrown.data).toEqual({
      reason: "database-unavailable",
      title: "The site is briefly unavailable",
      page: "We cannot reach our database for a moment. Please try again in a minute.",
    });
  });

  it("throws a plain-text 503 for a file (a resource route has no page)", async () => {
    const loader = answeringOutages(refused, { page: false, route: "events-ics" });
    const thrown = (await loader({ request }).catch((error: unknown) => error)) as Response;
    expect(thrown).toBeInstanceOf(Response);
    expect(thrown.status).toBe(503);
    expect(thrown.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
    expect(thrown.headers.get("cache-control")).toBe("no-store");
    expect(await thrown.text()).toBe(
      "The site is briefly unavailable. We cannot reach our database for a moment. Please try again in a minute.\n",
    );
  });

  it("lets every other error and every answer through as they were", async () => {
    const bug = new TypeError("boom");
    const failing = answeringOutages(() => Promise.reject(bug), { page: true, route: "x" });
    await expect(failing({ request })).rejects.toBe(bug);
    const notFound = new Response("Not found", { status: 404 });
    const refusing = answeringOutages(() => Promise.reject(notFound), { page: true, route: "x" });
    await expect(refusing({ request })).rejects.toBe(notFound);
    const fine = answeringOutages(() => ({ ok: 1 }), { page: true, route: "x" });
    await expect(fine({ request })).resolves.toEqual({ ok: 1 });
  });
});

describe("the outage's words in the address's language (issue 27)", () => {
  it("takes the language from the /zh/, /ms/, /ta/ prefix, English otherwise, with no database", () => {
    expect(outageWords("http://localhost:3000/zh/find-a-gp?postalCode=168753")).toEqual({
      title: "网站暂时无法使用",
      page: "我们暂时无法连接数据库。请在一分钟后再试。",
      form: "网站暂时无法使用。没有保存任何内容。请在一分钟后再试。",
      text: "网站暂时无法使用。我们暂时无法连接数据库。请在一分钟后再试。\n",
    });
    expect(outageWords("/ms/contact").title).toBe("Laman ini tidak tersedia buat seketika");
    expect(outageWords("/ta").form).toContain("எதுவும் சேமிக்கப்படவில்லை");
    // English: the address without a language, one in no language of ours, a file.
    for (const english of ["/", "/find-a-gp", "/xx/find-a-gp", "/zhx", "/upcoming-events/1/calendar.ics"])
      expect(outageWords(english)).toMatchObject({
        title: "The site is briefly unavailable",
        form: "The site is briefly unavailable. Nothing was saved. Please try again in a minute.",
      });
  });

  it("a page asked for in Chinese gets the 503 page's words in Chinese", async () => {
    const loader = answeringOutages(() => Promise.reject(pgError("connect ECONNREFUSED", "ECONNREFUSED")), {
      page: true,
      route: "find-a-gp",
    });
    const thrown = (await loader({ request: new Request("http://localhost:3000/zh/find-a-gp") }).catch(
      (error: unknown) => error,
    )) as { data: { title: string; page: string } };
    expect(thrown.data).toMatchObject({
      title: "网站暂时无法使用",
      page: "我们暂时无法连接数据库。请在一分钟后再试。",
    });
  });
});
