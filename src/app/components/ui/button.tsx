import type { AnchorHTMLAttributes, ComponentProps } from "react";
import { Link, type LinkProps } from "react-router";
import { ExternalLink } from "./external-link.tsx";

export type ButtonVariant = "primary" | "gold" | "outline" | "ghost" | "light";
export type ButtonSize = "sm" | "md" | "lg";

type Styling = { variant?: ButtonVariant; size?: ButtonSize; className?: string };

/**
 * Class names of the site's buttons (`.btn`, `.btn-{variant}` and `.btn-{size}` in app.css), for
 * elements that are not one of the components below.
 */
export function buttonClasses({ variant = "primary", size = "md", className = "" }: Styling = {}): string {
  return `btn btn-${variant} btn-${size} ${className}`.trim();
}

export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: Styling & ComponentProps<"button">) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}

/** An in-site link styled as a button. */
export function ButtonLink({ variant, size, className, ...props }: Styling & LinkProps) {
  return <Link className={buttonClasses({ variant, size, className })} {...props} />;
}

/** A link to another site, opened in a new tab (SPEC §7 outbound links). */
export function ExternalButtonLink({
  variant,
  size,
  className,
  children,
  ...props
}: Styling & AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <ExternalLink className={buttonClasses({ variant, size, className })} {...props}>
      {children}
    </ExternalLink>
  );
}
