import { FileQuestion } from "lucide-react";
import { blogPostCopy } from "../../content/blog-fallback.ts";
import { BackToBlogLink } from "./back-to-blog-link.tsx";

/** SPEC §2 + §8: 'Post Not Found' for an unknown slug, with a way back to the list. */
export function PostNotFound() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center bg-paper px-5 py-16">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-lg">
        <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-blue/10 text-brand-blue">
          <FileQuestion aria-hidden="true" className="h-7 w-7" />
        </span>
        <h1 className="mt-5 text-3xl font-bold text-ink">{blogPostCopy.notFoundTitle}</h1>
        <p className="mt-3 text-slate-600">{blogPostCopy.notFoundText}</p>
        <BackToBlogLink className="mt-6" />
      </div>
    </div>
  );
}
