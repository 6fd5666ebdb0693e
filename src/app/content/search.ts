/**
 * The /search page's words (site search). The search field of the header and the mobile menu has
 * its words in navigation.ts, with the header's: every page loads those, only this page these.
 */
import { brand } from "#shared/content/brand.ts";
import type { SearchType } from "#shared/search/search-limits.ts";

/** The /search page. */
export const searchPageCopy = {
  eyebrow: "Site search",
  title: "Search the show",
  intro:
    "Episode titles, show notes and guests, every word said in the episodes, and the blog's articles: all in one place.",
  metaTitle: "Search",
  /** The browser tab's title for a search; share tags and analytics get `metaTitle` alone. */
  searchTitle: (q: string) => `Search: “${q}”`,
  metaDescription: `Search the episodes of ${brand.showName}, what was said in them, and the blog.`,
  fieldLabel: "What are you looking for?",
  placeholder: "Try a topic, a guest or a phrase",
  submit: "Search",
  /** The form's search landmark, told apart from the header's. */
  formLabel: "Search episodes, transcripts and posts",
  typeFilterLabel: "Kinds of result",
  types: {
    all: "All",
    episodes: "Episodes",
    transcripts: "Transcripts",
    posts: "Blog posts",
  } satisfies Record<SearchType, string>,
  coverageTitle: "What you can find",
  coverage: [
    {
      kind: "episode",
      title: "Episodes",
      text: "The title, show notes, guests and topics of every episode.",
    },
    {
      kind: "transcript",
      title: "Transcripts",
      text: "Every word said in the episodes: a passage opens its episode at the moment it was said.",
    },
    { kind: "post", title: "Blog posts", text: "The blog's articles, by their title, text and tags." },
  ] as const,
  suggestionsTitle: "Popular topics",
  /** Searches the start page offers; each finds something in the sample brand's episodes and posts. */
  suggestions: ["rest", "leadership", "habits", "burnout", "purpose"],
  resultCount: (total: number, q: string) => `${total} ${total === 1 ? "result" : "results"} for “${q}”`,
  /** Added to the count when the results are narrowed to one kind. */
  inType: (type: Exclude<SearchType, "all">) =>
    ({ episodes: "in episodes", transcripts: "in transcripts", posts: "in blog posts" })[type],
  kinds: {
    episode: "Episode",
    transcript: "From the transcript",
    transcriptAt: (time: string) => `From the transcript at ${time}`,
    post: "Blog post",
  },
  listenFrom: (time: string) => `Listen from ${time}`,
  noResults: {
    title: (q: string) => `No results for “${q}”`,
    intro: "Nothing on the site matched. A few things that may help:",
    tips: [
      "Check the spelling, or try a shorter or more general word.",
      "Search for one or two words rather than a whole sentence.",
      "Very common words such as “the” or “and” are not searched on their own.",
    ],
    searchEverything: "Search every kind of result instead",
    browseEpisodes: "Browse all episodes",
    readBlog: "Read the blog",
  },
  pastLastPage: {
    title: "No results on this page",
    text: (pages: number) => `This search has ${pages} ${pages === 1 ? "page" : "pages"} of results.`,
    firstPage: "Go to the first page",
  },
  pagination: {
    label: "Pages of results",
    previous: "Previous",
    next: "Next",
    previousLabel: "Previous page",
    nextLabel: "Next page",
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
    page: (page: number) => `Page ${page}`,
  },
};
