import type { AnchorHTMLAttributes, ComponentProps } from "react";
import { Link, type LinkProps } from "react-router";
import { ExternalLink } from "./external-link.tsx";

export type ButtonVariant = "primary" | "gold" | "outline" | "ghost" | "light";
export type ButtonSize = "sm" | "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60";
const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-blue text-white hover:bg-brand-blue-dark",
  gold: "bg-brand-gold text-ink hover:bg-brand-gold-light",
  outline: "border-2 border-brand-blue text-brand-blue hover:bg-brand-blue hover:text-white",
  ghost: "text-brand-blue hover:bg-brand-blue/10",
  light: "border-2 border-white text-white hover:bg-white hover:text-brand-blue",
};
const sizes: Record<ButtonSize, string> = {
  sm: "px-4 py-2 text-sm",
  md: "px-5 py-2.5 text-base",
  lg: "px-7 py-3.5 text-lg",
};

type Styling = { variant?: ButtonVariant; size?: ButtonSize; className?: string };

/** Class names of the site's buttons, for elements that are not one of the components below. */
export function buttonClasses({ variant = "primary", size = "md", className = "" }: Styling = {}): string {
  return `${base} ${variants[variant]} ${sizes[size]} ${className}`.trim();
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
