import {
  clientAddress,
  Jar,
  mailsTo,
  newChampion,
  PASSWORD,
  pendingSecondStep,
  post,
  signUpFields,
  uniqueEmail,
  type Client,
} from "./support/accounts";
import { dataPath } from "./support/actions";
import { appendFigures } from "./support/figures";
import { expect, test } from "./support/fixtures";
import { header, text, type RawResponse } from "./support/http";
import type { SecurityServer } from "./support/server";
import { appointmentFields, storyFields } from "./support/valid";

/**
 * Every limited path (app/features/accounts/limits.ts and the other `hit(` calls in app/), through
 * every way in: the form's page, its single-fetch address (.data), the other pages that share the
 * action, and the better-auth endpoint that used to go around it (now 404). Each test uses
 * addresses and client addresses of its own, so no limit of one test meets another.
 */
type Row = { limit: string; way: string; held: boolean; detail: string };

const ways = (...paths: string[]) => paths.flatMap((path) => [path, dataPath(path)]);
const fresh = (): Client => ({ ip: clientAddress(), jar: new Jar() });
const says = (response: RawResponse, fragment: string) => text(response).includes(fragment);
const signedInBy = (response: RawResponse) =>
  (response.headers["set-cookie"] ?? []).some((c) => /session_token=[^;]+/.test(c) && !/session_token=;/.test(c));

/** Sends the same JSON body to a better-auth path `times` times; how many were not 404. */
async function throughApi(server: SecurityServer, client: Client, path: string, body: object, times: number) {
  let answered = 0;
  for (let i = 0; i < times; i++) {
    const response = await server.request({
      method: "POST",
      path,
      headers: {
        Origin: server.origin,
        "Sec-Fetch-Site": "same-origin",
        "Content-Type": "application/json",
        "X-Forwarded-For": client.ip,
      },
      body: JSON.stringify(body),
    });
    if (response.status !== 404) answered++;
  }
  return answered;
}

function record(rows: Row[]) {
  appendFigures("limits", rows);
  expect(
    rows.filter((row) => !row.held),
    "ways in where the limit did not hold",
  ).toEqual([]);
}

test("sign-in failures: 5 a minute per client and address, through every sign-in form; the API is closed", async ({
  server,
}) => {
  test.setTimeout(120_000);
  const account = await newChampion(server, "Limit Sign-in");
  const rows: Row[] = [];
  const limit = "sign-in failures (5/min per address)";
  const wrong: [string, string][] = [
    ["email", account.email],
    ["password", "Not-The-Password-1"],
  ];
  const right: [string, string][] = [
    ["email", account.email],
    ["password", PASSWORD],
  ];

  for (const way of ways("/login", "/champion-sign-in", "/admin/login")) {
    const client = fresh();
    for (let i = 0; i < 5; i++) await post(server, client, way, wrong);
    const sixth = await post(server, client, way, right);
    const held = sixth.status === 429 && says(sixth, "Too many sign-in attempts") && !signedInBy(sixth);
    rows.push({ limit, way: `${way} (5 wrong, then the right password)`, held, detail: `6th → ${sixth.status}` });
  }

  // One counter for all: a failure through each form, then the right password through another.
  const mixed = fresh();
  for (const way of ["/login", "/login.data", "/champion-sign-in", "/champion-sign-in.data", "/admin/login"])
    await post(server, mixed, way, wrong);
  const afterMixed = await post(server, mixed, "/admin/login.data", right);
  rows.push({
    limit,
    way: "one failure through each of 5 ways, then a 6th way",
    held: afterMixed.status === 429 && !signedInBy(afterMixed),
    detail: `6th → ${afterMixed.status}`,
  });

  // The API never counted, nor checked, a password: closed, it cannot be a way around the limit.
  const api = fresh();
  const answered = await throughApi(server, api, "/api/auth/sign-in/email", Object.fromEntries(wrong), 8);
  const afterApi = await post(server, api, "/login", right);
  rows.push({
    limit,
    way: "POST /api/auth/sign-in/email ×8",
    held: answered === 0 && afterApi.status === 302 && signedInBy(afterApi),
    detail: `${answered} of 8 not 404; then /login with the right password → ${afterApi.status}`,
  });
  record(rows);
});

const RESET_SUBJECT = "Reset your RID-CRC password";

