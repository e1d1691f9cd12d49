import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/**
 * Every setting the platform reads from its environment, validated once at start-up.
 * `.env.example` lists the same variables with safe defaults for the embedded demo.
 */
const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\/\S+$/, "must be a postgres:// or postgresql:// URL")
      .optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/\S+$/, "must be an smtp:// or smtps:// URL")
      .optional(),
    MAIL_FROM: z.string().min(3).default("RID-CRC <no-reply@localhost>"),
    CONTACT_EMAIL: z.email("must be an e-mail address").default("hello@rid-crc.sg"),
    APP_URL: z.url("must be an absolute URL such as http://localhost:3000").optional(),
    SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    ADMIN_EMAIL: z.email("must be an e-mail address").optional(),
    ADMIN_PASSWORD: z.string().min(12, "must be at least 12 characters").optional(),
    DEV_MAILBOX: z.enum(["0", "1"]).optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    TRUST_PROXY: z.string().min(1).optional(),
    DEMO_DATA: z.enum(["0", "1"]).optional(),
    DEMO_ACCOUNTS: z.enum(["0", "1"]).optional(),
    // How often the event reminder job looks for reminders due (journeys use a short interval).
    EVENT_REMINDER_INTERVAL_MS: z.coerce
      .number()
      .int("must be a whole number of milliseconds")
      .min(200, "must be at least 200")
      .default(60_000),
    AUTH_IP_LIMIT_SCALE: z.coerce.number().positive("must be a positive number").max(10_000).default(1),
    // The chatbot's optional language model (ADR 0021): used only when URL and NAME are both set.
    CHAT_MODEL_URL: z
      .string()
      .regex(/^https?:\/\/\S+$/, "must be an http:// or https:// URL such as http://127.0.0.1:11434/v1")
      .optional(),
    CHAT_MODEL_NAME: z.string().min(1).optional(),
    // Where the Chinese and Tamil PDF fonts are (fonts-noto-cjk, fonts-noto-core; docs/deployment.md).
    PDF_FONT_DIR: z.string().min(1).default("/usr/share/fonts"),
    CHAT_MODEL_KEY: z.string().min(1).optional(),
    CHAT_MODEL_TIMEOUT_MS: z.coerce
      .number()
      .int("must be a whole number of milliseconds")
      .min(200, "must be at least 200")
      .max(20_000, "must be at most 20000")
      .default(4000),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["SESSION_SECRET"],
        message: "is required when DATABASE_URL is set in production",
      });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: "custom",
        path: [env.ADMIN_EMAIL ? "ADMIN_PASSWORD" : "ADMIN_EMAIL"],
        message: "ADMIN_EMAIL and ADMIN_PASSWORD are set together or not at all",
      });
    }
    // The mailbox shows every reset link and the demo's passwords are in the README: a site people
    // reach over https never has them, whatever NODE_ENV says (issue 22, ADR 0022).
    if (env.APP_URL?.startsWith("https://")) {
      for (const name of SAFE_OFF)
        if (env[name] === "1")
          ctx.addIssue({
            code: "custom",
            path: [name],
            message: `must not be 1 when APP_URL is https (${DESCRIBED[name]} would be public)`,
          });
    }
  });

/** What only a local demo may have: on by default there, refused over https. */
const SAFE_OFF = ["DEV_MAILBOX", "DEMO_DATA", "DEMO_ACCOUNTS"] as const;
const DESCRIBED: Record<(typeof SAFE_OFF)[number], string> = {
  DEV_MAILBOX: "the development mailbox with every reset link",
  DEMO_DATA: "the sample directory",
  DEMO_ACCOUNTS: "the README's demo accounts",
};

/**
 * Whether the site's own address is this machine over http (`localhost`, `127.0.0.1`, `[::1]`):
 * the only place where the mailbox and the demo are on without being asked for.
 */
function isLocalAppUrl(appUrl: string): boolean {
  try {
    const url = new URL(appUrl);
    return url.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  } catch {
    return false;
  }
}

type Env = Omit<z.infer<typeof schema>, "DEMO_DATA" | "DEMO_ACCOUNTS"> & {
  /** Absolute base URL of the site, used in links inside e-mails and canonical URLs. */
  APP_URL: string;
  SESSION_SECRET: string;
  /** Whether outgoing e-mails are shown at /dev/mailbox: by default only when APP_URL is local http. */
  devMailbox: boolean;
  /** Sample clinics, specialists and sponsors: by default only in the embedded demo on localhost. */
  DEMO_DATA: boolean;
  /** The README's demo account of each type (known passwords): embedded demo on localhost, or tests that ask. */
  DEMO_ACCOUNTS: boolean;
  embedded: boolean;
  production: boolean;
};

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
}

/** Parses an environment (process.env by default); throws EnvError naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // Empty strings in .env files mean "unset".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((i) => `${String(i.path[0] ?? "environment")} ${i.message}`));
  }
  const env = result.data;
  const production = env.NODE_ENV === "production";
  const embedded = !env.DATABASE_URL;
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  // Safe by default (ADR 0022): NODE_ENV says nothing about who can reach the site; its address does.
  const local = isLocalAppUrl(appUrl);
  const devMailbox = env.DEV_MAILBOX ? env.DEV_MAILBOX === "1" : local;
  if (production && !env.SMTP_URL && !devMailbox) {
    throw new EnvError(["SMTP_URL is required in production (or set DEV_MAILBOX=1 for a demo on http)"]);
  }
  return {
    ...env,
    APP_URL: appUrl,
    SESSION_SECRET: env.SESSION_SECRET ?? storedSecret(env.DATA_DIR),
    devMailbox,
    DEMO_DATA: env.DEMO_DATA ? env.DEMO_DATA === "1" : embedded && local,
    DEMO_ACCOUNTS: env.DEMO_ACCOUNTS ? env.DEMO_ACCOUNTS === "1" : embedded && local,
    embedded,
    production,
  };
}

/** In embedded mode a generated secret is kept beside the data, so sessions survive restarts. */
function storedSecret(dataDir: string): string {
  const file = path.resolve(dataDir, "session-secret");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    const secret = randomBytes(32).toString("base64url");
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

let cached: Env | undefined;

export function env(): Env {
  cached ??= parseEnv();
  return cached;
}

/** Tests replace the environment with their own. */
export function setEnv(next: Env): void {
  cached = next;
}
