import options from "../../../content/options.json";

// Apart from directory.schema.ts: a page that lists the options must not load Zod (about 24 KB gzip).
export { regions, type Region } from "#db/schema/regions";
export const specialties: readonly string[] = options.specialties;
