// The JavaScript a first visit to a page downloads: its module scripts and modulepreloads, gzip.
import { gzipSync } from "node:zlib";

export async function firstLoadJs(base, path) {
  const html = await (await fetch(base + path)).text();
  const urls = new Set();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)/g)) urls.add(m[1]);
  for (const m of html.matchAll(/import \* as \w+ from "([^"]+\.js)"/g)) urls.add(m[1]);
  let total = 0;
  const files = [];
  for (const u of urls) {
    const body = Buffer.from(await (await fetch(new URL(u, base))).arrayBuffer());
    const gz = gzipSync(body, { level: 9 }).length;
    total += gz;
    files.push({ file: u, kb: +(gz / 1024).toFixed(1) });
  }
  return { kb: +(total / 1024).toFixed(1), files: files.sort((a, b) => b.kb - a.kb) };
}
