import { Outlet } from "react-router";
import { loadNominationSection } from "~/features/partners";
import { lazyIsland } from "~/ui/lazy-island";

// Below the sign-up form, and near it on a tall screen: the server renders it in full (a plain form
// posting to /nominate-clinician), and its code (about 3 KB gzip) loads at the first focus or press
// inside, so the sign-up's first load stays within budget.
const NominateClinicianSection = lazyIsland(() => loadNominationSection().then((m) => m.NominateClinicianSection));

/**
 * /join-the-movement (and its alias /join-movement): the Champion sign-up, then the section the
 * spec links as #nominate-clinician. A layout without a path: the sign-up keeps its own loader,
 * action and address, and the nomination form posts to /nominate-clinician.
 */
export default function JoinTheMovement() {
  return (
    <>
      <Outlet />
      <NominateClinicianSection props={{}} load="used" />
    </>
  );
}
