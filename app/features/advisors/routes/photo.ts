import type { Route } from "./+types/photo";
import { readPhoto } from "../index.server";

/**
 * An advisor's photo, as the server resized it (issue 26). The name is a fresh UUID per upload, so
 * the file under a name never changes and may be cached for a year; any other name (`..`, an
 * escape, another extension) is not found without touching the disk.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const photo = await readPhoto(params.file);
  if (!photo) return new Response("Photo not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(new Uint8Array(photo), {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(photo.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
