import { data } from "react-router";
import type { Route } from "./+types/pillar";
import {
  ClinicianContent,
  CsrContent,
  EducationContent,
  GovernmentContent,
  PublicAwarenessContent,
} from "../components/pillar-content";
import { PillarPage } from "../components/pillar-page";
import { pillarPage } from "../pages.server";
import { isPillarSlug, pillars } from "../pillars";
import { pageMeta } from "../seo";

export async function loader({ params, request }: Route.LoaderArgs) {
  if (!isPillarSlug(params.pillar)) throw data(null, { status: 404 });
  return pillarPage(params.pillar, request);
}

export const meta: Route.MetaFunction = ({ data }) => {
  const pillar = pillars.find((p) => p.slug === data?.slug);
  if (!data || !pillar) return [];
  return pageMeta({
    title: `${pillar.title} · Movement Pillar`,
    description: pillar.summary,
    canonical: data.canonical,
  });
};

export default function Pillar({ loaderData }: Route.ComponentProps) {
  const { slug } = loaderData;
  return (
    <PillarPage slug={slug}>
      {slug === "rid-crc-pub" && <PublicAwarenessContent />}
      {slug === "rid-crc-sgp" && <ClinicianContent />}
      {slug === "rid-crc-gov" && <GovernmentContent />}
      {slug === "rid-crc-csr" && (
        <CsrContent unitCost={loaderData.unitCost} sponsorCount={loaderData.sponsorCount} impact={loaderData.impact} />
      )}
      {slug === "rid-crc-edu" && <EducationContent />}
    </PillarPage>
  );
}
