import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { DatabaseError, lockDataDir, openEmbedded, openPostgres, type LockKind } from "./db.server";

const here = path.dirname(fileURLToPath(import.meta.url));
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
});

/**
 * Another process that takes the data directory the way the server does (openEmbedded, or only the
 * lock of the given kind) and keeps it until killed. Resolves once it holds the directory.
 */
async function holderProcess(dir: string, how: "server" | LockKind): Promise<ChildProcess> {
  const script = path.join(mkdtempSync(path.join(tmpdir(), "rid-lock-child-")), "hold.mts");
  writeFileSync(
    script,
    `import { lockDataDir, openEmbedded } from ${JSON.stringify(path.join(here, "db.server.ts"))};
     const how = ${JSON.stringify(how)};
     try {
       if (how === "server") await openEmbedded(${JSON.stringify(dir)});
       else await lockDataDir(${JSON.stringify(dir)}, { kind: how });
       console.log("holding");
     } catch (error) {
       console.log(String(error));
       process.exit(1);
     }
     setInterval(() => {}, 60_000);`,
  );
  const child = spawn(process.execPath, ["--import", "tsx", script], { stdio: ["ignore", "pipe", "inherit"] });
  children.push(child);
  let output = "";
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk) => {
      output += chunk;
      if (output.includes("holding")) resolve();
    });
    child.on("exit", (code) => reject(new Error(`the holder stopped (${code}): ${output}`)));
  });
  return child;
}

const killed = (child: ChildProcess) => {
  const exited = new Promise((resolve) => child.on("exit", resolve));
  child.kill("SIGKILL");
  return exited;
};

const freshDir = () => mkdtempSync(path.join(tmpdir(), "rid-db-"));

describe("embedded database", () => {
  it("refuses a second opener of the same data directory, and frees it on close", async () => {
    const dir = freshDir();
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(`in use by another RID-CRC process (pid ${process.pid})`);
    await release();
    const again = await lockDataDir(dir, { waitMs: 0 });
    await again();
  });

  it("refuses while another process has the directory, naming it; takes it at once when that process is killed", async () => {
    const dir = freshDir();
    const holder = await holderProcess(dir, "server");
    const refusal = await openEmbedded(dir).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DatabaseError);
    expect((refusal as Error).message).toContain(`in use by another RID-CRC process (pid ${holder.pid})`);
    // kill -9 with the database open: no clean-up runs, and the next start does not wait for the
    // dead process to be reaped or for anyone to remove anything.
    holder.kill("SIGKILL");
    const database = await openEmbedded(dir);
    await database.close();
    // Migrating a fresh PGlite twice over takes a while on a busy 2-core machine.
  }, 120_000);

  it("is not blocked by an old-format server.lock, whatever process id it names", async () => {
    const dir = freshDir();
    // pid 1 is always alive (init); our own pid is what a restarted container gets back.
    for (const pid of [1, process.pid, 999_999_999]) {
      writeFileSync(path.join(dir, "server.lock"), String(pid));
      const release = await lockDataDir(dir, { waitMs: 0 });
      expect(existsSync(path.join(dir, "server.lock"))).toBe(false);
      await release();
    }
  });

  it("is one lock whichever path reaches the directory", async () => {
    const dir = freshDir();
    const release = await lockDataDir(dir);
    await expect(lockDataDir(path.join(dir, "..", path.basename(dir)), { waitMs: 0 })).rejects.toThrow(
      /in use by another RID-CRC process/,
    );
    await release();
  });
});

// macOS and the other Unix systems have no abstract sockets: the lock is a socket file in DATA_DIR,
// which outlives a killed process. Linux runs the same code with kind "file".
describe("the socket-file lock of other systems", () => {
  it("refuses while its holder lives, and takes over the file its killed holder left", async () => {
    const dir = freshDir();
    const holder = await holderProcess(dir, "file");
    await expect(lockDataDir(dir, { kind: "file" })).rejects.toThrow(
      `in use by another RID-CRC process (pid ${holder.pid})`,
    );
    await killed(holder);
    expect(existsSync(path.join(dir, "server.sock"))).toBe(true);
    const release = await lockDataDir(dir, { kind: "file", waitMs: 0 });
    await release();
  }, 30_000);

  it("takes over a leftover file that is not a socket at all", async () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, "server.sock"), "");
    const release = await lockDataDir(dir, { kind: "file", waitMs: 0 });
    await release();
  });
});

describe("PostgreSQL", () => {
  it("reports an unreachable server clearly, without the password", async () => {
    const error = await openPostgres("postgres://app:secret@127.0.0.1:1/app").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseError);
    expect((error as Error).message).toMatch(
      /Cannot reach the database at postgres:\/\/app:\*\*\*@127\.0\.0\.1:1\/app/,
    );
    expect((error as Error).message).not.toContain("secret");
  });
});
