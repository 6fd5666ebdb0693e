import { Link } from "react-router";
import { brand } from "../../content/brand.ts";
import { platformLinks } from "../../content/navigation.ts";
import { paths } from "../../../shared/site-paths.ts";
import { PlatformIconLink } from "../ui/platform-icon-link.tsx";
import { SiteLogo } from "../ui/site-logo.tsx";
import { TourButton } from "../tour/tour-button.tsx";
import { HeaderNav, type HeaderNavStyle } from "./header-nav.tsx";
import { MobileMenu } from "./mobile-menu.tsx";

const barNavStyle: HeaderNavStyle = {
  list: "flex items-center gap-0.5",
  link: "inline-flex items-center gap-1 rounded-full px-2.5 py-2 text-[0.95rem] font-semibold transition-colors",
  idle: "text-slate-700 hover:bg-brand-blue/5 hover:text-brand-blue",
  current: "bg-brand-blue/10 text-brand-blue",
  externalIcon: "size-3.5",
};

/** Below lg where no script runs: the links in rows under the bar, since the menu cannot open. */
const noScriptNavStyle: HeaderNavStyle = {
  ...barNavStyle,
  list: "flex flex-wrap items-center justify-center gap-0.5",
};

/**
 * Sticky site header (SPEC §2 "Header, footer, player, tour"): the links, the Tour button and the
 * listening platforms; below lg the links and the Tour button move into the mobile menu. Where no
 * script runs, the links show in rows under the bar there instead (decision 008), too tall to stay
 * on a phone's screen: the header then scrolls away with the page.
 */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 max-lg:noscript:static border-b border-slate-200/80 bg-white/95 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-20 lg:px-8">
        <Link to={paths.home} className="flex min-w-0 items-center gap-3 rounded-lg lg:shrink-0">
          <SiteLogo size={40} className="size-9 shrink-0 lg:size-10" />
          {/* From lg to xl the eight links need the room, so the name is only read out. */}
          <span className="font-display text-lg leading-tight font-bold text-brand-blue-dark sm:text-xl lg:max-xl:sr-only">
            {brand.showName}
          </span>
        </Link>

        <HeaderNav label="Main navigation" className="hidden lg:block" style={barNavStyle} />

        <div className="flex items-center gap-1">
          <TourButton className="hidden noscript:hidden items-center gap-1.5 rounded-full bg-brand-blue/10 px-3 py-2 text-[0.95rem] font-semibold text-brand-blue transition-colors hover:bg-brand-blue hover:text-white lg:inline-flex" />
          <ul aria-label="Listen on" className="hidden items-center gap-1 sm:flex">
            {platformLinks.map((platform) => (
              <li key={platform.icon}>
                <PlatformIconLink
                  platform={platform}
                  title={platform.label}
                  className="size-10 text-brand-blue hover:bg-brand-blue hover:text-white"
                  logoClassName="size-5"
                />
              </li>
            ))}
          </ul>
          <MobileMenu />
        </div>
      </div>
      <HeaderNav
        label="Main navigation"
        className="hidden border-t border-slate-200/80 px-2 py-1.5 noscript:block lg:noscript:hidden"
        style={noScriptNavStyle}
        tourMarkers={false}
      />
    </header>
  );
}
