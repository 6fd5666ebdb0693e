import { useEffect, useRef, useState, type FormEvent } from "react";
import { blogDialogCopy } from "#app/content/admin.ts";
import { toast } from "#app/hooks/use-toast.ts";
import { ApiRequestError, isSessionEnded } from "#app/lib/api-request.ts";
import { postChangedMessage, type BlogPost } from "#shared/blog/blog-post.ts";
import {
  blogPostFieldId,
  blogPostFieldOrder,
  emptyBlogPostForm,
  fieldErrorsFrom,
  formFromPost,
  hasUnsavedChanges,
  validateBlogPostForm,
  type BlogPostField,
  type BlogPostFormValues,
  type FieldErrors,
} from "./blog-post-form.ts";
import {
  changedSinceStarted,
  dropBlogPostDraft,
  keepBlogPostDraft,
  readBlogPostDraft,
  versionStartedFrom,
  type DraftClaim,
  type DraftTarget,
} from "./blog-post-draft.ts";
import { useSaveBlogPost } from "./use-blog-post-writes.ts";

type BlogPostEditorOptions = {
  /** The post being edited, or null for a new one. */
  post: BlogPost | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** This tab's hold on the dialog's draft, let go when the dialog closes. */
  draft: DraftClaim;
};

/**
 * The blog post dialog's state: the form's values and errors, the draft kept in this browser while
 * the dialog is open (decision 006), the image upload under way and the save. Checked with the
 * shared schema before it is sent (SPEC §5), the server's field messages go to their fields, and
 * the SPEC §8 toasts report the outcome.
 */
export function useBlogPostEditor({ post, open, onOpenChange, draft }: BlogPostEditorOptions) {
  const [initial] = useState<BlogPostFormValues>(() => (post ? formFromPost(post) : emptyBlogPostForm()));
  const draftTarget: DraftTarget = post ? post.id : "new";
  // Drafts are this dialog's only while no other tab has the same dialog open.
  const dropDraft = () => {
    if (draft.owned) dropBlogPostDraft(draftTarget);
  };
  useEffect(() => (open ? draft.release : undefined), [open, draft]);
  // Text kept from a dialog that closed without a save or a discard (a session that ended).
  const [restored] = useState(() => {
    const kept = draft.owned ? readBlogPostDraft(draftTarget) : null;
    return kept && hasUnsavedChanges(initial, kept.values) ? kept : null;
  });
  const currentVersion = post?.updatedAt ?? null;
  // The post version the form's text started from, sent with the save (decision 006): a restored
  // draft keeps the version it was started from, so a post saved again since is not overwritten.
  const [startedFrom, setStartedFrom] = useState(() => versionStartedFrom(restored, currentVersion));
  const [values, setValues] = useState<BlogPostFormValues>(restored?.values ?? initial);
  const [showRestored, setShowRestored] = useState(restored !== null);
  const restoredOverNewer = showRestored && changedSinceStarted(startedFrom, currentVersion);
  useEffect(() => {
    if (!draft.owned) return;
    // Text typed back to what was saved is no draft: an older one must not come back later.
    if (hasUnsavedChanges(initial, values)) keepBlogPostDraft(draftTarget, values, startedFrom);
    else dropBlogPostDraft(draftTarget);
  }, [initial, values, draftTarget, startedFrom, draft]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [uploading, setUploading] = useState(false);
  const save = useSaveBlogPost(post, startedFrom);
  const editing = post !== null;
  const saving = save.isPending;
  // A failed save no field owns hands focus back to the button, once it is enabled again (a disabled
  // button loses focus). A new object each time, so a second failure still counts.
  const submitRef = useRef<HTMLButtonElement>(null);
  const [refocusSubmit, setRefocusSubmit] = useState<object | null>(null);
  useEffect(() => {
    if (refocusSubmit && !saving) submitRef.current?.focus();
  }, [refocusSubmit, saving]);

  // Escape, the backdrop, × and Cancel all come here. A save on its way keeps the dialog open (its
  // answer decides what happens next); a draft, or an image still uploading, is only dropped
  // once the owner says so.
  const requestOpenChange = (next: boolean) => {
    if (next) {
      onOpenChange(true);
      return;
    }
    if (saving) return;
    if ((uploading || hasUnsavedChanges(initial, values)) && !window.confirm(blogDialogCopy.confirmDiscard))
      return;
    dropDraft();
    onOpenChange(false);
  };
  // Discarding a restored draft starts the image field afresh, with the saved post's preview.
  const [imageFieldKey, setImageFieldKey] = useState(0);
  const discardRestored = () => {
    setValues(initial);
    setStartedFrom(currentVersion);
    setErrors({});
    setShowRestored(false);
    setImageFieldKey((key) => key + 1);
    dropDraft();
    // The button is gone with the notice: focus goes to the form's first field.
    document.getElementById(blogPostFieldId("title"))?.focus();
  };
  const holdWhileSaving = (event: Event) => {
    if (saving) event.preventDefault();
  };

  const set = <K extends BlogPostField>(field: K, value: BlogPostFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const showErrors = (next: FieldErrors) => {
    setErrors(next);
    const first = blogPostFieldOrder.find((field) => next[field]);
    if (first) document.getElementById(blogPostFieldId(first))?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || uploading) return;
    const checked = validateBlogPostForm(values);
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(checked.input, {
      onSuccess: (saved) => {
        toast({
          title: editing ? blogDialogCopy.updated : blogDialogCopy.created,
          description: blogDialogCopy.savedText(saved.title, saved.published),
        });
        dropDraft();
        onOpenChange(false);
      },
      onError: (error) => {
        // The dashboard goes back to the login, which says the session ended; the draft is kept.
        if (isSessionEnded(error)) return;
        const fieldErrors =
          error instanceof ApiRequestError ? fieldErrorsFrom(Object.entries(error.fields)) : {};
        if (Object.values(fieldErrors).some(Boolean)) showErrors(fieldErrors);
        else setRefocusSubmit({});
        toast({
          variant: "destructive",
          title: blogDialogCopy.errorTitle,
          description: saveFailure(error, editing),
        });
      },
    });
  };

  return {
    values,
    errors,
    set,
    editing,
    saving,
    uploading,
    setUploading,
    showRestored,
    restoredOverNewer,
    discardRestored,
    imageFieldKey,
    requestOpenChange,
    holdWhileSaving,
    submit,
    submitRef,
  };
}

/**
 * SPEC §8's save failure, except where trying again cannot help and the toast says what happened:
 * the post was changed (409) or deleted (404) since it was opened, or its slug is another post's.
 */
function saveFailure(error: Error, editing: boolean): string {
  const code = error instanceof ApiRequestError ? error.apiErrorCode : undefined;
  if (code === "post_changed") return postChangedMessage;
  if (code === "slug_taken") return blogDialogCopy.slugTaken;
  if (editing && error instanceof ApiRequestError && error.status === 404) return blogDialogCopy.postGone;
  return editing ? blogDialogCopy.updateFailed : blogDialogCopy.createFailed;
}
