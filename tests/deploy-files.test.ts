import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, test } from "vitest";
import { repositoryRoot } from "#tests/helpers/isolated-working-folder.ts";

// docs/deploy: the systemd unit, its settings file and the proxy examples must describe a site
// that starts and stops the way they say.

const deployFile = (name: string) => readFileSync(path.join(repositoryRoot, "docs/deploy", name), "utf8");

/** The unit's `Key=Value` lines (comments and sections left out); a key given twice keeps every value. */
function unitSettings(text: string): Map<string, string[]> {
  const settings = new Map<string, string[]>();
  for (const line of text.split("\n")) {
    const match = /^([A-Za-z]+)=(.*)$/.exec(line.trim());
    if (match) settings.set(match[1]!, [...(settings.get(match[1]!) ?? []), match[2]!]);
  }
  return settings;
}

/** An environment file's `NAME=value` lines. */
function envFile(text: string): Record<string, string> {
  return Object.fromEntries(
    text
      .split("\n")
      .map((line) => /^([A-Z_]+)=(.*)$/.exec(line.trim()))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => [match[1]!, match[2]!]),
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

const unit = unitSettings(deployFile("thriving-site.service"));
const settings = envFile(deployFile("thriving-site.env.example"));
const running: ReturnType<typeof spawn>[] = [];
afterEach(() => {
  for (const child of running.splice(0)) child.kill("SIGKILL");
});

describe("the deployment files", { timeout: 180_000 }, () => {
  test("the unit, its settings and the proxies agree on the folder, the data and the port", () => {
    const folder = unit.get("WorkingDirectory")![0]!;
    expect(unit.get("ReadWritePaths")).toEqual([settings.DATA_DIR]);
    expect(settings.DATA_DIR!.startsWith(`${folder}/`)).toBe(true);
    // What `npm run serve` runs.
    const serve = (
      JSON.parse(readFileSync(path.join(repositoryRoot, "package.json"), "utf8")) as {
        scripts: Record<string, string>;
      }
    ).scripts.serve;
    expect(unit.get("ExecStart")).toEqual([`/usr/bin/${serve}`]);
    // The proxies reach the site on the address it listens on, on this machine only.
    const address = `${settings.HOST}:${settings.PORT}`;
    expect(address).toBe("127.0.0.1:3000");
    expect(deployFile("Caddyfile")).toContain(`reverse_proxy ${address}`);
    expect(deployFile("nginx.conf")).toContain(`proxy_pass http://${address};`);
    expect(deployFile("nginx.conf")).toContain("proxy_set_header X-Forwarded-For");
    expect(settings.TRUST_PROXY).toBe("loopback");
  });

  test("started as the unit starts it, the site serves; stopped as the unit stops it, it exits 0 in time", async () => {
    const port = await freePort();
    const [command, ...args] = unit.get("ExecStart")![0]!.split(" ");
    const environment = Object.fromEntries(
      unit.get("Environment")!.map((assignment) => assignment.split("=", 2) as [string, string]),
    );
    // The checkout with its build stands in for WorkingDirectory; a fresh data folder, a free port
    // and this machine's address stand in for the server's.
    const child = spawn(path.basename(command!), args, {
      cwd: repositoryRoot,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        ...settings,
        ...environment,
        PORT: String(port),
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "unit-data-")),
        PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    running.push(child);
    let output = "";
    child.stdout!.on("data", (chunk) => (output += chunk));
    child.stderr!.on("data", (chunk) => (output += chunk));
    const exited = once(child, "exit");

    const deadline = Date.now() + 150_000;
    let ready = false;
    while (!ready && Date.now() < deadline && child.exitCode === null) {
      ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (res) => res.ok,
        () => false,
      );
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(ready, output).toBe(true);
    const home = await fetch(`http://127.0.0.1:${port}/home`);
    expect(home.status).toBe(200);
    expect(output).not.toContain("Building the site");

    const stopAllowedMs = Number(unit.get("TimeoutStopSec")![0]) * 1000;
    const stoppedAt = Date.now();
    child.kill(unit.get("KillSignal")![0] as NodeJS.Signals);
    const [code] = await exited;
    expect(code, output).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(stopAllowedMs);
  });
});
