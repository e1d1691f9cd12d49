import { serializeValue, intentControl } from "./intents";
import { appendPath, getPathValue, isPathPrefix } from "./paths";
import type { FieldMeta, Fieldset, FormConstraint, FormMeta, FormResult, FormView, Intent, Item, Shape } from "./types";

// From the server's answer to what the form shows.

const listEntry = (list: string, key: string) => {
  const match = key.startsWith(`${list}[`) ? /^\[(\d+)\](.*)$/.exec(key.slice(list.length)) : null;
  return match ? { index: Number(match[1]), rest: match[2]! } : null;
};

/** Moves the "already submitted" marks of a list's rows along with an insert or a removal. */
function shiftList(validated: Record<string, boolean>, intent: Intent): Record<string, boolean> {
  if (intent.type !== "insert" && intent.type !== "remove") return validated;
  const list = intent.payload.name;
  const next: Record<string, boolean> = {};
  for (const [key, value] of Object.entries(validated)) {
    const entry = listEntry(list, key);
    if (!entry) next[key] = value;
    else if (intent.type === "insert") {
      const at = intent.payload.index;
      next[`${list}[${at !== undefined && entry.index >= at ? entry.index + 1 : entry.index}]${entry.rest}`] = value;
    } else if (entry.index !== intent.payload.index) {
      next[`${list}[${entry.index > intent.payload.index ? entry.index - 1 : entry.index}]${entry.rest}`] = value;
    }
  }
  return next;
}

/**
 * Conform's own rules, without its client state: a plain submission shows every message; a list or
 * value intent (Add, Remove, "Use sample message") keeps showing only the messages of fields the
 * visitor had already submitted, so a new row does not open with "Email is required".
 */
export function viewOf(result: FormResult | null | undefined, defaultValue: unknown, previous?: FormView): FormView {
  const defaults = (serializeValue(defaultValue) as Shape | undefined) ?? {};
  if (!result || result.initialValue === null) return { initialValue: defaults, errors: {}, validated: {} };
  const messages: Record<string, string[]> = {};
  for (const [name, list] of Object.entries(result.error ?? {})) {
    const kept = list ?? previous?.errors[name];
    if (kept?.length) messages[name] = kept;
  }
  const initialValue = result.initialValue ?? previous?.initialValue ?? defaults;
  let validated = { ...previous?.validated, ...result.state?.validated };
  const intent = result.intent as Intent | undefined;
  if (!intent) {
    for (const name of [...Object.keys(messages), ...(result.fields ?? [])]) validated[name] = true;
    return { initialValue, errors: messages, validated };
  }
  switch (intent.type) {
    case "validate":
      if (intent.payload.name) validated[intent.payload.name] = true;
      else for (const name of [...Object.keys(messages), ...(result.fields ?? [])]) validated[name] = true;
      break;
    case "reset": {
      const name = appendPath(intent.payload.name ?? "", intent.payload.index);
      validated = name ? Object.fromEntries(Object.entries(validated).filter(([key]) => !isPathPrefix(key, name))) : {};
      break;
    }
    case "insert":
    case "remove":
    case "reorder":
      validated = shiftList(validated, intent);
      validated[intent.payload.name] = true;
      break;
  }
  const errors = Object.fromEntries(Object.entries(messages).filter(([name]) => validated[name]));
  return { initialValue, errors, validated };
}

function findConstraint(constraint: FormConstraint | undefined, name: string): boolean {
  if (!constraint) return false;
  if (constraint[name]) return constraint[name].required === true;
  // `emails[3]` falls back to `emails[]`, as in Conform.
  const general = name.replace(/\[\d+\](?!.*\[\d+\])/, "[]");
  return general !== name && findConstraint(constraint, general);
}

/** The metadata of one field, by name (pure: the hook adds nothing but memoisation). */
export function fieldMeta<V = unknown>(
  form: { id: string; version: number; view: FormView; constraint?: FormConstraint },
  name: string,
): FieldMeta<V> {
  const id = `${form.id}-${name}`;
  const initialValue = getPathValue(form.view.initialValue, name);
  return {
    formId: form.id,
    name,
    id,
    errorId: `${id}-error`,
    descriptionId: `${id}-description`,
    errors: form.view.errors[name],
    initialValue,
    value: initialValue,
    required: findConstraint(form.constraint, name),
    key: `${form.version}/${name}`,
    getFieldset: () => fieldset(form, name) as Fieldset<V>,
    getFieldList: () =>
      (Array.isArray(initialValue) ? initialValue : []).map((_, index) =>
        fieldMeta<Item<V>>(form, appendPath(name, index)),
      ),
  };
}

/** The fields under `prefix`, made on first use (`fields.email`, `hours.getFieldset().monday`). */
export function fieldset(form: Parameters<typeof fieldMeta>[0], prefix: string): Record<string, FieldMeta> {
  const cache: Record<string, FieldMeta> = {};
  return new Proxy(cache, {
    get: (target, key) => {
      if (typeof key !== "string") return undefined;
      return (target[key] ??= fieldMeta(form, appendPath(prefix, key)));
    },
  });
}

/** The form's own metadata: its id, its messages, the props for `<Form>` and the intent buttons. */
export function formMeta(id: string, view: FormView, status?: "error" | "success"): FormMeta {
  const errors = view.errors[""];
  return {
    id,
    errorId: `${id}-error`,
    descriptionId: `${id}-description`,
    errors,
    status,
    props: { id, noValidate: true, ...(errors ? { "aria-describedby": `${id}-error` } : {}) },
    insert: intentControl(id, "insert"),
    remove: intentControl(id, "remove"),
    reorder: intentControl(id, "reorder"),
    update: intentControl(id, "update"),
    reset: intentControl(id, "reset"),
    validate: intentControl(id, "validate"),
  };
}
