import type { Route } from "./+types/article-pdf";
import { articlePdf } from "../articles/article-pdf.server";
import { isLang } from "~/lib/i18n/languages";
import { requestLang } from "~/lib/i18n/paths";

const notFound = () => new Response("Article not found", { status: 404, headers: { "Content-Type": "text/plain" } });

/**
 * A resource route: the article as a real PDF file, in the address's language (/zh/…/pdf, issue
 * 27). A resource route runs no parent loader, so an unknown language segment is refused here.
 */
export async function loader({ params }: Route.LoaderArgs) {
  if (params.lang !== undefined && !isLang(params.lang)) return notFound();
  const lang = requestLang(params);
  const found = await articlePdf(params.slug, lang);
  if (!found) return notFound();
  const name = found.contentLang === "en" ? params.slug : `${params.slug}.${found.contentLang}`;
  return new Response(new Uint8Array(found.pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${name}.pdf"`,
      "Cache-Control": "public, max-age=3600",
    },
  });
}
