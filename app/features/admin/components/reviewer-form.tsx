import { Form } from "react-router";
import { Button } from "~/ui/button";
import type { ArticleReviewData } from "~/features/education/index.server";

const controlClass = "mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2 text-sm text-ink";
const errorClass = "mt-1 text-sm font-semibold text-accent-700";

/**
 * An article's reviewer and review date (issue 26): a choice among the published advisors, and
 * the date of their review. Opened by itself when the server refused it, with its messages.
 */
export function ReviewerForm({
  slug,
  title,
  reviewers,
  reviewerId,
  today,
  answer,
  busy,
}: {
  slug: string;
  title: string;
  reviewers: readonly { id: string; label: string }[];
  reviewerId: string | null;
  today: string;
  answer: ArticleReviewData | undefined;
  busy: boolean;
}) {
  const errors = answer?.fieldErrors ?? {};
  const id = (name: string) => `${name}-${slug}`;
  const described = (name: keyof typeof errors) =>
    errors[name] ? { "aria-invalid": true as const, "aria-describedby": `${id(name)}-error` } : {};
  return (
    <details className="mt-2" open={answer ? true : undefined}>
      <summary className="cursor-pointer text-sm font-semibold text-brand-700">
        Set reviewer<span className="sr-only"> of {title}</span>
      </summary>
      {reviewers.length === 0 ? (
        <p className="mt-2 text-sm text-muted">
          Publish an advisor first (Advisors): only a published advisor may be named as a reviewer.
        </p>
      ) : (
        <Form method="post" preventScrollReset className="mt-2 space-y-2">
          <input type="hidden" name="slug" value={slug} />
          {errors.slug ? <p className={errorClass}>{errors.slug}</p> : null}
          <div>
            <label htmlFor={id("advisorId")} className="block text-sm font-semibold text-ink">
              Reviewer
            </label>
            <select
              id={id("advisorId")}
              name="advisorId"
              defaultValue={answer?.values.advisorId ?? reviewerId ?? ""}
              className={controlClass}
              {...described("advisorId")}
            >
              <option value="">Choose an advisor…</option>
              {reviewers.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.label}
                </option>
              ))}
            </select>
            {errors.advisorId ? (
              <p id={`${id("advisorId")}-error`} className={errorClass}>
                {errors.advisorId}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor={id("reviewedOn")} className="block text-sm font-semibold text-ink">
              Reviewed on
            </label>
            <input
              id={id("reviewedOn")}
              name="reviewedOn"
              type="date"
              max={today}
              defaultValue={answer?.values.reviewedOn ?? today}
              className={controlClass}
              {...described("reviewedOn")}
            />
            {errors.reviewedOn ? (
              <p id={`${id("reviewedOn")}-error`} className={errorClass}>
                {errors.reviewedOn}
              </p>
            ) : null}
          </div>
          <Button type="submit" variant="secondary" disabled={busy}>
            Save reviewer
          </Button>
        </Form>
      )}
    </details>
  );
}
