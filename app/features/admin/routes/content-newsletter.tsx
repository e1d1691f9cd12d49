import { Form } from "react-router";
import type { Route } from "./+types/content-newsletter";
import {
  newsletterConsoleAction,
  newsletterConsolePage,
  type NewsletterConsoleActionData,
} from "~/features/newsletter/index.server";
import { Button } from "~/ui/button";
import { plural } from "~/lib/text/plural";
import { Notice, TextAreaField, TextField } from "~/ui/field";
import { useSchemaForm } from "~/ui/use-schema-form";
import { ConsolePage } from "../components/console-frame";
import { ConsoleTable, cellClass } from "../components/console-table";
import { SubNav, contentPages } from "../components/sub-nav";

export const meta: Route.MetaFunction = () => [
  { title: "Newsletter · RID-CRC console" },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request }: Route.LoaderArgs) => newsletterConsolePage(request);

export const action = ({ request }: Route.ActionArgs) => newsletterConsoleAction(request);

const columns = ["Subject", "Written", "State", "E-mails queued", ""];
const states = { draft: "Draft", sending: "Sending", sent: "Sent" } as const;

export default function ContentNewsletter({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as NewsletterConsoleActionData | undefined;
  const [form, fields] = useSchemaForm<{ subject: string; body: string }>(answer?.result, { id: "issue" });
  const { issues, confirmed } = loaderData;
  return (
    <ConsolePage
      title="Content"
      intro={`The newsletter: write an issue in Markdown, preview it, save it, then send it to the ${plural(confirmed, "confirmed subscriber")}. Each address gets it once, even if the server restarts mid-send; every e-mail has a one-click unsubscribe.`}
    >
      <SubNav label="Content pages" items={contentPages} />
      <Form method="post" {...form.props} className="max-w-3xl space-y-4">
        <h2 className="text-xl font-bold text-ink">New issue</h2>
        {form.errors && <Notice tone="error">{form.errors[0]}</Notice>}
        <TextField meta={fields.subject} label="Subject" />
        <TextAreaField meta={fields.body} label="Text (Markdown)" rows={10} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="preview" variant="secondary">
            Preview
          </Button>
          <Button type="submit" name="intent" value="create">
            Save as draft
          </Button>
        </div>
      </Form>
      {answer?.preview && (
        <section aria-labelledby="preview" className="max-w-3xl space-y-3 rounded-lg border border-line p-4">
          <h2 id="preview" className="text-lg font-bold text-ink">
            Preview
          </h2>
          {/* The site's Markdown rendering, sanitised on the server (app/lib/page/markdown.server.ts). */}
          <div className="prose max-w-none" dangerouslySetInnerHTML={{ __html: answer.preview.html }} />
          <h3 className="font-semibold text-ink">As the e-mail's text</h3>
          <pre className="whitespace-pre-wrap text-sm">{answer.preview.text}</pre>
        </section>
      )}
      {issues.length === 0 ? (
        <p className="font-semibold text-ink">No issues yet.</p>
      ) : (
        <ConsoleTable caption="Newsletter issues, newest first" columns={columns}>
          {issues.map((i) => (
            <tr key={i.id} className="border-t border-line">
              <td className={`${cellClass} break-words`}>{i.subject}</td>
              <td className={`${cellClass} whitespace-nowrap`}>{i.created}</td>
              <td className={cellClass}>{states[i.status]}</td>
              <td className={`${cellClass} tabular-nums`}>{i.queued}</td>
              <td className={cellClass}>
                {i.status === "draft" && (
                  <Form method="post">
                    <input type="hidden" name="id" value={i.id} />
                    <Button type="submit" name="intent" value="send">
                      Send <span className="sr-only">“{i.subject}”</span>
                    </Button>
                  </Form>
                )}
              </td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </ConsolePage>
  );
}
