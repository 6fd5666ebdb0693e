import { readConfigOrExit, startBlocker } from "./startup-checks.ts";

/**
 * `npm start` runs this before it builds. A second start on the folder or port of a running site
 * would otherwise rebuild build/ under that site (its pages' scripts missing while the build runs)
 * only to be refused afterwards; a bad setting would wait for the build to be reported.
 */
const blocker = await startBlocker(readConfigOrExit());
if (blocker) {
  console.error(blocker);
  process.exit(1);
}
