import type { ObjectStorageConfig } from "#server/config.ts";
import { createDiskStorage } from "./disk-storage.ts";
import type { ObjectStorage } from "./object-storage.ts";
import { createS3Storage } from "./s3-storage.ts";

/** The configured object storage (DESIGN: providers): disk under DATA_DIR unless S3_ variables are set. */
export function createObjectStorage(
  config: ObjectStorageConfig,
  { dataDir }: { dataDir: string },
): ObjectStorage {
  switch (config.kind) {
    case "disk":
      return createDiskStorage({ root: dataDir });
    case "s3":
      return createS3Storage(config);
  }
}
