import type { FastifyInstance } from "fastify";

/**
 * Makes the routes of this plugin receive JSON bodies as the exact bytes sent, for webhooks whose
 * signature covers those bytes (Stripe, Kit). Encapsulated: other routes keep parsed JSON.
 */
export function receiveJsonAsRawBytes(app: FastifyInstance, bodyLimit: number): void {
  // In place of the app's JSON parser (strict-json-body.ts), for this plugin's routes only.
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer", bodyLimit }, (_request, body, done) => {
    done(null, body);
  });
}
