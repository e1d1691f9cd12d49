import type { z } from "zod";
import { useNavigation } from "react-router";
import { Form, Link } from "~/ui/link";
import type { Route } from "./+types/change-email";
import { Button } from "~/ui/button";
import { Notice, PasswordField, TextField } from "~/ui/field";
import { TranslationNote } from "~/ui/translation-note";
import { useSchemaForm } from "~/ui/use-schema-form";
import { createT } from "~/lib/i18n/translate";
import type { changeEmailSchema } from "../email/change-email.schema";
import { changeEmailAction, changeEmailPage } from "../email/change-email.server";
import { AuthLayout } from "../components/auth-layout";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.title ?? "RID-CRC" },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request }: Route.LoaderArgs) => changeEmailPage(request);

export const action = ({ request }: Route.ActionArgs) => changeEmailAction(request);

/** The sign-in address, changed by the person (issue 29): a link to the new address makes the change. */
export default function ChangeEmail({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useSchemaForm<z.input<typeof changeEmailSchema>>(actionData?.result);
  const busy = useNavigation().state === "submitting";
  const t = createT(loaderData.lang, loaderData.messages);
  // The address sits inside the sentence: its words on either side come from the language.
  const [before, after] = t("emailChange.intro").split("{{email}}");
  return (
    <>
      <TranslationNote review={loaderData.review} />
      <AuthLayout
        title={t("emailChange.title")}
        intro={
          <>
            {before}
            <span className="break-all font-semibold text-ink">{loaderData.email}</span>
            {after}
          </>
        }
      >
        {actionData?.sent ? (
          <Notice tone="success" className="mb-5">
            {actionData.sent}
          </Notice>
        ) : null}
        <Form method="post" {...form.props} className="space-y-5">
          {form.errors && <Notice tone="error">{form.errors[0]}</Notice>}
          <TextField meta={fields.newEmail} label={t("emailChange.newEmail")} type="email" autoComplete="email" />
          <PasswordField meta={fields.password} label={t("emailChange.password")} autoComplete="current-password" />
          {loaderData.twoFactor ? (
            <TextField meta={fields.code} label={t("emailChange.code")} autoComplete="one-time-code" />
          ) : null}
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            {busy ? t("emailChange.sending") : t("emailChange.submit")}
          </Button>
        </Form>
        <p className="mt-5 text-center text-sm">
          <Link to="/account/data" className="font-semibold text-brand-700 underline">
            {t("emailChange.back")}
          </Link>
        </p>
      </AuthLayout>
    </>
  );
}
