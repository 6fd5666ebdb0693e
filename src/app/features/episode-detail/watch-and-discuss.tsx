import { UsersRound, YoutubeIcon } from "#app/components/ui/icons.tsx";
import { brand } from "#shared/content/brand.ts";
import { episodeDetailCopy } from "#app/content/episode-detail.ts";
import { ExternalButtonLink } from "#app/components/ui/button.tsx";

/** SPEC §2: 'Watch on YouTube' when the episode has a video, and the listeners' discussion group. */
export function WatchAndDiscuss({ youtubeUrl }: { youtubeUrl: string | null }) {
  return (
    <section
      aria-labelledby="keep-the-conversation"
      className="overflow-hidden rounded-2xl bg-gradient-to-br from-brand-blue to-brand-blue-dark p-6 text-white shadow-lg sm:p-8"
    >
      <h2 id="keep-the-conversation" className="text-2xl font-bold">
        {episodeDetailCopy.community}
      </h2>
      <p className="mt-2 text-blue-100">{episodeDetailCopy.communityText}</p>
      <div className="mt-6 flex flex-col gap-3">
        {youtubeUrl && (
          <ExternalButtonLink href={youtubeUrl} variant="gold" size="md">
            <YoutubeIcon className="size-5" />
            {episodeDetailCopy.watchOnYoutube}
          </ExternalButtonLink>
        )}
        <ExternalButtonLink href={brand.links.facebookGroup} variant="light" size="md">
          <UsersRound aria-hidden="true" className="size-5" />
          {brand.communityName}
        </ExternalButtonLink>
      </div>
    </section>
  );
}
