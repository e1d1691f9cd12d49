import type { SummaryLine } from "~/lib/forms/error-summary";

/**
 * The messages of a long form, at its top, each linking to its field. After a rejected submission
 * without JavaScript the page opens at the top: the summary is what the person sees first, and a
 * link takes them to the field (GOV.UK's pattern). With JavaScript the first field in error also
 * takes the focus (use-schema-form.ts). The lines come from the action (lib/forms/error-summary.ts), so
 * the labels of every field stay out of the page's code.
 */
export function ErrorSummaryBox({
  lines,
  formError,
  title = "Please check the form",
}: {
  lines?: SummaryLine[];
  formError?: string;
  title?: string;
}) {
  return (
    <div
      role="alert"
      aria-labelledby="error-summary-title"
      className="rounded-lg border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-900"
    >
      <h2 id="error-summary-title" className="font-bold">
        {formError ?? title}
      </h2>
      {lines?.length ? (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {lines.map(({ target, text }) => (
            <li key={target}>
              {/* A block of its own at least 24 px high (WCAG 2.2 target size): an inline link's box
                  follows the script's font, and Tamil's came out shorter than its neighbours' spacing. */}
              <a href={`#${target}`} className="inline-block min-h-6 underline">
                {text}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
