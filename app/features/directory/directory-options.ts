import type { gpClinics } from "#db/schema";
import options from "../../../content/options.json";

// Apart from directory.schema.ts: a page that lists the options must not load Zod (about 24 KB gzip).
export type Region = (typeof gpClinics.$inferSelect)["region"];
export const regions = options.regions as readonly Region[];
export const specialties: readonly string[] = options.specialties;