test("password-reset e-mails: 3 an hour per address, through the form, its .data and the API", async ({ server }) => {
  test.setTimeout(120_000);
  const rows: Row[] = [];
  const limit = "password reset e-mails (3/h per address)";
  const account = async () => {
    const email = uniqueEmail("reset-limit");
    await post(server, fresh(), "/join-the-movement", signUpFields(email));
    return email;
  };
  const resets = async (email: string) => (await mailsTo(server, email)).filter((m) => m.subject === RESET_SUBJECT);

  for (const way of ways("/forgot-password")) {
    const email = await account();
    const answers: number[] = [];
    // Each request from a new client address: the limit is the address's, wherever it is asked from.
    for (let i = 0; i < 5; i++) answers.push((await post(server, fresh(), way, [["email", email]])).status);
    const sent = (await resets(email)).length;
    rows.push({
      limit,
      way: `${way} ×5`,
      held: sent === 3 && answers.slice(3).every((s) => s === 429),
      detail: `${sent} e-mails; answers ${answers.join(" ")}`,
    });
  }

  const email = await account();
  const client = fresh();
  await post(server, client, "/forgot-password", [["email", email]]);
  await post(server, client, "/forgot-password.data", [["email", email]]);
  const answered =
    (await throughApi(
      server,
      client,
      "/api/auth/request-password-reset",
      { email, redirectTo: "/reset-password" },
      3,
    )) + (await throughApi(server, client, "/api/auth/forget-password", { email, redirectTo: "/reset-password" }, 3));
  const third = await post(server, client, "/forgot-password", [["email", email]]);
  const fourth = await post(server, client, "/forgot-password.data", [["email", email]]);
  const sent = (await resets(email)).length;
  rows.push({
    limit,
    way: "form, .data, then the API ×6 (request-password-reset, forget-password), then form and .data",
    held: answered === 0 && sent === 3 && third.status !== 429 && fourth.status === 429,
    detail: `${answered} API answers not 404; ${sent} e-mails; 3rd → ${third.status}, 4th → ${fourth.status}`,
  });
  record(rows);
});

test("sign-ups: 3 an hour per address, through the three sign-up pages, their .data and the API", async ({
  server,
}) => {
  test.setTimeout(120_000);
  const rows: Row[] = [];
  const limit = "sign-ups (3/h per address)";
  for (const way of ways("/join-the-movement", "/join-movement", "/signup/champion")) {
    const email = uniqueEmail("signup-limit");
    const answers: RawResponse[] = [];
    for (let i = 0; i < 3; i++) answers.push(await post(server, fresh(), way, signUpFields(email)));
    const mailsAfterThree = (await mailsTo(server, email)).length;
    const fourth = await post(server, fresh(), way, signUpFields(email));
    const mails = (await mailsTo(server, email)).length;
    rows.push({
      limit,
      way: `${way} ×4`,
      held:
        answers.every((r) => r.status !== 429) &&
        fourth.status === 429 &&
        says(fourth, "Too many signup attempts") &&
        mails === mailsAfterThree,
      detail: `answers ${[...answers, fourth].map((r) => r.status).join(" ")}; e-mails ${mailsAfterThree} then ${mails}`,
    });
  }

  // The API: no account, no e-mail, no terms box skipped.
  const email = uniqueEmail("api-signup-limit");
  const answered = await throughApi(
    server,
    fresh(),
    "/api/auth/sign-up/email",
    { email, password: "Api-Signup-Pass-1", name: "API", callbackURL: "/login" },
    5,
  );
  const mails = (await mailsTo(server, email)).length;
  rows.push({
    limit,
    way: "POST /api/auth/sign-up/email ×5",
    held: answered === 0 && mails === 0,
    detail: `${answered} not 404; ${mails} e-mails`,
  });
  record(rows);
});

const VERIFY_SUBJECT = "Confirm your e-mail address for RID-CRC";

