import { ArrowRight } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { paths } from "../../../shared/site-paths.ts";
import { historyCopy } from "../../content/episode-lists.ts";
import { EmptyHistory } from "../episodes/empty-history.tsx";
import { ButtonLink } from "../ui/button.tsx";
import { SectionHeading } from "../ui/section-heading.tsx";

// Reading the history brings its storage module and schema; Home fetches them only when the visitor
// scrolls near this section, so they stay out of Home's first load (tests/e2e/page-budget.spec.ts).
const RecentListeningList = lazy(() => import("./recent-listening-list.tsx"));

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
  const section = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = section.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const empty = (
    <EmptyHistory>
      <BrowseEpisodes />
    </EmptyHistory>
  );

  return (
    <section ref={section} aria-labelledby="listening-heading" className="bg-white px-5 py-20 sm:px-8">
      <div className="mx-auto max-w-3xl">
        <SectionHeading id="listening-heading" heading={historyCopy.heading} intro={historyCopy.intro} colour="brand-blue" />
        <div className="mt-10">
          {near ? (
            <Suspense fallback={empty}>
              <RecentListeningList empty={empty} />
            </Suspense>
          ) : (
            empty
          )}
        </div>
      </div>
    </section>
  );
}
