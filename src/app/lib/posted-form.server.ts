import { data } from "react-router";

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

/** The answer to a post whose body is not well-formed UTF-8 text. */
const unreadable = () =>
  data("The form could not be read: it holds characters that are not valid text.", { status: 400 });

/**
 * The fields of a URL-encoded body, decoded strictly: a byte or `%` escape that is not valid
 * UTF-8 (which `formData()` would store as "�") makes it unreadable, as a JSON body with one is.
 * The first value of a repeated name wins, as `FormData.get` has it.
 */
function decodeForm(body: ArrayBuffer): Map<string, string> | null {
  const fields = new Map<string, string>();
  try {
    for (const pair of strictUtf8.decode(body).split("&")) {
      if (pair === "") continue;
      const [name = "", value = ""] = pair
        .split(/=(.*)/s, 2)
        .map((part) => decodeURIComponent(part.replace(/\+/g, " ")));
      if (!fields.has(name)) fields.set(name, value);
    }
  } catch {
    return null;
  }
  return fields;
}

/**
 * The text fields of a form posted to a page (its route action), by name: "" for a field that is
 * missing. The server takes only URL-encoded posts on pages (src/server/web.ts); the actions check
 * the fields with the same rules as the API.
 */
export async function postedFields<Name extends string>(
  request: Request,
  names: readonly Name[],
): Promise<Record<Name, string>> {
  const form = decodeForm(await request.arrayBuffer());
  if (!form) throw unreadable();
  return Object.fromEntries(names.map((name) => [name, form.get(name) ?? ""])) as Record<Name, string>;
}