test("verification e-mails resent: 3 an hour per address, through both sign-in pages, their .data and the API", async ({
  server,
}) => {
  test.setTimeout(120_000);
  const rows: Row[] = [];
  const limit = "verification resent (3/h per address)";
  const verifications = async (email: string) =>
    (await mailsTo(server, email)).filter((m) => m.subject === VERIFY_SUBJECT).length;
  for (const way of ways("/login", "/champion-sign-in")) {
    const email = uniqueEmail("resend-limit");
    await post(server, fresh(), "/join-the-movement", signUpFields(email));
    const atSignUp = await verifications(email);
    const answers: RawResponse[] = [];
    for (let i = 0; i < 4; i++)
      answers.push(
        await post(server, fresh(), way, [
          ["intent", "resend"],
          ["email", email],
        ]),
      );
    const sent = (await verifications(email)) - atSignUp;
    rows.push({
      limit,
      way: `${way} intent=resend ×4`,
      held: sent === 3 && says(answers[3]!, "Too many emails sent") && !says(answers[2]!, "Too many emails sent"),
      detail: `${sent} resent (and ${atSignUp} at sign-up); 4th ${says(answers[3]!, "Too many emails sent") ? "refused" : "not refused"}`,
    });
  }
  const email = uniqueEmail("api-resend-limit");
  await post(server, fresh(), "/join-the-movement", signUpFields(email));
  const atSignUp = await verifications(email);
  const answered = await throughApi(server, fresh(), "/api/auth/send-verification-email", { email }, 5);
  const sent = (await verifications(email)) - atSignUp;
  rows.push({
    limit,
    way: "POST /api/auth/send-verification-email ×5",
    held: answered === 0 && sent === 0,
    detail: `${answered} not 404; ${sent} resent`,
  });
  record(rows);
});

test("stories: 5 a day per Champion, through /share-your-story, the awareness pillar and their .data", async ({
  server,
}) => {
  test.setTimeout(120_000);
  const rows: Row[] = [];
  for (const way of ways("/share-your-story", "/pillars/rid-crc-pub")) {
    const champion = await newChampion(server, "Limit Stories");
    const answers: RawResponse[] = [];
    for (let i = 0; i < 6; i++) answers.push(await post(server, champion, way, storyFields(`Story number ${i + 1}.`)));
    rows.push({
      limit: "stories (5/day per Champion)",
      way: `${way} ×6`,
      held: answers.slice(0, 5).every((r) => r.status === 200) && answers[5]!.status === 429,
      detail: `answers ${answers.map((r) => r.status).join(" ")}`,
    });
  }
  // One count for all ways in: 5 through different forms, then a 6th.
  const champion = await newChampion(server, "Limit Stories Mixed");
  const mixed = [
    "/share-your-story",
    "/pillars/rid-crc-pub",
    "/share-your-story.data",
    "/pillars/rid-crc-pub.data",
    "/share-your-story",
  ];
  for (const way of mixed) await post(server, champion, way, storyFields());
  const sixth = await post(server, champion, "/pillars/rid-crc-pub.data", storyFields());
  rows.push({
    limit: "stories (5/day per Champion)",
    way: "5 across both pages and .data, then a 6th",
    held: sixth.status === 429,
    detail: `6th → ${sixth.status}`,
  });
  record(rows);
});

const invite = (address = uniqueEmail("friend")): [string, string][] => [["emails[0]", address]];

test("referrals: 10 submissions an hour per Champion, 20 invitations a day, 60 submissions an hour per client address", async ({
  server,
}) => {
  test.setTimeout(150_000);
  const rows: Row[] = [];
  for (const way of ways("/refer-friend")) {
    const champion = await newChampion(server, "Limit Referrals");
    const answers: RawResponse[] = [];
    for (let i = 0; i < 11; i++) answers.push(await post(server, champion, way, invite()));
    rows.push({
      limit: "referral submissions (10/h per Champion)",
      way: `${way} ×11`,
      held: answers.slice(0, 10).every((r) => r.status === 200) && answers[10]!.status === 429,
      detail: `answers ${answers.map((r) => r.status).join(" ")}`,
    });
  }

  // 20 invitations a day: four batches of five, then one more address.
  const champion = await newChampion(server, "Limit Invitations");
  const batch = (): [string, string][] => Array.from({ length: 5 }, (_, i) => [`emails[${i}]`, uniqueEmail("friend")]);
  const batches: RawResponse[] = [];
  for (const way of ["/refer-friend", "/refer-friend.data", "/refer-friend", "/refer-friend.data"])
    batches.push(await post(server, champion, way, batch()));
  const over = await post(server, champion, "/refer-friend", invite());
  rows.push({
    limit: "referral invitations (20/day per Champion)",
    way: "/refer-friend and .data: 4 × 5 addresses, then 1",
    held: batches.every((r) => r.status === 200) && over.status !== 200 && says(over, "20 invitations a day"),
    detail: `answers ${[...batches, over].map((r) => r.status).join(" ")}`,
  });

  // 60 submissions an hour from one client address, whoever sends them (6 Champions × 10), then a 61st.
  const ip = clientAddress();
  let allowed = 0;
  for (let c = 0; c < 6; c++) {
    const sender = { ...(await newChampion(server, "Limit Address")), ip };
    for (let i = 0; i < 10; i++) {
      const response = await post(server, sender, i % 2 ? "/refer-friend.data" : "/refer-friend", invite());
      if (response.status === 200) allowed++;
    }
  }
  const seventh = { ...(await newChampion(server, "Limit Address")), ip };
  const sixtyFirst = await post(server, seventh, "/refer-friend", invite());
  rows.push({
    limit: "referral submissions (60/h per client address)",
    way: "/refer-friend and .data from one address, 7 Champions",
    held: allowed === 60 && sixtyFirst.status === 429,
    detail: `${allowed} allowed; 61st → ${sixtyFirst.status}`,
  });
  record(rows);
});

