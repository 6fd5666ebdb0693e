import type { Episode } from "#shared/episodes/episode-schema.ts";

/**
 * Where the show's episodes come from (DESIGN: providers). An adapter fetches the whole list;
 * the catalog service validates it, keeps the last good copy and serves it, so adapters only
 * translate the upstream's shape and throw on any failure.
 */
export interface EpisodeSource {
  /** Stable key of the source, e.g. "sample", "rss:<url>", "spotify:<show id>". */
  readonly key: string;
  /**
   * Whether the source itself is fetched over plain http (a feed on this machine): only then may
   * its episodes link to http addresses; otherwise the catalog keeps https ones only.
   */
  readonly plainHttp?: boolean;
  /** The episodes as the upstream has them; `signal` aborts a slow upstream. */
  fetchEpisodes(signal: AbortSignal): Promise<unknown[]>;
}

export type { Episode };
