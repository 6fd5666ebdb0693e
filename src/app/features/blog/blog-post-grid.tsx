import { blogListCopy } from "#shared/content/blog.ts";
import { BlogPostCard } from "./blog-post-card.tsx";
import type { BlogCardView } from "#shared/blog/blog-post-view.ts";

/**
 * Three cards a row on wide screens; an unfinished last row of two shares the width evenly and
 * a single last card sits in the middle, so the grid never ends in a hole.
 */
function wideColumnClass(index: number, count: number): string {
  const lastRowSize = count % 3;
  const inLastRow = index >= count - lastRowSize;
  if (!inLastRow) return "lg:col-span-2";
  return lastRowSize === 2 ? "lg:col-span-3" : "lg:col-span-2 lg:col-start-3";
}

export function BlogPostGrid({ posts }: { posts: BlogCardView[] }) {
  return (
    <section aria-labelledby="latest-articles" className="mt-16 sm:mt-20">
      <div className="flex items-center gap-4">
        <h2 id="latest-articles" className="shrink-0 text-2xl font-bold text-ink sm:text-3xl">
          {blogListCopy.moreHeading}
        </h2>
        <span aria-hidden="true" className="h-px flex-1 bg-slate-300" />
      </div>
      <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-6">
        {posts.map((post, index) => (
          <li key={post.slug} className={wideColumnClass(index, posts.length)}>
            <BlogPostCard post={post} />
          </li>
        ))}
      </ul>
    </section>
  );
}
