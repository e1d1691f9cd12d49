import { useEffect, useId, useState, type FormEvent } from "react";
import { fieldset, formMeta, viewOf } from "./schema-form/view";
import type { FormConstraint, FormMeta, FormResult, FormView, Fieldset, Shape } from "./schema-form/types";

export type { FieldMeta, Fieldset, FormResult } from "./schema-form/types";

/** The view without the messages of the fields named (the form's own message stays). */
function withoutMessages(view: FormView, names: ReadonlySet<string>): FormView {
  return { ...view, errors: Object.fromEntries(Object.entries(view.errors).filter(([name]) => !names.has(name))) };
}

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
