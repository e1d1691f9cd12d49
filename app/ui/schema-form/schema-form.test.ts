import { parseWithZod } from "@conform-to/zod/v4";
import { serializeIntent as conformSerializeIntent } from "@conform-to/dom";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { serializeIntent } from "./intents";
import { getPathValue, isPathPrefix } from "./paths";
import type { FormResult } from "./types";
import { fieldMeta, formMeta, viewOf } from "./view";

// A schema like the app's: a list, a nested object and a checkbox.
const schema = z.object({
  emails: z.array(z.string({ error: "Email is required" }).email("Please enter a valid email")).min(1),
  hours: z.object({ monday: z.string({ error: "Hours are required" }) }),
  message: z.string().optional(),
  agree: z.literal("on", { error: "Please agree" }),
});

type ReplyOptions = { formErrors?: string[]; hideFields?: string[] } | { resetForm: true };

function reply(entries: [string, string][], options?: ReplyOptions) {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  // Through JSON, as the browser receives it.
  return JSON.parse(JSON.stringify(parseWithZod(form, { schema }).reply(options))) as FormResult;
}

const meta = (view: ReturnType<typeof viewOf>, name: string, version = 1) =>
  fieldMeta<Record<string, unknown>>({ id: "f", version, view }, name);

describe("intent buttons", () => {
  it("write the JSON Conform's own buttons write, for every intent", () => {
    const intents = [
      { type: "insert", payload: { name: "emails", defaultValue: "" } },
      { type: "insert", payload: { name: "emails", index: 0, defaultValue: { a: 1, b: true, c: false } } },
      { type: "remove", payload: { name: "emails", index: 2 } },
      { type: "update", payload: { name: "message", value: "Thinking of you!" } },
      { type: "update", payload: { name: "when", value: new Date("2025-01-02T03:04:05Z") } },
      { type: "reorder", payload: { name: "emails", from: 0, to: 1 } },
      { type: "reset", payload: {} },
    ] as const;
    for (const intent of intents) expect(serializeIntent(intent)).toBe(conformSerializeIntent(intent as never));
  });

  it("are plain submit buttons of the form, skipping the browser's checks", () => {
    const form = formMeta("f", viewOf(undefined, {}));
    expect(form.insert.getButtonProps({ name: "emails", defaultValue: "" })).toEqual({
      type: "submit",
      name: "__intent__",
      value: '{"type":"insert","payload":{"name":"emails","defaultValue":""}}',
      form: "f",
      formNoValidate: true,
    });
  });

  it("round-trip through the server: Conform's parse applies them", () => {
    const insert = JSON.parse(serializeIntent({ type: "insert", payload: { name: "emails", defaultValue: "" } }));
    const result = reply([
      ["emails[0]", "a@b.sg"],
      ["__intent__", JSON.stringify(insert)],
    ]);
    expect(result.status).toBeUndefined();
    const view = viewOf(result, {});
    expect(
      meta(view, "emails")
        .getFieldList()
        .map((f) => f.name),
    ).toEqual(["emails[0]", "emails[1]"]);
    expect(meta(view, "emails[0]").initialValue).toBe("a@b.sg");
  });
});

