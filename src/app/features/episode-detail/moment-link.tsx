import type { ComponentProps, MouseEvent } from "react";
import { isPlainClick } from "#app/lib/plain-click.ts";
import { episodeMomentPath } from "#shared/episodes/episode-moment.ts";

type MomentLinkProps = Omit<ComponentProps<"a">, "href" | "onClick"> & {
  episodeId: string;
  seconds: number;
  playFrom: (seconds: number) => void;
};

/**
 * A moment of the episode (a chapter, a paragraph of the transcript): a link to the page at that
 * moment (`?t=`), so it works before the page's script has run and can be opened or copied like
 * any link; a plain press plays the episode from there on this page.
 */
export function MomentLink({ episodeId, seconds, playFrom, children, ...props }: MomentLinkProps) {
  const press = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    playFrom(seconds);
  };
  return (
    <a href={episodeMomentPath(episodeId, seconds)} onClick={press} {...props}>
      {children}
    </a>
  );
}
