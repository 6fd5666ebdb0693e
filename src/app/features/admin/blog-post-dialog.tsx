import * as Dialog from "@radix-ui/react-dialog";
import { Button } from "#app/components/ui/button.tsx";
import { DialogCloseButton } from "#app/components/ui/dialog-close-button.tsx";
import { Save } from "#app/components/ui/icons.tsx";
import { blogDialogCopy } from "#app/content/admin.ts";
import type { BlogPost } from "#shared/blog/blog-post.ts";
import type { DraftClaim } from "./blog-post-draft.ts";
import { BlogPostFields } from "./blog-post-fields.tsx";
import { useBlogPostEditor } from "./use-blog-post-editor.ts";

type BlogPostDialogProps = {
  /** The post being edited, or null for a new one. */
  post: BlogPost | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes once the dialog has closed. */
  returnFocus: () => void;
  /** This tab's hold on the dialog's draft, let go when the dialog closes. */
  draft: DraftClaim;
};

const submitHintId = "blog-post-submit-hint";

/**
 * SPEC §2 blog post dialog: 'Create New Blog Post' or 'Edit Blog Post' around the post's fields
 * (`blog-post-fields.tsx`), their state in `useBlogPostEditor`. It cannot be closed while a save is
 * on its way, asks before closing over unsaved changes, and does not save while the featured image
 * is uploading.
 */
export function BlogPostDialog({ post, open, onOpenChange, returnFocus, draft }: BlogPostDialogProps) {
  const { submitRef, ...editor } = useBlogPostEditor({ post, open, onOpenChange, draft });
  const { editing, saving, uploading } = editor;

  return (
    <Dialog.Root open={open} onOpenChange={editor.requestOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60 backdrop-blur-sm" />
        <Dialog.Content
          onEscapeKeyDown={editor.holdWhileSaving}
          onInteractOutside={editor.holdWhileSaving}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white shadow-2xl"
        >
          <div className="border-b border-slate-100 px-5 pt-5 pb-4 sm:px-8 sm:pt-7">
            <Dialog.Title className="pr-10 font-display text-2xl font-bold text-ink">
              {editing ? blogDialogCopy.editTitle : blogDialogCopy.createTitle}
            </Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-slate-600">
              {blogDialogCopy.description}
            </Dialog.Description>
            {editor.showRestored && (
              <div
                role="status"
                className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-xl bg-amber-50 px-4 py-2.5 text-sm text-amber-950 ring-1 ring-amber-600/25"
              >
                <p>
                  {blogDialogCopy.draftRestored}
                  {editor.restoredOverNewer && (
                    <>
                      {" "}
                      <strong className="font-semibold">{blogDialogCopy.draftChangedSince}</strong>
                    </>
                  )}
                </p>
                <Button type="button" variant="ghost" size="sm" onClick={editor.discardRestored}>
                  {blogDialogCopy.discardDraft}
                </Button>
              </div>
            )}
          </div>

          <form noValidate onSubmit={editor.submit} className="flex min-h-0 flex-1 flex-col">
            <div className="min-h-0 flex-1 space-y-8 overflow-y-auto px-5 py-6 sm:px-8">
              <BlogPostFields
                values={editor.values}
                errors={editor.errors}
                set={editor.set}
                imageFieldKey={editor.imageFieldKey}
                onUploadingChange={editor.setUploading}
              />
            </div>

            <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-100 bg-slate-50/80 px-5 py-3 sm:px-8 sm:py-4">
              {/* Always in the page, so the reason is announced when it appears. */}
              <p id={submitHintId} role="status" className="mr-auto text-sm text-slate-600">
                {uploading ? blogDialogCopy.waitingForUpload : null}
              </p>
              <Dialog.Close asChild>
                <Button variant="outline" disabled={saving}>
                  {blogDialogCopy.cancel}
                </Button>
              </Dialog.Close>
              <Button
                ref={submitRef}
                type="submit"
                disabled={saving || uploading}
                aria-describedby={uploading ? submitHintId : undefined}
              >
                <Save aria-hidden="true" className="size-5" />
                {saving ? blogDialogCopy.saving : editing ? blogDialogCopy.update : blogDialogCopy.create}
              </Button>
            </div>
          </form>

          {/* A disabled fieldset locks the × while the post is being saved. */}
          <fieldset disabled={saving} className="contents">
            <DialogCloseButton label={blogDialogCopy.close} />
          </fieldset>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
