/** SPEC §5/§9: the largest image the owner may upload, checked in the browser and on the server. */
export const MAX_IMAGE_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * What an uploaded image may be (SPEC §5 "Image upload", tightened): the five raster types
 * browsers display. SVG is left out on purpose: it is a document that can carry scripts. The
 * browser refuses other types before uploading; the server also checks the file's first bytes.
 */
export const ACCEPTED_IMAGE_TYPES = [
  "image/jpeg",
  "image/png",
  "image/gif",
  "image/webp",
  "image/avif",
] as const;
export type ImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

export function isAcceptedImageType(type: string): type is ImageType {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type);
}

const labels: Record<ImageType, string> = {
  "image/jpeg": "JPEG",
  "image/png": "PNG",
  "image/gif": "GIF",
  "image/webp": "WebP",
  "image/avif": "AVIF",
};

/** "JPEG", "PNG", … for messages people read. */
export const imageTypeLabel = (type: ImageType) => labels[type];

/** "JPEG, PNG, GIF, WebP or AVIF" */
export const acceptedTypesSentence = `${ACCEPTED_IMAGE_TYPES.slice(0, -1).map(imageTypeLabel).join(", ")} or ${imageTypeLabel("image/avif")}`;
