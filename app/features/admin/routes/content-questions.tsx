import { data, Form } from "react-router";
import type { Route } from "./+types/content-questions";
import { attachPhrasing, intentOverview, questionsByIntent } from "~/features/chat/index.server";
import { formatSgDate, todayInSingapore } from "~/lib/text/singapore-date";
import { Button } from "~/ui/button";
import { Notice } from "~/ui/field";
import { ConsolePage } from "../components/console-frame";
import { ConsoleTable, cellClass } from "../components/console-table";
import { SubNav, contentPages } from "../components/sub-nav";
import { requireAdmin } from "~/features/accounts/index.server";

export const meta: Route.MetaFunction = () => [
  { title: "Unanswered questions · RID-CRC console" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  // The answer bank's intents (four languages each) are long: shown when asked for, so the list and a
  // form's answer stay small (issue 11's bound on an answer's size).
  const showIntents = new URL(request.url).searchParams.has("intents");
  const [{ groups, intents }, overview] = await Promise.all([
    questionsByIntent(),
    showIntents ? intentOverview() : Promise.resolve(null),
  ]);
  return {
    intents,
    overview,
    groups: groups.map((g) => ({
      intent: g.intent,
      questions: g.questions.map((q) => ({
        id: q.id,
        question: q.question,
        timesAsked: q.timesAsked,
        outcome: q.outcome,
        candidates: q.candidates,
        score: q.score,
        // The day in Singapore, whatever the server's own time zone.
        lastAsked: formatSgDate(todayInSingapore(q.lastAskedAt)),
      })),
    })),
  };
}

type AttachData = { ok: boolean; message: string; id: string; field?: "intent" | "phrasing"; phrasing?: string };

/** "Attach to intent": the question becomes a phrasing of the chosen intent (audited in the chat feature). */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const form = await request.formData();
  const id = String(form.get("questionId") ?? "");
  const phrasing = String(form.get("phrasing") ?? "");
  const result = await attachPhrasing(request, user, {
    intent: String(form.get("intent") ?? ""),
    phrasing,
    questionId: id,
  });
  if (!result.ok)
    return data<AttachData>({ ok: false, message: result.message, id, field: result.field, phrasing }, { status: 400 });
  return data<AttachData>({
    ok: true,
    id,
    message: `Added “${result.phrasing}” to ${result.intent} (${result.language}). The chatbot answers it within seconds.`,
  });
}

const columns = ["Question", "What the bot did", "Score", "Times asked", "Last asked", "Action"];
const stateLabels = { approved: "Approved", reviewed: "Reviewed", unreviewed: "Not reviewed", missing: "No answer" };

