import { ArrowUpRight, Mic, Star } from "#app/components/ui/icons.tsx";
import { Link } from "react-router";
import { brand } from "#shared/content/brand.ts";
import {
  copyrightText,
  footerBlurb,
  footerGroups,
  guestBookingCard,
  socialLinks,
  type NavLink,
} from "#app/content/navigation.ts";
import { paths } from "#shared/site-paths.ts";
import { AnalyticsChoicesButton } from "#app/components/analytics/analytics-choices-button.tsx";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { PlatformIconLink } from "#app/components/ui/platform-icon-link.tsx";
import { SiteLogo } from "#app/components/ui/site-logo.tsx";

// Component classes of app.css: the footer repeats them on every page.
const footerLinkClass = "footer-link";

function FooterLink({ link }: { link: NavLink }) {
  if (link.kind === "internal") {
    return (
      <Link to={link.to} className={footerLinkClass}>
        {link.label}
      </Link>
    );
  }
  // A mail link opens the visitor's mail program, not a new tab.
  if (link.href.startsWith("mailto:")) {
    return (
      <a href={link.href} className={`${footerLinkClass} [overflow-wrap:anywhere]`}>
        {link.label}
      </a>
    );
  }
  return (
    <ExternalLink href={link.href} className={footerLinkClass}>
      {link.label}
    </ExternalLink>
  );
}

function GuestBookingCard() {
  return (
    <ExternalLink href={guestBookingCard.href} className="group guest-card">
      <span className="flex items-center gap-2 font-display text-lg font-bold text-white">
        <Mic aria-hidden="true" className="size-5 shrink-0 text-brand-gold-light" />
        {guestBookingCard.title}
        <ArrowUpRight aria-hidden="true" className="guest-card-arrow" />
      </span>
      <span className="mt-3 flex items-center gap-2">
        <span className="rating-stars" aria-hidden="true">
          {Array.from({ length: guestBookingCard.stars }, (_, index) => (
            <Star key={index} />
          ))}
        </span>
        <span className="text-sm font-semibold text-brand-gold-light">{guestBookingCard.ratingText}</span>
      </span>
    </ExternalLink>
  );
}

/** Site footer (SPEC §2 "Header, footer, player, tour"): Listen, Connect and Legal links, guest booking, socials. */
export function SiteFooter() {
  return (
    <footer className="relative overflow-hidden bg-brand-blue-dark text-slate-200">
      <div
        aria-hidden="true"
        className="h-1 bg-gradient-to-r from-brand-gold via-brand-gold-light to-brand-gold"
      />
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8 lg:py-16">
        <div className="grid gap-12 lg:grid-cols-12 lg:gap-8">
          <div className="lg:col-span-5 lg:pr-8">
            <Link to={paths.home} className="inline-flex items-center gap-3 rounded-lg">
              <SiteLogo size={44} className="size-11 rounded-xl ring-2 ring-white/20" />
              <span className="font-display text-xl font-bold text-white">{brand.showName}</span>
            </Link>
            <p className="mt-4 max-w-sm leading-relaxed text-slate-300">{footerBlurb}</p>
            <p className="mt-3 font-display text-lg text-brand-gold-light italic">{brand.tagline}</p>
            <ul aria-label="Follow us" className="mt-6 flex flex-wrap gap-2">
              {socialLinks.map((social) => (
                <li key={social.icon}>
                  <PlatformIconLink
                    platform={social}
                    title={social.label}
                    className="footer-social-link"
                    logoClassName="size-5"
                  />
                </li>
              ))}
            </ul>
            <div className="mt-8 max-w-sm">
              <GuestBookingCard />
            </div>
          </div>

          <nav
            aria-label="Footer"
            className="grid grid-cols-2 gap-10 sm:grid-cols-[1fr_1fr_auto] lg:col-span-7 lg:pt-2"
          >
            {footerGroups.map((group) => (
              <div key={group.heading} className="footer-group">
                <h2 className="footer-heading">{group.heading}</h2>
                <ul className="mt-4 space-y-3">
                  {group.links.map((link) => (
                    <li key={link.label}>
                      <FooterLink link={link} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>

        <div className="site-footer-end">
          <p>{copyrightText}</p>
          <AnalyticsChoicesButton className={`${footerLinkClass} self-start sm:self-auto`} />
          <p>{brand.host.roles}</p>
        </div>
      </div>
    </footer>
  );
}
