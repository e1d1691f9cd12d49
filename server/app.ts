import { sql } from "drizzle-orm";
import express, { type NextFunction, type Request, type Response } from "express";
import helmet from "helmet";
import { randomBytes, randomUUID } from "node:crypto";
import "react-router";
import { syncSearchIndex } from "~/features/search/index.server";
import { CLIENT_IP_HEADER } from "~/lib/http/client-ip";
import { db, isDatabaseUnavailable, openEmbedded, openPostgres, setDatabase, type Database } from "~/lib/db.server";
import { isOneClickUnsubscribe } from "~/lib/email/one-click";
import { startOutboxWorker } from "~/lib/email/outbox.server";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { outageHeaders, outageWords } from "~/lib/http/outage.server";
import { recordResponse } from "~/lib/http/request-stats.server";
import { bootHashSource, documentAssets, hashSource } from "~/ui/enhance/assets.server";
import { seed } from "./seed";
import { boundedAddresses, boundedForms } from "./forms";
import { createRequestHandler } from "./react-router-handler";
import { matchedRoute } from "./route-match";

declare module "react-router" {
  interface AppLoadContext {
    nonce: string;
    requestId: string;
  }
}

// The app's routes (and better-auth with them) load while the database opens: a faster cold start.
const loadBuild = () => import("virtual:react-router/server-build");
// Given a function, React Router re-reads the build and re-ranks every route on each request (what
// hot reload needs); production hands it the loaded build once. Measured (bench:directory, 10
// connections): /find-a-gp 90 → 152 pages a second, the home page 196 → 322.
let loadedBuild: Awaited<ReturnType<typeof loadBuild>> | undefined;
const loadAuthHandler = async () => {
  const [{ toNodeHandler }, { auth }, { installPartnerHooks }] = await Promise.all([
    import("better-auth/node"),
    import("~/features/accounts/index.server"),
    import("~/features/partners/index.server"),
  ]);
  // The auth handler serves the verification links: partner applications move on from there.
  installPartnerHooks();
  return toNodeHandler(auth());
};

/** Opens the database (migrating it), seeds it and starts the e-mail worker. */
export async function start(): Promise<() => Promise<void>> {
  const config = env();
  const warm = loadBuild();
  const database: Database = config.DATABASE_URL
    ? await openPostgres(config.DATABASE_URL)
    : await openEmbedded(config.DATA_DIR);
  setDatabase(database);
  const printed = await database.oneAtATime(async () => {
    const lines = await seed(database.db, {
      demo: config.DEMO_DATA,
      adminEmail: config.ADMIN_EMAIL,
      adminPassword: config.ADMIN_PASSWORD,
      demoAccounts: config.DEMO_ACCOUNTS,
    });
    await syncSearchIndex(database.db);
    return lines;
  });
  for (const line of printed) console.log(line);
  loadedBuild = await warm;
  const stopWorker = startOutboxWorker();
  // Loaded here, like the routes: its Markdown and calendar code need not slow the cold start.
  const { startReminderJob } = await import("~/features/events/index.server");
  const stopReminders = startReminderJob(config.EVENT_REMINDER_INTERVAL_MS);
  // Screening reminders (issue 26): each sent once, whatever the number of processes (ADR 0025).
  const { startScreeningReminderJob } = await import("~/features/screening/index.server");
  const stopScreeningReminders = startScreeningReminderJob();
  // Unanswered chat questions are deleted after 90 days even when nobody asks another (ADR 0021).
  const { startUnansweredPurgeJob, warmChatEngine } = await import("~/features/chat/index.server");
  const stopPurge = startUnansweredPurgeJob();
  // After start-up, not before it: the chat engine's build (about a second) never delays readiness.
  setTimeout(() => void warmChatEngine().catch(() => undefined), 0).unref();
  // The declaration's retention periods, applied once a day by one process (ADR 0029).
  const { startRetentionJob } = await import("~/features/privacy/index.server");
  const stopRetention = startRetentionJob();
  // Accounts past their 14 days of grace are deleted (issue 29), once whatever the processes.
  const { startDeletionJob } = await import("~/features/privacy/index.server");
  const stopDeletions = startDeletionJob();
  // A newsletter being sent is queued a batch at a time; a restart resumes it (issue 29).
  const { startNewsletterJob } = await import("~/features/newsletter/index.server");
  const stopNewsletter = startNewsletterJob();
  logger.info({ database: database.kind, demo: config.DEMO_DATA, devMailbox: config.devMailbox }, "started");
  return async () => {
    await stopReminders();
    await stopScreeningReminders();
    await stopPurge();
    await stopRetention();
    await stopDeletions();
    await stopNewsletter();
    await stopWorker();
    await database.close();
    setDatabase(undefined);
  };
}

