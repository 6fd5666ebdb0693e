import { episodeDetailCopy } from "#app/content/episode-detail.ts";
import { HeroBand } from "#app/components/ui/hero-band.tsx";

const bar = "animate-pulse rounded-full bg-white/15";
const block = "animate-pulse rounded-2xl bg-slate-200/70";

/** SPEC §2 Episode detail: the loading skeleton while an episode's page is on its way. */
export function EpisodeSkeleton() {
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <h1 className="sr-only">{episodeDetailCopy.loading}</h1>
      <HeroBand goldRule className="px-5 pt-8 pb-14 sm:px-8 lg:pt-10 lg:pb-20">
        <div className="mx-auto max-w-6xl">
          <div className={`h-4 w-36 ${bar}`} />
          <div className="mt-8 grid items-center gap-8 md:grid-cols-[16rem_minmax(0,1fr)] lg:grid-cols-[22rem_minmax(0,1fr)] lg:gap-12">
            <div className="mx-auto aspect-square w-full max-w-xs animate-pulse rounded-2xl bg-white/15 md:max-w-none" />
            <div className="space-y-4">
              <div className={`h-4 w-28 ${bar}`} />
              <div className={`h-10 w-full ${bar}`} />
              <div className={`h-10 w-2/3 ${bar}`} />
              <div className={`h-5 w-1/2 ${bar}`} />
              <div className="flex gap-3 pt-4">
                <div className={`h-11 w-44 ${bar}`} />
                <div className={`h-11 w-44 ${bar}`} />
              </div>
            </div>
          </div>
        </div>
      </HeroBand>
      <div className="mx-auto grid max-w-6xl gap-8 px-5 py-14 sm:px-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-8">
          <div className={`h-40 ${block}`} />
          <div className={`h-72 ${block}`} />
        </div>
        <div className={`h-64 ${block}`} />
      </div>
    </div>
  );
}
