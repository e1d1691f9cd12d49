import { Link } from "~/ui/link";
import type { Route } from "./+types/costs";
import { ScreeningCosts } from "../checker/components/screening-costs";
import { screeningCostsPage } from "../checker/costs.server";
import { Container } from "~/ui/container";
import { PageHeader } from "~/ui/page-header";
import { pageMeta } from "~/lib/page/seo";
import { noReact } from "~/lib/http/page-scripts";

// Content: works without JavaScript, ships no React (ADR 0024).
export const handle = noReact;

export const loader = () => screeningCostsPage();

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: "What screening costs",
    description:
      "Colorectal cancer screening costs for Singapore residents: FIT kits, Screen for Life, CHAS, MediSave for colonoscopy and subsidised referrals, each with its source.",
    canonical: data?.canonical,
  });

export default function ScreeningCostsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        title="What screening costs"
        eyebrow="Costs and subsidies"
        crumbs={[{ label: "Get Screened", to: "/get-screened" }, { label: "What screening costs" }]}
      >
        <p>
          For Singapore citizens and permanent residents: a FIT kit, Screen for Life, CHAS, MediSave for a colonoscopy
          and subsidised referrals.
        </p>
      </PageHeader>
      <Container className="py-12 sm:py-16">
        <ScreeningCosts data={loaderData} />
        <p className="mt-10 text-ink">
          Not sure which test is for you?{" "}
          <Link to="/get-screened#checker" className="font-semibold text-brand-700 underline">
            Answer a few questions
          </Link>{" "}
          or{" "}
          <Link to="/find-a-gp?service=FIT+Test" className="font-semibold text-brand-700 underline">
            find a clinic that gives out FIT kits
          </Link>
          .
        </p>
      </Container>
    </>
  );
}
