import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, symlinkSync, writeFileSync } from "node:fs";
import { connect, createServer } from "node:net";
import { once } from "node:events";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, test } from "vitest";
import { snapshotMigratedPglite } from "#server/db/client.ts";
import { isolatedWorkingFolder, repositoryRoot } from "#tests/helpers/isolated-working-folder.ts";

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

describe("the restore command", { timeout: 300_000 }, () => {
  const restore = (env: Record<string, string>, ...files: string[]) =>
    startServer(env, isolatedWorkingFolder(), [
      path.join(repositoryRoot, "src/server/restore-backup.ts"),
      ...files,
    ]);

  test("puts a backup back into DATA_DIR, keeping the database it replaces; without a file it says how to name one", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "restore-cli-"));
    const archive = path.join(dataDir, "site-database.tar.gz");
    writeFileSync(archive, gzipSync(Buffer.from(await (await snapshotMigratedPglite()).arrayBuffer())));
    const target = path.join(dataDir, "pglite");

    const first = restore({ DATA_DIR: dataDir }, archive);
    expect(await first.exited).toBe(0);
    expect(first.output().trim()).toBe(`Restored ${archive} into ${target}.`);

    const second = restore({ DATA_DIR: dataDir }, archive);
    expect(await second.exited).toBe(0);
    const kept = readdirSync(dataDir).find((name) => name.startsWith("pglite-before-restore-"));
    expect(second.output().trim()).toBe(
      `Restored ${archive} into ${target}. The database it replaced is kept in ${path.join(dataDir, kept!)}; delete it once the site looks right.`,
    );

    const unnamed = restore({ DATA_DIR: dataDir });
    expect(await unnamed.exited).toBe(1);
    expect(unnamed.output().trim()).toBe("Name the backup file: npm run db:restore-backup -- <file.tar.gz>");

    const onPostgres = restore(
      { DATA_DIR: dataDir, DATABASE_URL: "postgres://postgres@127.0.0.1:1/test" },
      archive,
    );
    expect(await onPostgres.exited).toBe(1);
    expect(onPostgres.output()).toContain("DATABASE_URL is set: this site's database is PostgreSQL.");
  });
});
