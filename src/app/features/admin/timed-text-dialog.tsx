import * as Dialog from "@radix-ui/react-dialog";
import { useDeferredValue, useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { DialogCloseButton } from "#app/components/ui/dialog-close-button.tsx";
import { fieldHintId } from "#app/components/ui/form-field.tsx";
import { ChevronDown, FileUp, Save, Trash2, TriangleAlert } from "#app/components/ui/icons.tsx";
import { episodesTabCopy, timedTextDialogCopy as copy } from "#app/content/admin.ts";
import { toast } from "#app/hooks/use-toast.ts";
import { ApiRequestError, isSessionEnded } from "#app/lib/api-request.ts";
import {
  transcriptUploadFormats,
  type EpisodeTimedTextSummary,
  type TimedTextKind,
  type TranscriptUploadFormat,
} from "#shared/admin/episode-timed-text.ts";
import { transcriptEntries } from "./episode-timed-text-list.ts";
import {
  TIMED_TEXT_FILE_EXTENSIONS,
  timedTextFileProblem,
  timedTextPreview,
  transcriptFormatOfFileName,
  type TimedTextPreview,
} from "./timed-text-preview.ts";
import { useTimedTextWrites } from "./use-episode-timed-text.ts";

type TimedTextDialogProps = {
  episode: EpisodeTimedTextSummary;
  kind: TimedTextKind;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes once the dialog has closed. */
  returnFocus: () => void;
};

const controlClasses =
  "block w-full min-w-0 rounded-xl border bg-white px-3.5 py-2.5 text-base text-ink shadow-sm placeholder:text-slate-500 focus:ring-2 focus:outline-none";
const validControl = "border-slate-300 focus:border-brand-blue focus:ring-brand-blue/20";
const invalidControl = "border-brand-red focus:border-brand-red focus:ring-brand-red/20";

/** Why a save or a delete did not go through, in the dialog, above its buttons. */
function failureMessage(error: Error, failed: string): string {
  if (isSessionEnded(error)) return copy.sessionEnded;
  // The parser's reason (400), an episode no longer in the catalog (404): the server's own words.
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return error.apiMessage;
  return failed;
}

/**
 * The owner gives an episode its own transcript or chapters (issue 36): pasted, or read from a
 * file, previewed with the parsers the server uses, then saved; or deletes the one they gave.
 * What was typed stays until it is saved or the owner agrees to drop it.
 */
export function TimedTextDialog({ episode, kind, open, onOpenChange, returnFocus }: TimedTextDialogProps) {
  const [text, setText] = useState("");
  const [format, setFormat] = useState<TranscriptUploadFormat>("auto");
  const [fileNote, setFileNote] = useState<{ text: string; problem: boolean } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sessionEnded, setSessionEnded] = useState(false);
  const { save, remove, sessionEndedSeen } = useTimedTextWrites(episode.id, kind);
  const busy = save.isPending || remove.isPending;
  const textArea = useRef<HTMLTextAreaElement>(null);
  const ids = {
    text: useId(),
    file: useId(),
    fileNote: useId(),
    format: useId(),
    preview: useId(),
    previewStatus: useId(),
  };

  // Parsing a long transcript takes a moment: the preview follows the typing without holding it up.
  const previewedText = useDeferredValue(text);
  const previewedFormat = useDeferredValue(format);
  const preview = useMemo(
    () => timedTextPreview(kind, previewedText, previewedFormat),
    [kind, previewedText, previewedFormat],
  );
  const ownerGave = (kind === "transcript" ? episode.transcript.origin : episode.chapters.origin) === "owner";
  const hasText = text.trim() !== "";

  const edited = (next: string) => {
    setText(next);
    setFailure(null);
  };

  const requestOpenChange = (next: boolean) => {
    if (next) return onOpenChange(true);
    if (busy) return;
    if (hasText && !sessionEnded && !window.confirm(copy.confirmDiscard)) return;
    if (sessionEnded) sessionEndedSeen();
    onOpenChange(false);
  };
  const holdWhileBusy = (event: Event) => {
    if (busy) event.preventDefault();
  };

  const pickFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after fixing it) still reports a change.
    event.target.value = "";
    if (!file) return;
    const problem = timedTextFileProblem(file, kind);
    if (problem) {
      setFileNote({ text: copy.fileProblem[problem][kind], problem: true });
      return;
    }
    try {
      edited(await file.text());
    } catch (error) {
      console.warn("The file could not be read", error);
      setFileNote({ text: copy.fileProblem.unreadable, problem: true });
      return;
    }
    if (kind === "transcript") setFormat(transcriptFormatOfFileName(file.name));
    setFileNote({ text: copy.fileRead(file.name), problem: false });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Checked again on the text as it is now: the preview may still be catching up with it.
    const checked = timedTextPreview(kind, text, format);
    if (busy || checked.state !== "valid") return;
    setFailure(null);
    save.mutate(
      { text, format },
      {
        onSuccess: (saved) => {
          const entries =
            kind === "transcript"
              ? transcriptEntries(saved.transcript)
              : episodesTabCopy.chapters(saved.chapters.count);
          toast({ title: copy.saved[kind], description: copy.savedText(saved.name, entries) });
          onOpenChange(false);
        },
        onError: (error) => {
          setSessionEnded(isSessionEnded(error));
          setFailure(failureMessage(error, copy.saveFailed));
        },
      },
    );
  };

  const deleteYours = () => {
    if (busy || !window.confirm(copy.confirmDelete[kind](episode.name, hasText))) return;
    setFailure(null);
    remove.mutate(undefined, {
      onSuccess: () => {
        toast({ title: copy.deleted[kind], description: copy.deletedText(episode.name) });
        onOpenChange(false);
      },
      onError: (error) => {
        setSessionEnded(isSessionEnded(error));
        setFailure(failureMessage(error, copy.deleteFailed));
      },
    });
  };

  return (
    <Dialog.Root open={open} onOpenChange={requestOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60 backdrop-blur-sm" />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            textArea.current?.focus();
          }}
          onEscapeKeyDown={holdWhileBusy}
          onInteractOutside={holdWhileBusy}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] max-w-5xl -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl bg-white shadow-2xl"
        >
          <div className="border-b border-slate-100 px-5 pt-5 pb-4 sm:px-8 sm:pt-7">
            <p
              aria-hidden="true"
              className="mb-1 font-sans text-xs font-bold tracking-[0.15em] text-brand-blue uppercase"
            >
              {copy.title[kind]}
            </p>
            {/* Named "Transcript: {episode}" for a screen reader; the line above shows the first part. */}
            <Dialog.Title className="pr-10 font-display text-2xl font-bold text-ink [overflow-wrap:anywhere]">
              <span className="sr-only">{`${copy.title[kind]}: `}</span>
              {episode.name}
            </Dialog.Title>
            <Dialog.Description className="mt-1 text-sm text-slate-600">
              {currentState(episode, kind)}
            </Dialog.Description>
          </div>

          <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
            <div className="min-h-0 flex-1 space-y-5 overflow-y-auto px-5 py-6 sm:px-8">
              <div className="flex flex-wrap items-end gap-x-6 gap-y-4">
                {/* Positioned: the visually hidden file input stays inside the scrolling area. */}
                <div className="relative min-w-0 flex-1 basis-72">
                  <input
                    id={ids.file}
                    type="file"
                    accept={TIMED_TEXT_FILE_EXTENSIONS[kind].join(",")}
                    className="peer sr-only"
                    disabled={busy}
                    onChange={(event) => void pickFile(event)}
                    aria-describedby={`${fieldHintId(ids.file)} ${ids.fileNote}`}
                  />
                  <label
                    htmlFor={ids.file}
                    className="inline-flex cursor-pointer items-center gap-2 rounded-full border-2 border-brand-blue px-4 py-2 text-sm font-semibold text-brand-blue transition-colors peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-gold peer-disabled:cursor-not-allowed peer-disabled:opacity-60 hover:bg-brand-blue hover:text-white"
                  >
                    <FileUp aria-hidden="true" className="size-4" />
                    {copy.chooseFile}
                  </label>
                  <p id={fieldHintId(ids.file)} className="mt-2 text-xs text-slate-600">
                    {copy.fileHint[kind]}
                  </p>
                  <p
                    id={ids.fileNote}
                    role="status"
                    className={`text-sm empty:hidden ${fileNote?.problem ? "mt-1 font-medium text-brand-red" : "mt-1 text-slate-700"}`}
                  >
                    {fileNote?.text}
                  </p>
                </div>
                {kind === "transcript" && (
                  <div className="w-full sm:w-56">
                    <label htmlFor={ids.format} className="block text-sm font-semibold text-ink">
                      {copy.formatLabel}
                    </label>
                    <div className="relative mt-2">
                      <select
                        id={ids.format}
                        value={format}
                        disabled={busy}
                        onChange={(event) => {
                          setFormat(event.target.value as TranscriptUploadFormat);
                          setFailure(null);
                        }}
                        className={`${controlClasses} ${validControl} appearance-none pr-10`}
                      >
                        {transcriptUploadFormats.map((value) => (
                          <option key={value} value={value}>
                            {copy.formats[value]}
                          </option>
                        ))}
                      </select>
                      <ChevronDown
                        aria-hidden="true"
                        className="pointer-events-none absolute top-1/2 right-3.5 size-5 -translate-y-1/2 text-slate-500"
                      />
                    </div>
                  </div>
                )}
              </div>

              <div className="grid gap-5 lg:grid-cols-2">
                <div className="flex min-w-0 flex-col">
                  <label htmlFor={ids.text} className="block text-sm font-semibold text-ink">
                    {copy.textLabel[kind]}
                  </label>
                  <p id={fieldHintId(ids.text)} className="mt-1 text-xs text-slate-600">
                    {copy.textHint[kind]}
                  </p>
                  <textarea
                    ref={textArea}
                    id={ids.text}
                    value={text}
                    readOnly={busy}
                    onChange={(event) => edited(event.target.value)}
                    spellCheck={false}
                    autoCapitalize="none"
                    aria-describedby={`${fieldHintId(ids.text)} ${ids.previewStatus}`}
                    aria-invalid={preview.state === "invalid" || undefined}
                    className={`${controlClasses} ${preview.state === "invalid" ? invalidControl : validControl} mt-2 h-64 resize-y font-mono text-sm leading-relaxed lg:h-96`}
                  />
                </div>
                <PreviewPanel
                  kind={kind}
                  preview={preview}
                  headingId={ids.preview}
                  statusId={ids.previewStatus}
                />
              </div>

              {failure && (
                <div
                  role="alert"
                  className="flex gap-3 rounded-xl border border-brand-red/30 bg-red-50 px-4 py-3 text-sm"
                >
                  <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-red" />
                  <div className="min-w-0 [overflow-wrap:anywhere]">
                    <p className="font-semibold text-brand-red">{copy.errorTitle}</p>
                    <p className="text-slate-700">{failure}</p>
                  </div>
                </div>
              )}
            </div>

            <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-100 bg-slate-50/80 px-5 py-3 sm:px-8 sm:py-4">
              {ownerGave && (
                // On its own line on a phone, so Cancel and Save stay side by side.
                <div className="mr-auto w-full sm:w-auto">
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={deleteYours}
                    aria-disabled={busy || undefined}
                    className="text-brand-red aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                    {remove.isPending ? copy.deleting : copy.deleteYours}
                  </Button>
                </div>
              )}
              <Dialog.Close asChild>
                <Button variant="outline" disabled={busy}>
                  {copy.cancel}
                </Button>
              </Dialog.Close>
              <Button
                type="submit"
                // Locked while its save is on its way, yet still focused (as a post's delete in
                // blog-tab.tsx): a disabled button would drop the keyboard's focus, and leave it
                // outside the dialog's buttons if the save fails.
                disabled={preview.state !== "valid"}
                aria-disabled={busy || undefined}
                aria-describedby={preview.state === "valid" ? undefined : ids.previewStatus}
                className="aria-disabled:cursor-not-allowed aria-disabled:opacity-70"
              >
                <Save aria-hidden="true" className="size-5" />
                {save.isPending ? copy.saving : copy.save}
              </Button>
            </div>
          </form>

          {/* A disabled fieldset locks the × while a save or a delete is on its way. */}
          <fieldset disabled={busy} className="contents">
            <DialogCloseButton label={copy.close} />
          </fieldset>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** What the episode has now, and what saving will do to it. */
