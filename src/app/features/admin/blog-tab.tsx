import {
  BookOpen,
  Eye,
  FilePen,
  FileText,
  Newspaper,
  Pencil,
  Plus,
  Star,
  Trash2,
  Video,
} from "#app/components/ui/icons.tsx";
import { useRef, useState, type Ref } from "react";
import { flushSync } from "react-dom";
import { blogTabCopy, dashboardCopy } from "#app/content/admin.ts";
import { toast } from "#app/hooks/use-toast.ts";
import type { BlogPost } from "#shared/blog/blog-post.ts";
import { paths } from "#shared/site-paths.ts";
import { Button } from "#app/components/ui/button.tsx";
import { AdminBadge } from "./admin-badge.tsx";
import { AdminCard, EmptyState } from "./admin-card.tsx";
import { BlogPostDialog } from "./blog-post-dialog.tsx";
import { claimBlogPostDraft, type DraftClaim } from "./blog-post-draft.ts";
import { BLOG_LIST_LIMIT, blogCounts, hasVideo } from "./business-totals.ts";
import { ListLoadFailed, type ListsLoadProps } from "./load-problem.tsx";
import { StatTile } from "./stat-tile.tsx";
import { useDeleteBlogPost } from "./use-blog-post-writes.ts";

type DialogState = { key: number; post: BlogPost | null; draft: DraftClaim } | null;

const listId = "recent-posts-list";

/**
 * SPEC §2 Blog tab: 'New Post', four counts and the 10 most recent posts with edit and delete.
 * Past 10, 'Show all N posts' lists the rest, so every post can be edited or deleted (decision 011).
 */
export function BlogTab({ posts, failed, onRetry }: { posts: BlogPost[] } & ListsLoadProps) {
  const [dialog, setDialog] = useState<DialogState>(null);
  const [open, setOpen] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const listHeading = useRef<HTMLHeadingElement>(null);
  // The first post 'Show all' reveals: focus goes to it, not past the whole list to the button.
  const firstRevealed = useRef<HTMLButtonElement>(null);
  // The dialog has no Radix trigger (it opens from several buttons): focus goes back by hand.
  const openedFrom = useRef<HTMLElement | null>(null);
  const deletion = useDeleteBlogPost({
    onDeleted: (post) => {
      toast({ title: blogTabCopy.deleted, description: blogTabCopy.deletedText(post.title) });
      listHeading.current?.focus();
    },
    onFailed: () =>
      toast({ variant: "destructive", title: blogTabCopy.errorTitle, description: blogTabCopy.deleteFailed }),
  });
  const counts = blogCounts(posts);
  // No counts of a list that did not load: a '0' would read as 'no posts'.
  const count = (value: number) => (failed.posts ? dashboardCopy.unknownValue : String(value));

  // Set while an opening waits for its draft's claim: a second click then opens nothing more.
  const opening = useRef(false);
  const openDialog = async (post: BlogPost | null) => {
    if (opening.current) return;
    opening.current = true;
    openedFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const draft = await claimBlogPostDraft(post ? post.id : "new");
    opening.current = false;
    // A new key gives every opening a fresh form.
    setDialog((current) => ({ key: (current?.key ?? 0) + 1, post, draft }));
    setOpen(true);
  };

  const hasMore = posts.length > BLOG_LIST_LIMIT;
  const listed = hasMore && showAll ? posts : posts.slice(0, BLOG_LIST_LIMIT);
  const toggleAll = () => {
    if (showAll) {
      setShowAll(false);
      return;
    }
    flushSync(() => setShowAll(true));
    firstRevealed.current?.focus();
  };

  const remove = (post: BlogPost) => {
    // SPEC §5 "Blog deletion" needs the owner's confirmation.
    if (!window.confirm(blogTabCopy.confirmDelete)) return;
    deletion.mutate(post);
  };

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h2 className="text-2xl font-bold text-ink">{blogTabCopy.heading}</h2>
          <p className="text-slate-600">{blogTabCopy.intro}</p>
        </div>
        <Button onClick={() => openDialog(null)}>
          <Plus aria-hidden="true" className="size-5" />
          {blogTabCopy.newPost}
        </Button>
      </div>

      <ul aria-label={blogTabCopy.countsLabel} className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatTile icon={FileText} tone="blue" label={blogTabCopy.counts.total} value={count(counts.total)} />
        <StatTile
          icon={Eye}
          tone="green"
          label={blogTabCopy.counts.published}
          value={count(counts.published)}
        />
        <StatTile
          icon={Star}
          tone="gold"
          label={blogTabCopy.counts.featured}
          value={count(counts.featured)}
        />
        <StatTile
          icon={FilePen}
          tone="violet"
          label={blogTabCopy.counts.drafts}
          value={count(counts.drafts)}
        />
      </ul>

      <AdminCard
        id="recent-posts-heading"
        title={blogTabCopy.recentHeading}
        icon={Newspaper}
        headingRef={listHeading}
      >
        {failed.posts ? (
          <ListLoadFailed list="posts" onRetry={onRetry} />
        ) : posts.length === 0 ? (
          <EmptyState icon={BookOpen} text={blogTabCopy.empty} hint={blogTabCopy.emptyHint} />
        ) : (
          <>
            <ul id={listId} className="divide-y divide-slate-100">
              {listed.map((post, index) => (
                <BlogPostRow
                  key={post.id}
                  post={post}
                  deleting={deletion.isDeleting(post)}
                  onEdit={() => openDialog(post)}
                  onDelete={() => remove(post)}
                  editRef={index === BLOG_LIST_LIMIT ? firstRevealed : undefined}
                />
              ))}
            </ul>
            {hasMore && (
              <div className="mt-5 flex justify-center border-t border-slate-100 pt-5">
                <Button variant="outline" size="sm" aria-controls={listId} onClick={toggleAll}>
                  {showAll ? blogTabCopy.showFewer : blogTabCopy.showAll(posts.length)}
                </Button>
              </div>
            )}
          </>
        )}
      </AdminCard>

      {dialog && (
        <BlogPostDialog
          key={dialog.key}
          post={dialog.post}
          open={open}
          onOpenChange={setOpen}
          draft={dialog.draft}
          returnFocus={() =>
            (openedFrom.current?.isConnected ? openedFrom.current : listHeading.current)?.focus()
          }
        />
      )}
    </div>
  );
}

