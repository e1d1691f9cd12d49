import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Metadata } from "sharp";
import { env } from "~/lib/env.server";
import { advisorMessages as m } from "./messages";

/** What an upload may be (issue 26): the bytes decide the type, never the name or the browser. */
const photoLimits = {
  maxBytes: 5 * 1024 * 1024,
  /** A decompression bomb (a tiny PNG of 50,000 × 50,000 pixels) is refused before it is decoded. */
  maxPixels: 40_000_000,
  minSide: 200,
  /** What every photo becomes: a square portrait, the size the page shows at twice its pixels. */
  side: 400,
} as const;

const ACCEPTED = new Set(["jpeg", "png", "webp"]);

export type StoredPhoto = { file: string; width: number; height: number };

/** The folder of the advisors' photos: beside the database, under DATA_DIR, so a backup holds both. */
const photoDir = () => path.resolve(env().DATA_DIR, "uploads", "advisors");

/** A stored photo's name: what we wrote, so a request's `:file` is served only in this shape. */
const PHOTO_FILE = /^[a-f0-9-]+\.webp$/;

/**
 * Checks an uploaded photo by its bytes (sharp reads the header: a text file named .jpg, an SVG or
 * a GIF is refused), then crops and resizes it to a square WebP without its metadata (EXIF GPS and
 * camera data are dropped). Returns the message for the form, or the bytes to store.
 */
export async function preparePhoto(
  upload: File,
): Promise<{ ok: true; bytes: Buffer; width: number; height: number } | { ok: false; message: string }> {
  if (upload.size > photoLimits.maxBytes) return { ok: false, message: m.photoTooLarge };
  const input = Buffer.from(await upload.arrayBuffer());
  // Loaded on the first upload: libvips need not slow every start of the server.
  const { default: sharp } = await import("sharp");
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: photoLimits.maxPixels }).metadata();
  } catch {
    return { ok: false, message: m.photoWrongType };
  }
  if (!meta.format || !ACCEPTED.has(meta.format)) return { ok: false, message: m.photoWrongType };
  if (!meta.width || !meta.height || meta.width * meta.height > photoLimits.maxPixels)
    return { ok: false, message: m.photoWrongType };
  if (Math.min(meta.width, meta.height) < photoLimits.minSide) return { ok: false, message: m.photoTooSmall };
  try {
    const { data, info } = await sharp(input, { limitInputPixels: photoLimits.maxPixels })
      .rotate() // upright by its EXIF orientation, before the orientation is dropped
      .resize(photoLimits.side, photoLimits.side, { fit: "cover", position: "attention" })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, bytes: data, width: info.width, height: info.height };
  } catch {
    // A header that reads as an image over a body that does not (a truncated file).
    return { ok: false, message: m.photoWrongType };
  }
}

/** Writes a prepared photo under a fresh name (temp file, then rename: never half a file served). */
export async function storePhoto(bytes: Buffer, width: number, height: number): Promise<StoredPhoto> {
  const dir = photoDir();
  await mkdir(dir, { recursive: true });
  const file = `${randomUUID()}.webp`;
  const temp = path.join(dir, `.${file}.tmp`);
  await writeFile(temp, bytes);
  await rename(temp, path.join(dir, file));
  return { file, width, height };
}

/** Removes a photo no row names any more; a file already gone is fine. */
export async function deletePhoto(file: string | null | undefined): Promise<void> {
  if (!file || !PHOTO_FILE.test(file)) return;
  await rm(path.join(photoDir(), file), { force: true });
}

/** The bytes of a stored photo, or null (no such file, or a name we never write: `../`, `%2e`). */
export async function readPhoto(file: string | undefined): Promise<Buffer | null> {
  if (!file || !PHOTO_FILE.test(file)) return null;
  try {
    return await readFile(path.join(photoDir(), file));
  } catch {
    return null;
  }
}

export const photoUrl = (file: string) => `/media/advisors/${file}`;
