import type { AnchorHTMLAttributes } from "react";
import type { PlatformLink } from "#app/content/navigation.ts";
import { PlatformLogo } from "./brand-icons.tsx";
import { ExternalLink } from "./external-link.tsx";

type PlatformIconLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  platform: PlatformLink;
  /** Size and colours of the round button. */
  className: string;
  logoClassName: string;
};

/** A round logo-only link to a listening or social platform, named by its aria-label, in a new tab. */
export function PlatformIconLink({ platform, className, logoClassName, ...props }: PlatformIconLinkProps) {
  return (
    <ExternalLink
      href={platform.href}
      aria-label={platform.label}
      className={`round-icon-link ${className}`}
      {...props}
    >
      <PlatformLogo icon={platform.icon} className={logoClassName} />
    </ExternalLink>
  );
}
