import { ArrowRight, ExternalLink as ExternalLinkIcon, Link2 } from "#app/components/ui/icons.tsx";
import { Link } from "react-router";
import { episodeDetailCopy } from "#app/content/episode-detail.ts";
import { resourceLink, type ResourceLink } from "#shared/episodes/safe-link.ts";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { DetailCard } from "./detail-card.tsx";

const itemClass =
  "group flex items-center justify-between gap-3 rounded-xl border border-slate-200 px-4 py-3 text-sm font-semibold text-brand-blue transition-colors hover:border-brand-blue hover:bg-brand-blue/5";

function ResourceItem({ link }: { link: ResourceLink }) {
  const label = <span className="min-w-0 [overflow-wrap:anywhere]">{link.label}</span>;
  return link.external ? (
    <ExternalLink href={link.href} className={itemClass}>
      {label}
      <ExternalLinkIcon aria-hidden="true" className="size-4 shrink-0" />
    </ExternalLink>
  ) : (
    <Link to={link.href} className={itemClass}>
      {label}
      <ArrowRight
        aria-hidden="true"
        className="size-4 shrink-0 transition-transform group-hover:translate-x-0.5"
      />
    </Link>
  );
}

/** SPEC §2: the record's resources as links (web addresses in a new tab, site paths in place). */
export function ResourcesCard({ resources }: { resources: string[] }) {
  const links = resources.map(resourceLink).filter((link): link is ResourceLink => link !== null);
  if (links.length === 0) return null;
  return (
    <DetailCard id="resources" title={episodeDetailCopy.resources} icon={Link2}>
      <ul className="space-y-2">
        {links.map((link) => (
          <li key={link.href}>
            <ResourceItem link={link} />
          </li>
        ))}
      </ul>
    </DetailCard>
  );
}
