import { useState, type FormEvent } from "react";
import { useNavigation } from "react-router";
import { Form, Link } from "~/ui/link";
import { Button } from "~/ui/button";
import { Notice, RadioGroupField, TextField } from "~/ui/field";
import { useHydrated } from "~/ui/use-hydrated";
import { useSchemaForm, type FormResult } from "~/ui/use-schema-form";
import type { T } from "~/lib/i18n/translate";
import { resultChoices, type KindChoice, type ResultChoice } from "../record/result-choices";

export type EntryFormOptions = {
  kinds: KindChoice[];
  results: ResultChoice[];
  interval: { min: number; max: number };
  /** The earliest test date the record takes. */
  earliest: string;
};
type Entry = { id: string; kind: string; testedOn: string; result: string; intervalYears: number | null };

/**
 * Add a test, or change one (`entry`). Plain radio buttons and a date field: it works without
 * JavaScript, and the server answers every field with its own message (a date in the future, before
 * 1950, a result that is not one of the kind's, an interval out of range).
 */
export function EntryForm({
  t,
  entry,
  options,
  today,
  lastResult,
}: {
  /** The page's words (screening.json's `record`), in its language. */
  t: T;
  entry: Entry | null;
  options: EntryFormOptions;
  today: string;
  lastResult?: FormResult;
}) {
  const [form, fields] = useSchemaForm<{ kind: string; testedOn: string; result: string; intervalYears: string }>(
    lastResult,
    {
      id: entry ? `entry-${entry.id}` : "entry-new",
      defaultValue: entry
        ? { ...entry, intervalYears: entry.intervalYears === null ? "" : String(entry.intervalYears) }
        : undefined,
    },
  );
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === (entry ? "edit" : "add");
  // With JavaScript, the results offered follow the kind chosen; without it (and in the server's
  // HTML) every result is listed with the kinds it belongs to, and the server checks the pair. On
  // the page without React (ADR 0024) the `result-choices` script does the same with the same rule.
  const live = useHydrated();
  const [kind, setKind] = useState(typeof fields.kind.initialValue === "string" ? fields.kind.initialValue : "");
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (target.name === "kind") setKind(target.value);
  };
  const results = resultChoices(options.results, options.kinds, live && kind ? kind : null);
  const pending = t(entry ? "record.form.saving" : "record.form.adding");
  return (
    <Form
      method="post"
      {...form.props}
      // The choices for the `result-choices` script (the page without React, ADR 0024).
      data-result-choices={JSON.stringify({ kinds: options.kinds, results: options.results })}
      onChange={onChange}
      className="space-y-5"
      action={entry ? `?edit=${entry.id}` : undefined}
    >
      <input type="hidden" name="intent" value={entry ? "edit" : "add"} />
      {entry && <input type="hidden" name="id" value={entry.id} />}
      {form.errors && <Notice tone="error">{form.errors[0]}</Notice>}
      <RadioGroupField meta={fields.kind} legend={t("record.form.kind")} options={options.kinds} columns={3} />
      <TextField
        meta={fields.testedOn}
        label={t("record.form.date")}
        type="date"
        min={options.earliest}
        max={today}
        hint={t("record.form.dateHint")}
      />
      <RadioGroupField
        meta={fields.result}
        legend={t("record.form.result")}
        options={results}
        hint={live && kind ? undefined : t("record.form.resultHint")}
      />
      <TextField
        meta={fields.intervalYears}
        label={t("record.form.interval")}
        type="number"
        inputMode="numeric"
        min={options.interval.min}
        max={options.interval.max}
        step={1}
        hint={t("record.form.intervalHint", { min: options.interval.min, max: options.interval.max })}
      />
      <div className="flex flex-wrap items-center gap-3">
        {/* Without React, form-feedback says the pending label from data-pending-label. */}
        <Button type="submit" disabled={busy} data-pending-label={pending}>
          {busy ? pending : t(entry ? "record.form.save" : "record.form.add")}
        </Button>
        {entry && (
          <Link to="." className="font-semibold text-brand-700 underline">
            {t("record.form.cancel")}
          </Link>
        )}
      </div>
    </Form>
  );
}
