/** Words of the episode page, its share dialog and the floating player (SPEC §2, §4, §8). */
import type { ShareMood } from "#shared/episodes/share.ts";
import { brand } from "#shared/content/brand.ts";

export const episodeDetailCopy = {
  backToEpisodes: "Back to Episodes",
  hostedBy: "Hosted by",
  guest: "Guest",
  discussionGroup: `Join the discussion in the ${brand.communityName} group`,
  listenOnSpotify: "Listen on Spotify",
  listenOnApple: "Listen on Apple Podcasts",
  share: "Share",
  copyLink: "Copy Link",
  copiedTitle: "Episode link copied!",
  copiedText: "Share this episode with your friends.",
  keyTopics: "Key Topics",
  showNotes: "Show Notes",
  keyTakeaways: "Key Takeaways",
  chapters: "Chapters",
  transcript: "Transcript",
  transcriptComingSoon: "Transcript Coming Soon",
  transcriptComingSoonText:
    "We are preparing a full transcript of this episode. Until then, listen on your favourite platform.",
  resources: "Resources",
  aboutTheGuest: "About the Guest",
  guestLinks: "Guest links",
  watchOnYoutube: "Watch on YouTube",
  community: "Keep the conversation going",
  communityText: "Share what this episode sparked for you with other listeners.",
  loading: "Loading episode",
} as const;

/** SPEC §8: an episode id the catalog does not hold. */
export const episodeNotFoundCopy = {
  title: "Episode not found",
  heading: "Episode Not Found",
  text: "This episode could not be found. It may have been removed or the link may be incorrect.",
  browseAll: "Browse all episodes",
} as const;

export const shareDialogCopy = {
  title: (episodeName: string) => `Share "${episodeName}"`,
  description: "Tell your friends how this episode made you feel, then share it where they are.",
  moodLegend: "How did this episode leave you?",
  preview: "Your post",
  shareOn: (network: string) => `Share on ${network}`,
  copy: "Copy link",
  copied: "Copied",
  close: "Close",
} as const;

/** SPEC §3 Share moods: the label of each mood and the words it puts before the episode's title. */
export const shareMoods: Record<ShareMood, { label: string; prefix: string }> = {
  completed: { label: "Completed", prefix: "Just finished listening to" },
  inspired: { label: "Inspired", prefix: "Feeling inspired by" },
  motivated: { label: "Motivated", prefix: "Feeling motivated after" },
  grateful: { label: "Grateful", prefix: "Grateful for" },
  recommend: { label: "Recommend", prefix: "Highly recommend" },
};

export const playerCopy = {
  region: "Podcast player",
  nowPlaying: "From the show",
  previous: "Previous episode",
  next: "Next episode",
  play: (name: string) => `Play ${name}`,
  close: "Close player",
} as const;
