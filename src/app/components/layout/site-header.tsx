import { ExternalLink } from "lucide-react";
import { Link, NavLink } from "react-router";
import { brand } from "../../content/brand.ts";
import { headerLinks, platformLinks } from "../../content/navigation.ts";
import { paths } from "../../../shared/site-paths.ts";
import { PlatformLogo } from "../ui/brand-icons.tsx";
import { MobileMenu } from "./mobile-menu.tsx";

const linkBase = "rounded-full px-3 py-2 text-[0.95rem] font-semibold transition-colors";
const linkIdle = "text-slate-700 hover:bg-brand-blue/5 hover:text-brand-blue";
const linkCurrent = "bg-brand-blue/10 text-brand-blue";

/** Sticky site header (SPEC §2 "Header, footer, player, tour"); below lg the links move into the mobile menu. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/95 shadow-sm backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:h-20 lg:px-8">
        <Link to={paths.home} className="flex shrink-0 items-center gap-3 rounded-lg">
          <img src="/logo.svg" alt="" width={40} height={40} className="size-9 lg:size-10" />
          {/* From lg to xl the eight links need the room, so the name is only read out. */}
          <span className="font-display text-lg leading-tight font-bold text-brand-blue-dark sm:text-xl lg:max-xl:sr-only">
            {brand.showName}
          </span>
        </Link>

        <nav aria-label="Main navigation" className="hidden lg:block">
          <ul className="flex items-center gap-0.5 xl:gap-1">
            {headerLinks.map((link) => (
              <li key={link.label}>
                {link.kind === "internal" ? (
                  <NavLink
                    to={link.to}
                    className={({ isActive }) => `${linkBase} ${isActive ? linkCurrent : linkIdle}`}
                  >
                    {link.label}
                  </NavLink>
                ) : (
                  <a
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={`${linkBase} ${linkIdle} inline-flex items-center gap-1`}
                  >
                    {link.label}
                    <ExternalLink aria-hidden="true" className="size-3.5 opacity-70" />
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-1">
          <ul aria-label="Listen on" className="hidden items-center gap-1 sm:flex">
            {platformLinks.map((platform) => (
              <li key={platform.icon}>
                <a
                  href={platform.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={platform.label}
                  title={platform.label}
                  className="flex size-10 items-center justify-center rounded-full text-brand-blue transition-colors hover:bg-brand-blue hover:text-white"
                >
                  <PlatformLogo icon={platform.icon} className="size-5" />
                </a>
              </li>
            ))}
          </ul>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
