import { afterEach, describe, expect, it } from "vitest";
import { setEnv } from "~/lib/env.server";
import { testEnv } from "../../../../tests/support/db";
import { loader as componentPreview } from "./component-preview";
import { loader as devPreview } from "./dev-preview";
import { loader as dynamicPreview } from "./dynamic-page-preview";

const args = (url: string) => ({ request: new Request(url), params: {}, context: {} }) as never;

async function status(run: () => unknown): Promise<number> {
  try {
    await run();
    return 200;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status ?? 500;
  }
}

describe("developer previews", () => {
  afterEach(() => setEnv(testEnv()));

  it("answer in development, with the chosen page or Page Not Found for an unknown one", async () => {
    setEnv(testEnv({ NODE_ENV: "development" }));
    expect(await status(() => devPreview())).toBe(200);
    expect(await status(() => componentPreview(args("http://x/component-preview?talk=gp")))).toBe(200);
    expect(dynamicPreview(args("http://x/dynamic-page-preview?page=polyps")).selected).toMatchObject({
      key: "polyps",
    });
    expect(dynamicPreview(args("http://x/dynamic-page-preview?page=nope")).unknown).toBe(true);
    expect(dynamicPreview(args("http://x/dynamic-page-preview"))).toMatchObject({ selected: null, unknown: false });
  });

  it("answer 404 in production", async () => {
    setEnv(testEnv({ NODE_ENV: "production", DEV_MAILBOX: "1" }));
    expect(await status(() => devPreview())).toBe(404);
    expect(await status(() => componentPreview(args("http://x/component-preview")))).toBe(404);
    expect(await status(() => dynamicPreview(args("http://x/dynamic-page-preview?page=polyps")))).toBe(404);
  });
});
