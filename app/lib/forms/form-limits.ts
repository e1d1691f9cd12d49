/**
 * What a form submission may look like before any action sees it. Every action reads its body with
 * `request.formData()` and Conform turns names like `emails[3]` into arrays: unchecked, the 18-byte
 * `email[999999999]=x` became an array of a billion slots and took the server down (issue 11). The
 * HTTP server applies these bounds to every state-changing request, once, for every route.
 */
export const formLimits = {
  /** Our largest form (a story of 5,000 characters, percent-encoded) is well under this. */
  maxBytes: 64 * 1024,
  maxFields: 100,
  maxNameLength: 100,
  maxValueLength: 20_000,
  /** `emails[12]` is fine; `emails[999999999]` is an attack. Our longest list has 10 entries. */
  maxIndex: 100,
  /** `a[b][c]` has depth 3 (segments after the first name). */
  maxDepth: 4,
} as const;

/**
 * The forms that carry a file (ADR 0012, "an upload gets its own larger bound on its own route"):
 * the console's advisor form (issue 26), its page and its `.data` twin. Their body may be bigger,
 * so that a photo over the 5 MB the form allows still reaches the action and gets its field
 * message; a file part may hold any bytes, while every text field is still checked as text.
 */
export const uploadLimits = {
  maxBytes: 12 * 1024 * 1024,
  routes: /^\/admin\/content\/advisors\/[^/]+(\.data)?$/,
} as const;

/** The body limit of a write to this path. */
export const maxBodyBytes = (path: string) =>
  uploadLimits.routes.test(path) ? uploadLimits.maxBytes : formLimits.maxBytes;

export type FormProblem = { status: 400 | 413 | 415; message: string };

export const formProblems = {
  notAForm: { status: 415, message: "This address accepts form submissions only." },
  tooLarge: { status: 413, message: "This form is too large to send. Please shorten it and try again." },
  unreadable: { status: 400, message: "This form could not be read. Please reload the page and try again." },
  controlCharacter: {
    status: 400,
    message: "This form contains an invisible control character (such as NUL). Please remove it and try again.",
  },
} as const satisfies Record<string, FormProblem>;

/**
 * Control characters no person types: everything below U+0020 but tab, line feed and carriage
 * return (browsers send a textarea's line breaks as CR LF), and DEL. PostgreSQL refuses NUL in text,
 * which was a 500 with the query logged (issue 22); the others only hide words from a reader.
 */
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const hasControlCharacter = (text: string) => CONTROL.test(text);

/** The answer to an address whose path or query string carries a control character (any route). */
export const addressProblems = {
  controlCharacter: {
    status: 400,
    message: "This address contains an invisible control character (such as NUL). Please check the link and try again.",
  },
} as const satisfies Record<string, FormProblem>;

/**
 * Whether an address (path and query, as sent) carries a control character, raw or percent-encoded.
 * A `%` that does not start an escape is left to the route: only what would decode to one counts.
 */
export function addressHasControlCharacter(address: string): boolean {
  if (hasControlCharacter(address)) return true;
  const decoded = address.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return hasControlCharacter(decoded.replaceAll("+", " "));
}

type FormKind = "urlencoded" | "multipart";

/**
 * The kind of form a Content-Type names, or a problem. A body-less POST with no type (a button
 * with no fields sent by a script) is an empty form.
 */
