import net from "node:net";

/** One request exactly as written on the wire: the suite sends what no browser or fetch would. */
export type RawRequest = {
  method: string;
  path: string;
  headers?: Record<string, string | undefined>;
  body?: Buffer | string;
  /** A Content-Length other than the body's (a 64 MB declaration followed by a few bytes). */
  declaredLength?: number;
  /** Omit Content-Length altogether (a body-less POST). */
  noContentLength?: boolean;
  timeoutMs?: number;
};

export type RawResponse = {
  status: number;
  /** The status line's reason phrase ("Forbidden"). */
  statusText?: string;
  headers: Record<string, string[]>;
  body: Buffer;
  /** Bytes of the answer's body, as sent (no compression is asked for). */
  bytes: number;
  ms: number;
  /** The server did not finish its answer within the time bound. */
  timedOut: boolean;
  /** The connection failed (refused, reset before any answer). */
  error?: string;
};

export const header = (response: RawResponse, name: string): string | undefined =>
  response.headers[name.toLowerCase()]?.[0];
export const text = (response: RawResponse): string => response.body.toString("utf8");

/**
 * A minimal HTTP/1.1 client on a raw socket, one connection per request (Connection: close), so
 * every request is measured alone and a server that stops reading cannot hold the next one up.
 */
export function send(port: number, host: string, request: RawRequest): Promise<RawResponse> {
  const timeoutMs = request.timeoutMs ?? 10_000;
  const body = request.body === undefined ? undefined : Buffer.from(request.body);
  // A test may name another Host (the CSRF check must not take the client's word for its origin).
  const lines = [
    `${request.method} ${request.path} HTTP/1.1`,
    `Host: ${request.headers?.Host ?? host}`,
    "Connection: close",
  ];
  for (const [name, value] of Object.entries(request.headers ?? {}))
    if (value !== undefined && name !== "Host") lines.push(`${name}: ${value}`);
  if (!request.noContentLength && (body !== undefined || request.declaredLength !== undefined))
    lines.push(`Content-Length: ${request.declaredLength ?? body!.length}`);
  const head = Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "latin1");

  return new Promise((resolve) => {
    const started = performance.now();
    const chunks: Buffer[] = [];
    let settled = false;
    const socket = net.connect({ port, host: "127.0.0.1" });
    const finish = (timedOut: boolean, error?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const parsed = parse(Buffer.concat(chunks));
      resolve({ ...parsed, ms: performance.now() - started, timedOut, ...(error && !parsed.status ? { error } : {}) });
    };
    const timer = setTimeout(() => finish(true), timeoutMs);
    socket.on("connect", () => {
      socket.write(head);
      // The server may answer (and close) before it has read the body: a reset then is not our error.
      if (body?.length) socket.write(body, () => {});
    });
    socket.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      if (complete(Buffer.concat(chunks))) finish(false);
    });
    socket.on("end", () => finish(false));
    socket.on("close", () => finish(false));
    socket.on("error", (error) => finish(false, error.message));
  });
}

type Parsed = Pick<RawResponse, "status" | "statusText" | "headers" | "body" | "bytes">;

function split(raw: Buffer): { head: string; rest: Buffer } | undefined {
  const end = raw.indexOf("\r\n\r\n");
  if (end === -1) return undefined;
  return { head: raw.subarray(0, end).toString("latin1"), rest: raw.subarray(end + 4) };
}

function parseHead(head: string): { status: number; statusText: string; headers: Record<string, string[]> } {
  const [statusLine, ...lines] = head.split("\r\n");
  const status = Number(statusLine?.split(" ")[1] ?? 0);
  const statusText = statusLine?.split(" ").slice(2).join(" ") ?? "";
  const headers: Record<string, string[]> = {};
  for (const line of lines) {
    const at = line.indexOf(":");
    if (at === -1) continue;
    const name = line.slice(0, at).trim().toLowerCase();
    (headers[name] ??= []).push(line.slice(at + 1).trim());
  }
  return { status, statusText, headers };
}

/** Whether the whole answer is in: by Content-Length or the last chunk; otherwise at close. */
function complete(raw: Buffer): boolean {
  const parts = split(raw);
  if (!parts) return false;
  const { status, headers } = parseHead(parts.head);
  if (status === 204 || status === 304) return true;
  const length = headers["content-length"]?.[0];
  if (length !== undefined) return parts.rest.length >= Number(length);
  if (headers["transfer-encoding"]?.[0]?.toLowerCase().includes("chunked")) return dechunk(parts.rest) !== undefined;
  return false;
}

function dechunk(data: Buffer): Buffer | undefined {
  const out: Buffer[] = [];
  let at = 0;
  for (;;) {
    const eol = data.indexOf("\r\n", at);
    if (eol === -1) return undefined;
    const size = parseInt(data.subarray(at, eol).toString("latin1"), 16);
    if (Number.isNaN(size)) return undefined;
    if (size === 0) return Buffer.concat(out);
    if (data.length < eol + 2 + size + 2) return undefined;
    out.push(data.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
}

function parse(raw: Buffer): Parsed {
  const parts = split(raw);
  if (!parts) return { status: 0, headers: {}, body: Buffer.alloc(0), bytes: 0 };
  const { status, statusText, headers } = parseHead(parts.head);
  const chunked = headers["transfer-encoding"]?.[0]?.toLowerCase().includes("chunked");
  const body = chunked ? (dechunk(parts.rest) ?? parts.rest) : parts.rest;
  return { status, statusText, headers, body, bytes: body.length };
}

/** `name=value` pairs of the Set-Cookie headers (a cleared cookie has an empty value). */
export function setCookies(response: RawResponse): Map<string, string> {
  const jar = new Map<string, string>();
  for (const line of response.headers["set-cookie"] ?? []) {
    const pair = line.split(";")[0]!;
    const at = pair.indexOf("=");
    jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  return jar;
}

/** Form-encodes pairs the way a browser does (application/x-www-form-urlencoded). */
export function formBody(fields: Iterable<[string, string]>): string {
  return new URLSearchParams([...fields]).toString();
}