function requestContext(req: Request, res: Response, next: NextFunction) {
  const requestId = randomUUID();
  res.locals.requestId = requestId;
  res.locals.nonce = randomBytes(16).toString("base64");
  res.setHeader("X-Request-Id", requestId);
  // The only client address the app trusts: from the socket, or from a proxy Express trusts.
  req.headers[CLIENT_IP_HEADER] = req.ip ?? "unknown";
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    recordResponse(res.statusCode);
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    logger.info(
      { requestId, method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms) },
      "request",
    );
  });
  next();
}

/**
 * The stylesheet that pages without React carry inline (ADR 0024), as the policy names it: the hash
 * of the build's one stylesheet, read once. Never 'unsafe-inline', never a nonce (those pages are
 * shared-cached).
 */
function inlineStyleSources(dev: boolean): string[] {
  if (dev || !loadedBuild) return [];
  const { css } = documentAssets(loadedBuild.assets.routes.root?.css, false);
  return css === null ? [] : [hashSource(css)];
}

function securityHeaders(dev: boolean) {
  return helmet({
    contentSecurityPolicy: {
      directives: {
        "default-src": ["'self'"],
        "script-src": dev
          ? ["'self'", "'unsafe-inline'"]
          : ["'self'", bootHashSource(), (_req, res) => `'nonce-${(res as Response).locals.nonce}'`],
        // Vite injects styles in development only; the built site's one inline style is the stylesheet
        // of pages without React, allowed by its hash.
        "style-src": dev ? ["'self'", "'unsafe-inline'"] : ["'self'", ...inlineStyleSources(dev)],
        "img-src": ["'self'", "data:"],
        "connect-src": dev ? ["'self'", "ws:"] : ["'self'"],
        "frame-ancestors": ["'none'"],
        "form-action": ["'self'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "upgrade-insecure-requests": null,
      },
    },
    strictTransportSecurity: env().APP_URL.startsWith("https://"),
    crossOriginEmbedderPolicy: false,
    // "no-referrer" would make browsers send `Origin: null` on our own form posts, which the CSRF
    // check must refuse; this policy keeps the origin and still hides paths from other sites.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
}

/**
 * CSRF defence for every state-changing request (ADR 0012): it must say where it comes from, and
 * that must be here. Browsers send Origin on every POST; a few privacy settings drop it, and then
 * the Referer's origin stands in. With neither, or `Origin: null` (sandboxed frames, some
 * redirects), nobody can tell, so it is refused. SameSite=Lax cookies are the second layer.
 */
function sameOriginWrites(req: Request, res: Response, next: NextFunction) {
  if (["GET", "HEAD", "OPTIONS"].includes(req.method)) return next();
  const origin = req.get("origin");
  const referer = req.get("referer");
  const site = req.get("sec-fetch-site");
  const source = origin ?? (referer ? originOf(referer) : undefined);
  // A mail provider's one-click stop (RFC 8058) comes from its servers, with nothing of a browser.
  const oneClick = {
    path: req.path,
    contentType: req.get("content-type"),
    origin,
    referer,
    cookie: req.get("cookie"),
    fetchSite: site,
  };
  if (isOneClickUnsubscribe(oneClick)) return next();
  // Our origin is the configured one: the Host header is the client's to write (issue 22). Behind a
  // proxy we trust (TRUST_PROXY), the host it forwards (X-Forwarded-Host) is ours too.
  const own = new Set([new URL(env().APP_URL).origin]);
  if (env().TRUST_PROXY && req.get("x-forwarded-host")) own.add(`${req.protocol}://${req.host}`);
  if (!source || !own.has(source) || site === "cross-site") {
    logger.warn(
      { requestId: res.locals.requestId, origin, referer: source, site, path: req.path },
      "cross-site write refused",
    );
    res.status(403).type("text/plain").send("Cross-site form submissions are not accepted.");
    return;
  }
  next();
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * better-auth's HTTP API is closed but for the two links it puts in e-mails. Every sign-in, sign-up
 * and reset goes through our form actions, which call better-auth in-process with our rules and
 * limits (terms, password rule, per-account limits, no enumeration); its other endpoints would be
 * ways around them.
 */
const PERMISSIONS_POLICY =
  "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), hid=(), midi=(), browsing-topics=()";

const AUTH_LINKS = ["/api/auth/verify-email", "/api/auth/reset-password/:token"];

export function createApp({ dev = false } = {}) {
  const app = express.Router();
  app.use(requestContext);
  app.use(securityHeaders(dev));
  app.use((_req, res, next) => {
    // Nothing on the site uses these: no page, nor anything injected into one, may ask for them.
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    next();
  });

  app.use(boundedAddresses);

  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok", uptime: Math.round(process.uptime()) });
  });
  app.get("/readyz", async (_req, res) => {
    try {
      await db().execute(sql`select 1`);
      res.json({ status: "ready", database: "ok" });
    } catch (error) {
      // An outage is expected to be logged once a second by every balancer's probe: no stack for it.
      if (isDatabaseUnavailable(error))
        logger.warn({ err: (error as Error).message }, "not ready: database unavailable");
      else logger.error({ err: error }, "readiness check failed");
      res.status(503).json({ status: "unavailable", database: "error" });
    }
  });

  app.use(sameOriginWrites);
  let authHandler: ReturnType<typeof loadAuthHandler> | undefined;
  app.get(AUTH_LINKS, async (req, res) => {
    // better-auth answers a database error with a bare 500: a link opened during an outage gets the
    // 503 (the error handler below) from this probe instead. The links are rare; the probe is cheap.
    await db().execute(sql`select 1`);
    return (await (authHandler ??= loadAuthHandler()))(req, res);
  });
  app.all("/api/auth/{*rest}", (_req, res) => void res.status(404).type("text/plain").send("Not found."));

  app.use(boundedForms);

  app.use(
    createRequestHandler({
      build: dev || !loadedBuild ? loadBuild : loadedBuild,
      getLoadContext: (_req, res) => ({ nonce: res.locals.nonce as string, requestId: res.locals.requestId as string }),
    }),
  );

  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: (error as Error).message, requestId: res.locals.requestId }, "database unavailable: 503");
      if (!res.headersSent)
        res.status(503).set(outageHeaders()).type("text/plain").send(outageWords(req.originalUrl).text);
      return;
    }
    logger.error({ err: error, requestId: res.locals.requestId }, "unhandled error");
    if (!res.headersSent)
      res.status(500).type("text/plain").send("Something went wrong on our side. Please try again.");
  });
  return app;
}

/**
 * Whether the page at `path` ships React, by the one rule (app/lib/http/page-scripts.ts, the leaf route's
 * handle): the bench gives such pages the 120 KB budget and the others 30 KB (ADR 0024).
 */
export async function pageShipsReact(path: string): Promise<boolean> {
  return matchedRoute(loadedBuild ?? (await loadBuild()), path)?.hydrates ?? true;
}

export { env, logger };
