import { Share2 } from "#app/components/ui/icons.tsx";
import { Suspense } from "react";
import { episodeDetailCopy } from "#app/content/episode-detail.ts";
import { useLazyDialog } from "#app/hooks/use-lazy-dialog.ts";
import { buttonClasses } from "#app/components/ui/button.tsx";
import {
  lazyWithFallback,
  FloatingLoadFailedNotice,
  DialogLoading,
} from "#app/components/ui/lazy-with-fallback.tsx";
import { ReadyButton } from "#app/components/ui/ready-button.tsx";

// The dialog's code is fetched on the first open, so it never weighs on a page's first load.
const ShareDialog = lazyWithFallback(() => import("./share-dialog.tsx"), FloatingLoadFailedNotice);

type ShareButtonProps = { episodeName: string; url: string; className?: string };

/** The share button of an episode and, once pressed, the share dialog (SPEC §4 Share dialog). */
export function ShareButton({ episodeName, url, className = "" }: ShareButtonProps) {
  const { open, setOpen, mounted, openDialog, cancelOpening, buttonRef } = useLazyDialog();
  return (
    <>
      {/* Not ready until the page's script runs; a press made meanwhile opens the dialog then. */}
      <ReadyButton
        ref={buttonRef}
        aria-haspopup="dialog"
        className={buttonClasses({ variant: "light", size: "md", className })}
        onPress={openDialog}
      >
        <Share2 aria-hidden="true" className="size-5" />
        {episodeDetailCopy.share}
      </ReadyButton>
      {mounted && (
        <Suspense fallback={<DialogLoading onCancel={cancelOpening} />}>
          <ShareDialog
            open={open}
            setOpen={setOpen}
            episodeName={episodeName}
            url={url}
            returnFocusTo={buttonRef}
          />
        </Suspense>
      )}
    </>
  );
}