type BlogPostRowProps = {
  post: BlogPost;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
  editRef?: Ref<HTMLButtonElement>;
};

function BlogPostRow({ post, deleting, onEdit, onDelete, editRef }: BlogPostRowProps) {
  const meta = [post.category, post.readTime].filter(Boolean).join(" · ");
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h3 className="font-sans text-base font-bold text-ink [overflow-wrap:anywhere]">
          {post.published ? (
            <a
              href={paths.blogPost(post.slug)}
              target="_blank"
              rel="noopener"
              className="hover:text-brand-blue hover:underline"
            >
              {post.title}
            </a>
          ) : (
            post.title
          )}
        </h3>
        <p className="mt-0.5 text-sm text-slate-600">{meta}</p>
        <div className="mt-2 flex flex-wrap gap-1.5">
          {post.published ? (
            <AdminBadge tone="green" icon={Eye}>
              {blogTabCopy.publishedBadge}
            </AdminBadge>
          ) : (
            <AdminBadge tone="slate" icon={FilePen}>
              {blogTabCopy.draftBadge}
            </AdminBadge>
          )}
          {post.featured && (
            <AdminBadge tone="gold" icon={Star}>
              {blogTabCopy.featuredBadge}
            </AdminBadge>
          )}
          {hasVideo(post) && (
            <AdminBadge tone="violet" icon={Video}>
              {blogTabCopy.videoBadge}
            </AdminBadge>
          )}
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        <button
          ref={editRef}
          type="button"
          onClick={onEdit}
          aria-label={blogTabCopy.edit(post.title)}
          className="inline-flex size-10 items-center justify-center rounded-full border border-slate-200 text-slate-700 transition-colors hover:border-brand-blue hover:bg-brand-blue hover:text-white"
        >
          <Pencil aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          // Locked while its delete is on its way, yet still focused: a disabled button would drop
          // the keyboard's focus to the page's start, and leave it there if the delete fails.
          onClick={deleting ? undefined : onDelete}
          aria-disabled={deleting || undefined}
          aria-label={blogTabCopy.remove(post.title)}
          className="inline-flex size-10 items-center justify-center rounded-full border border-slate-200 text-brand-red transition-colors hover:border-brand-red hover:bg-brand-red hover:text-white aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:hover:border-slate-200 aria-disabled:hover:bg-transparent aria-disabled:hover:text-brand-red"
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
    </li>
  );
}
