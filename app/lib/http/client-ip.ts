/**
 * The one request header that carries the client's address inside the app. The HTTP server sets it
 * from the socket (or a trusted proxy) and removes any value a client sent, so rate limits and
 * logs cannot be fooled by a forged header.
 */
export const CLIENT_IP_HEADER = "x-rid-client-ip";

export function clientIp(request: Request): string {
  return request.headers.get(CLIENT_IP_HEADER) ?? "unknown";
}
