import { useSearchParams } from "react-router";
import type { Route } from "./+types/unsubscribe";
import { UnsubscribePanel, unsubscribeLinkFrom } from "#app/features/unsubscribe/index.ts";
import { unsubscribeCopy } from "#app/content/unsubscribe.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { unsubscribeAction } from "#app/features/unsubscribe/index.server.ts";
import { paths } from "#shared/site-paths.ts";

/** 'Unsubscribe' pressed before the page's script ran (`unsubscribe-action.server.ts`). */
export const action = unsubscribeAction;

// The page shows the subscriber's address, and its link carries their token: kept in no cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** A subscriber's own link: never indexed (robots.txt disallows it too). */
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: unsubscribeCopy.metaTitle,
    description: unsubscribeCopy.metaDescription,
    path: paths.unsubscribe,
    noindex: true,
  });

/** The signed unsubscribe link of the newsletter e-mails (GET /newsletter/unsubscribe?email=…&token=…). */
export default function UnsubscribePage() {
  const [searchParams] = useSearchParams();
  const link = unsubscribeLinkFrom(searchParams);
  // Keyed on the link, so opening another link starts from its question.
  return <UnsubscribePanel key={link ? `${link.email} ${link.token}` : "incomplete"} link={link} />;
}
