import * as Tabs from "@radix-ui/react-tabs";
import { Clock, LayoutGrid, Sparkles, type IconComponent } from "#app/components/ui/icons.tsx";
import type { ReactNode } from "react";
import type { EpisodeCard } from "#shared/episodes/episode-card.ts";
import {
  carouselCopy,
  episodeTabsCopy,
  gridCopy,
  historyCopy,
  type EpisodeSourceKind,
} from "#app/content/episode-lists.ts";
import { episodeTabsAnchorId, paths } from "#shared/site-paths.ts";
import { rememberTabInAddress } from "#app/lib/tab-in-address.ts";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";
import { TabListForm, TabSubmitTrigger } from "#app/components/ui/tab-list-form.tsx";
import { EpisodeCarousel } from "./episode-carousel.tsx";
import { EpisodeGrid } from "./episode-grid.tsx";
import { ListeningHistoryPanel } from "./listening-history-panel.tsx";
import { ShowMoreEpisodes } from "./show-more-episodes.tsx";
import { gridCardAnchorId } from "#shared/episodes/grid-pages.ts";

export const EPISODE_TABS = ["recommendations", "all", "history"] as const;
export type EpisodeTab = (typeof EPISODE_TABS)[number];

const tabs: { value: EpisodeTab; label: string; icon: IconComponent }[] = [
  { value: "recommendations", label: episodeTabsCopy.recommendations, icon: Sparkles },
  { value: "all", label: episodeTabsCopy.all, icon: LayoutGrid },
  { value: "history", label: episodeTabsCopy.history, icon: Clock },
];

/**
 * A tab's panel opens with its own h2, so the page's headings stay in order. The panel is a Tab stop
 * (Radix), so it shows the site's gold focus ring (app.css) like every other control.
 */
function Panel({
  value,
  id,
  heading,
  intro,
  children,
}: {
  value: EpisodeTab;
  id: string;
  heading: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Tabs.Content value={value} className="mt-10 rounded-2xl">
      <SectionHeading id={id} heading={heading} intro={intro} colour="brand-blue" />
      <div className="mt-10">{children}</div>
    </Tabs.Content>
  );
}

type EpisodeTabsProps = {
  episodes: EpisodeCard[];
  spotifyLinks: Record<string, string>;
  initialTab: EpisodeTab;
  /** How many episodes the All Episodes grid shows, of the catalog's `episodeCount`. */
  shownEpisodes: number;
  episodeCount: number;
  episodeSource: EpisodeSourceKind;
};

const rememberTab = (tab: string) => rememberTabInAddress(tab, EPISODE_TABS[0]);

/** SPEC §2 Episodes: three tabs, Recommendations by default. */
export function EpisodeTabs({
  episodes,
  spotifyLinks,
  initialTab,
  shownEpisodes,
  episodeCount,
  episodeSource,
}: EpisodeTabsProps) {
  return (
    <section
      id={episodeTabsAnchorId}
      aria-label={episodeTabsCopy.label}
      className="bg-gradient-to-b from-amber-50/60 to-paper px-5 py-16 sm:px-8 lg:py-20"
    >
      <Tabs.Root defaultValue={initialTab} onValueChange={rememberTab} className="mx-auto max-w-6xl">
        <TabListForm action={`${paths.episodes}#${episodeTabsAnchorId}`}>
          <Tabs.List
            aria-label={episodeTabsCopy.label}
            className="mx-auto flex w-full max-w-xl rounded-full bg-white p-1.5 shadow-md ring-1 ring-amber-100"
          >
            {tabs.map(({ value, label, icon: Icon }) => (
              <TabSubmitTrigger
                key={value}
                value={value}
                className="flex flex-auto items-center justify-center gap-2 rounded-full px-2 py-2.5 text-center text-xs leading-tight font-semibold text-slate-700 sm:whitespace-nowrap transition-colors hover:text-brand-blue data-[state=active]:bg-brand-blue data-[state=active]:text-white data-[state=active]:shadow sm:px-4 sm:text-base"
              >
                <Icon aria-hidden="true" className="hidden size-4 sm:block" />
                {label}
              </TabSubmitTrigger>
            ))}
          </Tabs.List>
        </TabListForm>

        <Panel
          value="recommendations"
          id="recommendations-heading"
          heading={carouselCopy.heading}
          intro={carouselCopy.intro}
        >
          <EpisodeCarousel episodes={episodes} label={carouselCopy.label} />
        </Panel>
        <Panel value="all" id="all-episodes-heading" heading={gridCopy.heading} intro={gridCopy.intro}>
          <EpisodeGrid episodes={episodes} cardId={gridCardAnchorId} source={episodeSource} />
          <ShowMoreEpisodes shown={shownEpisodes} total={episodeCount} />
        </Panel>
        <Panel value="history" id="history-heading" heading={historyCopy.heading} intro={historyCopy.intro}>
          <ListeningHistoryPanel spotifyLinks={spotifyLinks} />
        </Panel>
      </Tabs.Root>
    </section>
  );
}