export default function ContentQuestions({ loaderData, actionData }: Route.ComponentProps) {
  const { groups, intents, overview } = loaderData;
  return (
    <ConsolePage
      title="Content"
      intro="Questions the chatbot could not answer, or answered with a clarifying question, in the last 90 days, grouped by the intent of the answer bank they come nearest to. NRIC numbers, phone numbers and e-mail addresses were removed before they were kept, and no account is stored with them."
    >
      <SubNav label="Content pages" items={contentPages} />
      {actionData?.ok ? (
        <Notice tone="success" className="mt-4">
          {actionData.message}
        </Notice>
      ) : null}
      {groups.length === 0 ? (
        <p className="font-semibold text-ink">No unanswered questions in the last 90 days.</p>
      ) : (
        groups.map((g) => (
          <section key={g.intent ?? "none"} className="mt-6" aria-labelledby={`group-${g.intent ?? "none"}`}>
            <h2 id={`group-${g.intent ?? "none"}`} className="text-lg font-semibold text-brand-900">
              {g.intent ? `Nearest intent: ${g.intent}` : "No intent"}
            </h2>
            <ConsoleTable
              caption={g.intent ? `Questions nearest ${g.intent}` : "Questions near no intent"}
              columns={columns}
            >
              {g.questions.map((q) => {
                const mine = actionData && !actionData.ok && actionData.id === q.id ? actionData : undefined;
                const errorId = `attach-${q.id}-error`;
                return (
                  <tr key={q.id} className="border-t border-line" data-testid="question">
                    {/* Text a visitor typed: rendered as text, never as markup. */}
                    <td className={`${cellClass} break-words`}>{q.question}</td>
                    <td className={cellClass}>
                      {q.outcome === "clarify" ? `Asked which: ${q.candidates.join(", ")}` : "Declined"}
                    </td>
                    <td className={`${cellClass} tabular-nums`}>{q.score ?? "–"}</td>
                    <td className={`${cellClass} tabular-nums`}>{q.timesAsked}</td>
                    <td className={`${cellClass} whitespace-nowrap`}>{q.lastAsked}</td>
                    <td className={cellClass}>
                      <details open={mine ? true : undefined}>
                        <summary className="cursor-pointer font-semibold text-accent-700">Attach to intent</summary>
                        <Form method="post" preventScrollReset className="mt-2 space-y-2">
                          <input type="hidden" name="questionId" value={q.id} />
                          <label htmlFor={`intent-${q.id}`} className="block text-sm font-semibold text-ink">
                            Intent
                          </label>
                          <input
                            id={`intent-${q.id}`}
                            name="intent"
                            list="chat-intents"
                            defaultValue={g.intent ?? ""}
                            aria-invalid={mine?.field === "intent" ? true : undefined}
                            aria-describedby={mine?.field === "intent" ? errorId : undefined}
                            className="w-full rounded-lg border border-line px-2 py-1"
                          />
                          <label htmlFor={`phrasing-${q.id}`} className="block text-sm font-semibold text-ink">
                            Phrasing (its language is read from the words)
                          </label>
                          <input
                            id={`phrasing-${q.id}`}
                            name="phrasing"
                            defaultValue={mine?.phrasing ?? q.question}
                            aria-invalid={mine?.field === "phrasing" ? true : undefined}
                            aria-describedby={mine?.field === "phrasing" ? errorId : undefined}
                            className="w-full rounded-lg border border-line px-2 py-1"
                          />
                          {mine ? (
                            <p id={errorId} className="text-sm font-semibold text-accent-700">
                              {mine.message}
                            </p>
                          ) : null}
                          <Button type="submit" variant="secondary">
                            Attach
                          </Button>
                        </Form>
                      </details>
                    </td>
                  </tr>
                );
              })}
            </ConsoleTable>
          </section>
        ))
      )}
      <datalist id="chat-intents">
        {intents.map((i) => (
          <option key={i} value={i} />
        ))}
      </datalist>
      {overview ? (
        <section className="mt-10" aria-labelledby="intents">
          <h2 id="intents" className="text-lg font-semibold text-brand-900">
            Intents of the answer bank ({overview.length})
          </h2>
          <p className="text-sm text-muted">
            Each intent's approved answer in the four languages, who translated and reviewed it, its sources and how
            many phrasings each language has (from content/chat-answers, plus those attached here).
          </p>
          <ul className="mt-3 space-y-2">
            {overview.map((intent) => (
              <li key={intent.id} data-testid="intent">
                <details className="rounded-xl border border-line bg-white p-3">
                  <summary className="cursor-pointer font-semibold text-brand-900">
                    {intent.id}{" "}
                    <span className="font-normal text-muted">
                      · {intent.topic} · {intent.safety}
                    </span>
                  </summary>
                  <p className="mt-2 text-sm">
                    Sources:{" "}
                    {intent.sources.map((s, i) => (
                      <span key={s.href}>
                        {i ? ", " : ""}
                        <a href={s.href} className="text-accent-700 underline">
                          {s.title}
                        </a>
                      </span>
                    ))}
                  </p>
                  <dl className="mt-2 space-y-3">
                    {intent.languages.map((l) => (
                      <div key={l.lang}>
                        <dt className="text-sm font-semibold text-ink">
                          {l.lang} · {stateLabels[l.state]}
                          {l.translatedBy ? ` · translated by ${l.translatedBy}` : ""}
                          {l.reviewedBy ? ` · reviewed by ${l.reviewedBy}` : ""} · phrasings: {l.phrasings.files}
                          {l.phrasings.console ? ` + ${l.phrasings.console} from the console` : ""}
                        </dt>
                        <dd className="whitespace-pre-line text-sm text-ink">{l.answer ?? "English answer shown."}</dd>
                      </div>
                    ))}
                  </dl>
                </details>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <p className="mt-10">
          <a href="?intents" className="font-semibold text-accent-700 underline">
            Show the intents of the answer bank
          </a>
        </p>
      )}
    </ConsolePage>
  );
}