test("appointment requests: 5 an hour per client address, through the form and its .data", async ({ server }) => {
  test.setTimeout(60_000);
  const rows: Row[] = [];
  for (const way of ways("/appointments/new")) {
    const client = fresh();
    const answers: RawResponse[] = [];
    for (let i = 0; i < 6; i++) answers.push(await post(server, client, way, appointmentFields()));
    rows.push({
      limit: "appointment requests (5/h per client address)",
      way: `${way} ×6`,
      held:
        answers.slice(0, 5).every((r) => r.status === 200) &&
        answers[5]!.status === 429 &&
        says(answers[5]!, "too many appointment requests"),
      detail: `answers ${answers.map((r) => r.status).join(" ")}`,
    });
  }
  const client = fresh();
  for (const way of [
    "/appointments/new",
    "/appointments/new.data",
    "/appointments/new",
    "/appointments/new.data",
    "/appointments/new",
  ])
    await post(server, client, way, appointmentFields());
  const sixth = await post(server, client, "/appointments/new.data", appointmentFields());
  rows.push({
    limit: "appointment requests (5/h per client address)",
    way: "5 across the form and .data, then a 6th",
    held: sixth.status === 429,
    detail: `6th → ${sixth.status} ${header(sixth, "content-type") ?? ""}`,
  });
  record(rows);
});

test("second-step codes: 5 wrong codes end a pending sign-in, through the form and its .data", async ({
  server,
  sessions,
}) => {
  test.setTimeout(60_000);
  const admin = await sessions.enrolledAdmin();
  const rows: Row[] = [];
  const limit = "second-step codes (5 wrong per sign-in)";
  const codes = admin.backupCodes.slice(1);
  expect(codes.length, "backup codes shown at enrolment (one per sign-in below)").toBeGreaterThanOrEqual(4);
  // The control: a pending sign-in and a backup code sign in (the codes used below are valid).
  const control = await pendingSecondStep(server);
  const signedInNow = await post(server, control, "/login/two-factor", [["code", codes.shift()!]]);
  expect(signedInBy(signedInNow), "a backup code completes a pending sign-in").toBe(true);

  const form = "/login/two-factor";
  const data = dataPath(form);
  for (const plan of [
    [form, form, form, form, form],
    [data, data, data, data, data],
    [form, data, form, data, form],
  ]) {
    const pending = await pendingSecondStep(server);
    // Replayed as it was: the server must have ended the challenge, not only asked the browser to forget it.
    const cookie = pending.jar.header;
    for (const [i, way] of plan.entries()) await post(server, pending, way, [["code", `00000${i + 1}`]]);
    const sixth = await post(server, { ip: pending.ip, jar: new Jar(cookie) }, plan.at(-1)!, [
      ["code", codes.shift()!],
    ]);
    rows.push({
      limit,
      way: `${[...new Set(plan)].join(" and ")}: 5 wrong, then a valid backup code`,
      held: !signedInBy(sixth) && sixth.status < 500,
      detail: `6th → ${sixth.status}`,
    });
  }
  record(rows);
});
