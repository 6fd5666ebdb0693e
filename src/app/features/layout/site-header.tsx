import { useRef } from "react";
import { Link } from "react-router";
import { brand } from "#shared/content/brand.ts";
import { platformLinks } from "#app/content/navigation.ts";
import { paths } from "#shared/site-paths.ts";
import { PlatformIconLink } from "#app/components/ui/platform-icon-link.tsx";
import { SiteLogo } from "#app/components/ui/site-logo.tsx";
import { TourButton } from "#app/features/tour/index.ts";
import { HeaderNav, type HeaderNavStyle } from "./header-nav.tsx";
import { MobileMenu, type MobileMenuHandle } from "./mobile-menu.tsx";
import { SiteSearchForm, useSearchShortcut } from "./site-search-form.tsx";

/**
 * One list of the links for every width: a row in the bar from lg; below lg the mobile menu holds
 * them, and where no script runs (so the menu cannot open) they show in rows under the bar instead.
 */
const headerNavStyle: HeaderNavStyle = {
  list: "site-header-links",
  link: "header-link",
  externalIcon: "size-3.5",
};

/**
 * Sticky site header (SPEC §2 "Header, footer, player, tour"): the links, the site's search, the
 * Tour button and the listening platforms; below lg the links, the search and the Tour button move
 * into the mobile menu. Where no script runs, the links and the search show in rows under the bar
 * there instead (decision 008), too tall to stay on a phone's screen: the header then scrolls away
 * with the page. The page's HTML holds the links once, and its parts are styled by the
 * .site-header rules of app.css (decision 021). `/` focuses the search field from anywhere; below
 * lg it opens the menu at its search.
 */
export function SiteHeader() {
  const menu = useRef<MobileMenuHandle>(null);
  useSearchShortcut(menu);
  return (
    <header className="site-header">
      <div className="site-header-bar">
        <Link to={paths.home} className="site-header-home">
          <SiteLogo size={40} className="site-header-logo" />
          <span>{brand.showName}</span>
        </Link>

        <HeaderNav label="Main navigation" className="site-header-nav" style={headerNavStyle} />

        <div className="site-header-end">
          <SiteSearchForm place="header" />
          <TourButton className="site-header-tour" />
          <ul aria-label="Listen on" className="site-header-platforms">
            {platformLinks.map((platform) => (
              <li key={platform.icon}>
                <PlatformIconLink
                  platform={platform}
                  title={platform.label}
                  className="site-header-platform"
                  logoClassName="size-5"
                />
              </li>
            ))}
          </ul>
          <MobileMenu ref={menu} />
        </div>
      </div>
    </header>
  );
}
