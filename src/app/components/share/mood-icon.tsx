import {
  CircleCheck,
  Flame,
  Heart,
  Sparkles,
  ThumbsUp,
  type IconComponent,
} from "#app/components/ui/icons.tsx";
import type { ShareMood } from "#shared/episodes/share.ts";

const icons: Record<ShareMood, IconComponent> = {
  completed: CircleCheck,
  inspired: Sparkles,
  motivated: Flame,
  grateful: Heart,
  recommend: ThumbsUp,
};

/** The decorative mark of a share mood (SPEC §3 Share moods). */
export function MoodIcon({ mood }: { mood: ShareMood }) {
  const Icon = icons[mood];
  return <Icon aria-hidden="true" className="size-4" />;
}
