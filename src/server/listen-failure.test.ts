import { describe, expect, test } from "vitest";
import { listenFailure } from "./listen-failure.ts";

const listenError = (code: string, message = `listen ${code}`) =>
  Object.assign(new Error(message), { code }) as NodeJS.ErrnoException;

describe("the line printed when the site cannot listen", () => {
  test("a low port this user may not take says to pick one from 1024 up", () => {
    // Tests run as root, which may listen anywhere, so the server process cannot be made to hit it.
    expect(listenFailure(listenError("EACCES"), { host: "0.0.0.0", port: 80 })).toBe(
      "Could not start the site: this user may not listen on 0.0.0.0:80. Set PORT to 1024 or above.",
    );
  });

  test("an address the machine does not have says to set HOST", () => {
    expect(listenFailure(listenError("EADDRNOTAVAIL"), { host: "10.9.8.7", port: 3000 })).toBe(
      "Could not start the site: this machine has no address 10.9.8.7. Set HOST to one of its addresses, or 0.0.0.0 for all of them.",
    );
  });

  test("any other failure names the address and the system's reason", () => {
    expect(
      listenFailure(listenError("EMFILE", "too many open files"), { host: "127.0.0.1", port: 3000 }),
    ).toBe("Could not start the site: listening on 127.0.0.1:3000 failed: too many open files");
  });
});
