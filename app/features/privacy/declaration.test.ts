import { is } from "drizzle-orm";
import { PgTable, getTableConfig, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "#db/schema";
import { noPersonalData, personalData, purges, type PersonalTable } from "./declaration";

/**
 * The declaration against the Drizzle schema (every table the schema modules export): a table with
 * a column that looks like a person's (an account reference, an id or e-mail, a name, a phone, an
 * address, free text) must be declared with that column, and nothing declared may be missing from
 * the schema. A new table or column cannot slip past the export, the retention job and the policy.
 */

const PERSON_COLUMN =
  /^(id|user_id|.*_by|actor_id|admin_id|referrer_id|.*email|to|.*phone(_number)?|.*address|user_agent|full_name|name|.*_person_name|doctor_full_name|date_of_birth|message|content|question|.*comments|notes|bio|identifier|key|target_id|target_label)$/;

type Table = { name: string; columns: string[]; personColumns: string[] };

function describeTable(table: PgTable): Table {
  const config = getTableConfig(table);
  const toUsers = new Set(
    config.foreignKeys.flatMap((fk) => {
      const ref = fk.reference();
      return getTableConfig(ref.foreignTable).name === "users" ? ref.columns.map((c) => c.name) : [];
    }),
  );
  const columns = config.columns.map((c) => c.name);
  // A table's own uuid "id" is not a person, except the users table's (it is the person).
  const personColumns = columns.filter(
    (c) => toUsers.has(c) || (PERSON_COLUMN.test(c) && (c !== "id" || config.name === "users")),
  );
  return { name: config.name, columns, personColumns };
}

const schemaTables = (): Table[] =>
  (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable)).map(describeTable);

/** What is wrong between the tables and the declaration, in words; empty when they agree. */
function problems(tables: Table[], declared: readonly PersonalTable[], none: Readonly<Record<string, string>>) {
  const found: string[] = [];
  const byName = new Map(tables.map((t) => [t.name, t]));
  for (const t of tables) {
    const entry = declared.find((d) => d.table === t.name);
    if (!entry && !(t.name in none)) found.push(`${t.name}: not declared`);
    if (!entry && t.name in none && t.personColumns.length)
      found.push(`${t.name}: said to hold no personal data but has ${t.personColumns.join(", ")}`);
    if (entry) {
      const covered = new Set([...entry.fields, ...entry.links.map((l) => l.column), ...(entry.withheld ?? [])]);
      for (const c of t.personColumns) if (!covered.has(c)) found.push(`${t.name}.${c}: looks personal, not declared`);
    }
  }
  for (const d of declared) {
    const table = byName.get(d.table);
    if (!table) {
      found.push(`${d.table}: declared but not in the schema`);
      continue;
    }
    for (const c of [...d.fields, ...d.links.map((l) => l.column), ...(d.withheld ?? [])])
      if (!table.columns.includes(c)) found.push(`${d.table}.${c}: declared but not in the schema`);
  }
  for (const name of Object.keys(none)) if (!byName.has(name)) found.push(`${name}: listed but not in the schema`);
  return found;
}

describe("the personal-data declaration against the schema", () => {
  it("declares every table with personal data, every personal-looking column, and nothing that does not exist", () => {
    const tables = schemaTables();
    expect(tables.length).toBeGreaterThan(30);
    expect(problems(tables, personalData, noPersonalData)).toEqual([]);
  });

  it("declares each table once, and every table with a purpose, a period and what deletion does", () => {
    const names = [...personalData.map((d) => d.table), ...Object.keys(noPersonalData)];
    expect(new Set(names).size).toBe(names.length);
    for (const d of personalData) {
      expect(d.purpose.length, d.table).toBeGreaterThan(10);
      expect(d.retention.length, d.table).toBeGreaterThan(10);
      expect(d.fields.length, d.table).toBeGreaterThan(0);
    }
  });

  it("gives each retention rule one home", () => {
    const rules = purges().map((p) => p.rule);
    expect(new Set(rules).size).toBe(rules.length);
  });

  it("catches a new table with a person's id or e-mail, a new personal column, and a stale name", () => {
    const notes = pgTable("private_notes", {
      id: uuid("id").primaryKey(),
      userId: text("user_id").references(() => schema.users.id),
    });
    const wishes = pgTable("wishes", { id: uuid("id").primaryKey(), contactEmail: text("contact_email") });
    const tables = [...schemaTables(), describeTable(notes), describeTable(wishes)];
    expect(problems(tables, personalData, noPersonalData)).toEqual([
      "private_notes: not declared",
      "wishes: not declared",
    ]);

    const users = schemaTables().find((t) => t.name === "users")!;
    const withNickname = {
      ...users,
      columns: [...users.columns, "nickname_phone"],
      personColumns: [...users.personColumns, "nickname_phone"],
    };
    const others = schemaTables().filter((t) => t.name !== "users");
    expect(problems([...others, withNickname], personalData, noPersonalData)).toEqual([
      "users.nickname_phone: looks personal, not declared",
    ]);

    const stale = [...personalData, { ...personalData[0]!, table: "old_table" }];
    expect(problems(schemaTables(), stale, noPersonalData)).toContain("old_table: declared but not in the schema");
    const staleColumn = personalData.map((d) => (d.table === "stories" ? { ...d, fields: [...d.fields, "gone"] } : d));
    expect(problems(schemaTables(), staleColumn, noPersonalData)).toEqual([
      "stories.gone: declared but not in the schema",
    ]);
  });
});
