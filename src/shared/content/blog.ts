/** SPEC §2 Blog list and Blog post: the pages' own words. The sample posts are in blog-fallback.ts. */
import { brand } from "./brand.ts";

export const blogListCopy = {
  metaTitle: "Blog",
  metaDescription: `Articles from ${brand.host.name} on purpose, personal growth, mindset and wellness — practical ideas for building a business and a life that thrive.`,
  eyebrow: "The journal",
  title: `${brand.shortName} Blog`,
  intro:
    "Practical essays on purpose, growth, mindset and wellness — written for founders, leaders and anyone ready to make thriving their new normal.",
  featuredLabel: "Featured",
  latestLabel: "Latest",
  moreHeading: "Latest Articles",
  readMore: "Read article",
  searchLabel: "Search articles",
  searchPlaceholder: "Search by title, topic or tag",
  categoriesLabel: "Filter by category",
  allCategories: "All",
  /** SPEC §2 Blog list empty state. */
  noResultsTitle: "No articles found",
  noResultsText: "Try a different word, or look through another category.",
  clearFilters: "Clear filters",
  resultCount: (shown: number, total: number) =>
    `Showing ${shown} of ${total} ${total === 1 ? "article" : "articles"}`,
  /** SPEC §2 Blog list: the newsletter sign-up below the articles. */
  newsletter: {
    eyebrow: "Enjoyed the read?",
    heading: "Get New Articles by E-mail",
    intro:
      "Fresh essays on purpose, growth, mindset and wellness, with the week's episode. One e-mail a week.",
    formLabel: "Blog newsletter sign-up",
  },
};

export const blogPostCopy = {
  backToBlog: "Back to Blog",
  /** The name of a table's scroll region in a post's body, by its place in the post. */
  tableLabel: (place: number) => `Table ${place}`,
  /** Announced while a post is on its way (the skeleton's status). */
  loading: "Loading article",
  shareHeading: "Share this article",
  tagsHeading: "Tags",
  notFoundTitle: "Post Not Found",
  notFoundText: "The blog post you're looking for doesn't exist.",
  watchVideo: "Watch the video",
  videoTitlePrefix: "Video: ",
  viewSource: "View Original Source",
};
