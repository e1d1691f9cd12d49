import { HandCoins } from "lucide-react";
import { ButtonLink } from "~/ui/button";

const visitTips = [
  "Bring your FIT or blood test result and any referral letter from your GP.",
  "Write down your symptoms, how long you have had them, and any family history of colorectal cancer or polyps.",
  "List the medicines and supplements you take, especially blood thinners and diabetes medicines.",
  "Ask what the bowel preparation involves and whether you need someone to take you home after a colonoscopy.",
  "Ask about the cost up front, and whether MediSave or your insurance plan can be used.",
];

/** Below the specialist directory's results: preparing for the visit, and help with the cost. */
export function SpecialistHelp() {
  return (
    <>
      <section aria-labelledby="tips-title" className="mt-12 rounded-2xl bg-surface p-6">
        <h2 id="tips-title" className="text-xl font-bold text-brand-900">
          Preparing for your visit
        </h2>
        <ul className="mt-4 list-disc space-y-2 pl-5 text-ink">
          {visitTips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="assistance-title" className="mt-8 rounded-2xl bg-brand-800 p-6 text-white">
        <h2 id="assistance-title" className="flex items-center gap-2 text-xl font-bold">
          <HandCoins aria-hidden className="size-6" /> Worried about the cost?
        </h2>
        <p className="mt-3 text-brand-50">
          Subsidies and financial assistance can help: MediSave and MediShield Life cover part of a colonoscopy, and
          polyclinic referrals to public hospitals are subsidised. Ask us what you may qualify for.
        </p>
        <ButtonLink to="/get-screened/costs" variant="inverse" className="mt-5">
          Explore financial assistance
        </ButtonLink>
      </section>
    </>
  );
}
