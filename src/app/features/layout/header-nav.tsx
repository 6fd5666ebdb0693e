import { ExternalLink as ExternalLinkIcon } from "#app/components/ui/icons.tsx";
import { NavLink } from "react-router";
import { headerLinks, type NavLink as NavLinkItem } from "#app/content/navigation.ts";
import { ExternalLink } from "#app/components/ui/external-link.tsx";

/**
 * How one place draws the list: the header lays the links out in a row, the mobile menu in rows.
 * `link` is a component class of app.css that marks the open page's link by its aria-current.
 */
export type HeaderNavStyle = {
  list: string;
  link: string;
  externalIcon: string;
};

type HeaderNavProps = {
  label: string;
  className: string;
  style: HeaderNavStyle;
  /** Called when a link is followed, e.g. to close the menu. */
  onNavigate?: () => void;
};

/**
 * The header's eight links (SPEC §2), in the bar and in the mobile menu: pages of this site are marked
 * with aria-current when open, other sites open in a new tab with an outbound-link icon.
 */
export function HeaderNav({ label, className, style, onNavigate }: HeaderNavProps) {
  return (
    <nav aria-label={label} className={className}>
      <ul className={style.list}>
        {headerLinks.map((link) => (
          <li key={link.label}>
            <HeaderNavLink link={link} style={style} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function HeaderNavLink({
  link,
  style,
  onNavigate,
}: {
  link: NavLinkItem;
  style: HeaderNavStyle;
  onNavigate?: () => void;
}) {
  if (link.kind === "internal") {
    return (
      <NavLink to={link.to} data-tour={link.tourAnchor} onClick={onNavigate} className={style.link}>
        {link.label}
      </NavLink>
    );
  }
  return (
    <ExternalLink href={link.href} onClick={onNavigate} className={style.link}>
      {link.label}
      <ExternalLinkIcon aria-hidden="true" className={`${style.externalIcon} opacity-70`} />
    </ExternalLink>
  );
}
