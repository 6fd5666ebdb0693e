import type { EpisodeDetailContent } from "#shared/episodes/episode-detail.ts";
import { EpisodeHero } from "./episode-hero.tsx";
import { GuestCard } from "./guest-card.tsx";
import { KeyTopics } from "./key-topics.tsx";
import { ResourcesCard } from "./resources-card.tsx";
import { ShowNotesCard } from "./show-notes-card.tsx";
import { ChaptersCard } from "./chapters-card.tsx";
import { TakeawaysCard } from "./takeaways-card.tsx";
import type { ShownEpisode } from "./shown-episode.ts";
import { TranscriptCard, TranscriptComingSoon } from "./transcript-card.tsx";
import { WatchAndDiscuss } from "./watch-and-discuss.tsx";

/** The episode page (SPEC §2 Episode detail): the hero, then the episode's content and links. */
export function EpisodeDetail({
  episode,
  content,
  startAt,
}: {
  episode: ShownEpisode;
  content: EpisodeDetailContent;
  /** The moment the page was opened at (`?t=`), or null. */
  startAt: number | null;
}) {
  return (
    <div className="bg-paper">
      <EpisodeHero episode={episode} content={content} startAt={startAt} />
      <div className="mx-auto grid max-w-6xl gap-8 px-5 py-12 sm:px-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:py-16">
        <div className="min-w-0 space-y-8">
          <KeyTopics topics={content.keyTopics} />
          {content.showNotes !== null && <ShowNotesCard notes={content.showNotes} />}
          {content.takeaways.length > 0 && <TakeawaysCard takeaways={content.takeaways} />}
          {content.chapters.length > 0 && <ChaptersCard episode={episode} chapters={content.chapters} />}
          {content.transcript !== null ? (
            <TranscriptCard episode={episode} transcript={content.transcript} startAt={startAt} />
          ) : (
            <TranscriptComingSoon />
          )}
        </div>
        <div className="min-w-0 space-y-8">
          <ResourcesCard resources={content.resources} />
          <GuestCard guests={content.guests} guestInfo={content.guestInfo} />
          <WatchAndDiscuss youtubeUrl={content.youtubeUrl} />
        </div>
      </div>
    </div>
  );
}
