import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { send, type RawRequest, type RawResponse } from "./http";

export const ROOT = path.resolve(import.meta.dirname, "../../..");
/**
 * The checkout whose build the suite serves: this one, or SECURITY_APP_DIR (another checkout of
 * the app, built), to show that the suite fails on a version without a fix.
 */
const APP_DIR = path.resolve(process.env.SECURITY_APP_DIR || ROOT);

/** Ports other suites and servers on this machine use: never ours. */
const TAKEN = (port: number) => port === 3111 || (port >= 3121 && port <= 3250);

export async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const probe = net.createServer();
      probe.once("error", reject);
      probe.listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    if (!TAKEN(port)) return port;
  }
}

export type ServerOptions = { databaseUrl?: string };

/**
 * The suite's own server: the production build (`node server/main.js`) on a free port with a fresh
 * DATA_DIR, the environment of playwright.config.ts's webServer plus DEMO_ACCOUNTS=1, and
 * TRUST_PROXY=loopback so that each test can speak from its own client address (X-Forwarded-For)
 * and the per-address limits of one test never meet another's.
 */
export class SecurityServer {
  readonly port: number;
  readonly origin: string;
  readonly host: string;
  readonly dataDir: string;
  readonly database: "pglite" | "postgres";
  private child: ChildProcess | undefined;
  private output: string[] = [];
  private dropped = 0;
  private readonly env: Record<string, string>;
  /**
   * The super admin (ADMIN_EMAIL / ADMIN_PASSWORD), new for each server: on a PostgreSQL database
   * that a worker restarted after a failure reuses, the last one is already enrolled.
   */
  readonly admin: { email: string; password: string };
  /** Every request the suite sent through `request` (the figures' "requests sent"). */
  requests = 0;

  private constructor(
    port: number,
    private readonly options: ServerOptions,
  ) {
    this.port = port;
    this.host = `localhost:${port}`;
    this.origin = `http://localhost:${port}`;
    this.dataDir = path.join(ROOT, `.tmp/security-${port}`);
    this.database = options.databaseUrl ? "postgres" : "pglite";
    this.admin = { email: `admin-${port}-${Date.now()}@security.test`, password: "Security-Admin-Pass-1" };
    this.env = {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      PORT: String(port),
      NODE_ENV: "production",
      DEV_MAILBOX: "1",
      DEMO_DATA: "1",
      DEMO_ACCOUNTS: "1",
      DATA_DIR: this.dataDir,
      APP_URL: this.origin,
      ADMIN_EMAIL: this.admin.email,
      ADMIN_PASSWORD: this.admin.password,
      LOG_LEVEL: "warn",
      AUTH_IP_LIMIT_SCALE: "100",
      TRUST_PROXY: "loopback",
      // Sessions must outlive the restarts the row counts need on PGlite; PostgreSQL requires one.
      SESSION_SECRET: randomBytes(32).toString("base64url"),
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    };
  }

  static async start(options: ServerOptions = {}): Promise<SecurityServer> {
    if (!existsSync(path.join(APP_DIR, "build/server/index.js")))
      throw new Error(`No build found (${path.join(APP_DIR, "build/server/index.js")}): run \`npm run build\` first.`);
    const server = new SecurityServer(await freePort(), options);
    rmSync(server.dataDir, { recursive: true, force: true });
    await server.boot();
    return server;
  }

  get pid(): number {
    if (!this.child?.pid) throw new Error("The server is not running.");
    return this.child.pid;
  }

  /** The last lines the server printed (for failure messages). */
  log(lines = 40): string {
    return this.output.slice(-lines).join("");
  }

  /** Lines the server logged at level error or fatal (pino: 50, 60) since the given mark. */
  errorsSince(mark: number): string[] {
    return this.output
      .slice(Math.max(0, mark - this.dropped))
      .join("")
      .split("\n")
      .filter((line) => /"level":(50|60)/.test(line));
  }

  get logMark(): number {
    return this.output.length + this.dropped;
  }

  private async boot(): Promise<void> {
    const child = spawn(process.execPath, ["server/main.js"], {
      cwd: APP_DIR,
      env: this.env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    this.child = child;
    const keep = (chunk: Buffer) => {
      this.output.push(chunk.toString("utf8"));
      if (this.output.length > 5_000) this.dropped += this.output.splice(0, 1_000).length;
    };
    child.stdout!.on("data", keep);
    child.stderr!.on("data", keep);
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    const deadline = Date.now() + 60_000;
    for (;;) {
      const early = await Promise.race([exited, new Promise((r) => setTimeout(() => r("running"), 100))]);
      if (early !== "running")
        throw new Error(`The security suite's server stopped during start-up (exit ${early}):\n${this.log()}`);
      const ready = await send(this.port, this.host, { method: "GET", path: "/readyz", timeoutMs: 2_000 });
      if (ready.status === 200) return;
      if (Date.now() > deadline) throw new Error(`The server did not become ready within 60 s:\n${this.log()}`);
    }
  }

  /** SIGTERM, then waits for the process to exit (SIGKILL after 15 s). */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill("SIGTERM");
    const killer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    await exited;
    clearTimeout(killer);
    this.child = undefined;
  }

  async restart(): Promise<void> {
    await this.stop();
    await this.boot();
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** Sends one raw request to this server (counted in the figures). */
  request(request: RawRequest): Promise<RawResponse> {
    this.requests++;
    return send(this.port, this.host, request);
  }

  /** Resident memory of the server process (VmRSS), in bytes; 0 when it cannot be read. */
  rss(): number {
    try {
      const status = readFileSync(`/proc/${this.pid}/status`, "utf8");
      const kb = Number(status.match(/^VmRSS:\s+(\d+)\s+kB/m)?.[1] ?? 0);
      return kb * 1024;
    } catch {
      return 0;
    }
  }

  /** Samples RSS every `everyMs` until the returned stop function is called; it returns the peak. */
  sampleMemory(everyMs = 50): () => { peakBytes: number; samples: number } {
    let peakBytes = this.rss();
    let samples = 1;
    const timer = setInterval(() => {
      peakBytes = Math.max(peakBytes, this.rss());
      samples++;
    }, everyMs);
    return () => {
      clearInterval(timer);
      peakBytes = Math.max(peakBytes, this.rss());
      return { peakBytes, samples: samples + 1 };
    };
  }

  /** Whether the server still answers its health check, quickly. */
  async healthy(): Promise<boolean> {
    const health = await this.request({ method: "GET", path: "/healthz", timeoutMs: 2_000 });
    return health.status === 200;
  }

  get databaseUrl(): string | undefined {
    return this.options.databaseUrl;
  }
}
