import { createServer, type Server } from "node:http";

/**
 * A podcaster's host as the browser suite's listening site sees it: an RSS feed whose first
 * episode has audio (a short tone generated here), a WebVTT transcript and JSON chapters, whose
 * second has audio only, and whose third has only a Spotify link. The audio answers byte ranges,
 * as podcast hosts do, so the browser can seek in it.
 */

/** Seconds of audio in each episode's file: long enough to seek about in, small enough to fetch at once. */
export const STAND_IN_AUDIO_SECONDS = 120;

export const listeningEpisodes = {
  withEverything: {
    guid: "listen-ep-3",
    title: "Episode 3: Rest Is Part of the Work",
    pubDate: "Mon, 16 Nov 2026 08:00:00 GMT",
  },
  audioOnly: {
    guid: "listen-ep-2",
    title: "Episode 2: Money and Meaning",
    pubDate: "Mon, 09 Nov 2026 08:00:00 GMT",
  },
  spotifyOnly: {
    guid: "listen-ep-1",
    title: "Episode 1: Start Here",
    pubDate: "Mon, 02 Nov 2026 08:00:00 GMT",
  },
} as const;

export const standInChapters = [
  { startTime: 0, title: "Welcome" },
  { startTime: 12, title: "Why rest works" },
  { startTime: 30, title: "Your first step" },
];

export const standInCues = [
  { start: "00:00:00.000", end: "00:00:06.000", speaker: "Jordan", text: "Welcome back to the show." },
  { start: "00:00:06.000", end: "00:00:12.000", speaker: "Jordan", text: "Today we talk about rest." },
  {
    start: "00:00:12.000",
    end: "00:00:30.000",
    speaker: "Maya",
    text: "Rest is part of the work, not a reward for it.",
  },
  { start: "00:00:30.000", end: "00:00:40.000", speaker: "Jordan", text: "Take one small step this week." },
];

/** A mono 8 kHz 8-bit WAV: a soft tone, so a browser decodes and plays it like any episode. */
export function toneWav(seconds: number): Buffer {
  const rate = 8000;
  const samples = rate * seconds;
  const wav = Buffer.alloc(44 + samples);
  wav.write("RIFF", 0);
  wav.writeUInt32LE(36 + samples, 4);
  wav.write("WAVEfmt ", 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate, 28);
  wav.writeUInt16LE(1, 32);
  wav.writeUInt16LE(8, 34);
  wav.write("data", 36);
  wav.writeUInt32LE(samples, 40);
  for (let i = 0; i < samples; i++)
    wav[44 + i] = 128 + Math.round(20 * Math.sin((2 * Math.PI * 220 * i) / rate));
  return wav;
}

function feedXml(origin: string): string {
  const { withEverything, audioOnly, spotifyOnly } = listeningEpisodes;
  const item = (episode: { guid: string; title: string; pubDate: string }, extra: string) => `
    <item>
      <title>${episode.title}</title>
      <guid isPermaLink="false">${episode.guid}</guid>
      <pubDate>${episode.pubDate}</pubDate>
      <description><![CDATA[<p>${episode.title}: a conversation from the stand-in feed.</p>]]></description>
      ${extra}
    </item>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0">
  <channel>
    <title>The Thriving Path</title>
    <link>${origin}</link>
    <description>Stand-in feed</description>
    ${item(
      withEverything,
      `<enclosure url="${origin}/audio/${withEverything.guid}.wav" length="${8000 * STAND_IN_AUDIO_SECONDS + 44}" type="audio/wav"/>
      <itunes:duration>${STAND_IN_AUDIO_SECONDS}</itunes:duration>
      <podcast:transcript url="${origin}/transcripts/${withEverything.guid}.vtt" type="text/vtt"/>
      <podcast:chapters url="${origin}/chapters/${withEverything.guid}.json" type="application/json+chapters"/>`,
    )}
    ${item(
      audioOnly,
      `<enclosure url="${origin}/audio/${audioOnly.guid}.wav" length="${8000 * STAND_IN_AUDIO_SECONDS + 44}" type="audio/wav"/>`,
    )}
    ${item(spotifyOnly, `<link>https://open.spotify.com/episode/3pXq9ZbTt2WkYcRn8LmA1f</link>`)}
  </channel>
</rss>`;
}

const vtt = () =>
  `WEBVTT\n\n${standInCues.map((cue) => `${cue.start} --> ${cue.end}\n<v ${cue.speaker}>${cue.text}`).join("\n\n")}\n`;

export function startPodcastFeedStandIn(port: number): Promise<Server> {
  const audio = toneWav(STAND_IN_AUDIO_SECONDS);
  const server = createServer((request, response) => {
    const origin = `http://127.0.0.1:${port}`;
    const path = new URL(request.url ?? "/", origin).pathname;
    if (path === "/feed.xml") {
      response.writeHead(200, { "content-type": "application/rss+xml; charset=utf-8" }).end(feedXml(origin));
    } else if (path.startsWith("/audio/")) {
      const range = /^bytes=(\d+)-(\d*)$/.exec(request.headers.range ?? "");
      const start = range ? Number(range[1]) : 0;
      const end = range?.[2] ? Math.min(Number(range[2]), audio.length - 1) : audio.length - 1;
      response.writeHead(range ? 206 : 200, {
        "content-type": "audio/wav",
        "accept-ranges": "bytes",
        "content-length": String(end - start + 1),
        "access-control-allow-origin": "*",
        ...(range ? { "content-range": `bytes ${start}-${end}/${audio.length}` } : {}),
      });
      response.end(audio.subarray(start, end + 1));
    } else if (path.startsWith("/transcripts/")) {
      response.writeHead(200, { "content-type": "text/vtt" }).end(vtt());
    } else if (path.startsWith("/chapters/")) {
      response
        .writeHead(200, { "content-type": "application/json+chapters" })
        .end(JSON.stringify({ version: "1.2.0", chapters: standInChapters }));
    } else {
      response.writeHead(404, { "content-type": "text/plain" }).end("Not Found");
    }
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}
