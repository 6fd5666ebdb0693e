import Module from "node:module";
import path from "node:path";

// Loaded with `node --import` by a server-process test: reports on stderr which build of React
// (development or production) the process loads, as react/index.js picks it from NODE_ENV.

type Load = (request: string, parent: { filename?: string } | null, ...rest: unknown[]) => unknown;
const loader = Module as unknown as { _load: Load };
const load = loader._load;
const reactIndex = path.join("node_modules", "react", "index.js");

loader._load = function (this: unknown, request, parent, ...rest) {
  const build = /^\.\/cjs\/react\.(development|production)\.js$/.exec(request);
  if (build && parent?.filename?.endsWith(reactIndex)) process.stderr.write(`react build: ${build[1]}\n`);
  return load.call(this, request, parent, ...rest);
};
