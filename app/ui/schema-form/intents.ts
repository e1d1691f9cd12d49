import type { Intent, IntentButtonProps, IntentControl } from "./types";

// Intents, serialised exactly as Conform's `serializeIntent` writes them.

const INTENT: IntentButtonProps["name"] = "__intent__";

/** Conform's `serialize`: what a value looks like once it has been through a form. */
export function serializeValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(serializeValue);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "boolean") return value ? "on" : undefined;
  if (typeof value === "number" || typeof value === "bigint") return value.toString();
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, serializeValue(item)]));
  }
  return value ?? undefined;
}

export function serializeIntent(intent: Intent): string {
  switch (intent.type) {
    case "insert":
      return JSON.stringify({
        type: intent.type,
        payload: { ...intent.payload, defaultValue: serializeValue(intent.payload.defaultValue) },
      });
    case "update":
      return JSON.stringify({
        type: intent.type,
        payload: { ...intent.payload, value: serializeValue(intent.payload.value) },
      });
    default:
      return JSON.stringify(intent);
  }
}

/** A submit button that sends one intent (Add, Remove…): it works without JavaScript. */
export function intentControl<T extends Intent["type"]>(formId: string, type: T): IntentControl<T> {
  return {
    getButtonProps: (payload) => ({
      type: "submit",
      name: INTENT,
      value: serializeIntent({ type, payload } as Intent),
      form: formId,
      formNoValidate: true,
    }),
  };
}
