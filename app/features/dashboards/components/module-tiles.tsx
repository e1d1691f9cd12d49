import { ClipboardCheck, Stethoscope, Users, type LucideIcon } from "lucide-react";
import { Link } from "~/ui/link";
import type { T } from "~/lib/i18n/translate";

/** The state of the Champion's screening record, in a few words (app/features/screening). */
export type ScreeningTile = { state: string; headline: string };

type Tile = { title: string; description: string; to: string; icon: LucideIcon; state?: string };

/**
 * Spec content §2.2: the champion dashboard's module tiles. Track My Screening opens the Champion's
 * own screening record (issue 26) and says where they stand: due now, due on a date, book your
 * colonoscopy, or record your first test.
 */
const tiles = (t: T, screening: ScreeningTile | null): Tile[] => [
  {
    title: t("tiles.findGp"),
    description: t("tiles.findGpText"),
    to: "/find-a-gp",
    icon: Stethoscope,
  },
  // The spec's "Join the Movement" tile led a Champion to the sign-up page, which sends them back
  // here: a Champion grows the movement by inviting the people they care about.
  {
    title: t("tiles.grow"),
    description: t("tiles.growText"),
    to: "/refer-friend",
    icon: Users,
  },
  {
    title: t("tiles.track"),
    description: screening?.headline ?? t("tiles.trackText"),
    to: "/dashboard/screening",
    icon: ClipboardCheck,
    state: screening?.state,
  },
];

export function ModuleTiles({ t, screening = null }: { t: T; screening?: ScreeningTile | null }) {
  return (
    <section aria-labelledby="modules-title" className="mt-8">
      <h2 id="modules-title" className="text-xl font-bold text-brand-900">
        {t("tiles.heading")}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-3">
        {tiles(t, screening).map(({ title, description, to, icon: Icon, state }) => (
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
