import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A real HTTP server on 127.0.0.1 that speaks the OpenAI chat-completions protocol, so the chatbot's
 * language-model client is tested over a socket as it runs in production, not against a mock of
 * our code. Each test scripts the next replies (an answer, a delay, a status, a malformed body, a
 * dropped connection) and reads back the requests it received.
 */

export type Reply = {
  /** The assistant's message content (default: an empty string). */
  answer?: string;
  /** Wait this long before answering. */
  delayMs?: number;
  /** Answer with this status and an OpenAI-style error body instead of a completion. */
  status?: number;
  /** Send this raw text as the body (with status 200 and a JSON content type). */
  rawBody?: string;
  /** Drop the connection without answering. */
  destroy?: boolean;
};

export type ReceivedRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body, or the raw text when it was not JSON. */
  body: unknown;
};

export type OpenAiServer = {
  /** The base URL a deployment would set as CHAT_MODEL_URL, e.g. http://127.0.0.1:40123/v1. */
  url: string;
  requests: ReceivedRequest[];
  /** Queues replies, used one per request in order; the last one repeats once the queue is empty. */
  reply(...next: Reply[]): void;
  close(): Promise<void>;
};

/** The body of a chat completion whose single choice says `content`. */
export function completion(content: string, model = "test-model") {
  return {
    id: "chatcmpl-test",
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
  };
}

function send(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
  res.end(body);
}

export async function startOpenAiServer(): Promise<OpenAiServer> {
  const requests: ReceivedRequest[] = [];
  const queue: Reply[] = [];
  let last: Reply = {};
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      let body: unknown = raw;
      try {
        body = JSON.parse(raw);
      } catch {
        // Kept as text: a test can still see what arrived.
      }
      requests.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, body });
      if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
        send(res, 404, JSON.stringify({ error: { message: "not found", type: "invalid_request_error" } }));
        return;
      }
      const reply = queue.shift() ?? last;
      last = reply;
      const answer = () => {
        if (reply.destroy) {
          req.socket.destroy();
        } else if (reply.status !== undefined) {
          send(res, reply.status, JSON.stringify({ error: { message: "scripted failure", type: "server_error" } }));
        } else if (reply.rawBody !== undefined) {
          send(res, 200, reply.rawBody);
        } else {
          const model = (body as { model?: unknown }).model;
          send(res, 200, JSON.stringify(completion(reply.answer ?? "", typeof model === "string" ? model : undefined)));
        }
      };
      if (!reply.delayMs) return answer();
      const timer = setTimeout(() => {
        timers.delete(timer);
        // The client may have given up already: nothing to answer then.
        if (!res.destroyed) answer();
      }, reply.delayMs);
      timers.add(timer);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    reply(...next) {
      queue.push(...next);
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/** A base URL on which nothing listens: a port that was just free and is closed again. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}/v1`;
}
