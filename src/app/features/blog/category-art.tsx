import {
  Brain,
  ChartLine,
  Compass,
  Heart,
  HeartPulse,
  MessagesSquare,
  Rocket,
  Sparkles,
  Sprout,
  Trophy,
  Users,
  type IconComponent,
} from "#app/components/ui/icons.tsx";

type Art = { gradient: string; Icon: IconComponent };

/**
 * A drawn cover per category, for posts without an image: the built-in posts' categories and
 * the admin's fixed list (SPEC §3 "Admin blog categories").
 */
const artByCategory: Record<string, Art> = {
  Wellness: { gradient: "from-emerald-700 via-teal-700 to-sky-800", Icon: Heart },
  Purpose: { gradient: "from-brand-blue via-brand-blue-dark to-indigo-950", Icon: Compass },
  Growth: { gradient: "from-amber-600 via-brand-gold to-amber-800", Icon: Sprout },
  Mindset: { gradient: "from-indigo-700 via-violet-800 to-brand-blue-dark", Icon: Brain },
  "Personal Growth": { gradient: "from-amber-600 via-brand-gold to-amber-800", Icon: Sprout },
  Entrepreneurship: { gradient: "from-sky-700 via-brand-blue to-brand-blue-dark", Icon: Rocket },
  "Health & Wellness": { gradient: "from-emerald-700 via-teal-700 to-sky-800", Icon: HeartPulse },
  Leadership: { gradient: "from-brand-blue via-indigo-800 to-indigo-950", Icon: Users },
  "Success Stories": { gradient: "from-amber-700 via-orange-700 to-rose-800", Icon: Trophy },
  "Business Strategy": { gradient: "from-slate-700 via-slate-800 to-brand-blue-dark", Icon: ChartLine },
  "Life Coaching": { gradient: "from-teal-700 via-cyan-800 to-brand-blue-dark", Icon: MessagesSquare },
};
const fallbackArt: Art = { gradient: "from-brand-blue to-brand-blue-dark", Icon: Sparkles };

/** Decorative cover art for a post, coloured by its category. */
export function CategoryArt({
  category,
  className = "",
  iconSize = "h-12 w-12",
}: {
  category: string;
  className?: string;
  iconSize?: string;
}) {
  const { gradient, Icon } = artByCategory[category] ?? fallbackArt;
  return (
    <div
      data-testid="category-art"
      aria-hidden="true"
      className={`relative overflow-hidden bg-gradient-to-br ${gradient} ${className}`}
    >
      <svg
        className="absolute inset-0 h-full w-full opacity-20"
        viewBox="0 0 400 240"
        preserveAspectRatio="xMidYMid slice"
      >
        <circle cx="340" cy="40" r="120" fill="none" stroke="white" strokeWidth="1.5" />
        <circle cx="340" cy="40" r="80" fill="none" stroke="white" strokeWidth="1.5" />
        <circle cx="340" cy="40" r="40" fill="none" stroke="white" strokeWidth="1.5" />
        <path d="M0 200 C 100 150, 200 250, 400 180" fill="none" stroke="white" strokeWidth="2" />
        <path d="M0 225 C 120 175, 220 270, 400 210" fill="none" stroke="white" strokeWidth="1" />
      </svg>
      <div className="absolute inset-0 flex items-center justify-center">
        <span className="flex items-center justify-center rounded-full bg-white/15 p-5 ring-1 ring-white/30 backdrop-blur-sm">
          <Icon className={`${iconSize} text-white`} strokeWidth={1.5} />
        </span>
      </div>
    </div>
  );
}
