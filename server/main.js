// The production HTTP entry: `node server/main.js` serves the build; `--dev` serves through Vite.
// Everything else (routes, database, workers) is in server/app.ts, bundled with the app.
import compression from "compression";
import express from "express";
import { existsSync } from "node:fs";
import { extname } from "node:path";

const dev = process.argv.includes("--dev");
// `npm start` is the local demo: a production build. The mailbox and the demo follow APP_URL, not
// NODE_ENV (app/lib/env.server.ts, ADR 0022): on for http://localhost, off (or refused) elsewhere.
process.env.NODE_ENV ??= dev ? "development" : "production";

async function loadApp() {
  if (dev) {
    const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
    const mod = await vite.ssrLoadModule("./server/app.ts");
    return { mod, vite, load: () => vite.ssrLoadModule("./server/app.ts") };
  }
  if (!existsSync("build/server/index.js")) {
    console.error("No build found: run `npm run build` first (npm start does both).");
    process.exit(1);
  }
  const mod = await import("../build/server/index.js");
  return { mod, vite: null, load: async () => mod };
}

async function main() {
  const { mod, vite, load } = await loadApp();
  let config;
  try {
    config = mod.env();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  let stop;
  try {
    stop = await mod.start();
  } catch (error) {
    console.error(`RID-CRC could not start: ${error.message}`);
    process.exit(1);
  }

  const app = express();
  app.disable("x-powered-by");
  if (config.TRUST_PROXY) app.set("trust proxy", config.TRUST_PROXY);
  app.use(compression());
  if (vite) {
    app.use(vite.middlewares);
  } else {
    // Hashed file names never change content: cache them for a year.
    app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y", index: false }));
    const publicFiles = express.static("build/client", { maxAge: "1h", index: false });
    // Pages have no file extension: only an address that names a file costs a look on disk.
    app.use((req, res, next) => (extname(req.path) ? publicFiles(req, res, next) : next()));
  }
  const handler = dev ? null : mod.createApp();
  app.use(async (req, res, next) => {
    try {
      const router = handler ?? (await load()).createApp({ dev: true });
      router(req, res, next);
    } catch (error) {
      next(error);
    }
  });

  const server = app.listen(config.PORT, () => {
    console.log(
      `RID-CRC is running at ${config.APP_URL} (database: ${config.DATABASE_URL ? "PostgreSQL" : "embedded"})`,
    );
  });
  // Idle connections stay open 65 s, longer than any client or proxy in front keeps one idle (nginx:
  // 4 s, deploy/nginx.conf.template; load balancers: 60 s). With Node's 5 s default, a client that
  // reused a connection just as the server closed it got "socket hang up" (seen in CI).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.on("error", async (error) => {
    console.error(`RID-CRC could not listen on port ${config.PORT}: ${error.message}`);
    await stop();
    process.exit(1);
  });

  let closing = false;
  const shutdown = async (signal) => {
    if (closing) return;
    closing = true;
    mod.logger.info({ signal }, "shutting down");
    server.close();
    server.closeIdleConnections?.();
    setTimeout(() => server.closeAllConnections?.(), 5_000).unref();
    await stop();
    await vite?.close();
    process.exit(0);
  };
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}

main();
