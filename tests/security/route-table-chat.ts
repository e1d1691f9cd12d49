import type { Classification } from "./classification";

/**
 * The chatbot's routes and its console page (issues 16, 28) for the route table (route-table.ts). Same rules: written by
 * hand from what the route is for. Only types come from classification.ts, so the table loads
 * without a cycle.
 */
export const chatRoutes: Readonly<Record<string, Classification>> = {
  // The chat page: anyone may ask; the conversation so far travels in the form (no JavaScript
  // needed). An empty message gets the field's message (400), before the flood limit is counted.
  // The loader also answers a clarifying question's choice (?ask=<intent>&lang=<lang>, issue 28):
  // counted against the same flood limit; a forged intent or language gets a safe default (200).
  "features/chat/routes/chat": {
    path: "/chat",
    access: { class: "public" },
    loader: "page",
    action: { fields: ["message", "transcript"], rightRole: "anonymous", emptyForm: "status 400" },
  },
  // The chat window's JSON door to the same engine: posts only (a GET gets 405).
  "features/chat/routes/chat-api": {
    path: "/chat/api",
    access: { class: "public" },
    loader: "status 405",
    action: { fields: ["message", "history"], rightRole: "anonymous", emptyForm: "status 400" },
  },
  // The questions the bot declined or clarified, by nearest intent, and the bank's intents (issue 28):
  // every admin. "Attach to intent" adds a phrasing (audited); an empty form names the intent field (400).
  "features/admin/routes/content-questions": {
    path: "/admin/content/questions",
    access: { class: "admin" },
    loader: "page",
    action: {
      fields: ["questionId", "intent", "phrasing"],
      rightRole: "admin",
      emptyForm: "status 400",
      validForm: { intent: "find-gp", phrasing: "security suite phrasing for a clinic near me" },
    },
  },
};
