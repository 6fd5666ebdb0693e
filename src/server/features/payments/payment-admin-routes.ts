import type { FastifyPluginAsync } from "fastify";
import type { AppDb } from "../../db/client.ts";
import { listCoachingPayments, listDonations } from "./payment-repository.ts";

/** SPEC §7 admin calls for payments; both need the owner's session. */
export const paymentAdminRoutes: FastifyPluginAsync<{ db: AppDb }> = async (app, { db }) => {
  app.get("/api/admin/coaching-purchases", { onRequest: app.requireAdmin }, () => listCoachingPayments(db));
  app.get("/api/donations", { onRequest: app.requireAdmin }, () => listDonations(db));
};
