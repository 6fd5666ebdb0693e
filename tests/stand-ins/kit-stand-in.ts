import { createHmac } from "node:crypto";
import type { ServerResponse } from "node:http";
import { answerLater, sendJson, sendText, startStandIn } from "./stand-in-server.ts";

/**
 * A stand-in for the two Kit API v4 calls a newsletter sign-up makes (create a subscriber, add
 * them to a form by address), answering in Kit's shapes and with its failures (DESIGN: no test
 * touches the internet). Point KitNewsletter at it with `baseUrl`.
 */

/**
 * How every request is answered: "ok" as Kit would (a wrong key still gets 401, an address Kit
 * finds invalid 422, an unknown form 404); "rejected" 422 invalid address; "server-error" 500;
 * "slow" nothing for 30 s; "unauthorized" 401 invalid token; "malformed" 200 with a body that is
 * not JSON.
 */
export type KitStandInMode = "ok" | "rejected" | "server-error" | "slow" | "unauthorized" | "malformed";

export type KitStandIn = {
  /** Origin without a trailing slash, e.g. http://127.0.0.1:41234. */
  baseUrl: string;
  /** Settable at any time; applies to every request from then on. */
  mode: KitStandInMode;
  /** Every request: method, path (no query), JSON body (the raw text if not JSON), the X-Kit-Api-Key header. */
  requests: { method: string; path: string; body: unknown; apiKey: string | undefined }[];
  /**
   * Addresses added to each form id, as Kit would hold them. Holds TEST_KIT.formId (empty) at
   * start; a form id that is not a key here is unknown to Kit and answers 404. Add a key to make
   * another form exist.
   */
  formSubscribers: Map<string, Set<string>>;
  close(): Promise<void>;
};

/** The only key the stand-in accepts, and the one form it knows at start. */
export const TEST_KIT = { apiKey: "kit_test_api_key_standin_000000", formId: "1234567" } as const;

/** The secret a Kit webhook endpoint would sign with, and the X-Kit-Signature header it sends. */
export const TEST_KIT_WEBHOOK_SECRET = "kit_webhook_secret_standin_0001";
export function kitSignatureHeader(rawBody: string, secret = TEST_KIT_WEBHOOK_SECRET, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest("hex");
  return `t=${timestamp},v1=${signature}`;
}

/** A delivery as Kit sends it: one envelope with events of one type about these addresses. */
export function kitDelivery(type: string, emails: string[]): string {
  return JSON.stringify({
    delivery_id: 123456,
    events: emails.map((email, index) => ({
      id: `9c2e1f3a-6b7d-4e8f-a1b2-c3d4e5f6071${index}`,
      type,
      created: "2026-11-23T09:30:00Z",
      data: {
        subscriber: {
          id: 987654 + index,
          first_name: null,
          email_address: email,
          state: type === "subscriber.unsubscribed" ? "cancelled" : "active",
          created_at: "2026-11-01T09:30:00Z",
          fields: {},
        },
      },
    })),
  });
}

type KitSubscriber = {
  id: number;
  first_name: string | null;
  email_address: string;
  state: "active";
  created_at: string;
};

/** Kit's timestamps: ISO 8601 in UTC, whole seconds. */
const kitTime = () => new Date().toISOString().replace(/\.\d{3}Z$/, "Z");

/** Looser than Kit's own check, strict enough to refuse what Kit refuses in tests ("ada@localhost"). */
const looksLikeAnAddress = (value: unknown): value is string =>
  typeof value === "string" && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value);

export async function startKitStandIn(): Promise<KitStandIn> {
  const subscribers = new Map<string, KitSubscriber>();
  let nextId = 1001;

  const standIn: KitStandIn = {
    baseUrl: "",
    mode: "ok",
    requests: [],
    formSubscribers: new Map([[TEST_KIT.formId, new Set<string>()]]),
    close: async () => {},
  };

  const server = await startStandIn((req, res) => {
    const apiKey = req.headers["x-kit-api-key"];
    const recorded = {
      method: req.method,
      path: req.path,
      body: parseBody(req.body),
      apiKey: typeof apiKey === "string" ? apiKey : undefined,
    };
    standIn.requests.push(recorded);
    if (standIn.mode === "slow") return answerLater(res, 30_000, () => answer(recorded, res));
    answer(recorded, res);
  });

  function answer(req: KitStandIn["requests"][number], res: ServerResponse): void {
    switch (standIn.mode) {
      case "rejected":
        return kitErrors(res, 422, "Email address is invalid");
      case "server-error":
        return kitErrors(res, 500, "Something went wrong. Please try again later.");
      case "unauthorized":
        return kitErrors(res, 401, "The access token is invalid");
      case "malformed":
        return sendText(res, 200, "<html><body>502 Bad Gateway</body></html>", "text/html");
    }
    if (req.apiKey !== TEST_KIT.apiKey) return kitErrors(res, 401, "The access token is invalid");
    const body = (typeof req.body === "object" && req.body !== null ? req.body : {}) as Record<
      string,
      unknown
    >;

    if (req.method === "POST" && req.path === "/v4/subscribers") return createSubscriber(body, res);
    const formId = /^\/v4\/forms\/([^/]+)\/subscribers$/.exec(req.path)?.[1];
    if (req.method === "POST" && formId !== undefined)
      return addToForm(decodeURIComponent(formId), body, res);
    return kitErrors(res, 404, "Not Found");
  }

  /** Kit's create is an upsert: 201 for a new address, 200 (first name updated) for a known one. */
  function createSubscriber(body: Record<string, unknown>, res: ServerResponse): void {
    const email = body.email_address;
    if (!looksLikeAnAddress(email)) return kitErrors(res, 422, "Email address is invalid");
    const firstName = typeof body.first_name === "string" ? body.first_name : null;
    const known = subscribers.get(email);
    if (known) {
      if ("first_name" in body) known.first_name = firstName;
      return sendJson(res, 200, { subscriber: { ...known, fields: {} } });
    }
    const created: KitSubscriber = {
      id: nextId++,
      first_name: firstName,
      email_address: email,
      state: "active",
      created_at: kitTime(),
    };
    subscribers.set(email, created);
    sendJson(res, 201, { subscriber: { ...created, fields: {} } });
  }

  /** Kit adds only an existing subscriber: 201 when added, 200 when already on the form. */
  function addToForm(formId: string, body: Record<string, unknown>, res: ServerResponse): void {
    const onForm = standIn.formSubscribers.get(formId);
    const email = body.email_address;
    if (typeof email !== "string" || email === "") {
      return kitErrors(
        res,
        422,
        "Either subscriber id or email address is required to add subscriber to form",
      );
    }
    const subscriber = subscribers.get(email);
    if (!onForm || !subscriber) return kitErrors(res, 404, "Not Found");
    const already = onForm.has(email);
    onForm.add(email);
    sendJson(res, already ? 200 : 201, {
      subscriber: {
        ...subscriber,
        added_at: kitTime(),
        fields: {},
        referrer: null,
        referrer_utm_parameters: { source: "", medium: "", campaign: "", term: "", content: "" },
      },
    });
  }

  standIn.baseUrl = server.url;
  standIn.close = server.close;
  return standIn;
}

/** Kit's error envelope on every failure status. */
function kitErrors(res: ServerResponse, status: number, ...errors: string[]): void {
  sendJson(res, status, { errors });
}

function parseBody(text: string): unknown {
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
