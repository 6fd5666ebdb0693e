import { ArrowRight } from "#app/components/ui/icons.tsx";
import { blogListCopy } from "#shared/content/blog.ts";
import type { BlogCardView } from "#shared/blog/blog-post-view.ts";
import { CategoryLabel } from "./category-label.tsx";
import { PostByline } from "./post-byline.tsx";
import { PostCover } from "./post-cover.tsx";
import { PostTitleLink } from "./post-title-link.tsx";

/**
 * A post in the grid (SPEC §2 Blog list): the title link stretches over the whole card, so
 * the card is one link with the title as its name.
 */
export function BlogPostCard({ post }: { post: BlogCardView }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-all hover:-translate-y-1 hover:shadow-xl has-[a:focus-visible]:ring-4 has-[a:focus-visible]:ring-brand-gold">
      <PostCover imageUrl={post.imageUrl} category={post.category} className="h-44" iconSize="h-10 w-10" />
      <div className="flex min-w-0 flex-1 flex-col p-6 [overflow-wrap:anywhere]">
        <CategoryLabel category={post.category} />
        <h3 className="mt-3 text-xl font-bold leading-snug text-ink">
          <PostTitleLink slug={post.slug} title={post.title} />
        </h3>
        <p className="mt-3 line-clamp-3 leading-relaxed text-slate-600">{post.excerpt}</p>
        <div className="mt-auto pt-5">
          <PostByline publishDate={post.publishDate} readTime={post.readTime} />
          <p
            aria-hidden="true"
            className="mt-4 flex items-center gap-1.5 text-sm font-semibold text-brand-blue"
          >
            {blogListCopy.readMore}
            <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-1" />
          </p>
        </div>
      </div>
    </article>
  );
}
