import { useRef } from "react";
import { blogListCopy } from "#shared/content/blog.ts";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { ReadyButton } from "#app/components/ui/ready-button.tsx";
import { BlogPostGrid } from "./blog-post-grid.tsx";
import type { BlogCardView } from "#shared/blog/blog-post-view.ts";
import { BlogSearchBox } from "./blog-search-box.tsx";
import { categoriesOf, filterPosts, isFiltering } from "./blog-filters.ts";
import { CategoryFilter } from "./category-filter.tsx";
import { FeaturedPostCard } from "./featured-post-card.tsx";
import { NoArticlesFound } from "./no-articles-found.tsx";
import { pickFeaturedPost } from "./pick-featured-post.ts";
import { useBlogFilters } from "./use-blog-filters.ts";

/**
 * SPEC §2 Blog list: search box, category buttons, the featured card and the grid of the other
 * posts. Filtering happens in the browser over the posts the page already holds; the featured
 * card is picked among the posts that match, so a search always leads with its best result.
 */
export function BlogPostBrowser({ posts }: { posts: BlogCardView[] }) {
  const categories = categoriesOf(posts);
  const { filters, setQuery, setCategory, clear } = useBlogFilters(categories);
  const searchBox = useRef<HTMLInputElement>(null);
  // Clear filters goes away as it is pressed: the keyboard goes on from the search box, empty again.
  const clearFilters = () => {
    clear();
    searchBox.current?.focus();
  };
  const shown = filterPosts(posts, filters);
  const { featured, others } = pickFeaturedPost(shown);
  const filtering = isFiltering(filters);

  return (
    <div className="mx-auto max-w-6xl px-5 py-10 sm:px-8 sm:py-14">
      <div className="flex flex-col gap-5 rounded-3xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 lg:flex-row lg:items-center lg:justify-between">
        <BlogSearchBox
          ref={searchBox}
          query={filters.query}
          category={filters.category}
          onQueryChange={setQuery}
        />
        <CategoryFilter
          categories={categories}
          selected={filters.category}
          query={filters.query}
          onSelect={setCategory}
        />
      </div>

      <div className="mt-6 flex min-h-9 flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
        <p role="status">{filtering ? blogListCopy.resultCount(shown.length, posts.length) : ""}</p>
        {filtering && shown.length > 0 && (
          <ReadyButton className={buttonClasses({ variant: "ghost", size: "sm" })} onPress={clearFilters}>
            {blogListCopy.clearFilters}
          </ReadyButton>
        )}
      </div>

      {featured ? (
        <div className="mt-2">
          <FeaturedPostCard post={featured} />
          {others.length > 0 && <BlogPostGrid posts={others} />}
        </div>
      ) : (
        <NoArticlesFound onClear={clearFilters} />
      )}
    </div>
  );
}
