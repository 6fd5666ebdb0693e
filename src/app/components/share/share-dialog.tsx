import * as Dialog from "@radix-ui/react-dialog";
import { Check, Copy } from "#app/components/ui/icons.tsx";
import { MoodIcon } from "./mood-icon.tsx";
import { useEffect, useState, type RefObject } from "react";
import { brand } from "#shared/content/brand.ts";
import { shareDialogCopy, shareMoods } from "#app/content/episode-detail.ts";
import { COPIED_STATE_MS } from "#shared/episodes/constants.ts";
import {
  SHARE_MOODS,
  shareText,
  sharePopupFeatures,
  toggleMood,
  type ShareMood,
} from "#shared/episodes/share.ts";
import { shareUrls, type ShareNetwork } from "#shared/share-urls.ts";
import { shareNetworks } from "#app/components/ui/share-networks.ts";
import { trackEvent } from "#app/lib/analytics.ts";
import { useRewardActions } from "#app/lib/rewards-context.ts";
import { DialogCloseButton } from "#app/components/ui/dialog-close-button.tsx";

const networkColour: Record<ShareNetwork, string> = {
  twitter: "bg-ink hover:bg-slate-700",
  facebook: "bg-[#1565d8] hover:bg-[#0f4fb0]",
  linkedin: "bg-[#0a66c2] hover:bg-[#084e96]",
};

type ShareDialogProps = {
  open: boolean;
  setOpen: (open: boolean) => void;
  episodeName: string;
  url: string;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
};

/**
 * SPEC §4 Share dialog: one mood at most (choosing it again clears it) prefixes the text; Twitter,
 * Facebook and LinkedIn open a 600x400 popup, fire social_share and earn the share's reward (one
 * share and 25 points, SPEC §7); the copy button says 'Copied' for 3 s.
 * Loaded on the first open (see share-button.tsx).
 */
export default function ShareDialog({ open, setOpen, episodeName, url, returnFocusTo }: ShareDialogProps) {
  const [mood, setMood] = useState<ShareMood | null>(null);
  // Counts the copies, so a second copy within the 3 s starts them again.
  const [copies, setCopies] = useState(0);
  const copied = copies > 0;
  const { trackSocialShare } = useRewardActions();
  const text = shareText(mood ? shareMoods[mood].prefix : null, episodeName, brand.showName);
  const intents = shareUrls(text, url);

  useEffect(() => {
    if (copies === 0) return;
    const timer = window.setTimeout(() => setCopies(0), COPIED_STATE_MS);
    return () => window.clearTimeout(timer);
  }, [copies]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(`${text} ${url}`);
      setCopies((count) => count + 1);
    } catch (error) {
      console.warn("Could not copy the share text", error);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60 backdrop-blur-sm" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl sm:p-8"
        >
          <Dialog.Title className="pr-8 font-display text-xl leading-snug font-bold text-ink sm:text-2xl">
            {shareDialogCopy.title(episodeName)}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-600">
            {shareDialogCopy.description}
          </Dialog.Description>

          <fieldset className="mt-6">
            <legend className="text-sm font-semibold text-ink">{shareDialogCopy.moodLegend}</legend>
            <div className="mt-3 flex flex-wrap gap-2">
              {SHARE_MOODS.map((id) => {
                const pressed = mood === id;
                return (
                  <button
                    key={id}
                    type="button"
                    aria-pressed={pressed}
                    onClick={() => setMood((current) => toggleMood(current, id))}
                    className={`inline-flex items-center gap-1.5 rounded-full border-2 px-3.5 py-1.5 text-sm font-semibold transition-colors ${
                      pressed
                        ? "border-brand-blue bg-brand-blue text-white"
                        : "border-slate-200 text-slate-700 hover:border-brand-blue hover:text-brand-blue"
                    }`}
                  >
                    <MoodIcon mood={id} />
                    {shareMoods[id].label}
                  </button>
                );
              })}
            </div>
          </fieldset>

          <div className="mt-6 rounded-xl border border-amber-100 bg-paper p-4">
            <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {shareDialogCopy.preview}
            </p>
            <p className="mt-1 text-ink" data-testid="share-text">
              {text}
            </p>
            <p className="mt-1 text-sm text-slate-600 [overflow-wrap:anywhere]">{url}</p>
          </div>

          <div className="mt-6 grid gap-2 sm:grid-cols-3">
            {shareNetworks.map(({ id, label, Icon }) => (
              <button
                key={id}
                type="button"
                aria-label={shareDialogCopy.shareOn(label)}
                onClick={() => {
                  window.open(intents[id], `share-${id}`, sharePopupFeatures());
                  trackEvent("social_share", { method: id, content: episodeName, ...(mood && { mood }) });
                  trackSocialShare();
                }}
                className={`inline-flex items-center justify-center gap-2 rounded-full px-4 py-2.5 text-sm font-semibold text-white transition-colors ${networkColour[id]}`}
              >
                <Icon className="size-4" />
                {label}
              </button>
            ))}
          </div>
          <button
            type="button"
            onClick={() => void copy()}
            className="mt-3 inline-flex w-full items-center justify-center gap-2 rounded-full border-2 border-brand-blue px-4 py-2.5 text-sm font-semibold text-brand-blue transition-colors hover:bg-brand-blue hover:text-white"
          >
            {copied ? (
              <Check aria-hidden="true" className="size-4" />
            ) : (
              <Copy aria-hidden="true" className="size-4" />
            )}
            <span aria-live="polite">{copied ? shareDialogCopy.copied : shareDialogCopy.copy}</span>
          </button>

          <DialogCloseButton label={shareDialogCopy.close} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
