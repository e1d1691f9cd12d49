import { HeartPulse, Megaphone, Users } from "lucide-react";
import * as facts from "../../../../content/facts.json";
import type { Route } from "./+types/register-corporate";
import { TierCards } from "~/features/corporate";
import { buttonClass } from "~/ui/button";
import { Card } from "~/ui/card";
import { createT } from "~/lib/i18n/translate";
import { lazyIsland } from "~/ui/lazy-island";
import { RegistrationPage, RegistrationSuccess } from "../components/registration-parts";
import { corporateRegistrationSchema } from "../registration.schema";
import { corporateRegistrationLoader, registrationAction } from "../registration-route.server";

// The head tags and the page's heading come with the loader's data, not in the page's code.
export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

// The figures of content/facts.json come with the loader's data: the file stays out of the page's code.
export const loader = async ({ request }: Route.LoaderArgs) => ({
  ...(await corporateRegistrationLoader(request)),
  figures: {
    saveLives: `Every screening test you fund is one person checked early, when ${facts.survivalEarlyPercent}% ${facts.survivalEarlyMeasures.replace(/ when it is found early$/, "")}. We report the tests funded and what they found.`,
    foundLate: facts.lateStageText[0]!.toUpperCase() + facts.lateStageText.slice(1),
  },
});

export const action = ({ request, context }: Route.ActionArgs) =>
  registrationAction(request, context, "corporate", corporateRegistrationSchema);

const benefits = (saveLives: string) => [
  {
    icon: HeartPulse,
    title: "Save lives you can count",
    text: saveLives,
  },
  {
    icon: Users,
    title: "Care for your own people",
    text: "Workplace screening drives and health talks help your employees and their families get screened.",
  },
  {
    icon: Megaphone,
    title: "Be seen doing good",
    text: "Recognition on our site and in our campaigns, and impact reports for your sustainability and CSR reporting.",
  },
];

// The form sits below the tiers: the server renders it in full, its code loads as it comes near.
const CorporateForm = lazyIsland(() => import("../components/corporate-form").then((m) => m.CorporateForm));

export default function RegisterCorporate({ loaderData, actionData }: Route.ComponentProps) {
  const t = createT(loaderData.lang, loaderData.messages);
  return (
    <RegistrationPage {...loaderData.page} review={loaderData.review} t={t}>
      {actionData?.registered ? (
        <Card id="registration-form">
          <RegistrationSuccess props={{ ...actionData.registered, words: loaderData.messages }} />
        </Card>
      ) : (
        <>
          <div className="flex flex-col items-start gap-4 rounded-2xl bg-brand-900 p-8 text-white">
            <p className="text-2xl font-bold">For Lives, Not for Profits.</p>
            <p className="max-w-2xl text-brand-50">
              {loaderData.figures.foundLate} of colorectal cancers in Singapore are found late. Your company can change
              that.
            </p>
            {/* A plain in-page link: the browser brings the form to the top of the screen, with or without
                JavaScript (a router link to a hash left a form already peeking in at the bottom where it was). */}
            <a href="#registration-form" className={buttonClass("inverse", "lg")}>
              Start Your Partnership
            </a>
          </div>
          <section aria-labelledby="benefits-title">
            <h2 id="benefits-title" className="text-2xl font-bold text-brand-900">
              Why partner with RID-CRC
            </h2>
            <ul className="mt-5 grid gap-5 sm:grid-cols-3">
              {benefits(loaderData.figures.saveLives).map(({ icon: Icon, title, text }) => (
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
              Sponsorship tiers
            </h2>
            <TierCards tiers={loaderData.tiers} />
          </section>
          <Card id="registration-form">
            <h2 className="mb-6 text-2xl font-bold text-brand-900">Register your company</h2>
            <CorporateForm
              props={{
                result: actionData?.result,
                summary: actionData?.summary,
                unitCost: loaderData.unitCost,
                tiers: loaderData.tiers,
                options: loaderData.options,
                words: loaderData.messages,
              }}
            />
          </Card>
        </>
      )}
    </RegistrationPage>
  );
}
