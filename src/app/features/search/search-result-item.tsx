import { Fragment } from "react";
import { Link } from "react-router";
import {
  CalendarDays,
  CirclePlay,
  Newspaper,
  Podcast,
  Quote,
  type IconComponent,
} from "#app/components/ui/icons.tsx";
import { searchPageCopy } from "#app/content/search.ts";
import { formatLongDate, isoDay } from "#shared/dates.ts";
import type { SearchResult, SearchResultKind, SnippetPart } from "#shared/search/search-schema.ts";
import { formatTimestamp } from "#shared/timed-text/serialize.ts";
import { resultLabel, snippetWithEllipses } from "./search-view.ts";

export const kindIcons: Record<SearchResultKind, IconComponent> = {
  episode: Podcast,
  transcript: Quote,
  post: Newspaper,
};

/**
 * One result: what kind it is (and where in the episode a transcript passage starts), its title
 * linking to it, its date, and the passage that matched with the search's words marked. The
 * passage is plain text in parts from the server, drawn as text and <mark>: never markup. Styled
 * by the .search-result rules of app.css, since a page shows ten.
 */
export function SearchResultItem({ result }: { result: SearchResult }) {
  const Icon = kindIcons[result.kind];
  const day = result.date ? isoDay(result.date) : null;
  return (
    <li>
      <article className="search-result">
        <p className="search-result-meta">
          <span className={`search-kind search-kind-${result.kind}`}>
            <Icon aria-hidden="true" />
            {resultLabel(result)}
          </span>
          {result.date && day && (
            <time dateTime={day}>
              <CalendarDays aria-hidden="true" />
              {formatLongDate(result.date)}
            </time>
          )}
        </p>
        <h3 className="search-result-title">
          <Link to={result.path}>{result.title}</Link>
        </h3>
        <p className="search-result-snippet">
          <SnippetText parts={snippetWithEllipses(result.snippet)} />
        </p>
        {result.kind === "transcript" && result.startSeconds !== null && (
          <p className="search-result-moment">
            <CirclePlay aria-hidden="true" />
            {searchPageCopy.listenFrom(formatTimestamp(result.startSeconds))}
          </p>
        )}
      </article>
    </li>
  );
}

function SnippetText({ parts }: { parts: SnippetPart[] }) {
  return parts.map((part, index) =>
    part.match ? <mark key={index}>{part.text}</mark> : <Fragment key={index}>{part.text}</Fragment>,
  );
}
