import { z } from "#shared/zod.ts";

/**
 * POST /api/payments/scheduling-link: the buyer's card form, or the provider's return address,
 * holds the intent's client secret, which proves the payment is theirs; the answer is the link to
 * book the first session, given only once the payment has succeeded. The browser imports only
 * the types.
 */
export const schedulingLinkRequestSchema = z.object({ clientSecret: z.string().trim().min(1).max(300) });
export type SchedulingLinkRequest = z.input<typeof schedulingLinkRequestSchema>;

export const schedulingLinkAnswerSchema = z.object({ schedulingLink: z.string() });
export type SchedulingLinkAnswer = z.input<typeof schedulingLinkAnswerSchema>;
