import { ArrowRight, Headphones } from "lucide-react";
import { paths } from "../../../shared/site-paths.ts";
import { hostCallToAction } from "../../content/host.ts";
import { ButtonLink } from "../ui/button.tsx";

/** SPEC §2 Host biography page: buttons to /coaching and /episodes. */
export function HostCallToAction() {
  return (
    <section aria-labelledby="host-next-steps" className="px-5 pb-20 sm:px-8 md:pb-24">
      <div className="mx-auto max-w-5xl rounded-3xl bg-linear-to-br from-brand-gold-light to-brand-gold p-8 text-center shadow-xl sm:p-14">
        <h2 id="host-next-steps" className="text-3xl font-bold text-ink sm:text-4xl">
          {hostCallToAction.heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-ink">{hostCallToAction.text}</p>
        <div className="mt-8 flex flex-col justify-center gap-4 sm:flex-row">
          <ButtonLink to={paths.coaching} variant="primary" size="lg">
            {hostCallToAction.coachingLabel}
            <ArrowRight className="size-5" />
          </ButtonLink>
          <ButtonLink to={paths.episodes} variant="outline" size="lg" className="bg-white/60">
            <Headphones className="size-5" />
            {hostCallToAction.episodesLabel}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
