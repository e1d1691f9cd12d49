import { describe, expect, it } from "vitest";
import { events } from "#db/schema";
import { setDatabase } from "~/lib/db.server";
import { openTestDatabase, useTestDatabase } from "../../../tests/support/db";
import { sitemapEvents, upcomingEventsPage } from "./events.server";

const db = useTestDatabase();
const now = new Date("2026-06-15T02:00:00Z");
const at = (iso: string) => new Date(iso);

describe("upcoming events", () => {
  it("lists published events, featured first then by start; past ones apart; drafts never", async () => {
    const base = { description: "About **screening**.", type: "Workshop" };
    await db()
      .insert(events)
      .values([
        { ...base, title: "Later", startsAt: at("2026-07-01T01:00:00Z") },
        { ...base, title: "Soon", startsAt: at("2026-06-15T10:00:00Z") },
        { ...base, title: "Featured later", startsAt: at("2026-08-01T01:00:00Z"), featured: true },
        { ...base, title: "Yesterday", startsAt: at("2026-06-14T01:00:00Z") },
        { ...base, title: "Draft", startsAt: at("2026-06-20T01:00:00Z"), published: false },
        {
          ...base,
          title: "Off",
          startsAt: at("2026-06-21T01:00:00Z"),
          cancelledAt: now,
          isSample: true,
          type: "Webinar",
        },
      ]);
    const page = await upcomingEventsPage(now);
    expect(page.state).toBe("loaded");
    expect(page.events.map((e) => e.title)).toEqual(["Featured later", "Soon", "Off", "Later"]);
    expect(page.events.find((e) => e.title === "Off")).toMatchObject({ cancelled: true, isSample: true });
    expect(page.events[0]!.excerpt).toBe("About screening.");
    expect(page.past.map((e) => e.title)).toEqual(["Yesterday"]);
    // The sitemap lists every published page (cancelled and past too), never a draft.
    const listed = (await sitemapEvents()).map((e) => e.path);
    const paths = (await db().select({ id: events.id, title: events.title }).from(events)).map((e) => [
      e.title,
      `/upcoming-events/${e.id}`,
    ]);
    expect(listed.sort()).toEqual(
      paths
        .filter(([title]) => title !== "Draft")
        .map(([, path]) => path)
        .sort(),
    );
  });

  it("filters by a known type and names an unknown one while ignoring it", async () => {
    const webinars = await upcomingEventsPage(now, "Webinar");
    expect(webinars).toMatchObject({ type: "Webinar", ignoredType: null });
    expect(webinars.events.map((e) => e.title)).toEqual(["Off"]);
    const unknown = await upcomingEventsPage(now, "<b>Party</b>");
    expect(unknown).toMatchObject({ type: null, ignoredType: "<b>Party</b>" });
    expect(unknown.events).toHaveLength(4);
  });

  it("returns the error state, not a 500, when the database fails", async () => {
    const broken = await openTestDatabase();
    await broken.close();
    setDatabase(broken);
    const data = await upcomingEventsPage(now);
    expect(data.state).toBe("error");
    expect(data.events).toEqual([]);
  });
});
