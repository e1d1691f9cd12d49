import { CalendarPlus } from "lucide-react";
import { useNavigation } from "react-router";
import { Form, Link } from "~/ui/link";
import type { T } from "~/lib/i18n/translate";
import { Button, buttonClass } from "~/ui/button";
import { Notice } from "~/ui/field";
import type { FormResult } from "~/ui/use-schema-form";
import { EntryForm, type EntryFormOptions } from "./entry-form";

type EntryView = {
  id: string;
  kind: string;
  testedOn: string;
  result: string;
  intervalYears: number | null;
  label: string;
  dateLabel: string;
  resultLabel: string;
};
type StateView = {
  state: string;
  headline: string;
  advice: string;
  dueOn: string | null;
  sources: { title: string; url: string }[];
};

type RecordPageData = {
  today: string;
  entries: EntryView[];
  next: StateView;
  reminders: boolean;
  editing: EntryView | null;
  deleting: EntryView | null;
  options: EntryFormOptions;
};

const card = "rounded-2xl border border-line bg-white p-6 shadow-sm";

/** Where the person stands, in plain words, with the calendar file of the due date. */
function StatePanel({ t, next }: { t: T; next: StateView }) {
  return (
    <section aria-labelledby="state-title" className={card} data-testid="screening-state" data-state={next.state}>
      <h2 id="state-title" className="text-2xl font-bold text-brand-900">
        {next.headline}
      </h2>
      <p className="mt-2 text-ink">{next.advice}</p>
      {next.dueOn && (
        <a href="/dashboard/screening/next.ics" download className={`${buttonClass("secondary")} mt-4`}>
          <CalendarPlus aria-hidden className="size-5" />
          {t("record.calendar")}
        </a>
      )}
      {next.sources.length > 0 && (
        <p className="mt-4 text-sm text-muted">
          {t("record.basedOn")}{" "}
          {next.sources.map((s, i) => (
            <span key={s.url}>
              {i > 0 && "; "}
              <a href={s.url} className="underline" rel="noreferrer" target="_blank">
                {s.title}
              </a>
            </span>
          ))}
        </p>
      )}
    </section>
  );
}

function DeleteConfirm({ t, entry, busy }: { t: T; entry: EntryView; busy: boolean }) {
  return (
    <div className="mt-3 rounded-lg border-l-4 border-amber-600 bg-amber-50 p-4" data-testid="delete-confirm">
      <p className="font-semibold text-ink">
        {t("record.deleteQuestion", { test: entry.label, date: entry.dateLabel })}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Form method="post" action="/dashboard/screening">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={entry.id} />
          <Button type="submit" disabled={busy}>
            {t("record.yesDelete")}
          </Button>
        </Form>
        <Link to="." className="font-semibold text-brand-700 underline">
          {t("record.noKeep")}
        </Link>
      </div>
    </div>
  );
}

function Entries({ t, data, busy }: { t: T; data: RecordPageData; busy: boolean }) {
  return (
    <section aria-labelledby="entries-title" className={card}>
      <h2 id="entries-title" className="text-xl font-bold text-brand-900">
        {t("record.yourTests")}
      </h2>
      {data.entries.length === 0 ? (
        <p className="mt-2 text-muted">{t("record.noTests")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-line">
          {data.entries.map((e) => (
            <li key={e.id} className="py-3" data-testid="screening-entry">
              <p className="font-semibold text-ink">
                {t("record.entry", { test: e.label, date: e.dateLabel, result: e.resultLabel })}
                {e.intervalYears !== null && (
                  <span className="font-normal"> {t("record.nextIn", { count: e.intervalYears })}</span>
                )}
              </p>
              <p className="mt-1 flex gap-4 text-sm">
                <Link to={`?edit=${e.id}`} className="font-semibold text-brand-700 underline">
                  {t("record.change")}
                  <span className="sr-only"> {t("record.which", { test: e.label, date: e.dateLabel })}</span>
                </Link>
                <Link to={`?delete=${e.id}`} className="font-semibold text-brand-700 underline">
                  {t("record.delete")}
                  <span className="sr-only"> {t("record.which", { test: e.label, date: e.dateLabel })}</span>
                </Link>
              </p>
              {data.deleting?.id === e.id && <DeleteConfirm t={t} entry={e} busy={busy} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Reminders({ t, on, busy }: { t: T; on: boolean; busy: boolean }) {
  return (
    <section aria-labelledby="reminders-title" className={card}>
      <h2 id="reminders-title" className="text-xl font-bold text-brand-900">
        {t("record.remindersTitle")}
      </h2>
      <p className="mt-2 text-ink" data-testid="reminders-status">
        {t(on ? "record.remindersOn" : "record.remindersOff")}
      </p>
      <Form method="post" action="/dashboard/screening" className="mt-4">
        <input type="hidden" name="intent" value="reminders" />
        <input type="hidden" name="reminders" value={on ? "off" : "on"} />
        <Button type="submit" variant="secondary" disabled={busy}>
          {t(on ? "record.turnOff" : "record.turnOn")}
        </Button>
      </Form>
    </section>
  );
}

/** /dashboard/screening: the record, its state, the form, the reminder switch. */
export function RecordPage({
  t,
  data,
  lastResult,
  message,
}: {
  t: T;
  data: RecordPageData;
  lastResult?: FormResult;
  message?: string;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-10">
      {message && <Notice tone="error">{message}</Notice>}
      <StatePanel t={t} next={data.next} />
      <section aria-labelledby="form-title" className={card}>
        <h2 id="form-title" className="text-xl font-bold text-brand-900">
          {data.editing
            ? t("record.changeTitle", { test: data.editing.label, date: data.editing.dateLabel })
            : t("record.addTitle")}
        </h2>
        <div className="mt-4">
          <EntryForm
            t={t}
            key={data.editing?.id ?? "new"}
            entry={data.editing}
            options={data.options}
            today={data.today}
            lastResult={lastResult}
          />
        </div>
      </section>
      <Entries t={t} data={data} busy={busy} />
      <Reminders t={t} on={data.reminders} busy={busy} />
      <p className="text-sm text-muted">{t("record.privacy")}</p>
    </div>
  );
}
