import { useEffect, useId, useState, type FormEvent } from "react";

/**
 * What an action answers for a form: Conform's `submission.reply()` (a `SubmissionResult`), checked
 * by the form's Zod schema on the server. The browser never runs the schema (ADR 0013): this module
 * only turns the answer into what the fields show. Structurally the same as Conform's type, so an
 * action's `submission.reply()` fits without a cast.
 */
export type FormResult = {
  status?: "error" | "success";
  intent?: { type: string; payload?: unknown };
  /** What the form held, keyed like the data (`{ hours: { monday } }`); null after `resetForm`. */
  initialValue?: Record<string, unknown> | null;
  fields?: string[];
  /** Messages by field name (`email`, `hours.monday`, `emails[0]`); `""` is the whole form's. */
  error?: Record<string, string[] | null>;
  state?: { validated: Record<string, boolean> };
};

/** Which fields a screen reader should hear as required (e.g. `getZodConstraint(schema)` on the server). */
type FormConstraint = Record<string, { required?: boolean }>;

type Shape = Record<string, unknown>;
type Item<V> = NonNullable<V> extends readonly (infer I)[] ? I : unknown;
export type Fieldset<V> = { readonly [K in keyof NonNullable<V>]-?: FieldMeta<NonNullable<V>[K]> };

/** Everything a control needs to be named, labelled, filled in and tied to its message. */
export type FieldMeta<V = unknown> = {
  formId: string;
  name: string;
  id: string;
  errorId: string;
  descriptionId: string;
  /** The server's messages for this field, when it rejected the last submission. */
  errors?: string[];
  /** What the control starts with: the server's echo of the last submission, else the default. */
  initialValue: unknown;
  /** The same as `initialValue`: without client-side state, the last known value is the server's. */
  value: unknown;
  required: boolean;
  /** Changes whenever a new answer arrives, so uncontrolled controls show the server's values. */
  key: string;
  getFieldset(): Fieldset<V>;
  getFieldList(): FieldMeta<Item<V>>[];
};

/** Conform's list and value intents, sent by plain submit buttons (they work without JavaScript). */
type Intent =
  | { type: "insert"; payload: { name: string; index?: number; defaultValue?: unknown } }
  | { type: "remove"; payload: { name: string; index: number } }
  | { type: "reorder"; payload: { name: string; from: number; to: number } }
  | { type: "update"; payload: { name?: string; index?: number; value?: unknown; validated?: boolean } }
  | { type: "reset"; payload: { name?: string; index?: number } }
  | { type: "validate"; payload: { name?: string } };

export const INTENT = "__intent__";

type IntentButtonProps = {
  type: "submit";
  name: typeof INTENT;
  value: string;
  form: string;
  formNoValidate: true;
};

type IntentControl<T extends Intent["type"]> = {
  getButtonProps(payload: Extract<Intent, { type: T }>["payload"]): IntentButtonProps;
};

type FormMeta = {
  id: string;
  errorId: string;
  descriptionId: string;
  /** The whole form's messages (e.g. "Invalid email or password"). */
  errors?: string[];
  status?: "error" | "success";
  /**
   * Spread on `<Form>`: its id, `noValidate` (the server's messages, never the browser's), aria, and
   * with JavaScript the handler that clears a field's message once the field is edited.
   */
  props: {
    id: string;
    noValidate: true;
    "aria-describedby"?: string;
    onInput?: (event: FormEvent<HTMLFormElement>) => void;
  };
  insert: IntentControl<"insert">;
  remove: IntentControl<"remove">;
  reorder: IntentControl<"reorder">;
  update: IntentControl<"update">;
  reset: IntentControl<"reset">;
  validate: IntentControl<"validate">;
};

// ---------------------------------------------------------------------------------------------
// Paths: Conform's grammar (`a`, `a.b`, `a[0]`, `a[0].b`).

type Segment = string | number;

function parsePath(path: string): Segment[] {
  const segments: Segment[] = [];
  for (const [, key, index] of path.matchAll(/([^.[\]]+)|\[(\d*)\]/g)) segments.push(key ?? Number(index));
  return segments;
}

function appendPath(path: string, segment: Segment | undefined): string {
  if (segment === undefined) return path;
  if (typeof segment === "number") return `${path}[${segment}]`;
  return path ? `${path}.${segment}` : segment;
}

export function getPathValue(target: unknown, path: string): unknown {
  let pointer = target;
  for (const segment of parsePath(path)) {
    if (pointer === null || typeof pointer !== "object" || !Object.hasOwn(pointer, segment)) return undefined;
    pointer = (pointer as Record<Segment, unknown>)[segment];
  }
  return pointer;
}

/** Whether `name` is `prefix` or lies under it (`emails[2]` under `emails`). */
export function isPathPrefix(name: string, prefix: string): boolean {
  const [full, base] = [parsePath(name), parsePath(prefix)];
  return base.length <= full.length && base.every((segment, i) => segment === full[i]);
}

