import { afterEach, vi } from "vitest";

// An error logged during a test is a bug the test did not look for: fail loudly.
let logged: unknown[][] = [];
vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
  logged.push(args);
});
afterEach(() => {
  const errors = logged;
  logged = [];
  if (errors.length > 0) {
    throw new Error(`console.error was called during the test:\n${errors.map((a) => a.join(" ")).join("\n")}`);
  }
});
