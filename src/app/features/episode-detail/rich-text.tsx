import { Link } from "react-router";
import type { Inline } from "#shared/episodes/show-notes.ts";
import { ExternalLink } from "#app/components/ui/external-link.tsx";

const linkClass =
  "font-semibold text-brand-blue underline decoration-brand-gold decoration-2 underline-offset-2 hover:text-brand-blue-dark [overflow-wrap:anywhere]";

/** Inline text read from a record (show-notes.ts) as React elements: never injected as HTML. */
export function RichText({ content }: { content: Inline[] }) {
  return content.map((part, index) => {
    switch (part.kind) {
      case "text":
        return <span key={index}>{part.text}</span>;
      case "strong":
        return (
          <strong key={index} className="font-semibold text-ink">
            {part.text}
          </strong>
        );
      case "link":
        return part.external ? (
          <ExternalLink key={index} href={part.href} className={linkClass}>
            {part.text}
          </ExternalLink>
        ) : (
          <Link key={index} to={part.href} className={linkClass}>
            {part.text}
          </Link>
        );
    }
  });
}
