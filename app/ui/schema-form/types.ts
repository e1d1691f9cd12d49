import type { FormEvent } from "react";

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
export type FormConstraint = Record<string, { required?: boolean }>;

export type Shape = Record<string, unknown>;
export type Item<V> = NonNullable<V> extends readonly (infer I)[] ? I : unknown;
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
export type Intent =
  | { type: "insert"; payload: { name: string; index?: number; defaultValue?: unknown } }
  | { type: "remove"; payload: { name: string; index: number } }
  | { type: "reorder"; payload: { name: string; from: number; to: number } }
  | { type: "update"; payload: { name?: string; index?: number; value?: unknown; validated?: boolean } }
  | { type: "reset"; payload: { name?: string; index?: number } }
  | { type: "validate"; payload: { name?: string } };

/** The props of a plain submit button that sends an intent. */
export type IntentButtonProps = {
  type: "submit";
  /** The one name every intent is sent under; a form's own fields never use it. */
  name: "__intent__";
  value: string;
  form: string;
  formNoValidate: true;
};

export type IntentControl<T extends Intent["type"]> = {
  getButtonProps(payload: Extract<Intent, { type: T }>["payload"]): IntentButtonProps;
};

export type FormMeta = {
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

/** What the form shows after an answer. */
export type FormView = {
  /** Values the controls start with (already serialised: strings, arrays, objects). */
  initialValue: Shape;
  /** Messages to show, by field name; `""` is the form's. */
  errors: Record<string, string[]>;
  /** Fields the visitor has already submitted, whose messages stay shown after a list change. */
  validated: Record<string, boolean>;
};
