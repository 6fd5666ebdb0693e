import { data } from "react-router";
import type { Route } from "./+types/search";
import { SearchPage } from "#app/features/search/index.ts";
import { searchPageData } from "#app/features/search/index.server.ts";
import { searchPageCopy } from "#app/content/search.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { cutText } from "#shared/episodes/text.ts";
import { paths } from "#shared/site-paths.ts";

/** Site search: no search, a refused one (400, with the reason) or the answer (search-page-data.server.ts). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { data: page, status } = await searchPageData(request.url, context.search);
  return data(page, { status });
}

/** How much of the search the tab's title repeats. */
const TITLE_SEARCH_LENGTH = 60;

/**
 * Never indexed: a results page is only a view of pages that are. One canonical address, without
 * the search. The tab's title names the search; the share tags and analytics get the page's name
 * alone (what a visitor searched for may name anyone).
 */
export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta(matches, {
    title: searchPageCopy.metaTitle,
    ...(loaderData?.state === "answered" && {
      documentTitle: searchPageCopy.searchTitle(cutText(loaderData.answer.q, TITLE_SEARCH_LENGTH)),
    }),
    description: searchPageCopy.metaDescription,
    path: paths.search,
    noindex: true,
  });

export default function SearchRoute({ loaderData }: Route.ComponentProps) {
  return <SearchPage data={loaderData} />;
}
