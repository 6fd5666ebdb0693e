import { ArrowRight } from "#app/components/ui/icons.tsx";
import { Suspense } from "react";
import { paths } from "#shared/site-paths.ts";
import { historyCopy } from "#app/content/episode-lists.ts";
import { useListeningHistory, EmptyHistory, HistoryPending } from "#app/features/episodes/index.ts";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { lazyWithFallback, LoadFailedNotice } from "#app/components/ui/lazy-with-fallback.tsx";

// History lives in the browser: the list's code is fetched only when there is a history to show.
const RecentListeningList = lazyWithFallback(() => import("./recent-listening-list.tsx"), LoadFailedNotice);

function BrowseEpisodes() {
  return (
    <ButtonLink to={paths.episodes} variant="primary" size="md" className="mt-6">
      Browse episodes
      <ArrowRight aria-hidden="true" className="size-4" />
    </ButtonLink>
  );
}

/** SPEC §2 Home: a compact listening history, the full one being the Episodes page's History tab. */
export function RecentListening() {
  const history = useListeningHistory();
  const empty = (
    <EmptyHistory>
      <BrowseEpisodes />
    </EmptyHistory>
  );

  return (
    <section aria-labelledby="listening-heading" className="bg-white px-5 py-20 sm:px-8">
      <div className="mx-auto max-w-3xl">
        <SectionHeading
          id="listening-heading"
          heading={historyCopy.heading}
          intro={historyCopy.intro}
          colour="brand-blue"
        />
        <div className="mt-10">
          {!history ? (
            <HistoryPending />
          ) : history.length === 0 ? (
            empty
          ) : (
            <Suspense fallback={<HistoryPending />}>
              <RecentListeningList history={history} />
            </Suspense>
          )}
        </div>
      </div>
    </section>
  );
}
