import { ArrowRight, Star } from "#app/components/ui/icons.tsx";
import { blogListCopy } from "#shared/content/blog.ts";
import type { BlogCardView } from "#shared/blog/blog-post-view.ts";
import { CategoryLabel } from "./category-label.tsx";
import { PostByline } from "./post-byline.tsx";
import { PostCover } from "./post-cover.tsx";
import { PostTitleLink } from "./post-title-link.tsx";

/**
 * SPEC §2 Blog list: the featured post, shown large above the grid. When no post shown is marked
 * featured, the card holds the newest one, and says so rather than calling it featured.
 */
export function FeaturedPostCard({ post }: { post: BlogCardView }) {
  return (
    <article
      aria-labelledby="featured-post-title"
      className="group relative grid overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-lg transition-shadow hover:shadow-2xl has-[a:focus-visible]:ring-4 has-[a:focus-visible]:ring-brand-gold lg:grid-cols-2"
    >
      <PostCover
        imageUrl={post.imageUrl}
        category={post.category}
        className="h-56 sm:h-72 lg:h-full lg:min-h-[24rem]"
        iconSize="h-16 w-16"
        eager
      />
      {/* A title or excerpt with one very long word wraps inside the card rather than widening it. */}
      <div className="flex min-w-0 flex-col justify-center p-7 [overflow-wrap:anywhere] sm:p-10">
        <div className="flex flex-wrap items-center gap-3">
          <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-gold px-3 py-1 text-xs font-bold uppercase tracking-wider text-ink">
            <Star aria-hidden="true" className="h-3.5 w-3.5" />
            {post.featured ? blogListCopy.featuredLabel : blogListCopy.latestLabel}
          </span>
          <CategoryLabel category={post.category} />
        </div>
        <h2 id="featured-post-title" className="mt-5 text-3xl font-bold leading-tight text-ink sm:text-4xl">
          <PostTitleLink slug={post.slug} title={post.title} />
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-slate-600">{post.excerpt}</p>
        <div className="mt-6">
          <PostByline authorName={post.authorName} publishDate={post.publishDate} readTime={post.readTime} />
        </div>
        <p aria-hidden="true" className="mt-6 flex items-center gap-2 font-semibold text-brand-blue">
          {blogListCopy.readMore}
          <ArrowRight className="h-5 w-5 transition-transform group-hover:translate-x-1" />
        </p>
      </div>
    </article>
  );
}
