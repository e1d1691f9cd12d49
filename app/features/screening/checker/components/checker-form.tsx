import { Form } from "~/ui/link";
import { Button } from "~/ui/button";
import { CheckboxGroupField, FieldError, RadioGroupField, TextField } from "~/ui/field";
import { fieldMeta } from "~/ui/schema-form/view";
import type { FieldMeta } from "~/ui/schema-form/types";
import { createT, type T } from "~/lib/i18n/translate";
import type { CheckerPage } from "../checker.server";

/**
 * The result of the last test. FIT and the blood test share their choices and a colonoscopy has its
 * own, all in one radio group: without JavaScript every choice shows, grouped under its test, and
 * the server checks the choice fits the test.
 */
function ResultField({ meta, groups, t }: { meta: FieldMeta; groups: CheckerPage["choices"]["resultGroups"]; t: T }) {
  const describedBy = meta.errors?.length ? meta.errorId : undefined;
  let index = 0;
  return (
    <fieldset aria-describedby={[describedBy, `${meta.id}-hint`].filter(Boolean).join(" ")}>
      <legend className="text-sm font-semibold text-ink">{t("checker.result.legend")}</legend>
      <p id={`${meta.id}-hint`} className="mt-1 text-sm text-muted">
        {t("checker.result.hint")}
      </p>
      <div className="mt-2 grid gap-4 sm:grid-cols-2">
        {groups.map((group) => (
          <fieldset key={group.legend} className="rounded-lg border border-line p-3">
            <legend className="px-1 text-sm font-semibold text-ink">{group.legend}</legend>
            <div className="space-y-2">
              {group.choices.map((choice) => {
                const id = `${meta.id}-${index++}`;
                return (
                  <div key={choice.value} className="flex items-start gap-3">
                    <input
                      type="radio"
                      id={id}
                      name={meta.name}
                      value={choice.value}
                      defaultChecked={meta.initialValue === choice.value}
                      aria-invalid={meta.errors?.length ? true : undefined}
                      aria-describedby={describedBy}
                      className="mt-1 size-5 shrink-0 accent-brand-600"
                    />
                    <label htmlFor={id} className="text-sm text-ink">
                      {choice.label}
                    </label>
                  </div>
                );
              })}
            </div>
          </fieldset>
        ))}
      </div>
      <FieldError meta={meta} />
    </fieldset>
  );
}

/**
 * The checker's questions: a form posted to the page, so it works without JavaScript or an
 * account and the answers stay out of the address. The server checks every field and sends back what was typed with its messages
 * (form-feedback puts the focus on the first one when scripts run).
 */
export function CheckerForm({ checker }: { checker: CheckerPage }) {
  const { formId, values, errors, choices } = checker;
  const t = createT(checker.lang, checker.messages);
  const yesNo = choices.yesNo;
  const view = {
    initialValue: values,
    errors: Object.fromEntries(Object.entries(errors).map(([name, message]) => [name, [message]])),
    validated: {},
  };
  const form = { id: formId, version: 0, view };
  const field = (name: keyof typeof values) => fieldMeta(form, name);
  return (
    <Form method="post" action="/get-screened#checker" id={formId} noValidate className="space-y-6">
      <TextField
        meta={field("age")}
        label={t("checker.age.label")}
        hint={t("checker.age.hint", { example: "52" })}
        inputMode="numeric"
        autoComplete="off"
        className="max-w-xs"
      />
      <CheckboxGroupField
        meta={field("symptoms")}
        legend={t("checker.symptoms.legend")}
        hint={t("checker.symptoms.hint")}
        options={choices.symptoms}
        columns={2}
      />
      <div className="space-y-4 rounded-xl bg-surface p-4">
        <RadioGroupField meta={field("relative")} legend={t("checker.relative.legend")} options={yesNo} />
        <TextField
          meta={field("relativeAge")}
          label={t("checker.relativeAge.label")}
          hint={t("checker.relativeAge.hint")}
          inputMode="numeric"
          autoComplete="off"
          className="max-w-xs"
        />
        <RadioGroupField meta={field("polyps")} legend={t("checker.polyps.legend")} options={yesNo} />
        <RadioGroupField meta={field("bowelDisease")} legend={t("checker.bowelDisease.legend")} options={yesNo} />
      </div>
      <div className="space-y-4">
        <RadioGroupField meta={field("lastTest")} legend={t("checker.lastTest.legend")} options={choices.lastTests} />
        <TextField
          meta={field("lastTestWhen")}
          type="month"
          label={t("checker.lastTestWhen.label")}
          hint={t("checker.lastTestWhen.hint", { example: "2024-03" })}
          className="max-w-xs"
        />
        <ResultField meta={field("result")} groups={choices.resultGroups} t={t} />
      </div>
      <Button type="submit" size="lg">
        {t("checker.submit")}
      </Button>
    </Form>
  );
}
