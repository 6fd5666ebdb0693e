import { ArrowRight, Headphones } from "#app/components/ui/icons.tsx";
import { paths } from "#shared/site-paths.ts";
import { hostCallToAction } from "#app/content/host.ts";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { CallToActionPanel } from "#app/components/ui/call-to-action-panel.tsx";

/** SPEC §2 Host biography page: buttons to /coaching and /episodes. */
export function HostCallToAction() {
  return (
    <CallToActionPanel
      id="host-next-steps"
      heading={hostCallToAction.heading}
      text={hostCallToAction.text}
      className="pb-20 md:pb-24"
      actions={
        <>
          <ButtonLink to={paths.coaching} variant="primary" size="lg">
            {hostCallToAction.coachingLabel}
            <ArrowRight className="size-5" />
          </ButtonLink>
          <ButtonLink to={paths.episodes} variant="outline" size="lg" className="bg-white/60">
            <Headphones className="size-5" />
            {hostCallToAction.episodesLabel}
          </ButtonLink>
        </>
      }
    />
  );
}
