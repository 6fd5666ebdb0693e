import { ArrowUpRight, CirclePlay } from "#app/components/ui/icons.tsx";
import { blogPostCopy } from "#shared/content/blog.ts";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import type { ShownVideo } from "./shown-video.ts";

// The players ask for these features in their own embed codes.
const PLAYER_PERMISSIONS =
  "accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share";

/** A post's video: a responsive 16:9 player, or a link out when the address has no player. */
export function PostVideo({ video, postTitle }: { video: ShownVideo; postTitle: string }) {
  if (!video) return null;
  if (video.kind === "link") {
    return (
      <ExternalLink
        href={video.href}
        className="group flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-blue"
      >
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-blue text-white">
          <CirclePlay aria-hidden="true" className="size-6" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-ink group-hover:text-brand-blue">
            {blogPostCopy.watchVideo}
          </span>
          <span className="block truncate text-sm text-slate-600">{video.host}</span>
        </span>
        <ArrowUpRight aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
      </ExternalLink>
    );
  }
  return (
    <div className="relative aspect-video overflow-hidden rounded-2xl bg-ink shadow-lg ring-1 ring-black/5">
      <iframe
        src={video.src}
        title={`${blogPostCopy.videoTitlePrefix}${postTitle}`}
        allow={PLAYER_PERMISSIONS}
        allowFullScreen
        loading="lazy"
        // The site sends no referrer by default; YouTube's player refuses to start without one.
        referrerPolicy="strict-origin-when-cross-origin"
        className="absolute inset-0 h-full w-full border-0"
      />
    </div>
  );
}
