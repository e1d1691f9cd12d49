import type { Route } from "./+types/mailbox";
import { listMailbox } from "~/lib/email/outbox.server";
import { env } from "~/lib/env.server";
import { Container } from "~/ui/container";
import { notFound } from "~/lib/http/not-found";

/** Development mailbox: every e-mail the platform sent, newest first. Off in production (404). */
export async function loader() {
  if (!env().devMailbox) throw notFound("/dev/mailbox");
  const emails = await listMailbox();
  // Only the names of attachments reach the page: their content stays on the server.
  return {
    emails: emails.map(({ attachments, ...e }) => ({
      ...e,
      attachments: (attachments ?? []).map((a) => a.filename),
      createdAt: e.createdAt.toISOString(),
    })),
  };
}

export const meta: Route.MetaFunction = () => [
  { title: "Development mailbox · RID-CRC" },
  { name: "robots", content: "noindex" },
];

function Linkified({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s]+)/g);
  return (
    <>
      {parts.map((part, i) =>
        /^https?:\/\//.test(part) ? (
          <a key={i} href={part} className="break-all font-semibold text-brand-700 underline">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}

export default function Mailbox({ loaderData: { emails } }: Route.ComponentProps) {
  return (
    <Container className="py-10">
      <h1 className="text-3xl font-bold text-brand-900">Development mailbox</h1>
      <p className="mt-2 text-muted">
        E-mails are shown here instead of being sent, because no SMTP server is configured. Newest first.
      </p>
      {emails.length === 0 ? (
        <p className="mt-8 rounded-lg bg-surface p-6">No e-mails yet.</p>
      ) : (
        <ol className="mt-8 space-y-6">
          {emails.map((email) => (
            <li key={email.id}>
              <article
                aria-labelledby={`mail-${email.id}`}
                className="rounded-xl border border-line p-5"
                data-testid="email"
              >
                <h2 id={`mail-${email.id}`} className="text-lg font-semibold text-ink">
                  {email.subject}
                </h2>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-muted">
                  <dt>To</dt>
                  <dd className="text-ink" data-testid="email-to">
                    {email.to}
                  </dd>
                  <dt>Time</dt>
                  <dd>
                    <time dateTime={email.createdAt}>
                      {new Date(email.createdAt).toLocaleString("en-SG", { timeZone: "Asia/Singapore" })}
                    </time>
                  </dd>
                  <dt>Status</dt>
                  <dd>{email.status}</dd>
                  {email.attachments.length > 0 && (
                    <>
                      <dt>Attachments</dt>
                      <dd className="text-ink" data-testid="email-attachments">
                        {email.attachments.join(", ")}
                      </dd>
                    </>
                  )}
                </dl>
                <div className="mt-4 whitespace-pre-wrap text-sm leading-relaxed">
                  <Linkified text={email.text} />
                </div>
              </article>
            </li>
          ))}
        </ol>
      )}
    </Container>
  );
}
