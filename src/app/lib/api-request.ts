/**
 * SPEC §7 shared rules for the browser's calls: JSON in and out with cookie credentials, and any
 * non-ok answer becomes an error whose text is '{status}: {response text or status text}'.
 * The error also carries the API's field messages so a form can show them beside the fields.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly responseText: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(`${status}: ${responseText}`);
    this.name = "ApiRequestError";
  }

  /** The API's own sentence ({ message }) when it sent one, else the raw text. */
  get apiMessage(): string {
    const { message } = this.#body();
    return typeof message === "string" ? message : this.responseText;
  }

  /** The API's error code ({ error }), when it sent one. */
  get apiErrorCode(): string | undefined {
    const { error } = this.#body();
    return typeof error === "string" ? error : undefined;
  }

  #body(): { message?: unknown; error?: unknown } {
    try {
      const body: unknown = JSON.parse(this.responseText);
      return typeof body === "object" && body !== null ? body : {};
    } catch {
      return {}; // Not JSON: the text is the message.
    }
  }
}

/** The owner's session has ended (expired, a logout elsewhere, a password change): the answer was 401. */
export function isSessionEnded(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401;
}

export async function apiRequest<T = unknown>(
  method: string,
  url: string,
  body?: unknown,
  {
    signal,
    onAnswer,
  }: {
    signal?: AbortSignal;
    /** Called as soon as the answer's status and headers arrive, before its body is read. */
    onAnswer?: () => void;
  } = {},
): Promise<T> {
  const response = await fetch(url, {
    method,
    signal,
    credentials: "include",
    headers: body === undefined ? { accept: "application/json" } : { accept: "application/json", "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  onAnswer?.();
  if (!response.ok) {
    const text = (await response.text()) || response.statusText;
    throw new ApiRequestError(response.status, text, fieldsOf(text));
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

function fieldsOf(text: string): Record<string, string> {
  try {
    const body = JSON.parse(text) as { fields?: unknown };
    return body.fields && typeof body.fields === "object" ? (body.fields as Record<string, string>) : {};
  } catch {
    return {};
  }
}
