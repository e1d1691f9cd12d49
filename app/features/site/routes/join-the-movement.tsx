import { Outlet } from "react-router";
import type { Route } from "./+types/join-the-movement";
import { loadNominationSection } from "~/features/partners";
import { nominationWords } from "~/features/partners/index.server";
import { requestLang } from "~/lib/i18n/paths";
import { lazyIsland } from "~/ui/lazy-island";

// Below the sign-up form, and near it on a tall screen: the server renders it in full (a plain form
// posting to /nominate-clinician), and its code (about 3 KB gzip) loads at the first focus or press
// inside, so the sign-up's first load stays within budget.
const NominateClinicianSection = lazyIsland(() => loadNominationSection().then((m) => m.NominateClinicianSection));

// The section's words in the page's language (issue 27), with the data: its code carries none.
export function loader({ request }: Route.LoaderArgs) {
  const { lang, messages } = nominationWords(requestLang(request));
  return { nomination: { lang, messages } };
}

/**
 * /join-the-movement (and its alias /join-movement): the Champion sign-up, then the section the
 * spec links as #nominate-clinician. A layout without a path: the sign-up keeps its own loader,
 * action and address, and the nomination form posts to /nominate-clinician.
 */
export default function JoinTheMovement({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Outlet />
      <NominateClinicianSection props={{ words: loaderData.nomination }} load="used" />
    </>
  );
}
