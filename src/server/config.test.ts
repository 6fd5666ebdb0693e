import { describe, expect, test } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("configuration", () => {
  test("an empty environment gives the offline defaults", () => {
    expect(loadConfig({})).toEqual({
      env: "production",
      port: 3000,
      host: "0.0.0.0",
      publicBaseUrl: "http://localhost:3000",
      dataDir: "./data",
      databaseUrl: undefined,
      logLevel: "info",
    });
  });

  test("values are read and normalised", () => {
    const config = loadConfig({
      PORT: "8080",
      PUBLIC_BASE_URL: "https://podcast.example.com/",
      DATABASE_URL: "postgres://u:p@db:5432/site",
      LOG_LEVEL: "warn",
    });
    expect(config.port).toBe(8080);
    expect(config.publicBaseUrl).toBe("https://podcast.example.com");
    expect(config.databaseUrl).toBe("postgres://u:p@db:5432/site");
    expect(config.logLevel).toBe("warn");
  });

  test("empty values count as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "" })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  test("a bad value names the variable and what is expected", () => {
    let error: unknown;
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://db/site", PUBLIC_BASE_URL: "podcast.example.com" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toEqual([
      'PORT="eighty" is invalid: expected a whole number from 0 to 65535',
      'PUBLIC_BASE_URL="podcast.example.com" is invalid: expected an absolute http(s) URL such as https://example.com',
      'DATABASE_URL="mysql://db/site" is invalid: expected a postgres:// or postgresql:// connection URL',
    ]);
  });
});
