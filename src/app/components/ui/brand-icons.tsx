import type { PlatformIcon } from "#app/content/navigation.ts";
import {
  ApplePodcastsIcon,
  FacebookIcon,
  Globe,
  InstagramIcon,
  LinkedinIcon,
  ShoppingBag,
  SpotifyIcon,
  YoutubeIcon,
  type IconComponent,
} from "./icons.tsx";

/** The content's platforms, plus the host's store that only the home page links to. */
type LogoName = PlatformIcon | "store";

const platformIcons: Record<LogoName, IconComponent> = {
  spotify: SpotifyIcon,
  youtube: YoutubeIcon,
  "apple-podcasts": ApplePodcastsIcon,
  instagram: InstagramIcon,
  facebook: FacebookIcon,
  linkedin: LinkedinIcon,
  website: Globe,
  store: ShoppingBag,
};

/**
 * The logo of a platform named in the content lists (src/app/content/navigation.ts, home.ts).
 * Always decorative: the link around it carries the name.
 */
export function PlatformLogo({ icon, className }: { icon: LogoName; className?: string }) {
  const Icon = platformIcons[icon];
  return <Icon aria-hidden="true" className={className} />;
}
