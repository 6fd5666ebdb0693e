import { Link } from "react-router";
import { paths } from "#shared/site-paths.ts";

/**
 * A post's title as the link to it, stretched over its `relative` card, so the whole card is one link
 * named by the title (SPEC §2 Blog list).
 */
export function PostTitleLink({ slug, title }: { slug: string; title: string }) {
  return (
    <Link
      to={paths.blogPost(slug)}
      className="after:absolute after:inset-0 after:content-[''] group-hover:text-brand-blue focus-visible:outline-none"
    >
      {title}
    </Link>
  );
}
