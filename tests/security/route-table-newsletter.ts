import type { Classification } from "./classification";

/**
 * The newsletter (issue 29). Same rules as route-table.ts. The sign-up is public (an empty form gets
 * its field's message); the token pages are public too: the signed link is the key, and a token we
 * did not sign is "not valid" (404) with nothing written. The console's page is the admins'.
 */
const notOurs = { token: "not-a-token-we-issued" };

export const newsletterRoutes: Record<string, Classification> = {
  "features/newsletter/routes/subscribe": {
    path: "/newsletter/subscribe",
    access: { class: "public" },
    loader: "page",
    action: {
      fields: ["email"],
      rightRole: "anonymous",
      emptyForm: "status 400",
      validForm: { email: "subscriber@test.example" },
    },
  },
  "features/newsletter/routes/confirm": {
    path: "/newsletter/confirm/:token",
    params: notOurs,
    access: { class: "public" },
    loader: "status 404",
    action: { fields: [], rightRole: "anonymous", emptyForm: "status 404" },
  },
  "features/newsletter/routes/unsubscribe": {
    path: "/newsletter/unsubscribe/:token",
    params: notOurs,
    access: { class: "public" },
    loader: "status 404",
    action: { fields: [], rightRole: "anonymous", emptyForm: "status 404" },
  },
  // Preview writes nothing; Save writes a draft and its audit row; Send an issue's id.
  "features/admin/routes/content-newsletter": {
    path: "/admin/content/newsletter",
    access: { class: "admin" },
    loader: "page",
    action: {
      fields: ["intent", "id", "subject", "body"],
      rightRole: "admin",
      emptyForm: "status 400",
      validForm: { intent: "create", subject: "Test issue", body: "Hello" },
    },
  },
};
