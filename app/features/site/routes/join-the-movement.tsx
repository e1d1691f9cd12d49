import { Outlet } from "react-router";
import { loadNominationSection } from "~/features/partners";
import { lazyIsland } from "~/ui/lazy-island";

// Below the sign-up form: the server renders it in full, its code loads as it comes near (about
// 3 KB gzip the sign-up's first load does without).
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
      <NominateClinicianSection props={{}} />
    </>
  );
}
