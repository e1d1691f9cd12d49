import { Droplet, MapPin, MessageCircle, Microscope, Stethoscope } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/get-screened";
import facts from "../../../../content/facts.json";
import { ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import { OptionCards } from "../components/option-cards";
import { PageHeader } from "~/ui/page-header";
import { TalkToUsDialog } from "../components/talk-to-us-dialog";
import { isTalkVariant, messages } from "../messages";
import { staticPage } from "../pages.server";
import { pageMeta } from "~/lib/seo";

export function loader({ request }: Route.LoaderArgs) {
  const talk = new URL(request.url).searchParams.get("talk");
  // An unknown ?talk value shows the page without the dialog rather than an error.
  return { ...staticPage("/get-screened"), talk: isTalkVariant(talk) ? talk : null };
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: "Get Screened for Colorectal Cancer",
    description:
      "Choose your colorectal cancer screening path in Singapore: a blood test through a GP or specialist, or a colonoscopy consultation.",
    canonical: data?.canonical,
  });

const options = [
  {
    icon: Droplet,
    title: "Blood test through a GP",
    text: "A simple blood-based screening test arranged by your family doctor. A positive result is followed up with a colonoscopy.",
    to: "/find-a-gp",
    action: "Find a GP for a blood test",
  },
  {
    icon: Stethoscope,
    title: "Blood test through a specialist",
    text: "Start with a colorectal specialist or gastroenterologist, who can arrange the blood test and any follow-up.",
    to: "/find-a-specialist",
    action: "Find a specialist for a blood test",
  },
  {
    icon: Microscope,
    title: "Colonoscopy consultation",
    text: "Colonoscopy is the gold standard: it finds polyps and removes many of them during the same procedure.",
    to: "/find-a-specialist",
    action: "Find a specialist for a colonoscopy",
  },
];

export default function GetScreened({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Get Screened" eyebrow="Your screening options" crumbs={[{ label: "Get Screened" }]}>
        <p>{facts.screeningStartAge.text}</p>
        <p>
          If you are {facts.screeningStartAge.singapore} or older, or you have symptoms, see a specialist for a
          colonoscopy. Not sure where to start? Talk to us.
        </p>
      </PageHeader>
      <Container className="py-12 sm:py-16">
        <OptionCards options={options} />
        <div id="clinics" className="mt-10 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/clinics" size="lg">
            <MapPin aria-hidden className="size-5" />
            {messages.viewScreeningLocations}
          </ButtonLink>
          {/* A link, not a script: the server renders the dialog open for ?talk=screening. */}
          <ButtonLink to="?talk=screening" size="lg" variant="secondary" preventScrollReset>
            <MessageCircle aria-hidden className="size-5" />
            {messages.talkToUs}
          </ButtonLink>
        </div>
        <p className="mt-8 text-muted">
          Want to know more first? Read about{" "}
          <Link to="/education/article/early-warning-signs" className="font-semibold text-brand-700 underline">
            the early warning signs of colorectal cancer
          </Link>
          .
        </p>
      </Container>
      {loaderData.talk ? <TalkToUsDialog variant={loaderData.talk} returnTo="/get-screened" /> : null}
    </>
  );
}
