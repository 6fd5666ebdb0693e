import {
  Award,
  Compass,
  Crown,
  Gem,
  HandHeart,
  Headphones,
  Mail,
  Map,
  Megaphone,
  Share2,
  Telescope,
  type LucideIcon,
} from "lucide-react";
import type { AchievementIconName } from "../../../shared/achievements.ts";

const icons: Record<AchievementIconName, LucideIcon> = {
  Award,
  Compass,
  Crown,
  Gem,
  HandHeart,
  Headphones,
  Mail,
  Map,
  Megaphone,
  Share2,
  Telescope,
};

/** The lucide icon named in the achievement catalogue; always decorative. */
export function AchievementIcon({ name, className }: { name: AchievementIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" className={className} />;
}
