import type { IconComponent } from "#app/components/ui/icons.tsx";
import type { AchievementIconName } from "#shared/achievements.ts";
import * as achievementIcons from "./achievement-icon-set.ts";

// Typed as a full record, so a catalogue icon missing from the set fails the type check.
const icons: Record<AchievementIconName, IconComponent> = achievementIcons;

/** The lucide icon named in the achievement catalogue; always decorative. */
export function AchievementIcon({ name, className }: { name: AchievementIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden="true" className={className} />;
}
