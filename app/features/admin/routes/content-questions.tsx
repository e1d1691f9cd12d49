import type { Route } from "./+types/content-questions";
import { listUnanswered } from "~/features/chat/index.server";
import { formatSgDate, todayInSingapore } from "~/lib/singapore-date";
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
  const rows = (await listUnanswered()).map((q) => ({
    id: q.id,
    question: q.question,
    timesAsked: q.timesAsked,
    // The day in Singapore, whatever the server's own time zone.
    lastAsked: formatSgDate(todayInSingapore(q.lastAskedAt)),
  }));
  return { rows };
}

const columns = ["Question", "Times asked", "Last asked"];

export default function ContentQuestions({ loaderData }: Route.ComponentProps) {
  const { rows } = loaderData;
  return (
    <ConsolePage
      title="Content"
      intro="Questions the chatbot could not answer in the last 90 days, most asked first, so the team knows which article to write next. NRIC numbers, phone numbers and e-mail addresses were removed before they were kept, and no account is stored with them."
    >
      <SubNav label="Content pages" items={contentPages} />
      {rows.length === 0 ? (
        <p className="font-semibold text-ink">No unanswered questions in the last 90 days.</p>
      ) : (
        <ConsoleTable caption="Unanswered questions, most asked first" columns={columns}>
          {rows.map((r) => (
            <tr key={r.id} className="border-t border-line">
              {/* Text a visitor typed: rendered as text, never as markup. */}
              <td className={`${cellClass} break-words`}>{r.question}</td>
              <td className={`${cellClass} tabular-nums`}>{r.timesAsked}</td>
              <td className={`${cellClass} whitespace-nowrap`}>{r.lastAsked}</td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </ConsolePage>
  );
}
