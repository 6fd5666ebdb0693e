/**
 * The site's link lists (SPEC §2 "Header, footer, player, tour"), built from the brand and the
 * page paths so another brand changes them by editing this folder alone.
 */
import { paths, sponsorContactPath } from "#shared/site-paths.ts";
import { brand } from "#shared/content/brand.ts";

/** A page of this site, rendered as a client-side link; `tourAnchor` marks it for the guided tour. */
export type InternalNavLink = { kind: "internal"; label: string; to: string; tourAnchor?: string };
/** Another site, opened in a new tab; mail links open the visitor's mail program instead. */
export type ExternalNavLink = { kind: "external"; label: string; href: string };
export type NavLink = InternalNavLink | ExternalNavLink;

/** Which logo a platform link shows; the components map each to its icon. */
export type PlatformIcon =
  "spotify" | "youtube" | "apple-podcasts" | "instagram" | "facebook" | "linkedin" | "website";
export type PlatformLink = { label: string; href: string; icon: PlatformIcon };

const internal = (label: string, to: string, tourAnchor?: string): InternalNavLink =>
  tourAnchor ? { kind: "internal", label, to, tourAnchor } : { kind: "internal", label, to };
const external = (label: string, href: string): ExternalNavLink => ({ kind: "external", label, href });

/**
 * SPEC §2: exactly eight header links, in this order; Book is the external store. Coaching and
 * Rewards are steps of the guided tour (SPEC §4).
 */
export const headerLinks: NavLink[] = [
  internal("Home", paths.home),
  internal("Episodes", paths.episodes),
  internal("About", paths.about),
  internal("Coaching", paths.coaching, "coaching-link"),
  internal("Blog", paths.blog),
  internal("Rewards", paths.rewards, "rewards-link"),
  external("Book", brand.links.store),
  internal("Support", paths.support),
];

/** Listening platforms shown as icon links in the header and the mobile menu. */
export const platformLinks: PlatformLink[] = [
  { label: `Listen to ${brand.shortName} on Spotify`, href: brand.links.spotifyShow, icon: "spotify" },
  { label: `Watch ${brand.shortName} on YouTube`, href: brand.links.youtubeChannel, icon: "youtube" },
  {
    label: `Listen to ${brand.shortName} on Apple Podcasts`,
    href: brand.links.applePodcasts,
    icon: "apple-podcasts",
  },
];

export const listenNow = { label: "Listen Now", href: brand.links.spotifyShow };

/** The header button that runs the quick tour (SPEC §2 "A 'Tour' button restarts the quick tour"). */
export const tourButtonLabel = "Tour";

/** The mobile slide-in menu's own words (SPEC §2). */
export const mobileMenuCopy = { close: "Close menu", listenOn: "Listen on" } as const;

/** The site's search field, in the header and the mobile menu (site search). */
export const siteSearchCopy = {
  /** The field's label, read out; also the name of the form's search landmark. */
  label: "Search the site",
  placeholder: "Search the show",
  submit: "Search",
  /** The header field's tooltip, which names its keyboard shortcut. */
  shortcutTitle: "Search the site (press /)",
};

export type FooterGroup = { heading: string; links: NavLink[] };

export const footerGroups: FooterGroup[] = [
  {
    heading: "Listen",
    links: [
      external("Spotify", brand.links.spotifyShow),
      external("Apple Podcasts", brand.links.applePodcasts),
      external("YouTube", brand.links.youtubeChannel),
    ],
  },
  {
    heading: "Connect",
    links: [
      internal("About", paths.about),
      internal("About the host", `/${brand.host.slug}`),
      internal("Coaching", paths.coaching),
      internal("Blog", paths.blog),
      internal("Support", paths.support),
      external("Store", brand.links.store),
    ],
  },
  {
    heading: "Legal",
    links: [
      internal("Privacy Policy", paths.privacy),
      internal("Terms of Service", paths.terms),
      external(brand.contactEmail, `mailto:${brand.contactEmail}`),
      internal("Contact form", sponsorContactPath),
    ],
  },
];

export const socialLinks: PlatformLink[] = [
  { label: `${brand.shortName} on YouTube`, href: brand.links.youtubeChannel, icon: "youtube" },
  { label: `${brand.shortName} on Instagram`, href: brand.links.instagram, icon: "instagram" },
  { label: `${brand.shortName} on Facebook`, href: brand.links.facebook, icon: "facebook" },
  { label: `${brand.host.name} on LinkedIn`, href: brand.links.linkedin, icon: "linkedin" },
  { label: `${brand.host.name}'s website`, href: brand.links.website, icon: "website" },
];

/** Short description under the logo in the footer. */
export const footerBlurb =
  "Conversations about purpose, growth and well-being, plus coaching for people ready to make thriving their new normal.";

/** SPEC §2 footer: the guest-booking card shows '5.00 (39 Reviews)'. */
export const guestBookingCard = {
  title: brand.guestBooking.title,
  ratingText: `${brand.guestBooking.rating} (${brand.guestBooking.reviews})`,
  href: brand.links.guestBooking,
  stars: 5,
};

export const copyrightText = `© ${brand.copyrightYear} ${brand.legalEntity}. All rights reserved.`;
