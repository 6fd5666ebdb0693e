import { paymentSuccessToast } from "../../content/coaching.ts";
import { toast } from "../../hooks/use-toast.ts";
import { ExternalLink } from "../ui/external-link.tsx";
import { schedulingLinkFor } from "../../lib/scheduling-link.ts";

/**
 * SPEC §4 Coaching purchase: the one toast that welcomes a new client, with the link to book the
 * first session (chosen by the amount paid). The toast list shows one toast at a
 * time, so the dialog and the ?payment=success return both raise only this one. It stays until
 * the client closes it: the link is what they paid to get to (decision 011).
 */
export function showCoachingWelcomeToast(amountCents: number) {
  toast({
    persistent: true,
    title: paymentSuccessToast.title,
    description: (
      <>
        {paymentSuccessToast.description}{" "}
        <ExternalLink
          href={schedulingLinkFor(amountCents)}
          className="font-semibold text-brand-blue underline underline-offset-2"
        >
          {paymentSuccessToast.scheduleLabel}
        </ExternalLink>
      </>
    ),
  });
}
