import { redirect } from "react-router";
import { requireUserType } from "~/features/accounts/index.server";
import { withFlash } from "~/lib/forms/flash.server";
import { isLang } from "~/lib/i18n/languages";
import { localPath, requestLang } from "~/lib/i18n/paths";
import { certificateFor } from "../certificate.server";
import { pledgeSayIn } from "../pledges/localized.server";

const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });

/**
 * A resource route: the contact's own company's certificate of recognition (Gold tier and above),
 * in the dashboard's language (/zh/dashboard/corporate/certificate.pdf, issue 27). A resource route
 * runs no parent loader, so an unknown language segment is refused here. A refusal goes back to
 * the dashboard (in the same language) with the reason as a message there (a file route has no
 * page of its own to show it on), never a 500.
 */
export async function loader({ request, params }: { request: Request; params?: { lang?: string } }) {
  if (params?.lang !== undefined && !isLang(params.lang)) return notFound();
  const user = await requireUserType(request, ["corporate_contact"]);
  const lang = requestLang(params);
  const certificate = await certificateFor(user, lang);
  if (!certificate.ok)
    throw redirect(localPath(lang, "/dashboard/corporate"), {
      headers: withFlash({ kind: "error", message: pledgeSayIn(lang, certificate.message) }),
    });
  return new Response(new Uint8Array(certificate.pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${certificate.filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
