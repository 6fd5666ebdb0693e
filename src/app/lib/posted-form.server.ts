/**
 * The text fields of a form posted to a page (its route action), by name: "" for a field that is
 * missing or is a file. The actions check them with the same rules as the API.
 */
export async function postedFields<Name extends string>(
  request: Request,
  names: readonly Name[],
): Promise<Record<Name, string>> {
  const form = await request.formData();
  const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");
  return Object.fromEntries(names.map((name) => [name, text(form.get(name))])) as Record<Name, string>;
}
