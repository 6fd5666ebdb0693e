/** How long a saved file's object URL is kept: long enough for the browser to have read it all. */
const OBJECT_URL_LIFETIME_MS = 60_000;

/** Saves a blob through the browser's download, under this file name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
}
