import { Eye, Target } from "#app/components/ui/icons.tsx";
import { missionVision } from "#app/content/host.ts";
import { IconTile } from "#app/components/ui/icon-tile.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";

/** SPEC §2 Host biography page: the mission and vision block. */
export function MissionVision() {
  const blocks = [
    { ...missionVision.mission, icon: Target },
    { ...missionVision.vision, icon: Eye },
  ];
  return (
    <section aria-labelledby="mission-and-vision" className="mx-auto max-w-6xl px-5 py-20 sm:px-8 md:py-24">
      <SectionHeading id="mission-and-vision" heading={missionVision.heading} colour="brand-blue-dark" />
      <div className="mt-12 grid gap-6 md:grid-cols-2">
        {blocks.map(({ title, text, icon }) => (
          <article key={title} className="rounded-2xl bg-white p-8 shadow-md ring-1 ring-slate-200 sm:p-10">
            <div className="flex items-center gap-4">
              <IconTile icon={icon} tone="gold" />
              <h3 className="text-2xl font-bold text-brand-blue-dark">{title}</h3>
            </div>
            <p className="mt-5 text-lg leading-relaxed text-slate-700">{text}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
