import { eq, inArray, is, or, sql, type SQL } from "drizzle-orm";
import { PgTable, getTableConfig, type PgColumn } from "drizzle-orm/pg-core";
import * as schema from "#db/schema";
import type { Tx } from "~/lib/db.server";
import { personalData, type LinkBy, type PersonalTable } from "../declaration";

/** The schema's tables by their database name: the declaration speaks the database's names. */
const tables = new Map(
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => [getTableConfig(table).name, table]),
);

export function tableOf(name: string): { table: PgTable; columns: Map<string, PgColumn> } {
  const table = tables.get(name);
  if (!table) throw new Error(`declared table ${name} is not in the schema`);
  return { table, columns: new Map(getTableConfig(table).columns.map((c) => [c.name, c])) };
}

export type Keys = { userId: string; email: string; companies: string[]; partners: string[] };

/** What ties rows to this person: their id and address, and the company and listings their account manages. */
export async function keysOf(tx: Tx, userId: string): Promise<Keys> {
  const [user] = await tx
    .select({ email: schema.users.email, corporateId: schema.users.corporateId })
    .from(schema.users)
    .where(eq(schema.users.id, userId));
  if (!user) throw new Error("no such account");
  const companies = await tx
    .select({ id: schema.corporates.id })
    .from(schema.corporates)
    .where(
      user.corporateId
        ? or(eq(schema.corporates.userId, userId), eq(schema.corporates.id, user.corporateId))
        : eq(schema.corporates.userId, userId),
    );
  const listings = await Promise.all(
    [schema.gpClinics, schema.specialists].map((t) => tx.select({ id: t.id }).from(t).where(eq(t.userId, userId))),
  );
  return {
    userId,
    email: user.email,
    companies: companies.map((c) => c.id),
    partners: [...companies, ...listings.flat()].map((p) => p.id),
  };
}

export function condition(column: PgColumn, by: LinkBy, keys: Keys): SQL | undefined {
  switch (by) {
    case "user":
      return eq(column, keys.userId);
    case "email":
      return sql`lower(${column}) = lower(${keys.email})`;
    case "company":
      return keys.companies.length ? inArray(column, keys.companies) : undefined;
    case "partner":
      return keys.partners.length ? inArray(column, keys.partners) : undefined;
  }
}

type ExportedTable = {
  label: string;
  owner: string;
  purpose: string;
  retention: string;
  /** Columns left out on purpose (secrets that act for the person). */
  withheld: string[];
  rows: Record<string, unknown>[];
};

export type PersonalExport = {
  format: "rid-crc-personal-data/1";
  exportedAt: string;
  person: { id: string; email: string };
  tables: Record<string, ExportedTable>;
};

async function rowsOf(tx: Tx, declared: PersonalTable, keys: Keys): Promise<Record<string, unknown>[]> {
  const { table, columns } = tableOf(declared.table);
  const conditions = declared.links
    .map((link) => condition(columns.get(link.column)!, link.by, keys))
    .filter((c): c is SQL => c !== undefined);
  if (conditions.length === 0) return [];
  const withheld = new Set(declared.withheld ?? []);
  const selection = Object.fromEntries([...columns].filter(([name]) => !withheld.has(name)));
  const first = [...columns.values()][0]!;
  const rows = await tx
    .select(selection)
    .from(table)
    .where(or(...conditions))
    .orderBy(first);
  // Through JSON once: dates as ISO strings, the same values in the file and on the summary page.
  return JSON.parse(JSON.stringify(rows)) as Record<string, unknown>[];
}

/**
 * Everything the declaration says we hold about one person, table by table, read in the caller's
 * transaction. Only tables with a link to an account can be searched; the others (counters keyed by
 * hashes, chat questions stripped of who asked) cannot be tied to anyone, which is their point.
 */
export async function collectPersonalData(tx: Tx, userId: string): Promise<PersonalExport> {
  const keys = await keysOf(tx, userId);
  const out: Record<string, ExportedTable> = {};
  for (const declared of personalData) {
    if (declared.links.length === 0) continue;
    out[declared.table] = {
      label: declared.label,
      owner: declared.owner,
      purpose: declared.purpose,
      retention: declared.retention,
      withheld: declared.withheld ?? [],
      rows: await rowsOf(tx, declared, keys),
    };
  }
  return {
    format: "rid-crc-personal-data/1",
    exportedAt: new Date().toISOString(),
    person: { id: userId, email: keys.email },
    tables: out,
  };
}
