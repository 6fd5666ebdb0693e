import { FileQuestion } from "#app/components/ui/icons.tsx";
import { blogPostCopy } from "#shared/content/blog.ts";
import { notFoundMark } from "#app/lib/rewards-context.ts";
import { IconTile } from "#app/components/ui/icon-tile.tsx";
import { NoticeCard } from "#app/components/ui/notice-card.tsx";
import { BackToBlogLink } from "./back-to-blog-link.tsx";

/** SPEC §2 + §8: 'Post Not Found' for an unknown slug, with a way back to the list. */
export function PostNotFound() {
  return (
    <div {...notFoundMark}>
      <NoticeCard
        title={blogPostCopy.notFoundTitle}
        text={blogPostCopy.notFoundText}
        medallion={<IconTile icon={FileQuestion} tone="tint" size="lg" shape="disc" />}
      >
        <BackToBlogLink className="mt-6" />
      </NoticeCard>
    </div>
  );
}
