import * as Switch from "@radix-ui/react-switch";
import type { ReactNode } from "react";
import { describedBy, FieldShell, fieldHintId } from "#app/components/ui/form-field.tsx";
import { blogDialogCopy } from "#app/content/admin.ts";
import { blogCategories } from "#shared/blog/blog-post.ts";
import {
  blogPostFieldId,
  type BlogPostField,
  type BlogPostFormValues,
  type FieldErrors,
} from "./blog-post-form.ts";
import { ImageUploadField } from "./image-upload-field.tsx";

type BlogPostFieldsProps = {
  values: BlogPostFormValues;
  errors: FieldErrors;
  set: <K extends BlogPostField>(field: K, value: BlogPostFormValues[K]) => void;
  /** A new key starts the image field afresh (a discarded draft). */
  imageFieldKey: number;
  onUploadingChange: (uploading: boolean) => void;
};

/** SPEC §2 blog post dialog: every field of the post, in four sections. */
export function BlogPostFields({
  values,
  errors,
  set,
  imageFieldKey,
  onUploadingChange,
}: BlogPostFieldsProps) {
  const text = (field: BlogPostField) => ({
    value: values[field] as string,
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
  });

  return (
    <>
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
            <input type="text" autoCapitalize="none" spellCheck={false} {...props} {...text("slug")} />
          )}
        </Field>
        <Field field="category" label={blogDialogCopy.fields.category} required error={errors.category}>
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
            <input type="text" placeholder={blogDialogCopy.hints.readTime} {...props} {...text("readTime")} />
          )}
        </Field>
        <Field field="authorName" label={blogDialogCopy.fields.authorName} required error={errors.authorName}>
          {(props) => <input type="text" autoComplete="name" {...props} {...text("authorName")} />}
        </Field>
        <Field field="excerpt" label={blogDialogCopy.fields.excerpt} required error={errors.excerpt} wide>
          {(props) => <textarea rows={2} {...props} {...text("excerpt")} />}
        </Field>
        <Field
          field="content"
          label={blogDialogCopy.fields.content}
          required
          error={errors.content}
          wide
          note={<FormattingGuide id={`${blogPostFieldId("content")}-guide`} />}
          describedBy={`${blogPostFieldId("content")}-guide`}
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
          id={blogPostFieldId("imageUrl")}
          legend={blogDialogCopy.fields.imageUrl}
          value={values.imageUrl}
          onChange={(value) => set("imageUrl", value)}
          error={errors.imageUrl}
          onUploadingChange={onUploadingChange}
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
          id={blogPostFieldId("published")}
          label={blogDialogCopy.fields.published}
          hint={blogDialogCopy.hints.published}
          checked={values.published}
          onCheckedChange={(checked) => set("published", checked)}
        />
        <ToggleField
          id={blogPostFieldId("featured")}
          label={blogDialogCopy.fields.featured}
          hint={blogDialogCopy.hints.featured}
          checked={values.featured}
          onCheckedChange={(checked) => set("featured", checked)}
        />
      </Section>
    </>
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

const controlClasses =
  "block w-full min-w-0 rounded-xl border bg-white px-3.5 py-2.5 text-base text-ink shadow-sm placeholder:text-slate-500 focus:border-brand-blue focus:ring-2 focus:ring-brand-blue/20 focus:outline-none";

/** A labelled control with its hint and its error message, both announced with the control. */
function Field({
  field,
  label,
  required = false,
  hint,
  error,
  wide = false,
  note,
  describedBy: describedByNote,
  children,
}: FieldProps) {
  const id = blogPostFieldId(field);
  const before = [...(hint ? [fieldHintId(id)] : []), ...(describedByNote ? [describedByNote] : [])];
  return (
    <FieldShell
      id={id}
      label={label}
      error={error}
      hint={hint}
      note={note}
      showRequired={required}
      className={`min-w-0 ${wide ? "sm:col-span-2" : ""}`}
    >
      {children({
        id,
        className: `${controlClasses} ${error ? "border-brand-red" : "border-slate-300"}`,
        ...describedBy(id, error, [], before),
        "aria-required": required ? true : undefined,
      })}
    </FieldShell>
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
