/**
 * The catalogue of bad bodies: what an attacker (or a broken client) posts to a form action.
 * `refused` is the answer the HTTP server's form guard owes before any action runs (issue 11): 413
 * for too large, 415 for not a form, 400 for a form it cannot read within its bounds. The others
 * are well-formed forms with hostile values: the action's own validation answers them (a 400 with
 * field messages, a 200 page with messages, a redirect to sign in), never a 5xx, never a write.
 */
export type BadBody = {
  /** One of the classes the figures count (every class is sent to every action at least once). */
  kind: string;
  contentType?: string;
  body?: Buffer;
  declaredLength?: number;
  noContentLength?: boolean;
  transferEncoding?: "chunked";
  refused?: 400 | 413 | 415;
  /** A script payload that must never come back unescaped in an HTML answer. */
  markup?: string;
};

export const FORM = "application/x-www-form-urlencoded";
const KIB = 1024;

/** The script payload of the fuzz: were it ever echoed raw into a page, it would run. */
export const FUZZ_MARKUP = `"><script>window.__fuzz=1</script><img src=x onerror="window.__fuzz=1">`;
export const SQL = `' OR 1=1;-- "; DROP TABLE users;--`;

const encode = (pairs: [string, string][]) => Buffer.from(new URLSearchParams(pairs).toString());
const raw = (text: string) => Buffer.from(text, "latin1");

/** Transfer-Encoding: chunked, in 8 KiB chunks: a size the server only learns while reading. */
export function chunked(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let at = 0; at < body.length; at += 8 * KIB) {
    const piece = body.subarray(at, at + 8 * KIB);
    parts.push(Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from("\r\n"));
  }
  parts.push(Buffer.from("0\r\n\r\n"));
  return Buffer.concat(parts);
}

function multipart(boundary: string, pairs: [string, string][], file = false): Buffer {
  const parts = pairs.map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  if (file)
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="${pairs[0]?.[0] ?? "file"}"; filename="evil.html"\r\n` +
        `Content-Type: text/html\r\n\r\n<script>window.__fuzz=1</script>\r\n`,
    );
  return Buffer.from(`${parts.join("")}--${boundary}--\r\n`);
}

/** A real field name for a classification field ("answer-{id}" is one per quiz question). */
export const concrete = (field: string) => field.replace(/\{id\}/g, "1");

/** Every bad body for an action with these fields. */
export function catalogue(classified: readonly string[]): BadBody[] {
  const fields = classified.length ? classified.map(concrete) : ["x"];
  const first = fields[0]!;
  const every = (value: string): [string, string][] => fields.map((f) => [f, value]);
  const longValue = "x".repeat(Math.min(19_000, Math.floor(56_000 / fields.length)));

  return [
    { kind: "missing body", noContentLength: true },
    { kind: "empty body", contentType: FORM, body: Buffer.alloc(0) },
    { kind: "oversized (70 KB)", contentType: FORM, body: encode([[first, "a".repeat(70 * KIB)]]), refused: 413 },
    {
      kind: "oversized, streamed (chunked 70 KB)",
      contentType: FORM,
      body: chunked(encode([[first, "a".repeat(70 * KIB)]])),
      transferEncoding: "chunked",
      noContentLength: true,
      refused: 413,
    },
    {
      kind: "64 MB declared, 1 KB sent",
      contentType: FORM,
      body: encode([[first, "a".repeat(KIB)]]),
      declaredLength: 64 * KIB * KIB,
      refused: 413,
    },
    { kind: "sparse array [999999999]", contentType: FORM, body: raw(`${first}[999999999]=x`), refused: 400 },
    { kind: "sparse array [100000]", contentType: FORM, body: raw(`${first}[100000]=x`), refused: 400 },
    { kind: "deep nesting", contentType: FORM, body: raw(`${first}[b][c][d][e][f]=x`), refused: 400 },
    {
      kind: "too many fields (150)",
      contentType: FORM,
      body: encode(Array.from({ length: 150 }, (_, i): [string, string] => [`${first}${i}`, "x"])),
      refused: 400,
    },
    { kind: "field name of 300 characters", contentType: FORM, body: encode([["n".repeat(300), "x"]]), refused: 400 },
    {
      kind: "prototype keys",
      contentType: FORM,
      body: raw("__proto__[admin]=1&constructor[prototype][x]=1"),
      refused: 400,
    },
    {
      kind: "application/json",
      contentType: "application/json",
      body: Buffer.from(JSON.stringify(Object.fromEntries(every("x")))),
      refused: 415,
    },
    { kind: "text/plain", contentType: "text/plain", body: Buffer.from(`${first}=x`), refused: 415 },
    {
      kind: "multipart without boundary",
      contentType: "multipart/form-data",
      body: multipart("b0undary", every("x")),
      refused: 400,
    },
    {
      kind: "truncated multipart",
      contentType: "multipart/form-data; boundary=b0undary",
      body: multipart("b0undary", every("x")).subarray(0, 40),
      refused: 400,
    },
    {
      kind: "multipart with a wrong boundary",
      contentType: "multipart/form-data; boundary=other",
      body: multipart("b0undary", every("x")),
      refused: 400,
    },
    {
      kind: "invalid UTF-8 bytes",
      contentType: FORM,
      body: Buffer.concat([raw(`${first}=`), Buffer.from([0xc3, 0x28, 0xff, 0xfe])]),
      refused: 400,
    },
    { kind: "invalid UTF-8, percent-encoded", contentType: FORM, body: raw(`${first}=%C3%28%FF`), refused: 400 },
    { kind: "bad percent-encoding", contentType: FORM, body: raw(`${first}=%zz%E0%A4%A`), refused: 400 },
    {
      kind: "Conform __intent__={bad json",
      contentType: FORM,
      body: encode([...every("x"), ["__intent__", "{bad json"]]),
      refused: 400,
    },
    {
      kind: "value over 20,000 characters",
      contentType: FORM,
      body: encode([[first, "v".repeat(20_001)]]),
      refused: 400,
    },
    { kind: "markup strings", contentType: FORM, body: encode(every(FUZZ_MARKUP)), markup: FUZZ_MARKUP },
    { kind: "SQL strings", contentType: FORM, body: encode(every(SQL)) },
    { kind: "absurd number 1e308", contentType: FORM, body: encode(every("1e308")) },
    { kind: "absurd number -1", contentType: FORM, body: encode(every("-1")) },
    { kind: "absurd number NaN", contentType: FORM, body: encode(every("NaN")) },
    { kind: "absurd date 9999-99-99", contentType: FORM, body: encode(every("9999-99-99")) },
    { kind: "long values (within the bounds)", contentType: FORM, body: encode(every(longValue)) },
    {
      kind: "repeated fields",
      contentType: FORM,
      body: encode(
        fields.flatMap((f): [string, string][] => [
          [f, "a"],
          [f, "b"],
        ]),
      ),
    },
    {
      kind: "multipart with markup and a file",
      contentType: "multipart/form-data; boundary=----fuzz",
      body: multipart("----fuzz", every(FUZZ_MARKUP), true),
      markup: FUZZ_MARKUP,
    },
    {
      kind: "fields the form does not have",
      contentType: FORM,
      body: encode([
        ...every("x"),
        ["userType", "super_admin"],
        ["status", "active"],
        ["emailVerified", "true"],
        ["role", "admin"],
      ]),
    },
  ];
}

/** The classes the figures report (every one must reach every action at least once). */
export const kinds = catalogue(["f"]).map((body) => body.kind);
