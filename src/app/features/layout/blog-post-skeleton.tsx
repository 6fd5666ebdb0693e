import { blogPostCopy } from "#shared/content/blog.ts";

const bar = "animate-pulse rounded-full bg-slate-200/80";

/** SPEC §2 Blog post: the loading skeleton while a post's page is on its way, in the article's shape. */
export function BlogPostSkeleton() {
  return (
    <div role="status" aria-live="polite" aria-busy="true" className="pb-20">
      <h1 className="sr-only">{blogPostCopy.loading}</h1>
      <div className="bg-paper">
        <div className="mx-auto max-w-3xl px-5 pb-10 pt-10 sm:px-8 sm:pt-14">
          <div className={`h-4 w-28 ${bar}`} />
          <div className={`mt-8 h-4 w-24 ${bar}`} />
          <div className={`mt-5 h-10 w-full ${bar}`} />
          <div className={`mt-3 h-10 w-3/4 ${bar}`} />
          <div className={`mt-6 h-5 w-full ${bar}`} />
          <div className={`mt-3 h-5 w-2/3 ${bar}`} />
          <div className="mt-6 border-t border-slate-200 pt-5">
            <div className={`h-4 w-1/2 ${bar}`} />
          </div>
        </div>
      </div>
      <div className="mx-auto max-w-4xl px-5 sm:px-8">
        <div className="h-56 animate-pulse rounded-3xl bg-slate-200/70 sm:h-80 lg:h-[26rem]" />
      </div>
      <div className="mx-auto mt-12 max-w-3xl space-y-4 px-5 sm:px-8">
        <div className={`h-4 w-full ${bar}`} />
        <div className={`h-4 w-full ${bar}`} />
        <div className={`h-4 w-5/6 ${bar}`} />
        <div className={`h-4 w-2/3 ${bar}`} />
      </div>
    </div>
  );
}
