import { describe, expect, it } from "vitest";
import { events } from "#db/schema";
import { setDatabase } from "~/lib/db.server";
import { openTestDatabase, useTestDatabase } from "../../../tests/support/db";
import { upcomingEventsPage } from "./events.server";

const db = useTestDatabase();
const now = new Date("2026-06-15T02:00:00Z");

describe("upcoming events", () => {
  it("lists published events dated today or later, soonest first", async () => {
    const base = { description: "About screening.", type: "Workshop" };
    await db()
      .insert(events)
      .values([
        { ...base, title: "Later", date: "2026-07-01" },
        { ...base, title: "Today", date: "2026-06-15" },
        { ...base, title: "Yesterday", date: "2026-06-14" },
        { ...base, title: "Draft", date: "2026-06-20", published: false },
      ]);
    const page = await upcomingEventsPage(now);
    expect(page.state).toBe("loaded");
    expect(page.events.map((e) => e.title)).toEqual(["Today", "Later"]);
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
