import { ImageOff, ImageUp, LoaderCircle, X } from "#app/components/ui/icons.tsx";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { imageUploadCopy } from "#app/content/admin.ts";
import { toast } from "#app/hooks/use-toast.ts";
import { ACCEPTED_IMAGE_TYPES } from "#shared/image-upload.ts";
import { imageFileProblem, imageFileType } from "./image-file.ts";
import { uploadImage, uploadRefusal } from "./upload-image.ts";
import { isSessionEnded } from "#app/lib/api-request.ts";
import { adminQueryKeys } from "./use-business-data.ts";

type ImageUploadFieldProps = {
  id: string;
  legend: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Told when an upload starts and when it ends, so the form can wait for it before saving. */
  onUploadingChange?: (uploading: boolean) => void;
};

const inputClasses =
  "block w-full min-w-0 rounded-xl border bg-white px-3.5 py-2.5 text-base text-ink shadow-sm placeholder:text-slate-500 focus:border-brand-blue focus:ring-2 focus:ring-brand-blue/20 focus:outline-none";

/**
 * SPEC §2 Featured Image: upload a file (checked for type and size first, SPEC §5) with a progress
 * bar, or type an address; either way a preview shows, and one that does not load says so.
 */
export function ImageUploadField({
  id,
  legend,
  value,
  onChange,
  error,
  onUploadingChange,
}: ImageUploadFieldProps) {
  const queryClient = useQueryClient();
  // The preview follows the address once it is complete (on leaving the field), not every keystroke.
  const [previewSrc, setPreviewSrc] = useState(value.trim());
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const upload = useRef<AbortController | null>(null);
  /** Counts the files picked: one whose type is still being read knows when it has been replaced. */
  const picks = useRef(0);
  const fileInputId = useId();
  const hintId = useId();
  const errorId = useId();
  const uploading = percent !== null;

  useEffect(
    () => () => {
      picks.current += 1; // a pick whose bytes are still being read is given up too
      upload.current?.abort();
    },
    [],
  );

  useEffect(() => {
    onUploadingChange?.(uploading);
  }, [uploading, onUploadingChange]);

  const showPreview = (src: string) => {
    setPreviewSrc(src);
    setBrokenSrc(null);
  };

  const pickFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again still reports a change.
    event.target.value = "";
    if (!file) return;
    const pick = ++picks.current;
    const type = await imageFileType(file).catch(() => file.type);
    // Another file was picked, or the dialog closed, while this one's first bytes were read.
    if (pick !== picks.current) return;
    const problem = imageFileProblem({ type, size: file.size });
    if (problem) {
      toast({ variant: "destructive", ...imageUploadCopy[problem] });
      return;
    }
    upload.current?.abort();
    const controller = new AbortController();
    upload.current = controller;
    setPercent(0);
    try {
      const path = await uploadImage(file, type, { onProgress: setPercent, signal: controller.signal });
      onChange(path);
      showPreview(path);
      toast({ ...imageUploadCopy.succeeded });
    } catch (caught) {
      if (controller.signal.aborted) return;
      if (isSessionEnded(caught)) {
        // As with a save or a delete: the dashboard reloads, finds the session over and goes back
        // to the login, which says so (the post being written is kept).
        void queryClient.invalidateQueries({ queryKey: adminQueryKeys.posts });
        return;
      }
      console.warn("Image upload failed", caught);
      const refusal = uploadRefusal(caught);
      toast({
        variant: "destructive",
        title: imageUploadCopy.failed.title,
        description: refusal ?? imageUploadCopy.failed.description,
      });
    } finally {
      if (upload.current === controller) {
        upload.current = null;
        setPercent(null);
      }
    }
  };

  const describedBy = [hintId, error ? errorId : null].filter(Boolean).join(" ");

  return (
    <fieldset className="min-w-0 sm:col-span-2">
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <div className="mt-2 grid gap-4 rounded-2xl border border-slate-200 bg-slate-50/60 p-4 sm:grid-cols-[10rem_1fr]">
        <div className="relative flex aspect-[2/1] items-center sm:aspect-[4/3] justify-center overflow-hidden rounded-xl border border-slate-200 bg-white">
          {previewSrc && brokenSrc !== previewSrc ? (
            <>
              <img
                key={previewSrc}
                src={previewSrc}
                alt={imageUploadCopy.previewAlt}
                className="size-full object-cover"
                onError={() => {
                  setBrokenSrc(previewSrc);
                  toast({ variant: "destructive", ...imageUploadCopy.invalidImage });
                }}
              />
              <button
                type="button"
                onClick={() => {
                  onChange("");
                  showPreview("");
                }}
                aria-label={imageUploadCopy.remove}
                className="absolute top-1.5 right-1.5 flex size-8 items-center justify-center rounded-full bg-ink/70 text-white transition-colors hover:bg-ink"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </>
          ) : previewSrc ? (
            <ImageOff aria-hidden="true" className="size-8 text-slate-400" />
          ) : (
            <ImageUp aria-hidden="true" className="size-8 text-slate-300" />
          )}
        </div>

        <div className="min-w-0 space-y-3">
          {/* Positioned: the visually hidden file input stays inside the form's scrolling area, so
              focusing it scrolls that area, not the dialog's frame. */}
          <div className="relative flex flex-wrap items-center gap-3">
            <input
              id={fileInputId}
              type="file"
              accept={ACCEPTED_IMAGE_TYPES.join(",")}
              className="peer sr-only"
              disabled={uploading}
              onChange={(event) => void pickFile(event)}
              aria-describedby={hintId}
            />
            <label
              htmlFor={fileInputId}
              className="inline-flex cursor-pointer items-center gap-2 rounded-full border-2 border-brand-blue px-4 py-2 text-sm font-semibold text-brand-blue transition-colors peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-gold peer-disabled:cursor-not-allowed peer-disabled:opacity-60 hover:bg-brand-blue hover:text-white"
            >
              {uploading ? (
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
              ) : (
                <ImageUp aria-hidden="true" className="size-4" />
              )}
              {uploading ? imageUploadCopy.uploading : imageUploadCopy.upload}
            </label>
            <p id={hintId} className="text-xs text-slate-600">
              {imageUploadCopy.hint}
            </p>
          </div>

          {uploading && (
            <div className="flex items-center gap-3">
              <div
                role="progressbar"
                aria-label={imageUploadCopy.progressLabel}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
              >
                <div
                  className="h-full rounded-full bg-brand-blue transition-[width]"
                  style={{ width: `${percent}%` }}
                />
              </div>
              <span className="w-10 text-right text-xs font-semibold text-slate-700 tabular-nums">
                {percent}%
              </span>
            </div>
          )}

          <div>
            <label htmlFor={id} className="text-xs font-semibold text-slate-700">
              {imageUploadCopy.urlLabel}
            </label>
            <input
              id={id}
              type="text"
              inputMode="url"
              value={value}
              placeholder={imageUploadCopy.urlPlaceholder}
              onChange={(event) => onChange(event.target.value)}
              onBlur={(event) => {
                const next = event.target.value.trim();
                if (next !== previewSrc) showPreview(next);
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              className={`mt-1 ${inputClasses} ${error ? "border-brand-red" : "border-slate-300"}`}
            />
            {error && (
              <p id={errorId} className="mt-1.5 text-sm font-medium text-brand-red">
                {error}
              </p>
            )}
          </div>
        </div>
      </div>
    </fieldset>
  );
}
