import { formatTimestamp } from "#shared/timed-text/serialize.ts";

/** The words of the site's audio player, the episode page's play and resume buttons, chapters and transcript. */
export const listeningCopy = {
  region: "Audio player",
  nowPlaying: "Now playing",
  play: "Play",
  pause: "Pause",
  back: (seconds: number) => `Back ${seconds} seconds`,
  forward: (seconds: number) => `Forward ${seconds} seconds`,
  seek: "Position in the episode",
  position: (position: number, duration: number | null) =>
    duration === null
      ? formatTimestamp(position)
      : `${formatTimestamp(position)} of ${formatTimestamp(duration)}`,
  remaining: (seconds: number) => `-${formatTimestamp(seconds)}`,
  speed: "Playback speed",
  speedOption: (rate: number) => `${rate}×`,
  close: "Close the audio player",
  loading: "Loading…",
  failed: "This episode's audio could not be played. Try again, or listen on Spotify.",
  playEpisode: "Play episode",
  resumeFrom: (seconds: number) => `Resume from ${formatTimestamp(seconds)}`,
  startOver: "Start from the beginning",
  finished: "Finished",
  listenedTo: (position: number, duration: number | null) =>
    duration === null
      ? `Stopped at ${formatTimestamp(position)}`
      : `${formatTimestamp(position)} of ${formatTimestamp(duration)}`,
  noAudio: "This episode has no audio to play here yet.",
  playFrom: (seconds: number) => `Play from ${formatTimestamp(seconds)}`,
  playFromChapter: (title: string, start: number) => `Play from ${formatTimestamp(start)}: ${title}`,
  chapterLink: (title: string) => `Link for the chapter ${title}`,
  transcriptText: "Transcript text",
  followAlong: "Follow along",
  transcriptFile: "Download the transcript (text)",
  transcriptSubtitles: "WebVTT subtitles",
  noScriptAudio: "Listen to this episode",
} as const;
