import { spawn, type ChildProcess } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { connect, createServer } from "node:net";
import { once } from "node:events";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { backupOf, tempFolder, uploadsFolder } from "#tests/helpers/backup-archives.ts";
import { isolatedWorkingFolder, repositoryRoot } from "#tests/helpers/isolated-working-folder.ts";
import { fillEveryTable } from "#tests/helpers/site-rows.ts";
import { createEmptyPostgresDatabase, createTestDatabase } from "#tests/helpers/test-app.ts";

// Starts the real server the way `npm start` does (it needs the production build in build/).

const running: ChildProcess[] = [];
afterEach(() => {
  for (const child of running.splice(0)) child.kill("SIGKILL");
});

/** Starts a server script with `env` over this one's; a variable set to undefined is left out. */
function startServer(
  env: Record<string, string | undefined>,
  cwd = isolatedWorkingFolder(),
  args = [path.join(repositoryRoot, "src/server/server.ts")],
) {
  return startProcess(process.execPath, ["--import", "tsx", ...args], env, cwd);
}

function startProcess(command: string, args: string[], env: Record<string, string | undefined>, cwd: string) {
  const child = spawn(command, args, {
    cwd,
    env: withoutUndefined({
      ...process.env,
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      NODE_ENV: "production",
      ...env,
    }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.push(child);
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

function withoutUndefined(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

async function waitForHealthy(port: number, timeoutMs = 170_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server on ${port} did not become ready`);
}

const portFor = (offset: number) => 4400 + (process.pid % 500) + offset;

/** A checkout without build/: the sources, migrations and installed packages only. */
function checkoutWithoutBuild(): string {
  const checkout = mkdtempSync(path.join(tmpdir(), "srv-checkout-"));
  for (const entry of ["src", "drizzle", "package.json", "tsconfig.json"])
    cpSync(entry, path.join(checkout, entry), { recursive: true });
  symlinkSync(path.resolve("node_modules"), path.join(checkout, "node_modules"), "dir");
  return checkout;
}

/**
 * `npm start` in a checkout of its own: were its checks to pass, the build it then ran would
 * write there, not under the build the other tests use.
 */
function npmStart(env: Record<string, string>) {
  const checkout = checkoutWithoutBuild();
  const start = startProcess("npm", ["start", "--silent"], env, checkout);
  return { ...start, built: () => existsSync(path.join(checkout, "build")) };
}

// Each test starts real processes: allow for a busy two-core machine.
describe("the server process", { timeout: 300_000 }, () => {
  test("a bad configuration value stops start-up with a message naming the variable", async () => {
    const server = startServer({ PORT: "eighty", DATA_DIR: mkdtempSync(path.join(tmpdir(), "srv-")) });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT="eighty" is invalid: expected a whole number from 0 to 65535');
  });

  test("an unreachable PostgreSQL stops start-up with one line", async () => {
    const server = startServer({
      PORT: String(portFor(2)),
      DATABASE_URL: "postgres://postgres@127.0.0.1:1/test",
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(
      "Could not open the PostgreSQL database in DATABASE_URL: connect ECONNREFUSED 127.0.0.1:1",
    );
    expect(server.output()).not.toContain("    at ");
  });

  test("a .env file in the working folder is read; a bad value in it stops start-up as one from the environment would", async () => {
    const checkout = checkoutWithoutBuild();
    writeFileSync(path.join(checkout, ".env"), "# as .env.example shows\nPORT=eighty\n");
    const server = startServer({ DATA_DIR: path.join(checkout, "data") }, checkout, [
      path.join(checkout, "src/server/server.ts"),
    ]);
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT="eighty" is invalid: expected a whole number from 0 to 65535');
  });

  test("a port already in use stops start-up with one line saying what to do, and releases the data folder", async () => {
    const taken = createServer();
    const port = portFor(3);
    await new Promise<void>((resolve) => taken.listen(port, "127.0.0.1", resolve));
    try {
      const dataDir = mkdtempSync(path.join(tmpdir(), "srv-"));
      const server = startServer({ PORT: String(port), DATA_DIR: dataDir });
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain(
        `Could not start the site: 127.0.0.1:${port} is already in use. Stop the program using it, or set PORT to a free port.`,
      );
      expect(server.output()).not.toContain("    at ");
      expect(existsSync(path.join(dataDir, "server.lock"))).toBe(false);

      const start = npmStart({ PORT: String(port), DATA_DIR: dataDir });
      expect(await start.exited).toBe(1);
      expect(start.output()).toContain(`127.0.0.1:${port} is already in use`);
      expect(start.built()).toBe(false);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  test("an address this machine does not have stops start-up with one line naming it", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "srv-"));
    // 192.0.2.1 is reserved for documentation: no machine has it.
    const server = startServer({ PORT: String(portFor(5)), HOST: "192.0.2.1", DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(
      "Could not start the site: this machine has no address 192.0.2.1. Set HOST to one of its addresses, or 0.0.0.0 for all of them.",
    );
    expect(server.output()).not.toContain("    at ");
    expect(existsSync(path.join(dataDir, "server.lock"))).toBe(false);
  });

  test("a missing production build stops start-up with one line naming the command, and releases the data folder", async () => {
    const checkout = checkoutWithoutBuild();
    const dataDir = path.join(checkout, "data");
    const server = startServer({ PORT: String(portFor(4)), DATA_DIR: dataDir }, checkout, [
      path.join(checkout, "src/server/server.ts"),
    ]);
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("Could not start the site: the production build is missing from");
    expect(server.output()).toContain("run `npm run build` (`npm start` does it first)");
    expect(server.output()).not.toContain("    at ");
    expect(readdirSync(dataDir)).not.toContain("server.lock");
  });

  test("started with no NODE_ENV, as `npm start` does, the site renders with React's production build", async () => {
    const port = portFor(6);
    const probe = path.join(repositoryRoot, "tests/helpers/react-build-probe.ts");
    const server = startServer(
      { PORT: String(port), DATA_DIR: mkdtempSync(path.join(tmpdir(), "srv-")), NODE_ENV: undefined },
      isolatedWorkingFolder(),
      ["--import", probe, path.join(repositoryRoot, "src/server/server.ts")],
    );
    await waitForHealthy(port);
    expect((await fetch(`http://127.0.0.1:${port}/home`)).status).toBe(200);
    expect(server.output()).toContain("react build: production");
    expect(server.output()).not.toContain("react build: development");
  });

  test("SIGTERM with a client that never finishes its request still closes the database and exits 0 within the grace", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "srv-"));
    const port = portFor(7);
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir });
    await waitForHealthy(port);
    const straggler = connect(port, "127.0.0.1");
    await once(straggler, "connect");
    straggler.on("error", () => undefined);
    straggler.write(
      "POST /api/contacts HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
        'Content-Length: 1000\r\n\r\n{"name":',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));

    const stoppedAt = Date.now();
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(20_000);
    expect(server.output()).toContain("closing their connections");
    expect(server.output()).toContain("shutdown complete");
    expect(existsSync(path.join(dataDir, "server.lock"))).toBe(false);
    straggler.destroy();
  });

  test("SIGTERM stops accepting, closes the database and exits 0; a second process on the same data folder is refused", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "srv-"));
    const port = portFor(0);
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir, ADMIN_PASSWORD: "" });
    await waitForHealthy(port);
    const page = await fetch(`http://127.0.0.1:${port}/home`);
    expect(page.status).toBe(200);

    // No ADMIN_PASSWORD: the password made for this run is printed once, and it opens the admin.
    await expect.poll(() => server.output()).toContain("The admin password for this run is:");
    const password = /The admin password for this run is:\s+(\S+)/.exec(server.output())?.[1];
    expect(password).toBeDefined();
    expect(server.output().split(password!)).toHaveLength(2);
    const login = await fetch(`http://127.0.0.1:${port}/api/admin/session`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ password }),
    });
    expect(login.status).toBe(200);

    const second = startServer({ PORT: String(portFor(1)), DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain("is in use by another server process");
    // `npm start` is refused before it builds, so the running site's build/ is never replaced.
    const secondStart = npmStart({ PORT: String(portFor(1)), DATA_DIR: dataDir });
    expect(await secondStart.exited).toBe(1);
    expect(secondStart.output()).toContain(
      `Could not open the embedded database in DATA_DIR (${dataDir}): The data folder`,
    );
    expect(secondStart.built()).toBe(false);

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("shutdown complete");
    expect(existsSync(path.join(dataDir, "server.lock"))).toBe(false);
  });
});

