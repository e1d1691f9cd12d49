import type { Limit } from "~/lib/http/rate-limit.server";

/**
 * Messages one client address may send (issue 16: database-backed, so every process counts the
 * same). A person types a question every few seconds at most; a script floods.
 */
export const chatLimits = {
  perClient: { name: "chat-message", max: 20, windowSeconds: 60 },
} satisfies Record<string, Limit>;
