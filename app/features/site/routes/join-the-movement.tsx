import { Outlet } from "react-router";
import { NominateClinicianSection } from "~/features/partners";

/**
 * /join-the-movement (and its alias /join-movement): the Champion sign-up, then the section the
 * spec links as #nominate-clinician. A layout without a path: the sign-up keeps its own loader,
 * action and address, and the nomination form posts to /nominate-clinician.
 */
export default function JoinTheMovement() {
  return (
    <>
      <Outlet />
      <NominateClinicianSection />
    </>
  );
}