// ---------------------------------------------------------------------------------------------
// Intents, serialised exactly as Conform's `serializeIntent` writes them.

/** Conform's `serialize`: what a value looks like once it has been through a form. */
function serializeValue(value: unknown): unknown {
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

// ---------------------------------------------------------------------------------------------
// From the server's answer to what the form shows.

type FormView = {
  /** Values the controls start with (already serialised: strings, arrays, objects). */
  initialValue: Shape;
  /** Messages to show, by field name; `""` is the form's. */
  errors: Record<string, string[]>;
  /** Fields the visitor has already submitted, whose messages stay shown after a list change. */
  validated: Record<string, boolean>;
};

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
function fieldset(form: Parameters<typeof fieldMeta>[0], prefix: string): Record<string, FieldMeta> {
  const cache: Record<string, FieldMeta> = {};
  return new Proxy(cache, {
    get: (target, key) => {
      if (typeof key !== "string") return undefined;
      return (target[key] ??= fieldMeta(form, appendPath(prefix, key)));
    },
  });
}

function intentControl<T extends Intent["type"]>(formId: string, type: T): IntentControl<T> {
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

/** The view without the messages of the fields named (the form's own message stays). */
function withoutMessages(view: FormView, names: ReadonlySet<string>): FormView {
  return { ...view, errors: Object.fromEntries(Object.entries(view.errors).filter(([name]) => !names.has(name))) };
}

// ---------------------------------------------------------------------------------------------

type Tracked = {
  result: FormResult | null | undefined;
  version: number;
  view: FormView;
  /** The defaults the controls were last given after a reset (JSON), to see them change. */
  defaults?: string;
};

/**
 * One form of the app: pass the action's last answer, get the form's and the fields' metadata.
 * The schema runs in the action only (`parseWithZod` + `submission.reply()`); with JavaScript,
 * React Router's `<Form>` brings the answer without a reload and the first field in error takes the
 * focus. `Fields` names the form's fields, e.g. `useSchemaForm<z.input<typeof schema>>(…)`.
 */
export function useSchemaForm<Fields extends Shape = Shape>(
  lastResult: FormResult | null | undefined,
  options: { id?: string; defaultValue?: unknown; constraint?: FormConstraint } = {},
): [FormMeta, Fieldset<Fields>] {
  const generated = useId();
  const id = options.id ?? generated;
  const reset = lastResult?.initialValue === null;
  const defaults = reset ? JSON.stringify(options.defaultValue ?? null) : undefined;
  const [tracked, setTracked] = useState<Tracked>(() => ({
    result: lastResult,
    version: 0,
    view: viewOf(lastResult, options.defaultValue),
    defaults,
  }));
  let current = tracked;
  if (tracked.result !== lastResult) {
    // A new answer: adjust the state during render (React's pattern for derived state).
    current = {
      result: lastResult,
      version: tracked.version + 1,
      view: viewOf(lastResult, options.defaultValue, tracked.view),
      defaults,
    };
    setTracked(current);
  } else if (reset && tracked.defaults !== defaults) {
    // React Router hands over a reset answer while the loaders still revalidate, so the controls
    // first show the values from before the save: when the loader's values arrive, show those.
    current = { ...tracked, version: tracked.version + 1, defaults };
    setTracked(current);
  }
  const { version, view } = current;
  // After a reset the defaults are what the loader gives now (e.g. the profile just saved).
  const shown = lastResult && lastResult.initialValue !== null ? view : viewOf(undefined, options.defaultValue);

  // Spec accounts §5: "clear a field's error when it is edited". The fields edited since this answer
  // (every form, one rule; without JavaScript the message stays until the next submission).
  const [edited, setEdited] = useState<{ version: number; names: ReadonlySet<string> }>(() => ({
    version,
    names: new Set(),
  }));
  const cleared = edited.version === version ? edited.names : undefined;
  const visible = cleared?.size ? withoutMessages(shown, cleared) : shown;
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as Partial<HTMLInputElement>).name;
    if (!name || !shown.errors[name] || cleared?.has(name)) return;
    setEdited({ version, names: new Set([...(cleared ?? []), name]) });
  };

  const meta = formMeta(id, visible, lastResult?.status ?? undefined);
  const form = { ...meta, props: { ...meta.props, onInput } };
  const fields = fieldset({ id, version, view: visible, constraint: options.constraint }, "") as Fieldset<Fields>;

  // Like Conform: after a rejected submission, the first field in error takes the focus.
  useEffect(() => {
    if (version === 0 || lastResult?.status !== "error") return;
    const element = document.forms.namedItem(id);
    for (const control of element?.elements ?? []) {
      const name = (control as HTMLInputElement).name;
      if (name && shown.errors[name]) {
        (control as HTMLElement).focus();
        break;
      }
    }
    // `shown` is the state kept for this answer, so this runs once per answer.
  }, [version, id, lastResult?.status, shown]);

  return [form, fields];
}
