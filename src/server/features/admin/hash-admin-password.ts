import { hashAdminPassword, MAX_ADMIN_PASSWORD_LENGTH, MIN_ADMIN_PASSWORD_LENGTH } from "./admin-password.ts";

/**
 * `npm run admin:hash-password` prints the value for ADMIN_PASSWORD_HASH, so a deployment can keep
 * the plain password out of its environment. The password is read from standard input: typed at a
 * prompt that does not echo it (twice, so a typo is caught), or the first line of a pipe. A
 * password on the command line would stay in the shell's history and show in the process list,
 * so an argument is refused.
 */

if (process.argv.length > 2) {
  console.error(
    "admin:hash-password takes no arguments: a password on the command line stays in your shell history and shows in the process list.\n" +
      "Run `npm run admin:hash-password` and type the password at the prompt, or pipe it in: `npm run --silent admin:hash-password < file`.",
  );
  process.exit(1);
}

/** One line typed at the terminal, with echo off; Ctrl-C or Ctrl-D ends without a line. */
function promptHidden(question: string): Promise<string | null> {
  const input = process.stdin;
  // Echo is off before the prompt shows, so nothing typed after seeing it can be echoed.
  input.setRawMode(true);
  process.stderr.write(question);
  input.resume();
  input.setEncoding("utf8");
  let typed = "";
  return new Promise((resolve) => {
    const finish = (line: string | null) => {
      input.off("data", onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write("\n");
      resolve(line);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") return finish(typed);
        if (char === "\u0003" || char === "\u0004") return finish(null);
        if (char === "\u007f" || char === "\b") typed = [...typed].slice(0, -1).join("");
        else if (char >= " ") typed += char;
      }
    };
    input.on("data", onData);
  });
}

/** The first line of a pipe or file, without its line ending. */
async function firstLineOfInput(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return (Buffer.concat(chunks).toString("utf8").split(/\r?\n/)[0] ?? "").replace(/^\uFEFF/, "");
}

async function readPassword(): Promise<string | null> {
  if (!process.stdin.isTTY) return firstLineOfInput();
  const first = await promptHidden("Owner password: ");
  if (first === null || !isAcceptable(first)) return first;
  const again = await promptHidden("The same password again: ");
  if (again === null) return null;
  if (again !== first) {
    console.error("The two passwords differ; nothing was hashed.");
    process.exit(1);
  }
  return first;
}

const isAcceptable = (password: string) =>
  password.length >= MIN_ADMIN_PASSWORD_LENGTH && password.length <= MAX_ADMIN_PASSWORD_LENGTH;

const password = await readPassword();
if (password === null) process.exit(1);
if (!isAcceptable(password)) {
  console.error(`The password must be ${MIN_ADMIN_PASSWORD_LENGTH} to ${MAX_ADMIN_PASSWORD_LENGTH} characters (it had ${password.length}); nothing was hashed.`);
  process.exit(1);
}
console.log(await hashAdminPassword(password));
