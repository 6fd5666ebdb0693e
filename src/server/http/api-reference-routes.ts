import type { FastifyInstance } from "fastify";
import { escapeXml } from "./xml.ts";
import type { ApiDocument, DescribedOperation } from "./api-description.ts";

const METHODS = ["get", "post", "put", "patch", "delete"] as const;

type JsonSchema = { type?: string; properties?: Record<string, unknown>; items?: JsonSchema };

/** What an answer holds, in words: its description, else the fields of its JSON (or of each item of a list). */
function answerText(response: { description?: string; content?: unknown }): string {
  if (response.description && response.description !== "Default Response") return response.description;
  const schema = (response.content as Record<string, { schema?: JsonSchema }> | undefined)?.[
    "application/json"
  ]?.schema;
  const fields = (of: JsonSchema | undefined) => Object.keys(of?.properties ?? {}).join(", ");
  if (schema?.type === "array") return `A list, each with ${fields(schema.items) || "a value"}.`;
  if (fields(schema)) return `JSON with ${fields(schema)}.`;
  return response.content ? "JSON." : "No content.";
}

/** One operation: its method and path, what it is for, what it takes and what it answers. */
function operationHtml(method: string, path: string, operation: DescribedOperation): string {
  const parameters = (operation.parameters ?? [])
    .map(
      (parameter) =>
        `<li><code>${escapeXml(parameter.name)}</code> (${escapeXml(parameter.in)}${parameter.required ? ", required" : ""})</li>`,
    )
    .join("");
  const responses = Object.entries(operation.responses ?? {})
    .map(
      ([status, response]) => `<li><code>${escapeXml(status)}</code> ${escapeXml(answerText(response))}</li>`,
    )
    .join("");
  const about = operation.description ?? operation.summary;
  return `<section><h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeXml(path)}</code></h3>
${about ? `<p>${escapeXml(about)}</p>` : ""}
${parameters ? `<p>Parameters:</p><ul>${parameters}</ul>` : ""}
${operation.requestBody ? "<p>Takes a JSON body (see the description for its fields).</p>" : ""}
<p>Answers:</p><ul>${responses}</ul></section>`;
}

/** The description as a page to read: every operation, grouped by the part of the API it is in. */
export function apiReferenceHtml(document: ApiDocument): string {
  const groups = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(document.paths).sort(([a], [b]) => a.localeCompare(b))) {
    const group = path.split("/")[2] ?? "api";
    for (const method of METHODS) {
      const operation = operations[method];
      if (!operation) continue;
      groups.set(group, [...(groups.get(group) ?? []), operationHtml(method, path, operation)]);
    }
  }
  const title = escapeXml(document.info.title);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${title} reference</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:2rem 1.25rem;color:#1e293b}
h1{color:#1e3a8a}h2{margin-top:2.5rem;border-bottom:2px solid #d4a017;text-transform:capitalize}
section{border:1px solid #e2e8f0;border-radius:.75rem;padding:.25rem 1rem;margin:1rem 0}
h3{font-size:1rem}code{font:600 .95em ui-monospace,monospace}
.method{display:inline-block;min-width:4rem;border-radius:.4rem;padding:.1rem .4rem;color:#fff;background:#1e3a8a;text-align:center}
.post,.put{background:#166534}.delete{background:#991b1b}
</style></head>
<body><main><h1>${title} <small>${escapeXml(document.info.version)}</small></h1>
<p>The machine-readable description is <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1), for tools that generate clients or call the API.</p>
${[...groups].map(([group, operations]) => `<h2>${escapeXml(group)}</h2>${operations.join("\n")}`).join("\n")}
</main></body></html>`;
}

/** `/api/openapi.json` and `/api/reference`: the API's description, for tools and for people. */
export async function apiDescriptionRoutes(app: FastifyInstance): Promise<void> {
  let reference: { for: unknown; html: string } | null = null;
  app.get("/api/openapi.json", { schema: { hide: true } }, async (_request, reply) => {
    reply.header("cache-control", "public, max-age=300");
    return app.swagger();
  });
  app.get("/api/reference", { schema: { hide: true } }, async (_request, reply) => {
    const document = app.swagger() as unknown as ApiDocument;
    if (reference?.for !== document) reference = { for: document, html: apiReferenceHtml(document) };
    return reply
      .header("cache-control", "public, max-age=300")
      .header(
        "content-security-policy",
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      )
      .type("text/html; charset=utf-8")
      .send(reference.html);
  });
}
