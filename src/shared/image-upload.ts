/** SPEC §5/§9: the largest image the owner may upload, checked in the browser and on the server. */
export const MAX_IMAGE_UPLOAD_BYTES = 10 * 1024 * 1024;
