import { useRouteLoaderData } from "react-router";
import { paths } from "#shared/site-paths.ts";

/** The absolute address of an episode page, from the site's configured origin (root loader). */
export function useEpisodeUrl(episodeId: string): string {
  const root = useRouteLoaderData("root") as { baseUrl?: string } | undefined;
  return `${root?.baseUrl ?? ""}${paths.episode(episodeId)}`;
}
