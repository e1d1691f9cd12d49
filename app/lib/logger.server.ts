import pino from "pino";

/** Structured JSON logs on stdout; the request id ties a request's lines together. */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: { service: "rid-crc" },
  redact: ["req.headers.cookie", "req.headers.authorization", "password", "*.password"],
});
