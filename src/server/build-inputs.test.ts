import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { buildIsCurrent, recordBuildInputs } from "./build-inputs.ts";

/** A checkout with sources and a finished build. */
function checkout(): string {
  const root = mkdtempSync(path.join(tmpdir(), "build-inputs-"));
  for (const folder of [
    "src/app/routes",
    "src/shared",
    "public",
    "src/server",
    "build/server",
    "build/client",
  ])
    mkdirSync(path.join(root, folder), { recursive: true });
  writeFileSync(path.join(root, "src/app/routes/home.tsx"), "export default function Home() {}\n");
  writeFileSync(path.join(root, "src/shared/brand.ts"), "export const name = 'Show';\n");
  writeFileSync(path.join(root, "src/server/server.ts"), "// the server is not part of the page build\n");
  writeFileSync(path.join(root, "package-lock.json"), "{}\n");
  writeFileSync(path.join(root, "build/server/index.js"), "export {};\n");
  return root;
}

describe("whether build/ was made from the sources as they are", () => {
  test("a build recorded after it was made is current until a source changes", () => {
    const root = checkout();
    expect(buildIsCurrent(root)).toBe(false);
    recordBuildInputs(root);
    expect(buildIsCurrent(root)).toBe(true);

    // The server's own code is not in the page build: changing it needs no rebuild.
    writeFileSync(path.join(root, "src/server/server.ts"), "// changed\n");
    expect(buildIsCurrent(root)).toBe(true);

    writeFileSync(path.join(root, "src/shared/brand.ts"), "export const name = 'Another show';\n");
    expect(buildIsCurrent(root)).toBe(false);
    recordBuildInputs(root);
    expect(buildIsCurrent(root)).toBe(true);
  });

  test("a touched, added or removed input, or a new lock file, makes it stale", () => {
    const root = checkout();
    recordBuildInputs(root);
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(root, "src/app/routes/home.tsx"), later, later);
    expect(buildIsCurrent(root)).toBe(false);

    recordBuildInputs(root);
    writeFileSync(path.join(root, "public/logo.svg"), "<svg/>");
    expect(buildIsCurrent(root)).toBe(false);

    recordBuildInputs(root);
    writeFileSync(path.join(root, "package-lock.json"), '{"lockfileVersion": 3}\n');
    expect(buildIsCurrent(root)).toBe(false);
  });

  test("without the built server there is no build to start from", () => {
    const root = checkout();
    recordBuildInputs(root);
    rmSync(path.join(root, "build/client"), { recursive: true });
    expect(buildIsCurrent(root)).toBe(false);
    const empty = mkdtempSync(path.join(tmpdir(), "no-build-"));
    expect(buildIsCurrent(empty)).toBe(false);
  });
});
