import { SNIFF_BYTES, sniffImageType } from "#shared/image-type.ts";
import { MAX_IMAGE_UPLOAD_BYTES, isAcceptedImageType } from "#shared/image-upload.ts";

export type ImageFileProblem = "invalidType" | "tooLarge";

/**
 * SPEC §5 "Image upload": the type must be an image the server accepts (JPEG, PNG, GIF, WebP or
 * AVIF; the spec's "starts with image/" would let SVG through, which the server refuses), the
 * size at most 10 MB.
 */
export function imageFileProblem(file: { type: string; size: number }): ImageFileProblem | null {
  if (!isAcceptedImageType(file.type)) return "invalidType";
  if (file.size > MAX_IMAGE_UPLOAD_BYTES) return "tooLarge";
  return null;
}

/**
 * The type a picked file is sent as: what its first bytes are, since the browser's `type` comes
 * from the file's name and a JPEG saved as "photo.png" would be refused for the mismatch. A file
 * that is no image the server accepts keeps the browser's type, and is refused as that.
 */
export async function imageFileType(file: Blob): Promise<string> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  return sniffImageType(head) ?? file.type;
}

/**
 * SPEC §7: the stored image path is /public-objects/{last path segment of the upload URL}; the
 * query string (a signature, a token) is not part of it.
 */
export function storedImagePath(uploadUrl: string): string {
  const { pathname } = new URL(uploadUrl, "http://upload.invalid");
  const segment = pathname.split("/").filter(Boolean).pop();
  if (!segment) throw new Error(`The upload URL has no object name: ${uploadUrl}`);
  return `/public-objects/${segment}`;
}

/** Whole percent of an upload's progress, 0 when the total is unknown. */
export function uploadPercent(loaded: number, total: number): number {
  if (!total || total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}
