import { redirect } from "react-router";
import { requireUserType } from "~/features/accounts/index.server";
import { withFlash } from "~/lib/forms/flash.server";
import { certificateFor } from "../certificate.server";

/**
 * A resource route: the contact's own company's certificate of recognition (Gold tier and above).
 * A refusal goes back to the dashboard with the reason as a message there (a file route has no
 * page of its own to show it on), never a 500.
 */
export async function loader({ request }: { request: Request }) {
  const user = await requireUserType(request, ["corporate_contact"]);
  const certificate = await certificateFor(user);
  if (!certificate.ok)
    throw redirect("/dashboard/corporate", { headers: withFlash({ kind: "error", message: certificate.message }) });
  return new Response(new Uint8Array(certificate.pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${certificate.filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
