import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { buildIsCurrent, recordBuildInputs } from "./build-inputs.ts";

/**
 * `npm start`'s build step: builds only when build/ is missing or was made from other sources;
 * `--record` (after `npm run build`) notes the sources the new build was made from.
 */
const root = fileURLToPath(new URL("../..", import.meta.url));

if (process.argv.includes("--record")) {
  recordBuildInputs(root);
} else if (buildIsCurrent(root)) {
  console.log("The build in build/ is up to date with the sources: starting without building.");
} else {
  console.log("Building the site (build/ is missing or older than the sources)…");
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
