import { Headphones } from "#app/components/ui/icons.tsx";
import { useEffect, useRef, type ReactNode } from "react";
import { historyCopy } from "#app/content/episode-lists.ts";
import { IconTile } from "#app/components/ui/icon-tile.tsx";

type EmptyHistoryProps = {
  children?: ReactNode;
  /** Focus the message on mount: the visitor just removed the last entry, with the button now gone. */
  takeFocus?: boolean;
};

function HistoryNotice({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <div className="flex min-h-72 flex-col items-center justify-center rounded-2xl border border-dashed border-brand-blue/30 bg-white px-6 py-12 text-center">
      <IconTile
        icon={Headphones}
        tone="tint"
        size="lg"
        shape="disc"
        className={busy ? "motion-safe:animate-pulse" : undefined}
      />
      {children}
    </div>
  );
}

function EmptyMessage({ takeFocus = false }: { takeFocus?: boolean }) {
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (takeFocus) message.current?.focus();
  }, [takeFocus]);
  return (
    <>
      <p
        ref={message}
        tabIndex={takeFocus ? -1 : undefined}
        className="mt-5 text-xl font-bold text-ink focus:outline-none"
      >
        {historyCopy.empty}
      </p>
      <p className="mt-2 max-w-md text-slate-700">{historyCopy.emptyHint}</p>
    </>
  );
}

/** The listening history before the first play. */
export function EmptyHistory({ children, takeFocus }: EmptyHistoryProps) {
  return (
    <HistoryNotice>
      <EmptyMessage takeFocus={takeFocus} />
      {children}
    </HistoryNotice>
  );
}

/**
 * The history's place until the browser has read it (the server and a page still hydrating cannot):
 * saying it is empty would be wrong for a returning visitor on a slow phone. Without JavaScript
 * there is no history, and the empty message shows.
 */
export function HistoryPending() {
  return (
    <HistoryNotice busy>
      <p className="sr-only noscript:hidden">{historyCopy.loading}</p>
      <noscript>
        <EmptyMessage />
      </noscript>
    </HistoryNotice>
  );
}
