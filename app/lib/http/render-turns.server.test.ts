import { describe, expect, it } from "vitest";
import { renderTurn } from "./render-turns.server";

/** Stands in for a render: synchronous work the event loop cannot interrupt. */
function busy(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

describe("renderTurn", () => {
  it("lets what became due during one render run before the next render starts", async () => {
    const events: string[] = [];
    const render = async (name: string) => {
      await renderTurn();
      events.push(`render ${name}`);
      // A database answer or a new request arriving meanwhile: due before the render ends.
      setTimeout(() => events.push(`due during ${name}`), 0);
      busy(5);
    };
    await Promise.all([render("a"), render("b"), render("c")]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(events).toEqual(["render a", "due during a", "render b", "due during b", "render c", "due during c"]);
  });

  it("keeps the order renders asked in, and still starts a render asked for after the queue emptied", async () => {
    const order: number[] = [];
    await Promise.all([1, 2, 3, 4].map((n) => renderTurn().then(() => order.push(n))));
    await renderTurn().then(() => order.push(5));
    expect(order).toEqual([1, 2, 3, 4, 5]);
  });
});
