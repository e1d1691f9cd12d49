import { sql } from "drizzle-orm";
import type { Db } from "../../app/lib/db.server";

/**
 * Makes the database refuse every INSERT or UPDATE on one table (a trigger that raises), so a test
 * can see what the user gets when a write fails. With `sqlstate` "57P01" the failure is the one a
 * server shutting down sends (app/lib/db.server.ts isDatabaseUnavailable): an outage, as the app
 * sees it. Returns the function that lifts it.
 */
export async function failWrites(
  db: Db,
  table: string,
  operation: "INSERT" | "UPDATE",
  { sqlstate = "P0001" }: { sqlstate?: string } = {},
): Promise<() => Promise<void>> {
  const name = `test_fail_${table}_${operation.toLowerCase()}`;
  await db.execute(
    sql.raw(
      `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'simulated failure' USING ERRCODE = '${sqlstate}'; END $$`,
    ),
  );
  await db.execute(
    sql.raw(`CREATE TRIGGER ${name} BEFORE ${operation} ON ${table} FOR EACH ROW EXECUTE FUNCTION ${name}()`),
  );
  return async () => {
    await db.execute(sql.raw(`DROP TRIGGER ${name} ON ${table}`));
    await db.execute(sql.raw(`DROP FUNCTION ${name}()`));
  };
}
