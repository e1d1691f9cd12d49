import { AlertTriangle, BellRing, MapPin } from "lucide-react";
import { Form, Link } from "~/ui/link";
import { NearestList, PostalCodeInput } from "~/features/directory";
import { dateIn } from "~/lib/i18n/dates";
import { createT, type T } from "~/lib/i18n/translate";
import { Button } from "~/ui/button";
import { filterControlClass, filterLabelClass } from "~/ui/filter-fields";
import type { CheckerPage } from "../checker.server";
import { useLocalPath } from "~/ui/link";

type Answer = NonNullable<CheckerPage["answer"]>;
type Values = CheckerPage["values"];

const linkClass = "font-semibold text-brand-700 underline";

/** The person's answers, carried by the postal-code form so its search keeps the same answer. */
function AnswerFields({ values }: { values: Values }) {
  return (
    <>
      {Object.entries(values).flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value])
          .filter((v) => v !== "")
          .map((v) => <input key={`${name}-${v}`} type="hidden" name={name} value={v} />),
      )}
    </>
  );
}

/** Where to go: the postal code, then the nearest entries of the directory the answer points to. */
function WhereToGo({ answer, values, t }: { answer: Answer; values: Values; t: T }) {
  const { nearest, postal } = answer;
  const found = nearest ? nearest.gps.length + nearest.specialists.length : 0;
  return (
    <section id="where" aria-labelledby="where-title" className="mt-8 border-t border-line pt-6">
      <h3 id="where-title" className="flex items-center gap-2 text-lg font-bold text-brand-900">
        <MapPin aria-hidden className="size-5" /> {t(`answer.where.${answer.where}`)}
      </h3>
      <Form method="post" action="/get-screened#where" className="mt-3 flex flex-wrap items-end gap-3">
        <AnswerFields values={values} />
        <div className="w-full max-w-60">
          <PostalCodeInput value={postal.value} error={postal.error} label={postal.label} hint={postal.hint} />
        </div>
        <Button type="submit">{t("answer.showNearest")}</Button>
      </Form>
      {nearest ? (
        found > 0 ? (
          <div className="mt-5">
            <NearestList entries={nearest} />
          </div>
        ) : (
          <p className="mt-4 text-muted">{t("answer.noneNear")}</p>
        )
      ) : null}
      <ul className="mt-5 space-y-2">
        <li>
          <Link to={answer.directoryHref} className={linkClass}>
            {t(`answer.every.${answer.where}`)}
          </Link>
        </li>
        {answer.where !== "gp-fit" && !answer.urgent ? (
          <li>
            <Link to={answer.fitKitsHref} className={linkClass}>
              {t("answer.fitKits")}
            </Link>
          </li>
        ) : null}
      </ul>
    </section>
  );
}

/** An e-mail when the next test is due (the reminder route is the screening record's). */
function ReminderForm({ answer, t, lang }: { answer: Answer; t: T; lang: CheckerPage["lang"] }) {
  const local = useLocalPath();
  if (!answer.dueOn) return null;
  return (
    <section aria-labelledby="remind-title" className="mt-8 rounded-xl bg-surface p-5">
      <h3 id="remind-title" className="flex items-center gap-2 font-bold text-brand-900">
        <BellRing aria-hidden className="size-5" /> {t("answer.remindTitle")}
      </h3>
      <form method="post" action={local("/get-screened/remind")} className="mt-3 flex flex-wrap items-end gap-3">
        <input type="hidden" name="dueOn" value={answer.dueOn} />
        <input type="hidden" name="rule" value={answer.rule} />
        <div className="w-full max-w-80">
          <label htmlFor="remind-email" className={filterLabelClass}>
            {t("answer.email")}
          </label>
          <input
            id="remind-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            className={filterControlClass}
          />
        </div>
        <Button type="submit" variant="secondary">
          {t("answer.remindSubmit")}
        </Button>
      </form>
      <p className="mt-2 text-sm text-muted">{t("answer.dueOn", { date: dateIn(lang, answer.dueOn) })}</p>
    </section>
  );
}

/** The checker's answer: what to do, in one sentence, then where, and the sources it rests on. */
export function CheckerAnswer({ checker }: { checker: CheckerPage }) {
  const answer = checker.answer;
  if (!answer) return null;
  const t = createT(checker.lang, checker.messages);
  return (
    <section
      id="answer"
      aria-labelledby="answer-title"
      className={`rounded-2xl border-2 bg-white p-5 shadow-sm sm:p-8 ${answer.urgent ? "border-red-700" : "border-brand-600"}`}
    >
      <p className="text-sm font-semibold uppercase tracking-wide text-muted">{t("answer.eyebrow")}</p>
      <h2 id="answer-title" className="mt-1 text-2xl font-bold text-brand-900">
        {answer.headline}
      </h2>
      <p className="mt-3 text-lg text-ink">{answer.nextStep}</p>
      {answer.emergency ? (
        <p className="mt-4 flex gap-2 rounded-lg border-l-4 border-red-700 bg-red-50 px-4 py-3 font-semibold text-red-900">
          <AlertTriangle aria-hidden className="mt-0.5 size-5 shrink-0" />
          <span>{answer.emergency}</span>
        </p>
      ) : (
        <p className="mt-3 text-muted">
          <a href="#tests" className={linkClass}>
            {t("answer.compare")}
          </a>{" "}
          {t("answer.compareAfter")}{" "}
          <Link to={checker.costsHref} className={linkClass}>
            {t("answer.costsLink")}
          </Link>
          {t("page.moreAfter")}
        </p>
      )}
      <WhereToGo answer={answer} values={checker.values} t={t} />
      <ReminderForm answer={answer} t={t} lang={checker.lang} />
      <p className="mt-8 text-sm text-muted">
        {t("page.sources")}{" "}
        {answer.sources.map((source, i) => (
          <span key={source.url}>
            {i > 0 ? "; " : null}
            <a href={source.url} className="underline" rel="noopener noreferrer">
              {source.title}
            </a>{" "}
            {t("answer.sourceDates", { checkedOn: source.checkedOn, reviewDue: source.reviewDue })}
          </span>
        ))}
        {t("answer.notDiagnosis")}
      </p>
    </section>
  );
}
