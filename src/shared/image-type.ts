import type { ImageType } from "./image-upload.ts";

/**
 * Recognises an uploaded image by its first bytes rather than by what the uploader declares
 * (SPEC §5 "Image upload", tightened; the accepted types are in shared/image-upload.ts). The server
 * holds every upload to it; the dashboard uses it to send a file with its real type, since a
 * browser's type comes from the file's name ("photo.png" may well be a JPEG).
 */

/** Enough leading bytes for every signature below, AVIF's brand list included. */
export const SNIFF_BYTES = 64;

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end));
const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

/** The image type the bytes really are, judged from their start; null for anything else. */
export function sniffImageType(head: Uint8Array): ImageType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (head.length >= 6 && (ascii(head, 0, 6) === "GIF87a" || ascii(head, 0, 6) === "GIF89a"))
    return "image/gif";
  if (head.length >= 12 && ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP") return "image/webp";
  if (isAvif(head)) return "image/avif";
  return null;
}

/**
 * AVIF is an ISO-BMFF file opening with an "ftyp" box: major brand avif (still) or avis
 * (sequence), or a generic mif1/msf1 major brand that lists avif among its compatible brands.
 * HEIC shares the container but never lists avif, so it is not taken for one.
 */
function isAvif(head: Uint8Array): boolean {
  if (head.length < 12 || ascii(head, 4, 8) !== "ftyp") return false;
  const major = ascii(head, 8, 12);
  if (major === "avif" || major === "avis") return true;
  if (major !== "mif1" && major !== "msf1") return false;
  const boxSize = ((head[0]! << 24) | (head[1]! << 16) | (head[2]! << 8) | head[3]!) >>> 0;
  // Compatible brands follow the major brand and its 4-byte minor version, up to the box's end.
  for (let at = 16; at + 4 <= Math.min(boxSize, head.length); at += 4) {
    if (ascii(head, at, at + 4) === "avif") return true;
  }
  return false;
}

/** The media type of a Content-Type header, lower-cased and without parameters; null when absent. */
export function declaredMediaType(header: string | undefined): string | null {
  const type = header?.split(";")[0]?.trim().toLowerCase();
  return type ? type : null;
}
