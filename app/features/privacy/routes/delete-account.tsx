import type { Route } from "./+types/delete-account";
import { Button } from "~/ui/button";
import { Container } from "~/ui/container";
import { Notice } from "~/ui/field";
import { PageHeader } from "~/ui/page-header";
import { TranslationNote } from "~/ui/translation-note";
import { noReact } from "~/lib/http/page-scripts";
import { createT } from "~/lib/i18n/translate";
import { privatePageMeta } from "../components/page-meta";
import { deletionPage, requestDeletion, type DeletionAnswer } from "../deletion/deletion.server";

// One plain form: works without JavaScript and ships no React (ADR 0024).
export const handle = noReact;

export const meta: Route.MetaFunction = ({ data }) => privatePageMeta(data?.title ?? "RID-CRC");

export const loader = ({ request }: Route.LoaderArgs) => deletionPage(request);

export const action = ({ request }: Route.ActionArgs) => requestDeletion(request);

const input = "block w-full rounded-md border border-line px-3 py-2 text-base";

/** The signed-in person's deletion: confirmed with the password (and the app's code), then 14 days to change their mind. */
export default function DeleteAccount({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as DeletionAnswer | undefined;
  const error = (field: string) => (answer?.field === field ? answer.message : null);
  const t = createT(loaderData.lang, loaderData.messages);
  return (
    <>
      <TranslationNote review={loaderData.review} />
      <PageHeader
        title={t("delete.title")}
        intro={t("delete.intro")}
        crumbs={[{ label: t("data.title"), to: "/account/data" }, { label: t("delete.title") }]}
      />
      <Container className="max-w-3xl space-y-6 py-12">
        {loaderData.lastSuperAdmin ? (
          <Notice tone="error">{loaderData.lastSuperAdminMessage}</Notice>
        ) : (
          <>
            <p>{t("delete.what")}</p>
            <p>{t("delete.grace")}</p>
            {error("form") ? <Notice tone="error">{error("form")}</Notice> : null}
            <form method="post" className="space-y-4" noValidate>
              <div className="space-y-1">
                <label htmlFor="password" className="block font-semibold">
                  {t("delete.password")}
                </label>
                <input
                  id="password"
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  required
                  className={input}
                  aria-invalid={error("password") ? true : undefined}
                  aria-describedby={error("password") ? "password-error" : undefined}
                />
                {error("password") ? (
                  <p id="password-error" className="text-sm text-red-800">
                    {error("password")}
                  </p>
                ) : null}
              </div>
              {loaderData.twoFactor ? (
                <div className="space-y-1">
                  <label htmlFor="code" className="block font-semibold">
                    {t("delete.code")}
                  </label>
                  <input
                    id="code"
                    name="code"
                    autoComplete="one-time-code"
                    required
                    className={input}
                    aria-invalid={error("code") ? true : undefined}
                    aria-describedby={error("code") ? "code-error" : undefined}
                  />
                  {error("code") ? (
                    <p id="code-error" className="text-sm text-red-800">
                      {error("code")}
                    </p>
                  ) : null}
                </div>
              ) : null}
              <div className="flex items-center gap-2">
                <input id="removeStories" name="removeStories" type="checkbox" className="h-5 w-5" />
                <label htmlFor="removeStories">{t("delete.removeStories")}</label>
              </div>
              <Button type="submit">{t("delete.submit")}</Button>
            </form>
          </>
        )}
      </Container>
    </>
  );
}
