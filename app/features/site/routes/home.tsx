import type { Route } from "./+types/home";
import { homeSeo } from "~/features/search/index.server";
import { pageMeta } from "~/lib/seo";
import { BloodScreening } from "../components/home/blood-screening";
import { ColonoscopyGift } from "../components/home/colonoscopy-gift";
import { CrisisStats } from "../components/home/crisis-stats";
import { Evidence } from "../components/home/evidence";
import { Hero } from "../components/home/hero";
import { JoinCta } from "../components/home/join-cta";
import { NationalTargets } from "../components/home/national-targets";
import { Pillars } from "../components/home/pillars";

export const loader = () => homeSeo();

const title = "RID-CRC — A National Movement to Outsmart Colorectal Cancer";
const description =
  "RID-CRC is Singapore's clinician-led movement to outsmart colorectal cancer. Understand your risk, find your screening path and join the movement. For lives, not for profits.";

export function meta({ data }: Route.MetaArgs) {
  return [
    ...pageMeta({
      title,
      documentTitle: title,
      description,
      canonical: data?.canonical,
      ogType: "website",
      jsonLd: data?.organization,
    }),
    { property: "og:site_name", content: "RID-CRC" },
  ];
}

/** The home page (spec content §2.2): server-rendered sections, complete without JavaScript. */
export default function Home() {
  return (
    <>
      <Hero />
      <CrisisStats />
      <ColonoscopyGift />
      <BloodScreening />
      <Pillars />
      <Evidence />
      <NationalTargets />
      <JoinCta />
    </>
  );
}
