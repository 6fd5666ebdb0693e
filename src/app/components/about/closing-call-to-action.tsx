import { ArrowRight, Globe } from "lucide-react";
import type { ComponentType } from "react";
import { paths } from "../../../shared/site-paths.ts";
import { closingCallToAction } from "../../content/about.ts";
import { brand } from "../../content/brand.ts";
import { socialLinks, type PlatformIcon } from "../../content/navigation.ts";
import {
  ApplePodcastsIcon,
  FacebookIcon,
  InstagramIcon,
  LinkedinIcon,
  SpotifyIcon,
  YoutubeIcon,
} from "../ui/brand-icons.tsx";
import { ButtonLink, ExternalButtonLink } from "../ui/button.tsx";

const platformIcons: Record<PlatformIcon, ComponentType<{ className?: string }>> = {
  spotify: SpotifyIcon,
  youtube: YoutubeIcon,
  "apple-podcasts": ApplePodcastsIcon,
  instagram: InstagramIcon,
  facebook: FacebookIcon,
  linkedin: LinkedinIcon,
  website: Globe,
};

/** SPEC §2 About: closing calls to action with social links. */
export function ClosingCallToAction() {
  return (
    <section aria-labelledby="join-the-movement" className="px-5 py-20 sm:px-8 md:py-24">
      <div className="mx-auto max-w-5xl overflow-hidden rounded-3xl bg-linear-to-br from-brand-gold-light via-brand-gold-light to-brand-gold p-8 text-center shadow-xl sm:p-14">
        <h2 id="join-the-movement" className="text-3xl font-bold text-ink sm:text-4xl">
          {closingCallToAction.heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-ink">{closingCallToAction.text}</p>
        <div className="mt-8 flex flex-col justify-center gap-4 sm:flex-row">
          <ExternalButtonLink href={brand.links.spotifyShow} variant="primary" size="lg">
            <SpotifyIcon className="size-5" />
            Listen on Spotify
            <span className="sr-only"> (opens in a new tab)</span>
          </ExternalButtonLink>
          <ButtonLink to={paths.coaching} variant="outline" size="lg" className="bg-white/60">
            Explore Coaching
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
        </div>
        <h3 className="mt-12 text-sm font-semibold tracking-widest text-ink uppercase">{closingCallToAction.socialHeading}</h3>
        <ul className="mt-5 flex flex-wrap justify-center gap-3">
          {socialLinks.map((link) => {
            const Icon = platformIcons[link.icon];
            return (
              <li key={link.href}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${link.label} (opens in a new tab)`}
                  className="inline-flex size-12 items-center justify-center rounded-full bg-brand-blue-dark text-white shadow-md transition hover:-translate-y-0.5 hover:bg-brand-blue"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
