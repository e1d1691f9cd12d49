import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { canonical } from "~/lib/page/seo.server";
import { markdownPdf } from "./articles/markdown-pdf.server";
import { messagesFor } from "~/lib/i18n/messages.server";
import { createT } from "~/lib/i18n/translate";

const contentDir = () => path.resolve(process.cwd(), "content");

const resourceFile = z.array(
  z.object({
    group: z.string().min(1),
    items: z.array(
      z.object({
        slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
        title: z.string().min(3),
        description: z.string().min(10),
        // Spec content §3 Resource item: the four types the page shows.
        type: z.enum(["PDF", "Worksheet", "PPT", "Poster"]),
      }),
    ),
  }),
);

type ResourceGroup = z.infer<typeof resourceFile>[number];
export type Resource = ResourceGroup["items"][number];

let cache: ResourceGroup[] | undefined;
/** content/resources.json, checked once: a bad entry or a missing text stops start-up with its name. */
export function resourceGroups(dir = contentDir()): ResourceGroup[] {
  if (cache && dir === contentDir()) return cache;
  const parsed = resourceFile.safeParse(JSON.parse(readFileSync(path.join(dir, "resources.json"), "utf8")));
  if (!parsed.success) throw new Error(`content/resources.json: ${parsed.error.issues[0]?.message}`);
  for (const item of parsed.data.flatMap((g) => g.items)) readFileSync(path.join(dir, "resources", `${item.slug}.md`));
  if (dir === contentDir()) cache = parsed.data;
  return parsed.data;
}

export function resourceHref(slug: string): string {
  return `/education/resources/${slug}.pdf`;
}

/** The PDF of a resource named "{slug}.pdf", or null when there is no such resource. */
export async function resourcePdf(file: string | undefined): Promise<{ slug: string; pdf: Buffer } | null> {
  const slug = file?.endsWith(".pdf") ? file.slice(0, -4) : undefined;
  const resource = resourceGroups()
    .flatMap((g) => g.items)
    .find((r) => r.slug === slug);
  if (!resource) return null;
  const markdown = readFileSync(path.join(contentDir(), "resources", `${resource.slug}.md`), "utf8")
    // The file's own "# Title" would repeat the PDF's title.
    .replace(/^#\s+.*\r?\n/, "");
  // Resources are written in English only, at an English-only address: the English chrome.
  const t = createT("en", messagesFor("en", "pdf"));
  const pdf = await markdownPdf({
    brand: t("brand"),
    title: resource.title,
    author: "RID-CRC",
    subject: resource.description,
    byline: t("resource.byline", { type: resource.type }),
    markdown,
    footer: [t("disclaimer"), canonical("/education/resources")],
  });
  return { slug: resource.slug, pdf };
}
