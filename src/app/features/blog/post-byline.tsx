import { CalendarDays, Clock } from "#app/components/ui/icons.tsx";
import { formatLongDate } from "#shared/dates.ts";

type PostBylineProps = {
  authorName?: string;
  publishDate: string;
  readTime: string;
  tone?: "light" | "muted";
};

/** Author (when given), publish date and read time of a post. */
export function PostByline({ authorName, publishDate, readTime, tone = "muted" }: PostBylineProps) {
  const text = tone === "light" ? "text-blue-100" : "text-slate-600";
  return (
    <p className={`flex flex-wrap items-center gap-x-4 gap-y-1 text-sm ${text}`}>
      {authorName && <span className="min-w-0 font-semibold [overflow-wrap:anywhere]">{authorName}</span>}
      <span className="flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="h-4 w-4" />
        <time dateTime={publishDate}>{formatLongDate(publishDate)}</time>
      </span>
      <span className="flex items-center gap-1.5">
        <Clock aria-hidden="true" className="h-4 w-4" />
        {readTime}
      </span>
    </p>
  );
}
