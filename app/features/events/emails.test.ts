import { describe, expect, it } from "vitest";
import { confirmEmail, registeredEmail } from "./emails";

describe("event e-mails greet the visitor by the whole name they gave (issue 23)", () => {
  const mail = {
    to: "lee@example.sg",
    name: "Mdm Lee Bee Hoon",
    title: "Screening talk",
    when: "1 Dec 2026, 7:00 pm",
    place: "Online",
    eventUrl: "http://localhost:3000/events/talk",
    manageUrl: "http://localhost:3000/events/manage",
  };
  it.each([
    ["confirm", confirmEmail],
    ["registered", registeredEmail],
  ])("%s: not 'Hello Mdm,'", (_, build) => {
    expect(build(mail as never).text).toContain("Hello Mdm Lee Bee Hoon,");
  });
});
