// The lucide icons the achievement catalogue names (AchievementIconName), exported under those names.
export {
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
} from "#app/components/ui/icons.tsx";
