import { describe, expect, test } from "vitest";
import { ConfigError, loadConfig } from "#server/config.ts";
import { createObjectStorage } from "./create-object-storage.ts";

const s3Env = {
  S3_BUCKET: "site-images",
  S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
  S3_SECRET_ACCESS_KEY: "very-secret-value",
};

describe("object storage configuration (DESIGN: providers)", () => {
  test("without S3_ variables images go to the disk under DATA_DIR", () => {
    const config = loadConfig({});
    expect(config.objectStorage).toEqual({ kind: "disk" });
    expect(createObjectStorage(config.objectStorage, { dataDir: "./data" }).kind).toBe("disk");
  });

  test("a bucket with its keys switches to s3, in us-east-1 on AWS unless told otherwise", () => {
    const config = loadConfig(s3Env);
    expect(config.objectStorage).toEqual({
      kind: "s3",
      bucket: "site-images",
      region: "us-east-1",
      endpoint: undefined,
      accessKeyId: "AKIAEXAMPLE",
      secretAccessKey: "very-secret-value",
    });
    const storage = createObjectStorage(config.objectStorage, { dataDir: "./data" });
    expect(storage.kind).toBe("s3");
    storage.close();
  });

  test("region and an S3-compatible endpoint are read, the endpoint without its trailing slash", () => {
    expect(
      loadConfig({ ...s3Env, S3_REGION: "auto", S3_ENDPOINT: "https://acct.r2.cloudflarestorage.com/" })
        .objectStorage,
    ).toMatchObject({
      region: "auto",
      endpoint: "https://acct.r2.cloudflarestorage.com",
    });
  });

  test("some S3_ variables without the required ones name every missing one", () => {
    let error: unknown;
    try {
      loadConfig({ S3_ENDPOINT: "http://minio:9000", S3_ACCESS_KEY_ID: "minio" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      "S3_BUCKET is required when object storage is s3 (S3_ENDPOINT, S3_ACCESS_KEY_ID set)",
      "S3_SECRET_ACCESS_KEY is required when object storage is s3 (S3_ENDPOINT, S3_ACCESS_KEY_ID set)",
    ]);
  });

  test("bad values name the variable; a secret is never echoed", () => {
    let error: unknown;
    try {
      loadConfig({ ...s3Env, S3_BUCKET: "My_Bucket", S3_ENDPOINT: "minio:9000", S3_REGION: "US East" });
    } catch (e) {
      error = e;
    }
    const problems = (error as ConfigError).problems;
    expect(problems).toEqual([
      'S3_BUCKET="My_Bucket" is invalid: expected a bucket name of 3 to 63 lowercase letters, digits, dots and hyphens',
      'S3_REGION="US East" is invalid: expected a region name such as us-east-1 (auto for Cloudflare R2)',
      'S3_ENDPOINT="minio:9000" is invalid: expected an absolute http(s) URL of an S3-compatible service such as https://s3.example.com',
    ]);
    expect(problems.join("\n")).not.toContain("very-secret-value");
  });

  test("empty S3_ values count as unset", () => {
    expect(
      loadConfig({ S3_BUCKET: "", S3_REGION: "", S3_ACCESS_KEY_ID: "", S3_SECRET_ACCESS_KEY: "" })
        .objectStorage,
    ).toEqual({ kind: "disk" });
  });
});
