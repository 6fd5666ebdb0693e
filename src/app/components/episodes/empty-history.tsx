import { Headphones } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";
import { historyCopy } from "../../content/episode-lists.ts";
import { IconTile } from "../ui/icon-tile.tsx";

type EmptyHistoryProps = {
  children?: ReactNode;
  /** Focus the message on mount: the visitor just removed the last entry, with the button now gone. */
  takeFocus?: boolean;
};

/** The listening history before the first play (and what the server renders: history is browser-only). */
export function EmptyHistory({ children, takeFocus = false }: EmptyHistoryProps) {
  const message = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (takeFocus) message.current?.focus();
  }, [takeFocus]);
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-brand-blue/30 bg-white px-6 py-12 text-center">
      <IconTile icon={Headphones} tone="tint" size="lg" shape="disc" />
      <p
        ref={message}
        tabIndex={takeFocus ? -1 : undefined}
        className="mt-5 text-xl font-bold text-ink focus:outline-none"
      >
        {historyCopy.empty}
      </p>
      <p className="mt-2 max-w-md text-slate-700">{historyCopy.emptyHint}</p>
      {children}
    </div>
  );
}
