import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER } from "~/lib/http/client-ip";
import { useTestDatabase } from "../../../tests/support/db";
import { signUpChampion } from "./sign-up.server";

const db = useTestDatabase();
let n = 0;
const request = () =>
  new Request("http://localhost:3000/signup/champion", {
    method: "POST",
    headers: { [CLIENT_IP_HEADER]: `203.0.113.${++n}` },
  });
const input = (password = "Correct-Horse-9") => ({
  fullName: "Tan Ah Kow",
  email: `signup-${Date.now()}-${++n}@test.example`,
  password,
});

// Spec accounts §8's sign-up mapping (issue 23): the database error and "Signup failed: {message}".
describe("champion sign-up refusals", () => {
  afterEach(async () => {
    await db().execute(sql`drop trigger if exists refuse_users on users`);
  });

  it("an account the database cannot store gets the spec's database message", async () => {
    await db().execute(sql`create or replace function refuse_insert() returns trigger language plpgsql as $$
      begin raise exception 'disk full'; end $$`);
    await db().execute(
      sql`create trigger refuse_users before insert on users for each row execute function refuse_insert()`,
    );
    expect(await signUpChampion(request(), input())).toEqual({
      ok: false,
      status: 500,
      message:
        "There was a database error during registration. Our team has been notified. Please try again in a few minutes.",
    });
  });

  it("a reason the authentication service gives is shown as 'Signup failed: {message}'", async () => {
    // Past better-auth's longest password (the form's schema stops this earlier, at 128).
    expect(await signUpChampion(request(), input("x".repeat(300)))).toMatchObject({
      ok: false,
      status: 400,
      message: "Signup failed: Password too long",
    });
  });

  it("a new address still goes through", async () => {
    expect(await signUpChampion(request(), input())).toEqual({ ok: true });
  });
});
