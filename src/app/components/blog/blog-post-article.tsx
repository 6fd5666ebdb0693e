import { Tag } from "lucide-react";
import { blogPostCopy, type FallbackBlogPost } from "../../content/blog-fallback.ts";
import { BackToBlogLink } from "./back-to-blog-link.tsx";
import { CategoryArt } from "./category-art.tsx";
import { CategoryLabel } from "./category-label.tsx";
import { PostByline } from "./post-byline.tsx";
import { ShareLinks } from "./share-links.tsx";

/** Typography for the post's HTML body (h2, h3, p, lists, links, quotes). */
const proseClasses =
  "text-lg leading-8 text-slate-700 " +
  "[&_p]:mt-6 [&_p:first-child]:mt-0 " +
  "[&_h2]:mt-12 [&_h2]:font-display [&_h2]:text-3xl [&_h2]:font-bold [&_h2]:leading-tight [&_h2]:text-ink " +
  "[&_h3]:mt-10 [&_h3]:font-display [&_h3]:text-2xl [&_h3]:font-semibold [&_h3]:text-ink " +
  "[&_ul]:mt-6 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-6 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 " +
  "[&_a]:font-semibold [&_a]:text-brand-blue [&_a]:underline [&_a]:underline-offset-2 " +
  "[&_blockquote]:mt-8 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-gold [&_blockquote]:pl-5 [&_blockquote]:font-display [&_blockquote]:text-xl [&_blockquote]:italic [&_blockquote]:text-ink " +
  "[&>p:first-child]:first-letter:float-left [&>p:first-child]:first-letter:mr-3 [&>p:first-child]:first-letter:font-display [&>p:first-child]:first-letter:text-6xl [&>p:first-child]:first-letter:font-bold [&>p:first-child]:first-letter:leading-[0.9] [&>p:first-child]:first-letter:text-brand-blue";

/** SPEC §2 Blog post: header, cover, HTML body, tags and share links. */
export function BlogPostArticle({ post }: { post: FallbackBlogPost }) {
  return (
    <article className="pb-20">
      <header className="bg-paper">
        <div className="mx-auto max-w-3xl px-5 pb-10 pt-10 sm:px-8 sm:pt-14">
          <BackToBlogLink />
          <div className="mt-8">
            <CategoryLabel category={post.category} />
          </div>
          <h1 className="mt-4 text-4xl font-bold leading-tight tracking-tight text-ink sm:text-5xl">
            {post.title}
          </h1>
          <p className="mt-5 text-xl leading-relaxed text-slate-600">{post.excerpt}</p>
          <div className="mt-6 border-t border-slate-200 pt-5">
            <PostByline
              authorName={post.authorName}
              publishDate={post.publishDate}
              readTime={post.readTime}
            />
          </div>
        </div>
      </header>

      <div className="mx-auto max-w-4xl px-5 sm:px-8">
        <CategoryArt
          category={post.category}
          className="h-56 rounded-3xl shadow-lg sm:h-80"
          iconSize="h-16 w-16"
        />
      </div>

      <div className="mx-auto max-w-3xl px-5 sm:px-8">
        {/* Trusted HTML: these posts are written in our own content module, not taken from visitors. */}
        <div className={`mt-12 ${proseClasses}`} dangerouslySetInnerHTML={{ __html: post.content }} />

        {post.tags.length > 0 && (
          <section aria-labelledby="tags-heading" className="mt-12 flex flex-wrap items-center gap-2">
            <h2 id="tags-heading" className="sr-only">
              {blogPostCopy.tagsHeading}
            </h2>
            <Tag aria-hidden="true" className="mr-1 h-5 w-5 text-slate-500" />
            <ul className="flex flex-wrap gap-2">
              {post.tags.map((tag) => (
                <li
                  key={tag}
                  className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700"
                >
                  #{tag}
                </li>
              ))}
            </ul>
          </section>
        )}

        <div className="mt-10 flex flex-col gap-8 border-t border-slate-200 pt-8 sm:flex-row sm:items-center sm:justify-between">
          <ShareLinks title={post.title} slug={post.slug} />
          <BackToBlogLink />
        </div>
      </div>
    </article>
  );
}
