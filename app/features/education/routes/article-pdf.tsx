import type { Route } from "./+types/article-pdf";
import { articlePdf } from "../articles/article-pdf.server";
import { articleBySlug } from "../content.server";

/** A resource route: the article as a real PDF file. */
export async function loader({ params }: Route.LoaderArgs) {
  const article = articleBySlug(params.slug);
  if (!article) return new Response("Article not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  const pdf = await articlePdf(article);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${article.slug}.pdf"`,
      "Cache-Control": "public, max-age=3600",
    },
  });
}
