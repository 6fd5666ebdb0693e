import { startPodcastFeedStandIn } from "./podcast-feed-stand-in.ts";

/**
 * The podcast host stand-in as a process of its own, on FEED_STAND_IN_PORT: the browser suite's
 * listening server reads its episodes, audio, transcript and chapters here (PODCAST_RSS_URL).
 */
const port = Number(process.env.FEED_STAND_IN_PORT);
if (!Number.isInteger(port) || port <= 0) {
  console.error("FEED_STAND_IN_PORT must be the port to listen on");
  process.exit(1);
}

const server = await startPodcastFeedStandIn(port);
console.log(`Podcast feed stand-in on http://127.0.0.1:${port}`);

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
