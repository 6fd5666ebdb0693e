import { MAX_IMAGE_UPLOAD_BYTES, isAcceptedImageType } from "../../../shared/image-upload.ts";

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
