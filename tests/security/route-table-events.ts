import type { Classification } from "./classification";

/**
 * The public events routes: event pages, registration, calendar files (issue #15). Same rules as
 * route-table.ts. Ids name no event and the token no registration: everyone gets the site's 404,
 * and nothing is written (the journeys and tests/integration/events-*.test.ts cover real rows).
 */
const noSuchEvent = { id: "00000000-0000-4000-8000-000000000000" };

export const eventRoutes: Record<string, Classification> = {
  // Anyone registers: signed in in one step, a visitor with name and e-mail (then confirms by e-mail).
  "features/events/routes/event": {
    path: "/upcoming-events/:id",
    params: noSuchEvent,
    access: { class: "public" },
    loader: "status 404",
    action: {
      fields: ["intent", "name", "email"],
      rightRole: "anonymous",
      emptyForm: "status 404",
    },
  },
  "features/events/routes/event-calendar": {
    path: "/upcoming-events/:id/calendar.ics",
    params: noSuchEvent,
    access: { class: "public" },
    loader: "status 404",
    action: null,
  },
  // The manage link of every registration e-mail: the token is the key, so the page is public.
  "features/events/routes/manage-registration": {
    path: "/events/registration/:token",
    params: { token: "not-a-token-we-issued" },
    access: { class: "public" },
    loader: "status 404",
    action: {
      fields: ["intent"],
      rightRole: "anonymous",
      emptyForm: "status 404",
    },
  },
};