function currentState(episode: EpisodeTimedTextSummary, kind: TimedTextKind): string {
  if (kind === "transcript") {
    const { origin } = episode.transcript;
    if (origin === null) return copy.current.transcript.none;
    return copy.current.transcript[origin](transcriptEntries(episode.transcript));
  }
  const { origin, count } = episode.chapters;
  if (origin === null) return copy.current.chapters.none;
  return copy.current.chapters[origin](episodesTabCopy.chapters(count));
}

/** The text as the site will read it: the first cues, paragraphs or chapters, or why it cannot be read. */
function PreviewPanel({
  kind,
  preview,
  headingId,
  statusId,
}: {
  kind: TimedTextKind;
  preview: TimedTextPreview;
  headingId: string;
  statusId: string;
}) {
  const summary =
    preview.state === "valid"
      ? copy.previewSummary(
          copy.readAs[preview.format],
          kind === "chapters"
            ? episodesTabCopy.chapters(preview.count)
            : preview.timed
              ? episodesTabCopy.cues(preview.count)
              : episodesTabCopy.paragraphs(preview.count),
        )
      : null;
  return (
    <div
      className={`flex min-w-0 flex-col rounded-2xl border ${preview.state === "invalid" ? "border-brand-red/40 bg-red-50/60" : "border-slate-200 bg-slate-50/70"}`}
    >
      <div className={`px-4 py-3 ${preview.state === "valid" ? "border-b border-slate-200/80" : ""}`}>
        <h3
          id={headingId}
          className="font-sans text-xs font-bold tracking-[0.15em] text-brand-blue uppercase"
        >
          {copy.previewHeading}
        </h3>
        {/* Announced as it changes: whether the text can be read, and how much of it there is. */}
        <div id={statusId} role="status" className="mt-1 text-sm">
          {preview.state === "empty" && <p className="text-slate-600">{copy.previewEmpty[kind]}</p>}
          {preview.state === "invalid" && (
            <p className="flex gap-2 text-brand-red">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span className="min-w-0 [overflow-wrap:anywhere]">
                <strong className="font-semibold">{copy.previewInvalidTitle}: </strong>
                {preview.message}
              </span>
            </p>
          )}
          {summary && (
            <p className="font-semibold text-ink">
              {summary}
              {preview.state === "valid" && !preview.timed && (
                <span className="font-normal text-slate-600"> {copy.noTimes}</span>
              )}
            </p>
          )}
        </div>
      </div>
      {preview.state === "valid" && (
        // Scrolls on its own beside the text: focusable, so a keyboard can scroll it too (WCAG
        // 2.1.1, axe scrollable-region-focusable).
        <div
          role="region"
          aria-labelledby={headingId}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="max-h-72 min-h-0 flex-1 overflow-y-auto px-4 py-3 focus-visible:outline-3 focus-visible:outline-offset-[-3px] focus-visible:outline-brand-gold lg:max-h-[22rem]"
        >
          <ol className="space-y-2.5">
            {preview.lines.map((line, index) => (
              <li key={index} className="flex gap-3 text-sm">
                {line.time !== null && (
                  <span className="h-fit shrink-0 rounded-md bg-brand-blue/10 px-1.5 py-0.5 font-mono text-xs font-semibold text-brand-blue tabular-nums">
                    {line.time}
                  </span>
                )}
                <p className="min-w-0 text-slate-800 [overflow-wrap:anywhere]">
                  {line.speaker && <span className="font-semibold text-ink">{line.speaker}: </span>}
                  {line.text}
                </p>
              </li>
            ))}
          </ol>
          {preview.count > preview.lines.length && (
            <p className="mt-3 text-sm text-slate-600">{copy.more(preview.count - preview.lines.length)}</p>
          )}
        </div>
      )}
    </div>
  );
}
