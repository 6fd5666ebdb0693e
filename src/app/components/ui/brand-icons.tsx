import { Globe, ShoppingBag } from "lucide-react";
import type { ReactNode } from "react";
import type { PlatformIcon } from "../../content/navigation.ts";

/**
 * Simplified platform logos as inline SVG: lucide-react ships no brand marks, and the site
 * may not load remote images. Always decorative: the link around them carries the name.
 */
type IconProps = { className?: string };

/** A logo component drawing `mark` on the 24 × 24 grid the lucide icons use, in the text colour. */
function brandIcon(mark: ReactNode) {
  return function BrandIcon({ className }: IconProps) {
    return (
      <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" className={className}>
        {mark}
      </svg>
    );
  };
}

export const SpotifyIcon = brandIcon(
  <path
    fillRule="evenodd"
    d="M12 1.5a10.5 10.5 0 1 0 0 21 10.5 10.5 0 0 0 0-21Zm4.82 15.14a.66.66 0 0 1-.9.22c-2.48-1.51-5.6-1.85-9.27-1.01a.66.66 0 1 1-.29-1.28c4.02-.92 7.47-.52 10.25 1.17.31.19.4.6.21.9Zm1.29-2.87a.82.82 0 0 1-1.13.27c-2.84-1.75-7.17-2.25-10.53-1.23a.82.82 0 1 1-.48-1.57c3.84-1.17 8.61-.6 11.87 1.4.39.24.51.75.27 1.13Zm.11-2.99C14.82 8.76 9.2 8.57 5.95 9.56a.98.98 0 1 1-.57-1.88c3.73-1.13 9.94-.91 13.86 1.42a.98.98 0 0 1-1.02 1.68Z"
  />,
);

export const YoutubeIcon = brandIcon(
  <path
    fillRule="evenodd"
    d="M22.54 6.72a2.78 2.78 0 0 0-1.95-1.97C18.88 4.3 12 4.3 12 4.3s-6.88 0-8.59.45a2.78 2.78 0 0 0-1.95 1.97C1 8.45 1 12 1 12s0 3.55.46 5.28a2.78 2.78 0 0 0 1.95 1.97c1.71.45 8.59.45 8.59.45s6.88 0 8.59-.45a2.78 2.78 0 0 0 1.95-1.97C23 15.55 23 12 23 12s0-3.55-.46-5.28ZM9.75 15.27V8.73L15.5 12l-5.75 3.27Z"
  />,
);

export const ApplePodcastsIcon = brandIcon(
  <>
    <path d="M12 2a9.5 9.5 0 0 0-4.06 18.09.75.75 0 1 0 .64-1.36 8 8 0 1 1 6.84 0 .75.75 0 1 0 .64 1.36A9.5 9.5 0 0 0 12 2Z" />
    <path d="M12 5.5a6 6 0 0 0-3.27 11.03.75.75 0 1 0 .82-1.26 4.5 4.5 0 1 1 4.9 0 .75.75 0 1 0 .82 1.26A6 6 0 0 0 12 5.5Z" />
    <circle cx="12" cy="11.25" r="2.25" />
    <path d="M12 14.5c-1.3 0-2.1.7-1.95 1.9l.55 4.4c.1.75.6 1.2 1.4 1.2s1.3-.45 1.4-1.2l.55-4.4c.15-1.2-.65-1.9-1.95-1.9Z" />
  </>,
);

const InstagramIcon = brandIcon(
  <path
    fillRule="evenodd"
    d="M7.5 2h9A5.5 5.5 0 0 1 22 7.5v9a5.5 5.5 0 0 1-5.5 5.5h-9A5.5 5.5 0 0 1 2 16.5v-9A5.5 5.5 0 0 1 7.5 2Zm0 2A3.5 3.5 0 0 0 4 7.5v9A3.5 3.5 0 0 0 7.5 20h9a3.5 3.5 0 0 0 3.5-3.5v-9A3.5 3.5 0 0 0 16.5 4h-9ZM12 7a5 5 0 1 1 0 10 5 5 0 0 1 0-10Zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6Zm5.25-3.5a1.25 1.25 0 1 1 0 2.5 1.25 1.25 0 0 1 0-2.5Z"
  />,
);

export const FacebookIcon = brandIcon(
  <path d="M22 12.06C22 6.5 17.52 2 12 2S2 6.5 2 12.06c0 5.02 3.66 9.18 8.44 9.94v-7.03H7.9v-2.91h2.54V9.85c0-2.52 1.49-3.92 3.78-3.92 1.09 0 2.24.2 2.24.2v2.47h-1.26c-1.24 0-1.63.78-1.63 1.57v1.89h2.78l-.45 2.91h-2.33V22c4.78-.76 8.43-4.92 8.43-9.94Z" />,
);

export const LinkedinIcon = brandIcon(
  <path
    fillRule="evenodd"
    d="M4 2h16a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm1.3 7.6V19h3V9.6h-3Zm1.5-4.7a1.74 1.74 0 1 0 0 3.48 1.74 1.74 0 0 0 0-3.48ZM10.5 9.6V19h2.95v-4.65c0-1.23.23-2.42 1.76-2.42 1.5 0 1.52 1.4 1.52 2.5V19h2.97v-5.16c0-2.53-.55-4.48-3.5-4.48-1.42 0-2.37.78-2.76 1.52h-.04V9.6H10.5Z"
  />,
);

/** The X (formerly Twitter) mark, for share links. */
export const TwitterIcon = brandIcon(
  <path d="M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.77L17.75 3Zm-1.08 16.18h1.7L7.4 4.74H5.58l11.09 14.44Z" />,
);

/** The content's platforms, plus the host's store that only the home page links to. */
type LogoName = PlatformIcon | "store";

const platformIcons: Record<LogoName, (props: IconProps) => ReactNode> = {
  spotify: SpotifyIcon,
  youtube: YoutubeIcon,
  "apple-podcasts": ApplePodcastsIcon,
  instagram: InstagramIcon,
  facebook: FacebookIcon,
  linkedin: LinkedinIcon,
  website: ({ className }) => <Globe aria-hidden="true" className={className} />,
  store: ({ className }) => <ShoppingBag aria-hidden="true" className={className} />,
};

/** The logo of a platform named in the content lists (src/app/content/navigation.ts, home.ts). */
export function PlatformLogo({ icon, className }: IconProps & { icon: LogoName }) {
  const Icon = platformIcons[icon];
  return <Icon className={className} />;
}
