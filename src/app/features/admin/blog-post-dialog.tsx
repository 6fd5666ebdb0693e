import * as Dialog from "@radix-ui/react-dialog";
import * as Switch from "@radix-ui/react-switch";
import { Save } from "#app/components/ui/icons.tsx";
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { blogDialogCopy } from "#app/content/admin.ts";
import { toast } from "#app/hooks/use-toast.ts";
import { ApiRequestError, isSessionEnded } from "#app/lib/api-request.ts";
import { blogCategories, postChangedMessage, type BlogPost } from "#shared/blog/blog-post.ts";
import { Button } from "#app/components/ui/button.tsx";
import {
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
import { ImageUploadField } from "./image-upload-field.tsx";
import { useSaveBlogPost } from "./use-blog-post-writes.ts";
import { DialogCloseButton } from "#app/components/ui/dialog-close-button.tsx";

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

const fieldId = (field: BlogPostField) => `blog-post-${field}`;
const submitHintId = "blog-post-submit-hint";

// The order of the form, so the first field with a problem gets the focus.
const fieldOrder: BlogPostField[] = [
  "title",
  "slug",
  "category",
  "readTime",
  "authorName",
  "excerpt",
  "content",
  "imageUrl",
  "videoUrl",
  "videoEmbedCode",
  "seoTitle",
  "sourceUrl",
  "seoDescription",
  "tags",
];

const controlClasses =
  "block w-full min-w-0 rounded-xl border bg-white px-3.5 py-2.5 text-base text-ink shadow-sm placeholder:text-slate-500 focus:border-brand-blue focus:ring-2 focus:ring-brand-blue/20 focus:outline-none";

/**
 * SPEC §2 blog post dialog: 'Create New Blog Post' or 'Edit Blog Post', every field of the post,
 * checked with the shared schema before it is sent (SPEC §5), the server's field messages shown by
 * their fields, and the SPEC §8 toasts. It cannot be closed while a save is on its way, asks
 * before closing over unsaved changes, and does not save while the featured image is uploading.
 */
export function BlogPostDialog({ post, open, onOpenChange, returnFocus, draft }: BlogPostDialogProps) {
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
    document.getElementById(fieldId("title"))?.focus();
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
    const first = fieldOrder.find((field) => next[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
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

  const text = (field: BlogPostField) => ({
    value: values[field] as string,
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });

  return (
    <Dialog.Root open={open} onOpenChange={requestOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60 backdrop-blur-sm" />
        <Dialog.Content
          onEscapeKeyDown={holdWhileSaving}
          onInteractOutside={holdWhileSaving}
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
            {showRestored && (
              <div
                role="status"
                className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-xl bg-amber-50 px-4 py-2.5 text-sm text-amber-950 ring-1 ring-amber-600/25"
              >
                <p>
                  {blogDialogCopy.draftRestored}
                  {restoredOverNewer && (
                    <>
                      {" "}
                      <strong className="font-semibold">{blogDialogCopy.draftChangedSince}</strong>
                    </>
                  )}
                </p>
                <Button type="button" variant="ghost" size="sm" onClick={discardRestored}>
                  {blogDialogCopy.discardDraft}
                </Button>
              </div>
            )}
          </div>

          <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
            <div className="min-h-0 flex-1 space-y-8 overflow-y-auto px-5 py-6 sm:px-8">
              <Section title={blogDialogCopy.sections.article}>
                <Field field="title" label={blogDialogCopy.fields.title} required error={errors.title} wide>
                  {(props) => <input type="text" {...props} {...text("title")} />}
                </Field>
                <Field
                  field="slug"
                  label={blogDialogCopy.fields.slug}
                  hint={blogDialogCopy.hints.slug}
                  error={errors.slug}
                >
                  {(props) => (
                    <input
                      type="text"
                      autoCapitalize="none"
                      spellCheck={false}
                      {...props}
                      {...text("slug")}
                    />
                  )}
                </Field>
                <Field
                  field="category"
                  label={blogDialogCopy.fields.category}
                  required
                  error={errors.category}
                >
                  {(props) => (
                    <select {...props} {...text("category")}>
                      <option value="">{blogDialogCopy.categoryPlaceholder}</option>
                      {blogCategories.map((category) => (
                        <option key={category} value={category}>
                          {category}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <Field field="readTime" label={blogDialogCopy.fields.readTime} error={errors.readTime}>
                  {(props) => (
                    <input
                      type="text"
                      placeholder={blogDialogCopy.hints.readTime}
                      {...props}
                      {...text("readTime")}
                    />
                  )}
                </Field>
                <Field
                  field="authorName"
                  label={blogDialogCopy.fields.authorName}
                  required
                  error={errors.authorName}
                >
                  {(props) => <input type="text" autoComplete="name" {...props} {...text("authorName")} />}
                </Field>
                <Field
                  field="excerpt"
                  label={blogDialogCopy.fields.excerpt}
                  required
                  error={errors.excerpt}
                  wide
                >
                  {(props) => <textarea rows={2} {...props} {...text("excerpt")} />}
                </Field>
                <Field
                  field="content"
                  label={blogDialogCopy.fields.content}
                  required
                  error={errors.content}
                  wide
                  note={<FormattingGuide id={`${fieldId("content")}-guide`} />}
                  describedBy={`${fieldId("content")}-guide`}
                >
                  {(props) => (
                    <textarea
                      rows={10}
                      spellCheck
                      {...props}
                      {...text("content")}
                      className={`${props.className} font-mono text-sm`}
                    />
                  )}
                </Field>
              </Section>

              <Section title={blogDialogCopy.sections.media}>
                <ImageUploadField
                  key={imageFieldKey}
                  id={fieldId("imageUrl")}
                  legend={blogDialogCopy.fields.imageUrl}
                  value={values.imageUrl}
                  onChange={(value) => set("imageUrl", value)}
                  error={errors.imageUrl}
                  onUploadingChange={setUploading}
                />
                <Field field="videoUrl" label={blogDialogCopy.fields.videoUrl} error={errors.videoUrl} wide>
                  {(props) => (
                    <input
                      type="url"
                      placeholder={blogDialogCopy.placeholders.videoUrl}
                      {...props}
                      {...text("videoUrl")}
                    />
                  )}
                </Field>
                <Field
                  field="videoEmbedCode"
                  label={blogDialogCopy.fields.videoEmbedCode}
                  hint={blogDialogCopy.hints.videoEmbedCode}
                  error={errors.videoEmbedCode}
                  wide
                >
                  {(props) => (
                    <textarea
                      rows={3}
                      spellCheck={false}
                      {...props}
                      {...text("videoEmbedCode")}
                      className={`${props.className} font-mono text-sm`}
                    />
                  )}
                </Field>
              </Section>

              <Section title={blogDialogCopy.sections.seo}>
                <Field field="seoTitle" label={blogDialogCopy.fields.seoTitle} error={errors.seoTitle}>
                  {(props) => <input type="text" {...props} {...text("seoTitle")} />}
                </Field>
                <Field field="sourceUrl" label={blogDialogCopy.fields.sourceUrl} error={errors.sourceUrl}>
                  {(props) => (
                    <input
                      type="url"
                      placeholder={blogDialogCopy.placeholders.sourceUrl}
                      {...props}
                      {...text("sourceUrl")}
                    />
                  )}
                </Field>
                <Field
                  field="seoDescription"
                  label={blogDialogCopy.fields.seoDescription}
                  error={errors.seoDescription}
                  wide
                >
                  {(props) => <textarea rows={2} {...props} {...text("seoDescription")} />}
                </Field>
                <Field
                  field="tags"
                  label={blogDialogCopy.fields.tags}
                  hint={blogDialogCopy.hints.tags}
                  error={errors.tags}
                  wide
                >
                  {(props) => <input type="text" {...props} {...text("tags")} />}
                </Field>
              </Section>

              <Section title={blogDialogCopy.sections.visibility}>
                <ToggleField
                  id={fieldId("published")}
                  label={blogDialogCopy.fields.published}
                  hint={blogDialogCopy.hints.published}
                  checked={values.published}
                  onCheckedChange={(checked) => set("published", checked)}
                />
                <ToggleField
                  id={fieldId("featured")}
                  label={blogDialogCopy.fields.featured}
                  hint={blogDialogCopy.hints.featured}
                  checked={values.featured}
                  onCheckedChange={(checked) => set("featured", checked)}
                />
              </Section>
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

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="font-sans text-xs font-bold tracking-[0.15em] text-brand-blue uppercase">{title}</h3>
      <div className="mt-3 grid gap-x-5 gap-y-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

type ControlProps = {
  id: string;
  className: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
  "aria-required"?: true;
};

type FieldProps = {
  field: BlogPostField;
  label: string;
  required?: boolean;
  hint?: string;
  error?: string;
  /** Spans both columns. */
  wide?: boolean;
  /** Help shown under the control, referenced by `describedBy`. */
  note?: ReactNode;
  describedBy?: string;
  children: (props: ControlProps) => ReactNode;
};

/** A labelled control with its hint and its error message, both announced with the control. */
function Field({
  field,
  label,
  required = false,
  hint,
  error,
  wide = false,
  note,
  describedBy,
  children,
}: FieldProps) {
  const id = fieldId(field);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hint ? hintId : null, describedBy ?? null, error ? errorId : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={`min-w-0 ${wide ? "sm:col-span-2" : ""}`}>
      {/* The star stays outside the label: the field's name is its label, "required" is announced
          from aria-required. */}
      <div className="text-sm font-semibold text-ink">
        <label htmlFor={id}>{label}</label>
        {required && (
          <span aria-hidden="true" className="text-brand-red">
            *
          </span>
        )}
      </div>
      <div className="mt-1.5">
        {children({
          id,
          className: `${controlClasses} ${error ? "border-brand-red" : "border-slate-300"}`,
          "aria-describedby": described || undefined,
          "aria-invalid": error ? true : undefined,
          "aria-required": required ? true : undefined,
        })}
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {note}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-brand-red">
          {error}
        </p>
      )}
    </div>
  );
}

/** SPEC §2 blog form: the HTML the content may use. */
function FormattingGuide({ id }: { id: string }) {
  return (
    <div
      id={id}
      className="mt-2 rounded-xl border border-blue-100 bg-blue-50/60 px-4 py-3 text-sm text-slate-700"
    >
      <p className="font-semibold text-brand-blue">{blogDialogCopy.formatGuideTitle}</p>
      <ul className="mt-1.5 grid gap-x-6 gap-y-1 sm:grid-cols-2">
        {blogDialogCopy.formatGuide.map(({ tag, use }) => (
          <li key={tag}>
            <code className="rounded bg-white px-1.5 py-0.5 font-mono text-xs text-ink ring-1 ring-slate-200">
              {tag}
            </code>{" "}
            {use}
          </li>
        ))}
      </ul>
    </div>
  );
}

type ToggleFieldProps = {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

/** SPEC §2 Published and Featured switches. */
function ToggleField({ id, label, hint, checked, onCheckedChange }: ToggleFieldProps) {
  return (
    <div className="flex items-center justify-between gap-4 rounded-2xl border border-slate-200 px-4 py-3">
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        aria-describedby={`${id}-hint`}
        className="relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-slate-400 ring-1 ring-slate-500/70 ring-inset transition-colors data-[state=checked]:bg-brand-blue data-[state=checked]:ring-brand-blue"
      >
        <Switch.Thumb className="block size-5 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-6" />
      </Switch.Root>
    </div>
  );
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
