import { CalendarCheck } from "#app/components/ui/icons.tsx";
import { ExternalButtonLink, type ButtonSize, type ButtonVariant } from "#app/components/ui/button.tsx";
import { brand } from "#shared/content/brand.ts";
import { discoveryCall } from "#app/content/coaching.ts";

type DiscoveryCallLinkProps = { variant?: ButtonVariant; size?: ButtonSize; className?: string };

/** The free discovery call on the external scheduling service (SPEC §2 Coaching), in a new tab. */
export function DiscoveryCallLink({ variant = "gold", size = "lg", className }: DiscoveryCallLinkProps) {
  return (
    <ExternalButtonLink
      href={brand.links.discoveryCall}
      variant={variant}
      size={size}
      className={`text-center shadow-lg ${className ?? ""}`}
    >
      <CalendarCheck aria-hidden="true" className="h-5 w-5 shrink-0" />
      {discoveryCall.label}
    </ExternalButtonLink>
  );
}