/** Runs one of the site's commands (a script under src/server) as npm runs it, in a folder with no .env. */
const runCommand = (script: string, env: Record<string, string | undefined>, ...args: string[]) =>
  startServer(env, isolatedWorkingFolder(), [path.join(repositoryRoot, "src/server", script), ...args]);
const postgres = process.env.TEST_DATABASE_URL ? test : test.skip;

describe("the backup commands", { timeout: 300_000 }, () => {
  /** A backup of a site with rows in every table and two images, as the dashboard downloads it. */
  let archive: string;
  beforeAll(async () => {
    const site = await createTestDatabase("pglite");
    await fillEveryTable(site.db);
    archive = (await backupOf(site, uploadsFolder().folder)).file;
    await site.dispose();
  });

  test("db:restore-backup restores into DATA_DIR and says what; a second time it asks for --replace; with it, keeps what it replaced", async () => {
    const dataDir = tempFolder("restore-cli-");
    const first = runCommand("restore-backup.ts", { DATA_DIR: dataDir }, archive);
    expect(await first.exited, first.output()).toBe(0);
    const lines = first.output().trim().split("\n");
    expect(lines[0]).toMatch(
      new RegExp(
        `^Restored ${archive} \\(taken \\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z\\) into the embedded database in ${dataDir}/pglite:$`,
      ),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}blog_posts +2 rows$/));
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}contact_messages +1 row$/));
    expect(lines.at(-1)).toBe(`Images: 2 restored into ${dataDir}/uploads.`);

    const again = runCommand("restore-backup.ts", { DATA_DIR: dataDir }, archive);
    expect(await again.exited).toBe(1);
    expect(again.output().trim()).toMatch(
      new RegExp(
        `^The embedded database in ${dataDir}/pglite already has data \\(.*\\), and ${dataDir}/uploads already has 2 images\\. ` +
          "Add --replace to replace it with the backup: the current database and images are kept beside the restored ones\\. Nothing was changed\\.$",
      ),
    );

    const replacing = runCommand("restore-backup.ts", { DATA_DIR: dataDir }, archive, "--replace");
    expect(await replacing.exited, replacing.output()).toBe(0);
    const kept = readdirSync(dataDir)
      .filter((name) => name.includes("-before-restore-"))
      .sort();
    expect(kept).toEqual([
      expect.stringMatching(/^pglite-before-restore-/),
      expect.stringMatching(/^uploads-before-restore-/),
    ]);
    expect(replacing.output().trim().split("\n").at(-1)).toBe(
      `What it replaced is kept in ${path.join(dataDir, kept[0]!)} and ${path.join(dataDir, kept[1]!)}: delete it once the site looks right.`,
    );
  });

  test("db:restore-backup says how to call it, and refuses a file that is not a backup", async () => {
    const dataDir = tempFolder("restore-cli-bad-");
    const unnamed = runCommand("restore-backup.ts", { DATA_DIR: dataDir });
    expect(await unnamed.exited).toBe(1);
    expect(unnamed.output().trim()).toBe(
      "Name one backup file: npm run db:restore-backup -- <file.tar.gz> [--replace]",
    );
    const unknown = runCommand("restore-backup.ts", { DATA_DIR: dataDir }, archive, "--force");
    expect(await unknown.exited).toBe(1);
    expect(unknown.output().trim()).toBe(
      "--force is not an option of this command: npm run db:restore-backup -- <file.tar.gz> [--replace]",
    );
    const missing = runCommand("restore-backup.ts", { DATA_DIR: dataDir }, path.join(dataDir, "nope.tar.gz"));
    expect(await missing.exited).toBe(1);
    expect(missing.output().trim()).toBe(
      `${path.join(dataDir, "nope.tar.gz")} is not a file. Nothing was changed.`,
    );

    const cut = path.join(tempFolder("cut-"), "cut.tar.gz");
    writeFileSync(cut, readFileSync(archive).subarray(0, 5000));
    const refused = runCommand("restore-backup.ts", { DATA_DIR: dataDir }, cut);
    expect(await refused.exited).toBe(1);
    expect(refused.output().trim()).toBe(
      "This backup is incomplete: the file ends early (a download or copy that was cut short?). Nothing was changed.",
    );
    expect(readdirSync(dataDir)).toEqual([]);
  });

  postgres(
    "db:restore-backup restores into the PostgreSQL database of DATABASE_URL, never printing its password",
    async () => {
      const target = await createEmptyPostgresDatabase();
      try {
        const url = new URL(target.url);
        url.password = "not-to-be-printed";
        const dataDir = tempFolder("restore-cli-pg-");
        const restored = runCommand(
          "restore-backup.ts",
          { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
          archive,
        );
        expect(await restored.exited, restored.output()).toBe(0);
        expect(restored.output()).toContain(" into the PostgreSQL database in DATABASE_URL:\n");
        expect(restored.output()).toContain(`Images: 2 restored into ${dataDir}/uploads.`);
        expect(restored.output()).not.toContain("not-to-be-printed");
      } finally {
        await target.dispose();
      }
    },
  );

  postgres(
    "db:move-to-postgres copies the embedded site into the empty database of DATABASE_URL and says what to do next",
    async () => {
      const dataDir = tempFolder("move-cli-");
      await runCommand("restore-backup.ts", { DATA_DIR: dataDir }, archive).exited;
      const target = await createEmptyPostgresDatabase();
      try {
        const moved = runCommand("move-to-postgres.ts", { DATA_DIR: dataDir, DATABASE_URL: target.url });
        expect(await moved.exited, moved.output()).toBe(0);
        const lines = moved.output().trim().split("\n");
        expect(lines[0]).toBe(
          `Copied the embedded database in ${dataDir}/pglite into the PostgreSQL database in DATABASE_URL:`,
        );
        expect(lines).toContainEqual(expect.stringMatching(/^ {2}blog_posts +2 rows$/));
        expect(lines.slice(-4)).toEqual([
          `Images: 2 in ${dataDir}/uploads, where they stay: keep DATA_DIR for them (back it up with the site).`,
          "Next: start the site with DATABASE_URL set as it is now; it runs on PostgreSQL from then on.",
          "Daily backups are off by default on PostgreSQL: set DAILY_BACKUPS=true (on one instance) to keep them.",
          `The embedded database in ${dataDir}/pglite was left as it was; delete it once the site looks right.`,
        ]);

        const again = runCommand("move-to-postgres.ts", { DATA_DIR: dataDir, DATABASE_URL: target.url });
        expect(await again.exited).toBe(1);
        expect(again.output().trim()).toMatch(
          /^The PostgreSQL database in DATABASE_URL already has data \(.*\)\. The move copies into an empty database only: point DATABASE_URL at a new, empty one\. Nothing was changed\.$/,
        );
      } finally {
        await target.dispose();
      }
    },
  );

  test("db:move-to-postgres without DATABASE_URL says to set it", async () => {
    const moved = runCommand("move-to-postgres.ts", {
      DATA_DIR: tempFolder("move-cli-unset-"),
      DATABASE_URL: undefined,
    });
    expect(await moved.exited).toBe(1);
    expect(moved.output().trim()).toBe(
      "Set DATABASE_URL (in the environment or .env) to the empty PostgreSQL database to move into, then run this again.",
    );
  });
});
