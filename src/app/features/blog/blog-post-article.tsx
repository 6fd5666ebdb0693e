import { SquareArrowOutUpRight, Tag } from "#app/components/ui/icons.tsx";
import { blogPostCopy } from "#shared/content/blog.ts";
import { uniqueTags } from "#shared/blog/blog-post.ts";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { BackToBlogLink } from "./back-to-blog-link.tsx";
import type { BlogPostView } from "#shared/blog/blog-post-view.ts";
import { CategoryLabel } from "./category-label.tsx";
import { PostByline } from "./post-byline.tsx";
import { PostCover } from "./post-cover.tsx";
import { postVideoOf } from "./shown-video.ts";
import { PostVideo } from "./post-video.tsx";
import { ShareLinks } from "./share-links.tsx";
import { withScrollableTables } from "./scrollable-tables.ts";

/** Typography for the post's HTML body (h2, h3, p, lists, links, quotes). */
const proseClasses =
  "text-lg leading-8 text-slate-700 " +
  "[&_p]:mt-6 [&_p:first-child]:mt-0 " +
  "[&_h2]:mt-12 [&_h2]:font-display [&_h2]:text-3xl [&_h2]:font-bold [&_h2]:leading-tight [&_h2]:text-ink " +
  "[&_h3]:mt-10 [&_h3]:font-display [&_h3]:text-2xl [&_h3]:font-semibold [&_h3]:text-ink " +
  "[&_ul]:mt-6 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-6 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 " +
  "[&_a]:font-semibold [&_a]:text-brand-blue [&_a]:underline [&_a]:underline-offset-2 " +
  // Pasted media keep to the column: a player or an image wider than a phone would make the whole
  // page scroll sideways. A wide table scrolls in its own region (withScrollableTables), its words whole.
  "[&_iframe]:my-8 [&_iframe]:aspect-video [&_iframe]:h-auto [&_iframe]:w-full [&_iframe]:rounded-2xl " +
  "[&_img]:my-8 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-2xl " +
  "[&_.post-table]:mt-6 [&_.post-table]:overflow-x-auto [&_table]:w-full [&_table]:text-base [&_table]:[overflow-wrap:normal] " +
  "[&_th]:p-2 [&_th]:text-left [&_th]:align-bottom [&_td]:border-t [&_td]:border-slate-200 [&_td]:p-2 [&_td]:align-top " +
  "[&_pre]:mt-6 [&_pre]:whitespace-pre-wrap [&_pre]:rounded-xl [&_pre]:bg-slate-100 [&_pre]:p-4 [&_pre]:text-base " +
  "[&_blockquote]:mt-8 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-gold [&_blockquote]:pl-5 [&_blockquote]:font-display [&_blockquote]:text-xl [&_blockquote]:italic [&_blockquote]:text-ink " +
  "[&>p:first-child]:first-letter:float-left [&>p:first-child]:first-letter:mr-3 [&>p:first-child]:first-letter:font-display [&>p:first-child]:first-letter:text-6xl [&>p:first-child]:first-letter:font-bold [&>p:first-child]:first-letter:leading-[0.9] [&>p:first-child]:first-letter:text-brand-blue";

/** SPEC §2 Blog post: header, image, optional video, HTML body, tags, source and share links. */
export function BlogPostArticle({ post }: { post: BlogPostView }) {
  const video = postVideoOf(post);
  // Without an image, a player makes a better opening than the drawn category art.
  const videoAsCover = !post.imageUrl && video?.kind === "player";
  return (
    <article className="pb-20">
      <header className="bg-paper">
        <div className="mx-auto max-w-3xl px-5 pb-10 pt-10 sm:px-8 sm:pt-14">
          <BackToBlogLink />
          <div className="mt-8">
            <CategoryLabel category={post.category} />
          </div>
          <h1 className="mt-4 text-4xl font-bold leading-tight tracking-tight text-ink [overflow-wrap:anywhere] sm:text-5xl">
            {post.title}
          </h1>
          <p className="mt-5 text-xl leading-relaxed [overflow-wrap:anywhere] text-slate-600">
            {post.excerpt}
          </p>
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
        {videoAsCover ? (
          <PostVideo video={video} postTitle={post.title} />
        ) : (
          <PostCover
            imageUrl={post.imageUrl}
            category={post.category}
            className="h-56 rounded-3xl shadow-lg sm:h-80 lg:h-[26rem]"
            iconSize="h-16 w-16"
            eager
          />
        )}
      </div>

      <div className="mx-auto max-w-3xl px-5 sm:px-8">
        {!videoAsCover && video && (
          <div className="mt-12">
            <PostVideo video={video} postTitle={post.title} />
          </div>
        )}

        {/* Server posts are sanitized on the server; built-in posts are written in our own content module. */}
        <div
          className={`mt-12 [overflow-wrap:anywhere] ${proseClasses}`}
          dangerouslySetInnerHTML={{ __html: withScrollableTables(post.content) }}
        />

        {(post.tags.length > 0 || post.sourceUrl) && (
          <div className="mt-12 flex flex-col gap-6 sm:flex-row sm:items-start sm:justify-between">
            {post.tags.length > 0 && <PostTags tags={post.tags} />}
            {post.sourceUrl && (
              <ExternalLink
                href={post.sourceUrl}
                className="inline-flex shrink-0 items-center gap-2 self-start rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-brand-blue transition-colors hover:border-brand-blue"
              >
                <SquareArrowOutUpRight aria-hidden="true" className="size-4" />
                {blogPostCopy.viewSource}
              </ExternalLink>
            )}
          </div>
        )}

        <div className="mt-10 flex flex-col gap-8 border-t border-slate-200 pt-8 sm:flex-row sm:items-center sm:justify-between">
          <ShareLinks title={post.title} slug={post.slug} />
          <BackToBlogLink />
        </div>
      </div>
    </article>
  );
}

function PostTags({ tags }: { tags: string[] }) {
  return (
    <section aria-labelledby="tags-heading" className="flex min-w-0 flex-wrap items-center gap-2">
      <h2 id="tags-heading" className="sr-only">
        {blogPostCopy.tagsHeading}
      </h2>
      <Tag aria-hidden="true" className="mr-1 h-5 w-5 text-slate-500" />
      <ul className="flex min-w-0 flex-wrap gap-2">
        {/* Posts saved before tags were de-duplicated may repeat one; each shows once (a React key each). */}
        {uniqueTags(tags).map((tag) => (
          <li
            key={tag}
            className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700 [overflow-wrap:anywhere]"
          >
            #{tag}
          </li>
        ))}
      </ul>
    </section>
  );
}
