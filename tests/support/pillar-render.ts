import { createElement } from "react";
import { renderToReadableStream } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import Pillar from "../../app/features/site/routes/pillar";
import AwarenessPillar from "../../app/features/site/routes/awareness-pillar";
import { pillarPage } from "../../app/features/site/pages.server";
import type { Lang } from "../../app/lib/i18n/languages";
import type { PillarSlug } from "../../app/features/site/pillars";

/**
 * A pillar page (/pillars/:pillar, the awareness pillar's route its own) as the server sends it in a
 * language, its sections and islands loaded (they load lazily: it waits for them): its HTML, and its text without tags.
 */
export async function renderPillar(slug: PillarSlug, lang: Lang, query = "") {
  const address = `${lang === "en" ? "" : `/${lang}`}/pillars/${slug}${query}`;
  const loaderData = await pillarPage(slug, new Request(`http://localhost${address}`));
  const page = createElement((slug === "rid-crc-pub" ? AwarenessPillar : Pillar) as never, { loaderData });
  const router = createMemoryRouter([{ id: "root", path: "/:lang?/pillars/:pillar", element: page }], {
    initialEntries: [address],
    hydrationData: { loaderData: { root: {} } },
  });
  const stream = await renderToReadableStream(createElement(RouterProvider, { router }));
  await stream.allReady;
  const html = await new Response(stream).text();
  const text = html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, "")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ");
  return { html, text, loaderData };
}

/** A translation with its `{{name}}` placeholders filled. */
export const fill = (text: string, vars: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => vars[name] ?? whole);
