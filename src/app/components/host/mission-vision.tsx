import { Eye, Target } from "lucide-react";
import { missionVision } from "../../content/host.ts";

/** SPEC §2 Host biography page: the mission and vision block. */
export function MissionVision() {
  const blocks = [
    { ...missionVision.mission, Icon: Target },
    { ...missionVision.vision, Icon: Eye },
  ];
  return (
    <section aria-labelledby="mission-and-vision" className="mx-auto max-w-6xl px-5 py-20 sm:px-8 md:py-24">
      <h2 id="mission-and-vision" className="text-center text-3xl font-bold text-brand-blue-dark sm:text-4xl">
        {missionVision.heading}
      </h2>
      <div className="mt-12 grid gap-6 md:grid-cols-2">
        {blocks.map(({ title, text, Icon }) => (
          <article key={title} className="rounded-2xl bg-white p-8 shadow-md ring-1 ring-slate-200 sm:p-10">
            <div className="flex items-center gap-4">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-gold text-ink">
                <Icon className="size-6" />
              </span>
              <h3 className="text-2xl font-bold text-brand-blue-dark">{title}</h3>
            </div>
            <p className="mt-5 text-lg leading-relaxed text-slate-700">{text}</p>
          </article>
        ))}
      </div>
    </section>
  );
}
