import { HeartPulse, Megaphone, Users } from "lucide-react";
import type { Route } from "./+types/register-corporate";
import { TierCards } from "~/features/corporate";
import { buttonClass } from "~/ui/button";
import { Card } from "~/ui/card";
import { createT } from "~/lib/i18n/translate";
import { noReactWith } from "~/lib/http/page-scripts";
import { CorporateForm } from "../components/corporate-form";
import { RegistrationPage, RegistrationSuccess } from "../components/registration-parts";
import { reachData } from "../pledge-reach";
import { corporateRegistrationSchema } from "../registration.schema";
import { corporateRegistrationLoader, registrationAction } from "../registration-route.server";

/**
 * No React on this page (ADR 0024 §8): the form is a plain POST validated by the server, which
 * re-renders it with its messages in the page's language and what was typed. Its live parts are
 * enhance scripts: form-feedback (the messages, the pending button, the success screen's focus),
 * the password's show/hide, and what the pledge reaches as it is typed (pledge-reach).
 */
export const handle = noReactWith("form-feedback", "password-toggle", "pledge-reach");

// The head tags and the page's heading come with the loader's data, not in the page's code.
export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

// The page's words in its language (registration.json's `corporate` and `company` groups and the shared
// parts', issue 27); the tiers and the figures of content/facts.json put in it by the loader, so the
// file stays out of the page's code.
export const loader = ({ request }: Route.LoaderArgs) => corporateRegistrationLoader(request);

export const action = ({ request, context }: Route.ActionArgs) =>
  registrationAction(request, context, "corporate", corporateRegistrationSchema);

export default function RegisterCorporate({ loaderData, actionData }: Route.ComponentProps) {
  const t = createT(loaderData.lang, loaderData.messages);
  const benefits = [
    { icon: HeartPulse, title: t("corporate.saveTitle"), text: loaderData.figures.saveLives },
    { icon: Users, title: t("corporate.careTitle"), text: t("corporate.careText") },
    { icon: Megaphone, title: t("corporate.seenTitle"), text: t("corporate.seenText") },
  ];
  return (
    <RegistrationPage {...loaderData.page} review={loaderData.review} t={t}>
      {actionData?.registered ? (
        <Card id="registration-form">
          <RegistrationSuccess props={{ ...actionData.registered, words: loaderData.messages }} />
        </Card>
      ) : (
        <>
          <div className="flex flex-col items-start gap-4 rounded-2xl bg-brand-900 p-8 text-white">
            <p className="text-2xl font-bold">{t("corporate.hero")}</p>
            <p className="max-w-2xl text-brand-50">{loaderData.figures.foundLate}</p>
            {/* A plain in-page link: the browser brings the form to the top of the screen, with or without
                JavaScript (a router link to a hash left a form already peeking in at the bottom where it was). */}
            <a href="#registration-form" className={buttonClass("inverse", "lg")}>
              {t("corporate.start")}
            </a>
          </div>
          <section aria-labelledby="benefits-title">
            <h2 id="benefits-title" className="text-2xl font-bold text-brand-900">
              {t("corporate.whyTitle")}
            </h2>
            <ul className="mt-5 grid gap-5 sm:grid-cols-3">
              {benefits.map(({ icon: Icon, title, text }) => (
                <li key={title} className="rounded-2xl border border-line bg-white p-5">
                  <Icon aria-hidden className="size-7 text-brand-700" />
                  <h3 className="mt-3 font-bold text-brand-900">{title}</h3>
                  <p className="mt-2 text-sm text-ink">{text}</p>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="tiers-title">
            <h2 id="tiers-title" className="mb-5 text-2xl font-bold text-brand-900">
              {t("corporate.tiersTitle")}
            </h2>
            <TierCards tiers={loaderData.tiers} />
          </section>
          <Card id="registration-form">
            <h2 className="mb-6 text-2xl font-bold text-brand-900">{t("corporate.formTitle")}</h2>
            <CorporateForm
              result={actionData?.result}
              summary={actionData?.summary}
              reach={reachData(loaderData.lang, loaderData.unitCost, loaderData.tiers, loaderData.messages)}
              options={loaderData.options}
              words={loaderData.messages}
            />
          </Card>
        </>
      )}
    </RegistrationPage>
  );
}
