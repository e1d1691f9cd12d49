import type { Classification } from "./classification";

/** The console's events routes: create, edit, cancel, registrations (issue #15). Same rules as route-table.ts. */
const noSuchEvent = { id: "00000000-0000-4000-8000-000000000000" };

/** The event form's fields (event-form.schema.ts), and a form it accepts. */
const eventFormFields = [
  "title",
  "description",
  "date",
  "startTime",
  "endTime",
  "type",
  "featured",
  "isVirtual",
  "joinUrl",
  "location",
  "capacity",
  "opensAt",
  "closesAt",
  "registrationUrl",
  "updatedAt",
] as const;

export const consoleEventRoutes: Record<string, Classification> = {
  // A new event (a draft until published).
  "features/admin/routes/event-new": {
    path: "/admin/events/new",
    access: { class: "admin" },
    loader: "page",
    action: {
      fields: eventFormFields,
      rightRole: "admin",
      emptyForm: "status 400",
      validForm: {
        title: "Security suite event",
        description: "An event a refused role tries to create.",
        date: "2030-06-01",
        startTime: "09:00",
        type: "Workshop",
        location: "Singapore",
      },
    },
  },
  // One event: the edit form (intent=save) and the publish, unpublish and cancel buttons.
  "features/admin/routes/event": {
    path: "/admin/events/:id",
    params: noSuchEvent,
    access: { class: "admin" },
    loader: "status 404",
    action: {
      fields: ["intent", "reason", ...eventFormFields],
      rightRole: "admin",
      emptyForm: "status 400",
      validForm: { intent: "publish", updatedAt: "1" },
    },
  },
  // Its registrations and waitlist, and "E-mail registrants".
  "features/admin/routes/event-registrations": {
    path: "/admin/events/:id/registrations",
    params: noSuchEvent,
    access: { class: "admin" },
    loader: "status 404",
    action: {
      fields: ["subject", "message"],
      rightRole: "admin",
      emptyForm: "status 400",
      validForm: { subject: "A change of room", message: "We meet in room 2 instead." },
    },
  },
  "features/admin/routes/event-registrations-csv": {
    path: "/admin/events/:id/registrations.csv",
    params: noSuchEvent,
    access: { class: "admin" },
    loader: "status 404",
    action: null,
  },
};
