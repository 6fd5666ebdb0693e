import type { FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { coachingPaymentSchema, donationSchema } from "#shared/admin/business-data.ts";
import { z } from "#shared/zod.ts";
import type { AppDb } from "#server/db/client.ts";
import { listCoachingPayments, listDonations } from "./payment-repository.ts";

const coachingPaymentList = z.array(coachingPaymentSchema);
const donationList = z.array(donationSchema);

/** SPEC §7 admin calls for payments; both need the owner's session. */
export const paymentAdminRoutes: FastifyPluginAsync<{ db: AppDb }> = async (app, { db }) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    "/api/admin/coaching-purchases",
    { onRequest: app.requireAdmin, schema: { response: { 200: coachingPaymentList } } },
    () => listCoachingPayments(db),
  );
  typed.get(
    "/api/donations",
    { onRequest: app.requireAdmin, schema: { response: { 200: donationList } } },
    () => listDonations(db),
  );
};
