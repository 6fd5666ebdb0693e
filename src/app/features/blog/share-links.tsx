import { useRouteLoaderData } from "react-router";
import { blogPostCopy } from "#shared/content/blog.ts";
import { paths } from "#shared/site-paths.ts";
import { shareNetworks } from "#app/components/ui/share-networks.ts";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { shareUrls, type ShareNetwork } from "#shared/share-urls.ts";

const networkColour: Record<ShareNetwork, string> = {
  twitter: "hover:bg-ink",
  facebook: "hover:bg-[#1877f2]",
  linkedin: "hover:bg-[#0a66c2]",
};

/** SPEC §2 Blog post: share links to Twitter, Facebook and LinkedIn for this page's absolute URL. */
export function ShareLinks({ title, slug }: { title: string; slug: string }) {
  const root = useRouteLoaderData("root") as { baseUrl?: string } | undefined;
  const urls = shareUrls(title, `${root?.baseUrl ?? ""}${paths.blogPost(slug)}`);
  return (
    <section aria-labelledby="share-heading" className="flex flex-wrap items-center gap-3">
      <h2 id="share-heading" className="mr-2 font-display text-lg font-semibold text-ink">
        {blogPostCopy.shareHeading}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {shareNetworks.map(({ id, label, Icon }) => (
          <li key={id}>
            <ExternalLink
              href={urls[id]}
              aria-label={`Share on ${label}`}
              className={`inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-ink transition-colors hover:border-transparent hover:text-white ${networkColour[id]}`}
            >
              <Icon className="h-4 w-4" />
              {label}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
