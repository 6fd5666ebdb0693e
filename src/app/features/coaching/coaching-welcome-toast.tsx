import { useEffect, useState } from "react";
import { paymentSuccessToast } from "#app/content/coaching.ts";
import { toast } from "#app/hooks/use-toast.ts";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { fetchSchedulingLink } from "./scheduling-link-request.ts";

/**
 * SPEC §4 Coaching purchase: the one toast that welcomes a new client, with the link to book the
 * first session. The toast list shows one toast at a time, so the dialog and the
 * ?payment=success return both raise only this one. It stays until the client closes it: the link
 * is what they paid to get to (decision 011). The link comes from the server, for the payment the
 * client secret proves (decision 017); without a secret (a bare return address) there is none.
 */
export function showCoachingWelcomeToast(clientSecret: string | null) {
  toast({
    persistent: true,
    title: paymentSuccessToast.title,
    description: <CoachingWelcome clientSecret={clientSecret} />,
  });
}

function CoachingWelcome({ clientSecret }: { clientSecret: string | null }) {
  // undefined while the server is asked; null when there is no link to show.
  const [link, setLink] = useState<string | null | undefined>(clientSecret ? undefined : null);

  useEffect(() => {
    if (!clientSecret) return;
    const asking = new AbortController();
    void fetchSchedulingLink(clientSecret, asking.signal).then((answer) => {
      if (!asking.signal.aborted) setLink(answer);
    });
    return () => asking.abort();
  }, [clientSecret]);

  return (
    <>
      {paymentSuccessToast.description}{" "}
      {link ? (
        <ExternalLink href={link} className="font-semibold text-brand-blue underline underline-offset-2">
          {paymentSuccessToast.scheduleLabel}
        </ExternalLink>
      ) : link === undefined ? (
        <span>{paymentSuccessToast.scheduleLoading}</span>
      ) : (
        <span>{paymentSuccessToast.scheduleByEmail}</span>
      )}
    </>
  );
}
