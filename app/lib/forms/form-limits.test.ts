import { describe, expect, it } from "vitest";
import {
  addressHasControlCharacter,
  checkForm,
  formKind,
  formLimits,
  formProblems,
  maxBodyBytes,
  uploadLimits,
} from "./form-limits";

const bytes = (text: string) => new TextEncoder().encode(text);
const urlencoded = (text: string) => checkForm("urlencoded", "application/x-www-form-urlencoded", bytes(text));

function multipart(parts: string[], boundary = "XyZ") {
  const body = parts.map((p) => `--${boundary}\r\n${p}\r\n`).join("") + `--${boundary}--\r\n`;
  return checkForm("multipart", `multipart/form-data; boundary=${boundary}`, bytes(body));
}
const part = (name: string, value: string) => `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`;

describe("formKind", () => {
  it("accepts the two form encodings a browser sends", () => {
    expect(formKind("application/x-www-form-urlencoded;charset=UTF-8", true)).toBe("urlencoded");
    expect(formKind("multipart/form-data; boundary=----abc", true)).toBe("multipart");
  });

  it("treats a POST with neither body nor type as an empty form", () => {
    expect(formKind(undefined, false)).toBe("urlencoded");
  });

  it("refuses other bodies with 415, and multipart without a boundary with 400", () => {
    for (const type of ["application/json", "text/plain", "application/xml", "multipart/mixed; boundary=x"])
      expect(formKind(type, true)).toBe(formProblems.notAForm);
    expect(formKind(undefined, true)).toBe(formProblems.notAForm);
    expect(formKind("multipart/form-data", true)).toBe(formProblems.unreadable);
  });
});

describe("checkForm", () => {
  it("lets ordinary forms through, Conform's list and object names included", async () => {
    expect(await urlencoded("")).toBeNull();
    expect(await urlencoded("email=siti%40example.sg&password=a+b&rememberMe=on")).toBeNull();
    expect(await urlencoded("emails[0]=a%40b.sg&emails[9]=c%40d.sg&contact.phone=6123&items[2].name=x")).toBeNull();
    expect(await urlencoded(`content=${"%E4%BD%A0".repeat(5_000)}`)).toBeNull();
    expect(await multipart([part("email", "a@b.sg"), part("emails[1]", "x")])).toBeNull();
  });

  it("refuses the sparse array that took the server down, and any index past the bound", async () => {
    expect(await urlencoded("email[999999999]=x")).toBe(formProblems.unreadable);
    expect(await urlencoded("emails[100000]=x")).toBe(formProblems.unreadable);
    expect(await urlencoded(`a[${formLimits.maxIndex + 1}]=x`)).toBe(formProblems.unreadable);
    expect(await urlencoded(`a[${formLimits.maxIndex}]=x`)).toBeNull();
    expect(await multipart([part("email[999999999]", "x")])).toBe(formProblems.unreadable);
  });

  it("refuses names Conform cannot read or that reach into prototypes", async () => {
    for (const name of ["a[b]", "a..b", "a[0", "__proto__.x", "a.constructor", "a[0]]", ".a.b.c.d.e.f"])
      expect(await urlencoded(`${encodeURIComponent(name)}=x`), name).toBe(formProblems.unreadable);
    expect(await urlencoded("a.b.c.d.e.f=x")).toBe(formProblems.unreadable);
    expect(await urlencoded("a.b.c.d.e=x")).toBeNull();
  });

  it("refuses too many fields, long names and long values", async () => {
    const many = Array.from({ length: formLimits.maxFields + 1 }, (_, i) => `f${i}=1`).join("&");
    expect(await urlencoded(many)).toBe(formProblems.unreadable);
    expect(await urlencoded(`${"n".repeat(formLimits.maxNameLength + 1)}=1`)).toBe(formProblems.unreadable);
    expect(await urlencoded(`v=${"x".repeat(formLimits.maxValueLength + 1)}`)).toBe(formProblems.unreadable);
  });

  it("refuses a body over the size bound with 413", async () => {
    expect(await urlencoded(`v=${"x".repeat(formLimits.maxBytes)}`)).toBe(formProblems.tooLarge);
  });

  it("refuses invalid UTF-8 and broken percent escapes instead of guessing", async () => {
    const invalid = new Uint8Array([...bytes("name="), 0xff, 0xfe]);
    expect(await checkForm("urlencoded", undefined, invalid)).toBe(formProblems.unreadable);
    expect(await urlencoded("name=%FF%FE")).toBe(formProblems.unreadable);
    expect(await urlencoded("name=%E0%A4%A")).toBe(formProblems.unreadable);
    expect(await urlencoded("name=%")).toBe(formProblems.unreadable);
  });

  it("refuses truncated or malformed multipart", async () => {
    const truncated = bytes(`--XyZ\r\n${part("email", "a@b.sg")}`);
    expect(await checkForm("multipart", "multipart/form-data; boundary=XyZ", truncated)).toBe(formProblems.unreadable);
    const otherBoundary = bytes(`--XyZ\r\n${part("a", "b")}\r\n--XyZ--\r\n`);
    expect(await checkForm("multipart", "multipart/form-data; boundary=other", otherBoundary)).toBe(
      formProblems.unreadable,
    );
  });

  it("checks Conform's intent: JSON with a type, and list names and indexes within the bounds", async () => {
    const intent = (value: unknown) => urlencoded(`__intent__=${encodeURIComponent(JSON.stringify(value))}`);
    expect(await intent({ type: "insert", payload: { name: "emails", index: 2 } })).toBeNull();
    expect(await intent({ type: "validate", payload: { name: "email" } })).toBeNull();
    expect(await urlencoded("__intent__=%7Bbad+json")).toBe(formProblems.unreadable);
    expect(await intent({ type: "insert" })).toBe(formProblems.unreadable);
    expect(await intent({ type: "update", payload: { name: "emails[999999999]" } })).toBe(formProblems.unreadable);
    expect(await intent({ type: "insert", payload: { name: "emails", index: 1e9 } })).toBe(formProblems.unreadable);
    expect(await intent({ type: "reorder", payload: { name: "emails", from: 0, to: -1 } })).toBe(
      formProblems.unreadable,
    );
    expect(await urlencoded("__state__=%5B1")).toBe(formProblems.unreadable);
  });
});

