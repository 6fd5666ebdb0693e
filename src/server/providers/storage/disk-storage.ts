import { randomBytes } from "node:crypto";
import { mkdir, open, rename, rm, type FileHandle } from "node:fs/promises";
import path from "node:path";
import type { ObjectStorage } from "./object-storage.ts";

/**
 * The file keeps its type as its extension, so an operator browsing DATA_DIR/uploads sees
 * 3f9c…e1.webp rather than an anonymous blob; readers try each extension in turn.
 */
const extensionByType: Record<string, string> = {
  "image/jpeg": ".jpg",
  "image/png": ".png",
  "image/gif": ".gif",
  "image/webp": ".webp",
  "image/avif": ".avif",
};
const OTHER_EXTENSION = ".bin";
const extensions = [...Object.values(extensionByType), OTHER_EXTENSION];

/** Segments of letters, digits and hyphens only: no "..", no absolute path, no extension of its own. */
const keyPattern = /^[A-Za-z0-9-]+(\/[A-Za-z0-9-]+)*$/;

/**
 * Whether a file in an objects folder (DATA_DIR/uploads) is a stored object: a name as keys have
 * and one of the extensions above. A write still under way (`….tmp`) is not.
 */
export function isStoredObjectFile(fileName: string): boolean {
  const dot = fileName.lastIndexOf(".");
  return (
    dot > 0 && /^[A-Za-z0-9-]+$/.test(fileName.slice(0, dot)) && extensions.includes(fileName.slice(dot))
  );
}

/** Objects as files under `root` (DATA_DIR): the offline default (DESIGN: providers). */
export function createDiskStorage({ root }: { root: string }): ObjectStorage {
  const absoluteRoot = path.resolve(root);
  const fileFor = (key: string, extension: string) => path.join(absoluteRoot, ...key.split("/")) + extension;

  return {
    kind: "disk",
    upload: {
      mode: "through-server",
      async put(key, bytes, contentType) {
        if (!keyPattern.test(key)) throw new Error(`Not a valid object key: ${JSON.stringify(key)}`);
        const target = fileFor(key, extensionByType[contentType] ?? OTHER_EXTENSION);
        // Created on the first upload, so a site that never uploads leaves no empty folder behind.
        await mkdir(path.dirname(target), { recursive: true });
        // Written beside the target and renamed into place: a reader sees the whole file or none.
        const temporary = `${target}.${randomBytes(6).toString("hex")}.tmp`;
        try {
          const handle = await open(temporary, "wx");
          try {
            await handle.writeFile(bytes);
            await handle.sync();
          } finally {
            await handle.close();
          }
          await rename(temporary, target);
        } catch (error) {
          await rm(temporary, { force: true });
          throw error;
        }
      },
    },
    async get(key) {
      if (!keyPattern.test(key)) return null;
      for (const extension of extensions) {
        const handle = await openIfPresent(fileFor(key, extension));
        if (!handle) continue;
        try {
          const stats = await handle.stat();
          if (!stats.isFile()) {
            await handle.close();
            continue;
          }
          return {
            size: stats.size,
            version: `${stats.ino}-${stats.mtimeMs}-${stats.size}`,
            // Closes the file when the stream ends or is destroyed (a visitor who went away).
            body: handle.createReadStream(),
          };
        } catch (error) {
          await handle.close();
          throw error;
        }
      }
      return null;
    },
    close() {},
  };
}

async function openIfPresent(file: string): Promise<FileHandle | null> {
  try {
    return await open(file, "r");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR") return null;
    throw error;
  }
}
