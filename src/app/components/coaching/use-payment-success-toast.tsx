import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { brand } from "../../content/brand.ts";
import { paymentSuccessToast } from "../../content/coaching.ts";
import { toast } from "../../hooks/use-toast.ts";

/**
 * SPEC §2 Coaching + §7: the card payment provider returns to /coaching?payment=success; the
 * page then welcomes the client with a link to book the first session. Runs after hydration
 * (toasts are browser-only) and once per page visit.
 */
export function usePaymentSuccessToast() {
  const [searchParams] = useSearchParams();
  const paid = searchParams.get("payment") === "success";
  const shown = useRef(false);

  useEffect(() => {
    if (!paid || shown.current) return;
    shown.current = true;
    toast({
      title: paymentSuccessToast.title,
      description: (
        <>
          {paymentSuccessToast.description}{" "}
          <a
            href={brand.links.blueprintScheduling}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand-blue underline underline-offset-2"
          >
            {paymentSuccessToast.scheduleLabel}
          </a>
        </>
      ),
    });
  }, [paid]);
}
