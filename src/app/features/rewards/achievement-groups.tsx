import { achievementCategories } from "#shared/achievements.ts";
import type { Achievement } from "#shared/rewards/rewards-state.ts";
import { catalogue, categoryCopy } from "#app/content/rewards.ts";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { AchievementCard } from "./achievement-card.tsx";
import { pendingHidden } from "./pending-progress.ts";

/** SPEC §2 Rewards: the achievements in four groups (Listener, Supporter, Explorer, Community), with the visitor's progress. */
export function AchievementGroups({
  achievements,
  pending,
}: {
  achievements: Achievement[];
  pending: boolean;
}) {
  return (
    <section
      aria-labelledby="catalogue-heading"
      data-pending={pending || undefined}
      className="group px-5 py-20 sm:px-8"
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="catalogue-heading"
          heading={catalogue.heading}
          intro={catalogue.intro}
          goldBar
          colour="brand-blue"
        />
        <div className="mt-12 grid gap-8 lg:grid-cols-2">
          {achievementCategories.map((category) => {
            const items = achievements.filter((a) => a.category === category);
            const unlocked = items.filter((a) => a.unlocked).length;
            const headingId = `achievements-${category}`;
            return (
              <section key={category} aria-labelledby={headingId} className="achievement-group">
                <div className="flex items-baseline justify-between gap-3">
                  <h3 id={headingId} className="text-2xl font-bold text-ink">
                    {categoryCopy[category].title}
                  </h3>
                  <span className={`text-sm font-medium text-slate-600 ${pendingHidden}`}>
                    {catalogue.groupCount(unlocked, items.length)}
                  </span>
                </div>
                <p className="mt-1 text-slate-700">{categoryCopy[category].text}</p>
                <ul className="mt-6 space-y-4">
                  {items.map((achievement) => (
                    <AchievementCard key={achievement.id} achievement={achievement} />
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      </div>
    </section>
  );
}
