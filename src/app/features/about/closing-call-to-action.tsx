import { ArrowRight, SpotifyIcon } from "#app/components/ui/icons.tsx";
import { paths } from "#shared/site-paths.ts";
import { closingCallToAction } from "#app/content/about.ts";
import { brand } from "#shared/content/brand.ts";
import { socialLinks } from "#app/content/navigation.ts";
import { ButtonLink, ExternalButtonLink } from "#app/components/ui/button.tsx";
import { CallToActionPanel } from "#app/components/ui/call-to-action-panel.tsx";
import { PlatformIconLink } from "#app/components/ui/platform-icon-link.tsx";

/** SPEC §2 About: closing calls to action with social links. */
export function ClosingCallToAction() {
  return (
    <CallToActionPanel
      id="join-the-movement"
      heading={closingCallToAction.heading}
      text={closingCallToAction.text}
      className="py-20 md:py-24"
      actions={
        <>
          <ExternalButtonLink href={brand.links.spotifyShow} variant="primary" size="lg">
            <SpotifyIcon className="size-5" />
            Listen on Spotify
          </ExternalButtonLink>
          <ButtonLink to={paths.coaching} variant="outline" size="lg" className="bg-white/60">
            Explore Coaching
            <ArrowRight aria-hidden="true" className="size-5" />
          </ButtonLink>
        </>
      }
    >
      <h3 className="mt-12 text-sm font-semibold tracking-widest text-ink uppercase">
        {closingCallToAction.socialHeading}
      </h3>
      <ul className="mt-5 flex flex-wrap justify-center gap-3">
        {socialLinks.map((link) => (
          <li key={link.href}>
            <PlatformIconLink
              platform={link}
              className="size-12 bg-brand-blue-dark text-white shadow-md hover:-translate-y-0.5 hover:bg-brand-blue"
              logoClassName="size-5"
            />
          </li>
        ))}
      </ul>
    </CallToActionPanel>
  );
}
