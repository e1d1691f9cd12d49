import { ArrowLeft, CircleHelp, MapPin, Stethoscope, UserRound } from "lucide-react";
import { plural } from "~/lib/text/plural";
import type { Route } from "./+types/choose-screening";
import * as facts from "../../../../content/facts.json";
import { ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import { OptionCards } from "../components/option-cards";
import { PageHeader } from "~/ui/page-header";
import { messages } from "../messages";
import { staticPage } from "../pages.server";
import { pageMeta } from "~/lib/page/seo";
import { noReact } from "~/lib/http/page-scripts";

// Content: works without JavaScript, ships no React (ADR 0024).
export const handle = noReact;

const paths = ["familydoctor", "specialist", "help"] as const;
type GuidePath = (typeof paths)[number];

export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).searchParams.get("path");
  // The guide's state lives in the address, so every step works without JavaScript (spec §4).
  const view: GuidePath | "start" = paths.includes(path as GuidePath) ? (path as GuidePath) : "start";
  return { ...staticPage("/choose-screening"), view };
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: "Choose Your Screening Path",
    description:
      "Not sure whom to see first for colorectal cancer screening? Compare starting with your family doctor or a specialist.",
    canonical: data?.canonical,
  });

const views: Record<GuidePath, { title: string; body: string[]; action: string }> = {
  familydoctor: {
    title: "Start with your family doctor (GP)",
    body: [
      `Your GP knows your health history. For most people aged ${facts.screeningGuideline.startAge} and above who feel well, the first test is a FIT stool test you do at home. ${facts.screeningGuideline.fitKitText}`,
      "If the FIT finds blood, your GP refers you for a colonoscopy to find the cause. Your GP can also talk you through a colonoscopy or a blood test if you prefer.",
    ],
    action: messages.findAGp,
  },
  specialist: {
    title: "Go directly to a specialist",
    body: [
      "Colorectal surgeons and gastroenterologists perform colonoscopy, the gold-standard test that can find and remove polyps in the same procedure.",
      `Consider this if you prefer a colonoscopy (every ${plural(facts.screeningGuideline.colonoscopyIntervalYears, "year")} when the result is normal) to a yearly FIT, if your FIT was positive, or if colorectal cancer runs in your family.`,
    ],
    action: messages.findASpecialist,
  },
  help: {
    title: "Not sure? Here is a simple guide",
    body: [
      `${facts.screeningGuideline.text} If you feel well, start with a FIT: ${facts.screeningGuideline.fitKitText.replace(/^FIT kits are/, "kits are")}`,
      "If you have symptoms, such as blood in your stool, a lasting change in bowel habits or unexplained weight loss, do not wait for screening: see a doctor promptly.",
    ],
    action: messages.exploreDoctors,
  },
};

export default function ChooseScreening({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  return (
    <>
      <PageHeader
        title="Whom would you like to consult first?"
        eyebrow="Screening journey guide"
        crumbs={[{ label: "Get Screened", to: "/get-screened" }, { label: "Choose Your Screening Path" }]}
      >
        <p>There is no wrong door. Pick the starting point that suits you, and we will show you what happens next.</p>
      </PageHeader>
      <Container className="py-12 sm:py-16">
        {view === "start" ? (
          <OptionCards
            options={[
              {
                icon: UserRound,
                title: "Family doctor (GP)",
                text: "Start close to home with a doctor who knows you.",
                to: "?path=familydoctor",
                action: "Choose a family doctor",
              },
              {
                icon: Stethoscope,
                title: "Specialist",
                text: "See a colorectal surgeon or gastroenterologist directly.",
                to: "?path=specialist",
                action: "Choose a specialist",
              },
              {
                icon: CircleHelp,
                title: messages.notSure,
                text: "Read a short guide to help you decide.",
                to: "?path=help",
                action: messages.notSure,
              },
            ]}
          />
        ) : (
          <section
            aria-labelledby="guide-view"
            className="max-w-3xl rounded-2xl border border-line bg-white p-6 sm:p-8"
          >
            <h2 id="guide-view" className="text-2xl font-bold text-brand-900">
              {views[view].title}
            </h2>
            {views[view].body.map((paragraph) => (
              <p key={paragraph} className="mt-3 text-ink">
                {paragraph}
              </p>
            ))}
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <ButtonLink to="/clinics" size="lg">
                <MapPin aria-hidden className="size-5" />
                {views[view].action}
              </ButtonLink>
              <ButtonLink to="/choose-screening" size="lg" variant="secondary" preventScrollReset>
                <ArrowLeft aria-hidden className="size-5" />
                {messages.backToOptions}
              </ButtonLink>
            </div>
          </section>
        )}
      </Container>
    </>
  );
}
