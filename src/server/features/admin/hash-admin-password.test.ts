import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { adminPasswordMatches, parseAdminPasswordHash } from "./admin-password.ts";

const script = path.join(import.meta.dirname, "hash-admin-password.ts");
const command = ["node", "--import", "tsx", script];

type Run = { code: number | null; stdout: string; stderr: string };

/** Runs `npm run admin:hash-password`'s command with `input` piped to it. */
function run(args: string[], input: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command[0]!, [...command.slice(1), ...args], { stdio: ["pipe", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

describe("npm run admin:hash-password", { timeout: 60_000 }, () => {
  test("hashes the first line piped to it", async () => {
    const { code, stdout } = await run([], "a piped owner password\nthe second line is not read\n");
    expect(code).toBe(0);
    const hash = parseAdminPasswordHash(stdout.trim());
    expect(hash).toMatchObject({ kind: "scrypt", cost: { N: 131072, r: 8, p: 1 } });
    expect(await adminPasswordMatches(hash!, "a piped owner password")).toBe(true);
  });

  test("refuses a password on the command line, saying why, and hashes nothing", async () => {
    const { code, stdout, stderr } = await run(["a password in the history"], "");
    expect(code).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toContain("stays in your shell history");
    expect(stderr).not.toContain("a password in the history");
  });

  test("refuses a password shorter than 16 characters", async () => {
    const { code, stdout, stderr } = await run([], "fifteen-chars-x\n");
    expect(code).toBe(1);
    expect(stdout).toBe("");
    expect(stderr).toContain("The password must be 16 to 200 characters (it had 15)");
  });

  // `script` gives the command a terminal, as when the owner runs it by hand.
  test.skipIf(!existsSync("/usr/bin/script"))("at a terminal, asks twice without echoing what is typed", async () => {
    const typed = "typed at the terminal";
    const child = spawn("/usr/bin/script", ["-qec", command.join(" "), "/dev/null"], { stdio: ["pipe", "pipe", "inherit"] });
    let screen = "";
    const prompts = ["Owner password: ", "The same password again: "];
    child.stdout.on("data", (chunk: Buffer) => {
      screen += chunk.toString();
      // Type only once the prompt is shown, when the terminal no longer echoes.
      if (prompts.length > 0 && screen.includes(prompts[0]!)) {
        prompts.shift();
        child.stdin.write(`${typed}\r`);
      }
    });
    const code = await new Promise((resolve) => child.on("close", resolve));
    expect(code).toBe(0);
    expect(screen).not.toContain(typed);
    const hashLine = screen.split(/\r?\n/).find((line) => line.startsWith("scrypt$"))!;
    expect(await adminPasswordMatches(parseAdminPasswordHash(hashLine.trim())!, typed)).toBe(true);
  });
});
