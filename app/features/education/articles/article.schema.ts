import { z } from "zod";
import { categoryIds } from "../hubs/categories";

const date = z.union([
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  z.date().transform((d) => d.toISOString().slice(0, 10)),
]);

const referenceSchema = z.object({
  authors: z.array(z.string().min(1)).min(1),
  year: z.coerce.number().int().min(1900).max(2100),
  title: z.string().min(1),
  journal: z.string().optional(),
  volume: z.coerce.string().optional(),
  pages: z.coerce.string().optional(),
  doi: z
    .string()
    .regex(/^10\.\d{4,}\/\S+$/, "must be a DOI such as 10.1001/jama.2021.6238")
    .optional(),
  url: z.url().optional(),
  type: z.enum(["website", "guideline", "journal"]),
});

/** Spec content §3 Article: the front matter every file in content/articles must have. */
export const articleFrontMatter = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: z.string().min(3),
  excerpt: z.string().min(10).max(300),
  category: z.enum(categoryIds),
  subcategory: z.string().optional(),
  audience: z.enum(["patients", "clinicians", "both"]),
  difficulty: z.enum(["basic", "intermediate", "advanced"]),
  publishedDate: date,
  lastUpdated: date,
  /** The date of the last medical review, and who did it (the console lists reviews falling due). */
  lastReviewed: date,
  reviewer: z.string().min(3),
  author: z.object({ name: z.string(), credentials: z.string(), affiliation: z.string() }),
  tags: z.array(z.string().min(1)).default([]),
  featured: z.boolean().default(false),
  image: z.object({ url: z.string().startsWith("/"), alt: z.string(), caption: z.string().optional() }).optional(),
  seo: z
    .object({
      metaTitle: z.string().optional(),
      metaDescription: z.string().optional(),
      keywords: z.array(z.string()).default([]),
    })
    .optional(),
  references: z.array(referenceSchema).min(2, "every article needs at least two references"),
  downloadUrl: z.string().optional(),
  externalUrl: z.url().optional(),
});

export type ArticleFrontMatter = z.infer<typeof articleFrontMatter>;
export type Reference = z.infer<typeof referenceSchema>;