export function formKind(contentType: string | undefined, hasBody: boolean): FormKind | FormProblem {
  if (!contentType) return hasBody ? formProblems.notAForm : "urlencoded";
  const [type, ...params] = contentType.split(";").map((part) => part.trim());
  switch (type?.toLowerCase()) {
    case "application/x-www-form-urlencoded":
      return "urlencoded";
    case "multipart/form-data":
      return params.some((p) => /^boundary=.+/i.test(p)) ? "multipart" : formProblems.unreadable;
    default:
      return formProblems.notAForm;
  }
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** Checks a whole body against the bounds; null when it may go on to the action. */
export async function checkForm(
  kind: FormKind,
  contentType: string | undefined,
  body: Uint8Array,
  upload = false,
): Promise<FormProblem | null> {
  if (body.byteLength > (upload ? uploadLimits.maxBytes : formLimits.maxBytes)) return formProblems.tooLarge;
  const entries = kind === "urlencoded" ? decodeUrlEncoded(body) : await decodeMultipart(contentType!, body, upload);
  if (!entries || entries.length > formLimits.maxFields) return formProblems.unreadable;
  for (const [name, value] of entries) {
    if (hasControlCharacter(name) || (typeof value === "string" && hasControlCharacter(value)))
      return formProblems.controlCharacter;
    if (!acceptableName(name) || !acceptableControl(name, value)) return formProblems.unreadable;
    if (typeof value === "string" && value.length > formLimits.maxValueLength) return formProblems.unreadable;
  }
  return null;
}

/** Strict decoding: invalid UTF-8 or a broken %-escape is refused, not turned into U+FFFD. */
function decodeUrlEncoded(body: Uint8Array): [string, string][] | null {
  try {
    const text = utf8.decode(body);
    if (text === "") return [];
    const pairs = text.split("&");
    if (pairs.length > formLimits.maxFields) return null;
    return pairs
      .filter((pair) => pair !== "")
      .map((pair) => {
        const at = pair.indexOf("=");
        const [name, value] = at === -1 ? [pair, ""] : [pair.slice(0, at), pair.slice(at + 1)];
        return [decode(name), decode(value)];
      });
  } catch {
    return null;
  }
}

/** What undici decoded with a replacement character had invalid UTF-8 (or a typed U+FFFD: rare). */
const utf8Text = (text: string) => !text.includes("\uFFFD");

const decode = (part: string) => decodeURIComponent(part.replaceAll("+", " "));

async function decodeMultipart(
  contentType: string,
  body: Uint8Array,
  upload: boolean,
): Promise<[string, FormDataEntryValue][] | null> {
  try {
    // Check the bytes first: undici's parser would quietly replace invalid UTF-8. A form with a
    // file cannot be checked whole (an image is not UTF-8): its text fields are checked one by one.
    if (!upload) utf8.decode(body);
    const form = await new Response(body as Uint8Array<ArrayBuffer>, {
      headers: { "content-type": contentType },
    }).formData();
    const entries = [...form.entries()];
    if (upload && entries.some(([name, value]) => !utf8Text(name) || (typeof value === "string" && !utf8Text(value))))
      return null;
    return entries;
  } catch {
    return null;
  }
}

/**
 * A field name in Conform's path grammar (`a`, `a.b`, `a[0]`, `a[0].b`, `a[]`) within the bounds.
 * Conform throws on any other syntax, and builds an array as long as the largest index it reads.
 */
function acceptableName(name: string): boolean {
  if (name === INTENT || name === STATE) return true;
  if (name.length > formLimits.maxNameLength) return false;
  const token = /([^.[\]]+)|\[(\d*)\]/g;
  let end = 0;
  let segments = 0;
  for (const match of name.matchAll(token)) {
    const gap = match.index - end;
    if (gap > 1 || (gap === 1 && name[end] !== ".")) return false;
    const [, key, index] = match;
    if (key === "__proto__" || key === "constructor" || key === "prototype") return false;
    if (index && Number(index) > formLimits.maxIndex) return false;
    end = match.index + match[0].length;
    segments++;
  }
  return end === name.length && segments - 1 <= formLimits.maxDepth;
}

/** Conform's own fields: a JSON intent (list insert, validate…) and state, written by its script. */
const INTENT = "__intent__";
const STATE = "__state__";

function acceptableControl(name: string, value: FormDataEntryValue): boolean {
  if (name !== INTENT && name !== STATE) return true;
  if (typeof value !== "string") return false;
  try {
    const parsed: unknown = JSON.parse(value);
    if (name === STATE) return typeof parsed === "object" && parsed !== null;
    const intent = parsed as {
      type?: unknown;
      payload?: { name?: unknown; index?: unknown; from?: unknown; to?: unknown };
    };
    if (typeof intent.type !== "string" || intent.payload === undefined) return false;
    const { name: target, index, from, to } = intent.payload ?? {};
    if (target !== undefined && (typeof target !== "string" || (target !== "" && !acceptableName(target))))
      return false;
    return [index, from, to].every(
      (n) => n === undefined || (Number.isInteger(n) && (n as number) >= 0 && (n as number) <= formLimits.maxIndex),
    );
  } catch {
    return false;
  }
}
