import type { Route } from "./+types/my-consents";
import { Button } from "~/ui/button";
import { Container } from "~/ui/container";
import { Notice } from "~/ui/field";
import { PageHeader } from "~/ui/page-header";
import { TranslationNote } from "~/ui/translation-note";
import { noReact } from "~/lib/http/page-scripts";
import { createT } from "~/lib/i18n/translate";
import { privatePageMeta } from "../components/page-meta";
import { consentAction, consentsPage, type Consent } from "../consents/consents.server";

// One plain form per consent: works without JavaScript and ships no React (ADR 0024).
export const handle = noReact;

export const meta: Route.MetaFunction = ({ data }) => privatePageMeta(data?.title ?? "RID-CRC");

export const loader = ({ request }: Route.LoaderArgs) => consentsPage(request);

export const action = ({ request }: Route.ActionArgs) => consentAction(request);

/** Every consent given, with when, and its one-click withdrawal. */
export default function MyConsents({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as { ok: boolean; message: string; consents: Consent[] } | undefined;
  const consents = answer?.consents ?? loaderData.consents;
  const t = createT(loaderData.lang, loaderData.messages);
  return (
    <>
      <TranslationNote review={loaderData.review} />
      <PageHeader
        title={t("consents.title")}
        intro={t("consents.intro")}
        crumbs={[{ label: t("data.title"), to: "/account/data" }, { label: t("consents.title") }]}
      />
      <Container className="max-w-3xl space-y-6 py-12">
        {answer ? <Notice tone={answer.ok ? "success" : "error"}>{answer.message}</Notice> : null}
        {consents.length === 0 ? (
          <p>{t("consents.none")}</p>
        ) : (
          <ul className="space-y-4">
            {consents.map((c) => (
              <li
                key={`${c.kind}-${c.id ?? ""}`}
                className="flex flex-col gap-3 rounded-lg border border-line p-4 sm:flex-row sm:items-center sm:justify-between"
                data-testid="consent"
              >
                <div className="[overflow-wrap:anywhere]">
                  <p className="font-semibold text-ink">{c.label}</p>
                  {c.detail ? <p className="text-sm text-muted">{c.detail}</p> : null}
                  <p className="text-sm text-muted">
                    {t("consents.given")} {c.given}
                  </p>
                </div>
                <form method="post">
                  <input type="hidden" name="intent" value={c.kind} />
                  {c.id ? <input type="hidden" name="id" value={c.id} /> : null}
                  {/* The visible word starts the name (WCAG 2.5.3); the rest says which consent. */}
                  <Button type="submit" variant="secondary" aria-label={`${t("consents.withdraw")}: ${c.label}`}>
                    {t("consents.withdraw")}
                  </Button>
                </form>
              </li>
            ))}
          </ul>
        )}
      </Container>
    </>
  );
}
