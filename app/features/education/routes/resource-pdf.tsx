import type { Route } from "./+types/resource-pdf";
import { resourcePdf } from "../resources.server";

/** A resource route: /education/resources/{slug}.pdf rendered from content/resources/{slug}.md. */
export async function loader({ params }: Route.LoaderArgs) {
  const found = await resourcePdf(params.file);
  if (!found) return new Response("Resource not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(new Uint8Array(found.pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${found.slug}.pdf"`,
      "Cache-Control": "public, max-age=3600",
    },
  });
}
