import type { Role } from "../../support/roles";
import { decode } from "../../e2e/fixtures/mailbox";
import { totp } from "../../e2e/fixtures/totp";
import { formBody, header, setCookies, text, type RawResponse } from "./http";
import type { SecurityServer } from "./server";

/** The README's demo accounts, seeded by DEMO_ACCOUNTS=1 on either database. */
export const DEMO = {
  champion: { email: "champion@demo.rid-crc.local", password: "Demo-Champion-Pass-1" },
  gpclinic: { email: "gp@demo.rid-crc.local", password: "Demo-Clinic-Pass-1" },
  specialist: { email: "specialist@demo.rid-crc.local", password: "Demo-Specialist-Pass-1" },
  corporate_contact: { email: "corporate@demo.rid-crc.local", password: "Demo-Corporate-Pass-1" },
} as const;

export const PASSWORD = "Security-Pass-42";

/** A cookie jar as one Cookie header; cleared cookies (empty value) leave it. */
export class Jar {
  private readonly cookies = new Map<string, string>();
  constructor(header = "") {
    for (const pair of header.split(/;\s*/).filter(Boolean)) {
      const at = pair.indexOf("=");
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
  take(response: RawResponse): this {
    for (const [name, value] of setCookies(response)) {
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    return this;
  }
  has(name: string): boolean {
    return [...this.cookies.keys()].some((key) => key.endsWith(name));
  }
  /** The cookies, for a browser context (Playwright's addCookies). */
  forBrowser(url: string): { name: string; value: string; url: string }[] {
    return [...this.cookies].map(([name, value]) => ({ name, value, url }));
  }
  get header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

let counter = 0;
/** A fresh address (the limits are per address: every test gets its own). */
export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${++counter}@security.test`;
/** A network of its own per worker: a worker restarted on the same PostgreSQL database meets no old counter. */
const network = 1 + Math.floor(Math.random() * 250);
let addresses = 0;
/** A client address of its own for one test (the server trusts X-Forwarded-For from loopback). */
export const clientAddress = () => {
  const n = ++addresses;
  return `10.${network}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
};

export type Client = { ip: string; jar: Jar };

/** Headers of a same-origin form post, as a browser sends them. */
export function formHeaders(server: SecurityServer, client: Client, contentType = "application/x-www-form-urlencoded") {
  return {
    Origin: server.origin,
    "Sec-Fetch-Site": "same-origin",
    "Content-Type": contentType,
    "X-Forwarded-For": client.ip,
    ...(client.jar.header ? { Cookie: client.jar.header } : {}),
  };
}

/** Posts a form as a browser would (own Origin), keeping the cookies it sets. */
export async function post(
  server: SecurityServer,
  client: Client,
  path: string,
  fields: Iterable<[string, string]>,
): Promise<RawResponse> {
  const response = await server.request({
    method: "POST",
    path,
    headers: formHeaders(server, client),
    body: formBody(fields),
  });
  client.jar.take(response);
  return response;
}

export async function get(server: SecurityServer, client: Client, path: string): Promise<RawResponse> {
  const response = await server.request({
    method: "GET",
    path,
    headers: { "X-Forwarded-For": client.ip, ...(client.jar.header ? { Cookie: client.jar.header } : {}) },
  });
  client.jar.take(response);
  return response;
}

/** Signs in through the real /login form over HTTP; returns the client with its session cookie. */
export async function signIn(server: SecurityServer, email: string, password: string, ip = clientAddress()) {
  const client: Client = { ip, jar: new Jar() };
  const response = await post(server, client, "/login", [
    ["email", email],
    ["password", password],
  ]);
  if (response.status !== 302 || !client.jar.has("session_token"))
    throw new Error(`Sign-in of ${email} through /login failed: ${response.status} ${text(response).slice(0, 300)}`);
  return client;
}

/** Whether the client's session still opens a signed-in page. */
export async function signedIn(server: SecurityServer, client: Client): Promise<boolean> {
  const response = await get(server, client, "/account/password");
  return response.status === 200;
}

export type Mail = { to: string; subject: string; links: string[] };

/** The development mailbox (newest 100, newest first). */
export async function mailbox(server: SecurityServer): Promise<Mail[]> {
  const html = text(await server.request({ method: "GET", path: "/dev/mailbox" }));
  return [...html.matchAll(/<article[^>]*data-testid="email"[^>]*>([\s\S]*?)<\/article>/g)].map(([, body]) => ({
    to: decode(body!.match(/data-testid="email-to"[^>]*>([^<]*)</)?.[1] ?? ""),
    subject: decode(body!.match(/<h2[^>]*>([^<]*)</)?.[1] ?? ""),
    links: [...body!.matchAll(/href="([^"]+)"/g)].map((m) => decode(m[1]!)),
  }));
}

export const mailsTo = async (server: SecurityServer, to: string) =>
  (await mailbox(server)).filter((mail) => mail.to === to);

/** The sign-up form, filled in as a person would (terms ticked). */
export const signUpFields = (email: string, fullName = "Security Sign-up"): [string, string][] => [
  ["fullName", fullName],
  ["email", email],
  ["password", PASSWORD],
  ["confirmPassword", PASSWORD],
  ["agreedToTerms", "on"],
  ["ref", ""],
];

/** A new champion through the real sign-up form, verified through the e-mailed link, signed in. */
export async function newChampion(
  server: SecurityServer,
  name = "Security Champion",
): Promise<Client & { email: string }> {
  const email = uniqueEmail("champion");
  const client: Client = { ip: clientAddress(), jar: new Jar() };
  const signedUp = await post(server, client, "/join-the-movement", signUpFields(email, name));
  if (signedUp.status !== 302) throw new Error(`Sign-up of ${email} failed: ${signedUp.status}`);
  const link = (await mailsTo(server, email)).flatMap((m) => m.links).find((l) => l.includes("/verify-email"));
  if (!link) throw new Error(`No verification e-mail for ${email}`);
  const verified = await get(server, client, new URL(link).pathname + new URL(link).search);
  if (verified.status >= 400) throw new Error(`Verification of ${email} failed: ${verified.status}`);
  return { ...(await signIn(server, email, PASSWORD, client.ip)), email };
}

/** The enrolled super admin: its session, its TOTP secret and the backup codes it was shown (unused). */
export type Admin = Client & { secret: string; backupCodes: string[] };

/** The super admin: signed in at /admin/login and enrolled in two-step verification over HTTP. */
export async function enrolledAdmin(server: SecurityServer): Promise<Admin> {
  const client: Client = { ip: clientAddress(), jar: new Jar() };
  const login = await post(server, client, "/admin/login", [
    ["email", server.admin.email],
    ["password", server.admin.password],
  ]);
  if (login.status !== 302) throw new Error(`Admin sign-in failed: ${login.status} ${text(login).slice(0, 300)}`);
  const scan = await post(server, client, "/account/two-factor", [["password", server.admin.password]]);
  const html = text(scan);
  const secret = decode(html.match(/data-testid="totp-secret"[^>]*>([^<]+)</)?.[1] ?? "").replace(/\s+/g, "");
  if (!secret) throw new Error(`Two-step enrolment did not show a secret: ${scan.status}`);
  // The form's hidden fields (the intent, and whatever else the page carries), then the code.
  const hidden = [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map(
    ([, name, value]): [string, string] => [decode(name!), decode(value!)],
  );
  const done = await post(server, client, "/account/two-factor", [
    ...hidden.filter(([name]) => name !== "code"),
    ["code", totp(secret)],
  ]);
  // Without JavaScript the backup codes are shown (once) on the page the confirmation redirects to.
  const location = header(done, "location");
  const codesPage = done.status >= 300 && done.status < 400 && location ? await get(server, client, location) : done;
  const list = text(codesPage).match(/data-testid="backup-codes"[^>]*>([\s\S]*?)<\/ul>/)?.[1] ?? "";
  const backupCodes = [...list.matchAll(/<li[^>]*>([^<]+)<\/li>/g)].map(([, code]) => code!.trim());
  let session = client;
  if ((await get(server, session, "/admin/dashboard")).status !== 200) {
    // A version that ends the session on enrolment without showing the codes (issue 11, item 8):
    // sign in again, the password then a code.
    session = await pendingSecondStep(server);
    await post(server, session, "/login/two-factor", [["code", backupCodes.pop() ?? totp(secret)]]);
  }
  const dashboard = await get(server, session, "/admin/dashboard");
  if (dashboard.status !== 200) throw new Error(`The enrolled admin cannot open /admin/dashboard: ${dashboard.status}`);
  return { ...session, secret, backupCodes };
}

/**
 * The state between the password and the code: an enrolled admin's password accepted, better-auth's
 * pending two-factor cookie set (the right "role" of /login/two-factor).
 */
export async function pendingSecondStep(server: SecurityServer): Promise<Client> {
  const client: Client = { ip: clientAddress(), jar: new Jar() };
  const login = await post(server, client, "/admin/login", [
    ["email", server.admin.email],
    ["password", server.admin.password],
  ]);
  if (login.status !== 302 || !client.jar.has("two_factor"))
    throw new Error(`The admin's password step did not leave a pending second step: ${login.status}`);
  return client;
}

/** Sessions of each role, signed in once per server and shared by the specs. */
export class Sessions {
  private readonly cache = new Map<string, Promise<Client>>();
  private admin: Promise<Admin> | undefined;

  constructor(private readonly server: SecurityServer) {}

  /**
   * The session of a role: the demo account of its type, signed in through /login. Admins are the
   * super admin, enrolled in two-step verification (no plain admin can be created over HTTP).
   */
  of(role: Exclude<Role, "anonymous">): Promise<Client> {
    if (role === "admin" || role === "super_admin") return this.enrolledAdmin();
    let session = this.cache.get(role);
    if (!session) {
      session = signIn(this.server, DEMO[role].email, DEMO[role].password);
      this.cache.set(role, session);
    }
    return session;
  }

  /** A new session of the role, which replaces the cached one (after /logout ended it). */
  renew(role: Exclude<Role, "anonymous" | "admin" | "super_admin">): Promise<Client> {
    const session = signIn(this.server, DEMO[role].email, DEMO[role].password);
    this.cache.set(role, session);
    return session;
  }

  enrolledAdmin(): Promise<Admin> {
    this.admin ??= enrolledAdmin(this.server);
    return this.admin;
  }
}
