import { randomBytes } from "node:crypto";
import { CLIENT_IP_HEADER } from "../../app/lib/http/client-ip";

type Handler = (args: { request: Request; params: Record<string, string>; context: unknown }) => unknown;

export type Answer = {
  status: number;
  /** Where a redirect leads, else null. */
  location: string | null;
  /** The Set-Cookie headers of the answer. */
  setCookies: string[];
  data: unknown;
};

/**
 * A browser without JavaScript, as far as route modules see one: it keeps the cookies every answer
 * sets (and drops the ones an answer expires) and sends them with each form post or page load. Each
 * has an address of its own, so the per-address flood guards see separate visitors, unless it is
 * given one (people in one office behind one address).
 */
export class Browser {
  private readonly jar = new Map<string, string>();

  constructor(
    cookie = "",
    private readonly ip = `10.${[...randomBytes(3)].join(".")}`,
  ) {
    for (const pair of cookie.split(";")) {
      const eq = pair.indexOf("=");
      if (eq > 0) this.jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  }

  get cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  has(namePart: string): boolean {
    return [...this.jar.keys()].some((name) => name.includes(namePart));
  }

  /** Posts a form to a route action, as a document request. */
  post(action: unknown, path: string, fields: Record<string, string>): Promise<Answer> {
    return this.run(
      action,
      new Request(`http://localhost:3000${path}`, {
        method: "POST",
        headers: this.headers(),
        body: new URLSearchParams(fields),
      }),
    );
  }

  /** Loads a page through its route loader. */
  load(loader: unknown, path: string): Promise<Answer> {
    return this.run(loader, new Request(`http://localhost:3000${path}`, { headers: this.headers() }));
  }

  private headers(): Headers {
    const headers = new Headers({ [CLIENT_IP_HEADER]: this.ip });
    if (this.jar.size) headers.set("cookie", this.cookie);
    return headers;
  }

  private async run(handler: unknown, request: Request): Promise<Answer> {
    let result: unknown;
    try {
      result = await (handler as Handler)({ request, params: {}, context: { nonce: "", requestId: "" } });
    } catch (thrown) {
      // Routes throw redirects and data(); anything else is a crash (a 500), and fails the test.
      const d = thrown as { type?: string } | null;
      if (!(thrown instanceof Response) && d?.type !== "DataWithResponseInit") throw thrown;
      result = thrown;
    }
    let answer: Answer;
    if (result instanceof Response) {
      answer = {
        status: result.status,
        location: result.headers.get("location"),
        setCookies: result.headers.getSetCookie(),
        data: null,
      };
    } else {
      const d = result as { type?: string; data?: unknown; init?: ResponseInit | null } | null;
      answer =
        d?.type === "DataWithResponseInit"
          ? {
              status: d.init?.status ?? 200,
              location: null,
              setCookies: new Headers(d.init?.headers).getSetCookie(),
              data: d.data,
            }
          : { status: 200, location: null, setCookies: [], data: result };
    }
    for (const header of answer.setCookies) {
      const [pair = ""] = header.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (!value || /;\s*max-age=0/i.test(header)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return answer;
  }
}
