/**
 * The regions of Singapore a GP clinic or specialist practice is listed under: the one list. The
 * partner tables (db/schema/partners.ts), the profile and directory forms and the demo seed use it.
 * No imports, so browser code can import it (`#db/schema/regions`) without the database library.
 */
export const regions = ["North", "South", "East", "West", "Central"] as const;
export type Region = (typeof regions)[number];
