import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/content-translations";
import {
  translationReviewAction,
  translationsPage,
  type TranslationReviewData,
} from "~/features/education/index.server";
import { langPrefix, languageTags } from "~/lib/i18n/languages";
import { Button } from "~/ui/button";
import { ConsolePage } from "../components/console-frame";
import { ConsoleTable, cellClass } from "../components/console-table";
import { SubNav, contentPages } from "../components/sub-nav";

export const meta: Route.MetaFunction = () => [
  { title: "Translated articles · RID-CRC console" },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request }: Route.LoaderArgs) => translationsPage(request);
export const action = ({ request }: Route.ActionArgs) => translationReviewAction(request);

const stateLabel = {
  "out-of-date": "Out of date: the English has changed",
  "review-pending": "Current; review pending",
  reviewed: "Current; reviewed",
} as const;
const stateClass = {
  "out-of-date": "bg-accent-600 text-white",
  "review-pending": "bg-amber-100 text-amber-950",
  reviewed: "bg-brand-50 text-brand-900",
} as const;

const controlClass = "mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-sm text-ink";
const errorClass = "mt-1 text-sm font-semibold text-accent-700";

/** Issue 27: every translated article, its state, and "mark reviewed" (by someone who reads it). */
export default function ContentTranslations({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, today } = loaderData;
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting"
      ? `${navigation.formData?.get("lang")}/${navigation.formData?.get("slug")}`
      : null;
  const answerFor = (slug: string, lang: string): TranslationReviewData | undefined =>
    actionData && actionData.values.slug === slug && actionData.values.lang === lang ? actionData : undefined;
  return (
    <ConsolePage
      title="Content"
      intro="Every translated article (content/articles/<language>/), out of date first, then those awaiting review. A translation is out of date when the English it was made from has changed: translate it again. Mark a current translation reviewed once someone who reads its language has checked it against the English."
    >
      <SubNav label="Content pages" items={contentPages} />
      <ConsoleTable caption="Translated articles" columns={["Article", "Language", "State", "Translated", "Review"]}>
        {rows.map((r) => {
          const id = `${r.lang}-${r.slug}`;
          const answer = answerFor(r.slug, r.lang);
          const errors = answer?.fieldErrors ?? {};
          const described = (name: "reviewer" | "reviewedOn") =>
            errors[name] ? { "aria-invalid": true as const, "aria-describedby": `${name}-${id}-error` } : {};
          return (
            <tr key={id} id={`translation-${id}`} className="border-t border-line" data-testid="translation-row">
              <td className={cellClass}>
                <a
                  href={`${langPrefix(r.lang)}/education/article/${r.slug}`}
                  className="font-semibold text-brand-700 underline"
                >
                  <span lang={languageTags[r.lang]}>{r.title}</span>
                </a>
                <span className="block text-xs text-muted">{r.englishTitle}</span>
              </td>
              <td className={cellClass}>
                <span lang={languageTags[r.lang]}>{r.language}</span>
              </td>
              <td className={cellClass}>
                <span className={`block w-fit rounded px-2 py-0.5 text-xs font-semibold ${stateClass[r.state]}`}>
                  {stateLabel[r.state]}
                </span>
              </td>
              <td className={cellClass}>
                {r.translatedBy}, {r.translatedLabel}
              </td>
              <td className={cellClass}>
                {r.reviewedBy ? `${r.reviewedBy}, ${r.reviewedLabel}` : "Not reviewed"}
                {r.current ? (
                  <details className="mt-2" open={answer ? true : undefined}>
                    <summary className="cursor-pointer text-sm font-semibold text-brand-700">
                      Mark reviewed
                      <span className="sr-only">
                        {" "}
                        ({r.englishTitle}, {r.language})
                      </span>
                    </summary>
                    <Form method="post" preventScrollReset className="mt-2 space-y-2">
                      <input type="hidden" name="slug" value={r.slug} />
                      <input type="hidden" name="lang" value={r.lang} />
                      {errors.translation ? <p className={errorClass}>{errors.translation}</p> : null}
                      <div>
                        <label htmlFor={`reviewer-${id}`} className="block text-sm font-semibold text-ink">
                          Reviewer (reads {r.language})
                        </label>
                        <input
                          id={`reviewer-${id}`}
                          name="reviewer"
                          autoComplete="off"
                          maxLength={120}
                          defaultValue={answer?.values.reviewer ?? ""}
                          className={controlClass}
                          {...described("reviewer")}
                        />
                        {errors.reviewer ? (
                          <p id={`reviewer-${id}-error`} className={errorClass}>
                            {errors.reviewer}
                          </p>
                        ) : null}
                      </div>
                      <div>
                        <label htmlFor={`reviewedOn-${id}`} className="block text-sm font-semibold text-ink">
                          Reviewed on
                        </label>
                        <input
                          id={`reviewedOn-${id}`}
                          name="reviewedOn"
                          type="date"
                          max={today}
                          defaultValue={answer?.values.reviewedOn ?? today}
                          className={controlClass}
                          {...described("reviewedOn")}
                        />
                        {errors.reviewedOn ? (
                          <p id={`reviewedOn-${id}-error`} className={errorClass}>
                            {errors.reviewedOn}
                          </p>
                        ) : null}
                      </div>
                      <Button type="submit" variant="secondary" disabled={busy === `${r.lang}/${r.slug}`}>
                        Mark reviewed
                      </Button>
                    </Form>
                  </details>
                ) : null}
              </td>
            </tr>
          );
        })}
      </ConsoleTable>
    </ConsolePage>
  );
}
