import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local HTTP server on 127.0.0.1 that answers in an outside service's shape, for adapter tests
 * (DESIGN: no test touches the internet). It records every request it saw.
 */
export type RecordedRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage["headers"];
  body: string;
};

export type StandInHandler = (request: RecordedRequest, response: ServerResponse) => void | Promise<void>;

export type StandIn = {
  /** Origin without a trailing slash, e.g. http://127.0.0.1:41234. */
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
};

/** Listens on `port`, or on any free one when 0. */
export async function startStandIn(handler: StandInHandler, port = 0): Promise<StandIn> {
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", "http://stand-in");
    const recorded: RecordedRequest = {
      method: req.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: Buffer.concat(chunks).toString("utf8"),
    };
    requests.push(recorded);
    try {
      await handler(recorded, res);
    } catch (error) {
      if (!res.headersSent) res.writeHead(599, { "content-type": "text/plain" });
      res.end(`stand-in handler failed: ${(error as Error).message}`);
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        // A slow-answer test leaves a request hanging: drop it rather than wait for it.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8" });
  res.end(JSON.stringify(body));
}

export function sendText(res: ServerResponse, status: number, body: string, contentType: string): void {
  res.writeHead(status, { "content-type": contentType });
  res.end(body);
}

/** Answers after `ms`, unless the client has gone by then. */
export function answerLater(res: ServerResponse, ms: number, answer: () => void): void {
  const timer = setTimeout(() => {
    if (!res.destroyed) answer();
  }, ms);
  res.on("close", () => clearTimeout(timer));
}
