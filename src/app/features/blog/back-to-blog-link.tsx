import { ArrowLeft } from "#app/components/ui/icons.tsx";
import { Link } from "react-router";
import { blogPostCopy } from "#shared/content/blog.ts";
import { paths } from "#shared/site-paths.ts";

export function BackToBlogLink({ className = "" }: { className?: string }) {
  return (
    <Link
      to={paths.blog}
      className={`inline-flex shrink-0 items-center gap-2 whitespace-nowrap font-semibold text-brand-blue hover:underline ${className}`}
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" />
      {blogPostCopy.backToBlog}
    </Link>
  );
}