describe("the server's answer as field metadata", () => {
  it("names, ids and the defaults, serialised as a form holds them", () => {
    const view = viewOf(undefined, { emails: [""], hours: { monday: "9-5" }, agree: true, years: 4 });
    const emails = meta(view, "emails", 0);
    expect(emails).toMatchObject({ name: "emails", id: "f-emails", errorId: "f-emails-error", key: "0/emails" });
    expect(emails.getFieldList()).toHaveLength(1);
    expect(meta(view, "hours").getFieldset().monday).toMatchObject({ name: "hours.monday", initialValue: "9-5" });
    expect(meta(view, "agree").initialValue).toBe("on");
    expect(meta(view, "years").initialValue).toBe("4");
    expect(formMeta("f", view)).toMatchObject({ errors: undefined, props: { id: "f", noValidate: true } });
  });

  it("every message of a rejected submission, by field, and the values sent back", () => {
    const result = reply([
      ["emails[0]", "not-an-email"],
      ["emails[1]", ""],
      ["message", "hi"],
    ]);
    const view = viewOf(result, { emails: [""] });
    expect(meta(view, "emails[0]").errors).toEqual(["Please enter a valid email"]);
    expect(meta(view, "emails[1]").errors).toEqual(["Email is required"]);
    expect(meta(view, "hours.monday").errors).toEqual(["Hours are required"]);
    expect(meta(view, "agree").errors).toEqual(["Please agree"]);
    expect(meta(view, "message").errors).toBeUndefined();
    expect(meta(view, "message").initialValue).toBe("hi");
    expect(meta(view, "emails").getFieldList()).toHaveLength(2);
  });

  it("the form's own message, wired to the form", () => {
    const result = reply([["emails[0]", "a@b.sg"]], { formErrors: ["Invalid email or password"] });
    const form = formMeta("f", viewOf(result, {}));
    expect(form.errors).toEqual(["Invalid email or password"]);
    expect(form.props).toEqual({ id: "f", noValidate: true, "aria-describedby": "f-error" });
  });

  it("hidden fields come back empty; a reset form shows its defaults again", () => {
    const hidden = reply(
      [
        ["emails[0]", "a@b.sg"],
        ["message", "secret"],
      ],
      { hideFields: ["message"] },
    );
    expect(meta(viewOf(hidden, {}), "message").initialValue).toBeUndefined();
    const reset = reply([["emails[0]", "a@b.sg"]], { resetForm: true });
    expect(reset.initialValue).toBeNull();
    expect(meta(viewOf(reset, { message: "saved" }), "message").initialValue).toBe("saved");
  });

  it("after a list change, only the messages of rows already submitted stay, moved with their rows", () => {
    const failed = reply([
      ["emails[0]", "x"],
      ["emails[1]", "a@b.sg"],
      ["emails[2]", "y"],
    ]);
    const first = viewOf(failed, {});
    const remove = reply([
      ["emails[0]", "x"],
      ["emails[1]", "a@b.sg"],
      ["emails[2]", "y"],
      ["__intent__", serializeIntent({ type: "remove", payload: { name: "emails", index: 0 } })],
    ]);
    const second = viewOf(remove, {}, first);
    expect(
      meta(second, "emails")
        .getFieldList()
        .map((f) => f.initialValue),
    ).toEqual(["a@b.sg", "y"]);
    expect(meta(second, "emails[1]").errors).toEqual(["Please enter a valid email"]);
    // Without JavaScript nothing was submitted before: a new row opens without messages.
    const insert = reply([["__intent__", serializeIntent({ type: "insert", payload: { name: "emails" } })]]);
    const fresh = viewOf(insert, {});
    expect(meta(fresh, "emails[0]").errors).toBeUndefined();
    expect(meta(fresh, "hours.monday").errors).toBeUndefined();
  });

  it("required comes from a constraint, list rows from their general entry", () => {
    const view = viewOf(undefined, {});
    const form = {
      id: "f",
      version: 0,
      view,
      constraint: { "emails[]": { required: true }, name: { required: true } },
    };
    expect(fieldMeta(form, "emails[3]").required).toBe(true);
    expect(fieldMeta(form, "name").required).toBe(true);
    expect(fieldMeta(form, "message").required).toBe(false);
  });
});

describe("paths", () => {
  it("read Conform's names", () => {
    const data = { a: { b: [{ c: "x" }] } };
    expect(getPathValue(data, "a.b[0].c")).toBe("x");
    expect(getPathValue(data, "a.b[1].c")).toBeUndefined();
    expect(getPathValue(data, "constructor")).toBeUndefined();
    expect(isPathPrefix("emails[2]", "emails")).toBe(true);
    expect(isPathPrefix("emailsx", "emails")).toBe(false);
  });
});
