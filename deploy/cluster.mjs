// `npm run serve:cluster`: several app processes on PostgreSQL behind nginx's shared cache, for
// production-like runs (docs/deployment.md, "Behind nginx, several processes"). Needs a build and
// DATABASE_URL; PROCESSES (default: one per CPU), PORT (nginx's, default 8080; the processes take
// the next ones). Stops everything on SIGINT/SIGTERM. Also the library bench/campaign.js and the
// security suite start their cluster with.
import { spawn } from "node:child_process";
import { request } from "node:http";
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { constants, gzipSync } from "node:zlib";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const MIME_TYPES = "/etc/nginx/mime.types";

/**
 * Started as root, nginx's workers run as Debian's www-data: they must be able to write the cache
 * and temporary folders. Started as anyone else, they run as that user and this is null.
 */
function workerUser() {
  if (process.getuid?.() !== 0) return null;
  const entry = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((line) => line.startsWith("www-data:"));
  if (!entry) throw new Error("nginx started as root needs Debian's www-data user for its workers.");
  const [, , uid, gid] = entry.split(":");
  return { name: "www-data", uid: Number(uid), gid: Number(gid) };
}

/** The template with its values: `ports` are the processes' on loopback. */
export function nginxConfig({ prefix, listen, serverName, ports, workers = "auto", clientDir, user = null }) {
  const values = {
    USER: user ? `user ${user};` : "# (not started as root: the workers run as the user who started nginx)",
    PREFIX: prefix,
    LISTEN: listen,
    SERVER_NAME: serverName,
    UPSTREAMS: ports.map((port) => `    server 127.0.0.1:${port};`).join("\n"),
    CLIENT_DIR: clientDir,
    MIME_TYPES,
    WORKERS: String(workers),
  };
  const template = readFileSync(path.join(ROOT, "deploy/nginx.conf.template"), "utf8");
  return template.replace(/\{\{(\w+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`deploy/nginx.conf.template: no value for {{${name}}}`);
    return values[name];
  });
}

/**
 * A .gz beside each built script, stylesheet and SVG (once per build), which nginx sends as it is
 * (gzip_static): compressing a 50 KB stylesheet again for every request cost nginx 20 times what
 * a cached page costs (bench:campaign).
 */
export function precompressAssets(dir = path.join(ROOT, "build/client/assets")) {
  for (const name of readdirSync(dir)) {
    if (!/\.(js|css|svg|json)$/.test(name)) continue;
    const file = path.join(dir, name);
    if (existsSync(`${file}.gz`) && statSync(`${file}.gz`).mtimeMs >= statSync(file).mtimeMs) continue;
    writeFileSync(`${file}.gz`, gzipSync(readFileSync(file), { level: constants.Z_BEST_COMPRESSION }));
  }
}

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `url` until it answers 200, or throws when `child` exits or the time is up. */
async function ready(url, child, what, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${what} stopped during start-up (exit ${child.exitCode ?? child.signalCode})`);
    const status = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    if (Date.now() > deadline) throw new Error(`${what} was not ready within ${timeoutMs / 1000} s (${url})`);
    await wait(100);
  }
}

function stopChild(child, signal = "SIGTERM") {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    child.once("exit", () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill(signal);
  });
}

/** Whether nginx answers on `port` for `host` (the default server answers other names 421). */
function answers(port, host) {
  return new Promise((resolve) => {
    const req = request(
      { host: "127.0.0.1", port, path: "/healthz", headers: { Host: host }, timeout: 2_000 },
      (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      },
    );
    req.on("error", () => resolve(false));
    req.on("timeout", () => req.destroy());
    req.end();
  });
}

/**
 * nginx with deploy/nginx.conf.template on 127.0.0.1:`port`, in front of the app processes on
 * `ports`, serving `serverName`, from a temporary prefix of its own; resolves once it answers.
 */
export async function startNginx({ port, ports, serverName, workers = "auto", output = "inherit" }) {
  if (!existsSync(NGINX)) throw new Error(`nginx not found at ${NGINX}: apt-get install nginx (Debian's package).`);
  precompressAssets();
  const prefix = mkdtempSync(path.join(tmpdir(), "rid-crc-nginx-"));
  const user = workerUser();
  for (const dir of ["cache", "client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) {
    mkdirSync(path.join(prefix, dir), { recursive: true });
    if (user) chownSync(path.join(prefix, dir), user.uid, user.gid);
  }
  if (user) chmodSync(prefix, 0o755);
  const clientDir = path.join(ROOT, "build/client");
  const config = nginxConfig({
    prefix,
    listen: `127.0.0.1:${port}`,
    serverName,
    ports,
    workers,
    clientDir,
    user: user?.name,
  });
  writeFileSync(path.join(prefix, "nginx.conf"), config);
  const conf = path.join(prefix, "nginx.conf");
  const child = spawn(NGINX, ["-p", prefix, "-c", conf, "-e", path.join(prefix, "error.log")], {
    stdio: ["ignore", output, output],
  });
  const stop = async () => {
    await stopChild(child, "SIGQUIT");
    rmSync(prefix, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while (!(await answers(port, `${serverName}:${port}`))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const why = `nginx did not start (exit ${child.exitCode}): ${readError(prefix)}`;
      await stop();
      throw new Error(why);
    }
    await wait(100);
  }
  return { child, prefix, url: `http://${serverName}:${port}`, stop };
}

/**
 * Starts `processes` app processes (ports port+1…) and nginx on `port` in front of them, and
 * resolves once all answer. APP_URL defaults to nginx's address; TRUST_PROXY to loopback (nginx
 * is the only hop: it overwrites X-Forwarded-For with the client's address). One process may run
 * on the embedded database (DATA_DIR); several need DATABASE_URL.
 */
export async function startCluster({ processes, port, env = {}, output = "inherit" }) {
  if (!existsSync(path.join(ROOT, "build/server/index.js")))
    throw new Error("No build found: run `npm run build` first.");
  const merged = { ...process.env, ...env };
  if (processes > 1 && !merged.DATABASE_URL)
    throw new Error("Several processes share one database: set DATABASE_URL (the embedded one serves one process).");
  const appUrl = merged.APP_URL ?? `http://127.0.0.1:${port}`;
  const ports = Array.from({ length: processes }, (_, i) => port + 1 + i);
  let stopping = false;
  let nginx;
  const children = ports.map((appPort) =>
    spawn(process.execPath, ["--max-semi-space-size=32", "server/main.js"], {
      cwd: ROOT,
      env: { NODE_ENV: "production", TRUST_PROXY: "loopback", ...merged, APP_URL: appUrl, PORT: String(appPort) },
      stdio: ["ignore", output, output],
    }),
  );
  /** Resolves with a reason when a process stops by itself. */
  const exited = new Promise((resolve) =>
    children.forEach((child, i) =>
      child.once("exit", (code, signal) => {
        if (!stopping) resolve(`The app process on port ${ports[i]} exited (${code ?? signal})`);
      }),
    ),
  );
  const stop = async () => {
    stopping = true;
    // nginx first (no new requests reach the processes), then the processes, which finish theirs.
    await nginx?.stop();
    await Promise.all(children.map((child) => stopChild(child)));
  };
  try {
    await Promise.race([
      Promise.all(ports.map((p, i) => ready(`http://127.0.0.1:${p}/readyz`, children[i], `Process ${i + 1}`))),
      exited.then((why) => Promise.reject(new Error(why))),
    ]);
    nginx = await startNginx({
      port,
      ports,
      serverName: new URL(appUrl).hostname,
      workers: merged.NGINX_WORKERS ?? "auto",
      output,
    });
    nginx.child.once("exit", (code) => {
      if (!stopping) console.error(`nginx exited (${code})`);
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: appUrl, nginxUrl: `http://127.0.0.1:${port}`, ports, exited, stop };
}

function readError(prefix) {
  try {
    return readFileSync(path.join(prefix, "error.log"), "utf8").trim().split("\n").slice(-5).join("\n");
  } catch {
    return "";
  }
}

async function main() {
  if (!process.env.DATABASE_URL) {
    console.error("serve:cluster needs DATABASE_URL (PostgreSQL): several processes share it.");
    process.exit(1);
  }
  const processes = Number(process.env.PROCESSES ?? availableParallelism());
  const port = Number(process.env.PORT ?? 8080);
  if (!Number.isInteger(processes) || processes < 1) {
    console.error("PROCESSES must be a whole number of at least 1.");
    process.exit(1);
  }
  // PORT is nginx's: each process gets its own (startCluster sets them).
  const { PORT: _nginxPort, ...env } = process.env;
  let cluster;
  try {
    cluster = await startCluster({ processes, port, env });
  } catch (error) {
    console.error(`RID-CRC cluster could not start: ${error.message}`);
    process.exit(1);
  }
  console.log(
    `RID-CRC: ${processes} process(es) on ports ${cluster.ports.join(", ")} behind nginx at ${cluster.nginxUrl} (APP_URL ${cluster.url})`,
  );
  const shutdown = async () => {
    await cluster.stop();
    process.exit(0);
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
  const why = await cluster.exited;
  console.error(`${why}: stopping the cluster.`);
  await cluster.stop();
  process.exit(1);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
