import { ApiRequestError, apiRequest } from "#app/lib/api-request.ts";
import { storedImagePath, uploadPercent } from "./image-file.ts";

/**
 * SPEC §7 upload: ask the server for an upload URL for this file's type (`type`, its real one:
 * `imageFileType`) and size (an S3 URL is signed for exactly those), PUT the file there with that
 * content type, and answer the stored path
 * /public-objects/{name}. The PUT goes through XMLHttpRequest because fetch reports no upload
 * progress.
 */
export async function uploadImage(
  file: File,
  type: string,
  { onProgress, signal }: { onProgress: (percent: number) => void; signal?: AbortSignal },
): Promise<string> {
  const { uploadURL } = await apiRequest<{ uploadURL: string }>("POST", "/api/objects/upload", {
    contentType: type,
    size: file.size,
  });
  await putFile(uploadURL, file, type, onProgress, signal);
  return storedImagePath(uploadURL);
}

function putFile(
  url: string,
  file: File,
  type: string,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("PUT", url);
    request.setRequestHeader("Content-Type", type);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(uploadPercent(event.loaded, event.total));
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(100);
        resolve();
      } else {
        reject(new ApiRequestError(request.status, request.responseText || request.statusText));
      }
    };
    request.onerror = () => reject(new Error("The upload could not reach the server"));
    request.onabort = () => reject(new DOMException("The upload was cancelled", "AbortError"));
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(file);
  });
}

/**
 * The server's own sentence when it refused the file itself (its type, its content, its size) or
 * the request (an ended session): trying again would not help, so the owner is told why. null for
 * anything else, such as a lost connection or a storage fault.
 */
export function uploadRefusal(caught: unknown): string | null {
  if (!(caught instanceof ApiRequestError) || caught.status < 400 || caught.status >= 500) return null;
  // Only this site's JSON errors: a bucket's XML answer is no sentence for the owner.
  if (caught.apiErrorCode === undefined) return null;
  return Object.values(caught.fields)[0] ?? caught.apiMessage;
}
