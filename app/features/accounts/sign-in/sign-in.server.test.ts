import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { createAccount } from "../../../../server/seed";
import { CLIENT_IP_HEADER } from "~/lib/http/client-ip";
import { useTestDatabase } from "../../../../tests/support/db";
import { signIn } from "./sign-in.server";

const db = useTestDatabase();
const request = () =>
  new Request("http://localhost:3000/login", { method: "POST", headers: { [CLIENT_IP_HEADER]: "203.0.113.9" } });

// Spec accounts §8 (issue 23): a failure of ours is "unexpected", never "Invalid email or password".
describe("sign-in failures", () => {
  afterEach(async () => {
    await db().execute(sql`drop trigger if exists refuse_sessions on sessions`);
  });

  it("a right password whose session cannot be stored gets the spec's unexpected-error message", async () => {
    await createAccount(db(), {
      email: "siti@test.example",
      password: "Siti-Pass-123",
      name: "Siti",
      userType: "champion",
    });
    await db().execute(sql`create or replace function refuse_insert() returns trigger language plpgsql as $$
      begin raise exception 'disk full'; end $$`);
    await db().execute(
      sql`create trigger refuse_sessions before insert on sessions for each row execute function refuse_insert()`,
    );
    expect(await signIn(request(), { email: "siti@test.example", password: "Siti-Pass-123" })).toEqual({
      kind: "failed",
      status: 500,
      message: "An unexpected error occurred. Please try again.",
    });
  });

  it("a wrong password is still the spec's invalid-credentials message", async () => {
    expect(await signIn(request(), { email: "siti@test.example", password: "wrong-password" })).toMatchObject({
      kind: "failed",
      status: 401,
      message: "Invalid email or password. Please check your credentials and try again.",
    });
  });
});
