import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { DataDirLockedError, acquireDataDirLock, dataDirLockHolder } from "./data-dir-lock.ts";

const freshDir = () => mkdtempSync(path.join(tmpdir(), "lock-test-"));

describe("data folder lock (one process per embedded database)", () => {
  test("taking the lock writes our pid and releasing removes it", () => {
    const dir = freshDir();
    const release = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, "server.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, "server.lock"))).toBe(false);
  });

  test("a folder held by another running process is refused with a clear message", () => {
    const dir = freshDir();
    // The parent process is certainly alive and is not us.
    writeFileSync(path.join(dir, "server.lock"), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by another server process/);
  });

  test("a lock left by a process that no longer runs is taken over", () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, "server.lock"), "999999999");
    const release = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, "server.lock"), "utf8")).toBe(String(process.pid));
    release();
  });

  test("the holder is the running process that wrote the lock; none for no lock, a dead process or ourselves", () => {
    const dir = freshDir();
    expect(dataDirLockHolder(dir)).toBeNull();
    writeFileSync(path.join(dir, "server.lock"), String(process.ppid));
    expect(dataDirLockHolder(dir)).toBe(process.ppid);
    writeFileSync(path.join(dir, "server.lock"), "999999999");
    expect(dataDirLockHolder(dir)).toBeNull();
    writeFileSync(path.join(dir, "server.lock"), String(process.pid));
    expect(dataDirLockHolder(dir)).toBeNull();
  });
});
