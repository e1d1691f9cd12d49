import type { z } from "zod";
import { useNavigation } from "react-router";
import type { Route } from "./+types/my-registration";
import { Button } from "~/ui/button";
import { IntentCard } from "~/ui/post-button";
import { Container } from "~/ui/container";
import { Notice, TextField } from "~/ui/field";
import { Form, Link } from "~/ui/link";
import { PageHeader } from "~/ui/page-header";
import { TranslationNote } from "~/ui/translation-note";
import { useSchemaForm } from "~/ui/use-schema-form";
import { createT } from "~/lib/i18n/translate";
import { RegistrationStatusBadge } from "../components/status-badge";
import { myRegistrationAction, myRegistrationPage } from "../registration/my-registrations.server";
import type { registrationNameSchema } from "../registration/registration.schema";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.title ?? "RID-CRC"} · RID-CRC` },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request, params }: Route.LoaderArgs) => myRegistrationPage(request, params.id);

export const action = ({ request, params }: Route.ActionArgs) => myRegistrationAction(request, params.id);

const card = "rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8";

/** One of the person's registrations (issue 29): the name corrected or the place cancelled until the event starts, read-only after. */
export default function MyRegistration({ loaderData, actionData }: Route.ComponentProps) {
  const { registration: r } = loaderData;
  const [form, fields] = useSchemaForm<z.input<typeof registrationNameSchema>>(actionData?.result, {
    defaultValue: { name: r.name },
  });
  const busy = useNavigation().state === "submitting";
  const t = createT(loaderData.lang, loaderData.messages);
  return (
    <>
      <TranslationNote review={loaderData.review} />
      <PageHeader title={t("mine.editTitle")} intro={t("mine.titleWhen", { title: r.title, when: r.whenLabel })} />
      <Container className="max-w-3xl space-y-6 py-12">
        {actionData?.done ? <Notice tone="success">{actionData.done.message}</Notice> : null}
        <div className={`${card} space-y-3`}>
          <p>
            {t("mine.status")} <RegistrationStatusBadge status={r.status} label={r.statusLabel} />
          </p>
          <p>{t("mine.where", { place: r.place })}</p>
          <p>
            <Link to={r.href} className="font-semibold text-brand-700 underline">
              {t("mine.eventPage")}
            </Link>
          </p>
          {r.frozen ? (
            <>
              <p>{r.frozen}</p>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
                <dt className="text-muted">{t("mine.name")}</dt>
                <dd>{r.name}</dd>
                <dt className="text-muted">{t("mine.email")}</dt>
                <dd className="break-all">{r.email}</dd>
              </dl>
            </>
          ) : null}
        </div>
        {r.frozen ? null : (
          <>
            <div className={card}>
              <Form method="post" {...form.props} className="space-y-6">
                {form.errors && <Notice tone="error">{form.errors[0]}</Notice>}
                <TextField meta={fields.name} label={t("mine.name")} autoComplete="name" />
                <div>
                  <p className="text-sm font-semibold text-ink">{t("mine.email")}</p>
                  <p className="break-all">{r.email}</p>
                </div>
                <Button type="submit" size="lg" className="w-full" disabled={busy}>
                  {t("mine.save")}
                </Button>
              </Form>
            </div>
            <IntentCard
              intent="cancel"
              title={t("mine.cancelTitle")}
              text={t("mine.cancelText")}
              label={t("mine.cancel")}
              className={card}
            />
          </>
        )}
        <p>
          <Link to="/account/events" className="font-semibold text-brand-700 underline">
            {t("mine.back")}
          </Link>
        </p>
      </Container>
    </>
  );
}