// Issue 22, finding 3: a NUL in any field reached PostgreSQL, a 500 with the query logged.
describe("control characters", () => {
  it("refuses them in any value or name, encoded or raw, in either encoding", async () => {
    for (const body of ["fullName=a%00b", "story=a%1Bb", "q=%7F", "a%01=x", "email=a\u0000b"])
      expect(await urlencoded(body), body).toEqual(formProblems.controlCharacter);
    expect(await multipart([part("fullName", "a\u0000b")])).toEqual(formProblems.controlCharacter);
  });

  it("keeps tab and the line breaks a textarea sends", async () => {
    expect(await urlencoded("story=one%0D%0Atwo%09three%0Afour")).toBeNull();
    expect(await multipart([part("story", "one\r\ntwo\tthree")])).toBeNull();
  });

  it("finds them in an address's path or query string, raw or %-encoded", () => {
    for (const address of ["/admin/users?q=a%00b", "/admin/audit?target=%1b", "/x%00", "/a?b=%7f", "/a?\u0001"])
      expect(addressHasControlCharacter(address), address).toBe(true);
    for (const address of ["/admin/users?q=tan%20ah%09kow", "/a?b=%0A", "/a?b=%", "/a?b=%2500", "/find-a-gp"])
      expect(addressHasControlCharacter(address), address).toBe(false);
  });
});

describe("uploads (issue 26: the advisor form's photo)", () => {
  const type = "multipart/form-data; boundary=XyZ";
  const withFile = (name: Uint8Array) =>
    Buffer.concat([
      Buffer.from(`--XyZ\r\nContent-Disposition: form-data; name="name"\r\n\r\n`),
      name,
      Buffer.from(
        `\r\n--XyZ\r\nContent-Disposition: form-data; name="photo"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe, 0x00, 0xc3]),
      Buffer.from("\r\n--XyZ--\r\n"),
    ]);

  it("has its own bound on the advisor form's addresses only", () => {
    expect(maxBodyBytes("/admin/content/advisors/new")).toBe(uploadLimits.maxBytes);
    expect(maxBodyBytes("/admin/content/advisors/new.data")).toBe(uploadLimits.maxBytes);
    expect(maxBodyBytes("/admin/content/advisors/1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b")).toBe(uploadLimits.maxBytes);
    for (const other of [
      "/admin/content/advisors",
      "/admin/content/articles",
      "/contact",
      "/admin/content/advisors/a/b",
    ])
      expect(maxBodyBytes(other)).toBe(formLimits.maxBytes);
  });

  it("accepts a file's binary bytes there, still checking its text fields as UTF-8", async () => {
    expect(await checkForm("multipart", type, withFile(Buffer.from("Dr Tan")), true)).toBeNull();
    expect(await checkForm("multipart", type, withFile(Buffer.from([0x44, 0xc3, 0x28])), true)).toBe(
      formProblems.unreadable,
    );
    // Anywhere else a body that is not UTF-8 is refused whole, as before.
    expect(await checkForm("multipart", type, withFile(Buffer.from("Dr Tan")))).toBe(formProblems.unreadable);
  });
});
