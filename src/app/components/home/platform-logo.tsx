import { Globe, ShoppingBag } from "lucide-react";
import type { ConnectLink } from "../../content/home.ts";
import {
  ApplePodcastsIcon,
  FacebookIcon,
  InstagramIcon,
  LinkedinIcon,
  SpotifyIcon,
  YoutubeIcon,
} from "../ui/brand-icons.tsx";

/** The decorative logo of a platform link; the link's text carries its name. */
export function PlatformLogo({ icon, className }: { icon: ConnectLink["icon"]; className?: string }) {
  switch (icon) {
    case "spotify":
      return <SpotifyIcon className={className} />;
    case "youtube":
      return <YoutubeIcon className={className} />;
    case "apple-podcasts":
      return <ApplePodcastsIcon className={className} />;
    case "instagram":
      return <InstagramIcon className={className} />;
    case "facebook":
      return <FacebookIcon className={className} />;
    case "linkedin":
      return <LinkedinIcon className={className} />;
    case "store":
      return <ShoppingBag aria-hidden="true" className={className} />;
    case "website":
      return <Globe aria-hidden="true" className={className} />;
  }
}
