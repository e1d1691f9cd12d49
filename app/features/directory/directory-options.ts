import options from "../../../content/options.json";

// Apart from directory.schema.ts: a page that lists the options must not load Zod (about 24 KB gzip).
export { regions, type Region } from "#db/schema/regions";
export const specialties: readonly string[] = options.specialties;
export const gpServices: readonly string[] = options.gpServices;
/** The service a clinic lists when it gives out FIT kits (the checker and the "FIT kits" badge ask for it). */
export const fitKitService = "FIT Test";
