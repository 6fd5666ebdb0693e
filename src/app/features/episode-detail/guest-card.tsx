import { ExternalLink as ExternalLinkIcon, UserRound } from "#app/components/ui/icons.tsx";
import { episodeDetailCopy } from "#app/content/episode-detail.ts";
import { parseInline, type Inline } from "#shared/episodes/show-notes.ts";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { DetailCard } from "./detail-card.tsx";
import { RichText } from "./rich-text.tsx";

type LinkPart = Extract<Inline, { kind: "link" }>;

/** SPEC §2: the guest, the record's guest information and the guest's links (those in that text). */
export function GuestCard({ guests, guestInfo }: { guests: string[]; guestInfo: string | null }) {
  if (guests.length === 0 && !guestInfo) return null;
  const info = guestInfo ? parseInline(guestInfo) : [];
  const links = info.filter((part): part is LinkPart => part.kind === "link" && part.external);
  return (
    <DetailCard id="about-the-guest" title={episodeDetailCopy.aboutTheGuest} icon={UserRound}>
      {guests.length > 0 && (
        <p className="font-display text-xl font-bold text-brand-blue-dark">{guests.join(" & ")}</p>
      )}
      {info.length > 0 && (
        <p className="mt-2 leading-relaxed text-slate-700">
          <RichText content={info} />
        </p>
      )}
      {links.length > 0 && (
        <>
          <h3 className="mt-5 text-sm font-semibold tracking-wide text-slate-600 uppercase">
            {episodeDetailCopy.guestLinks}
          </h3>
          <ul className="mt-2 space-y-2">
            {links.map((link) => (
              <li key={link.href}>
                <ExternalLink
                  href={link.href}
                  className="inline-flex items-center gap-2 font-semibold text-brand-blue hover:underline [overflow-wrap:anywhere]"
                >
                  <ExternalLinkIcon aria-hidden="true" className="size-4 shrink-0" />
                  {link.text}
                </ExternalLink>
              </li>
            ))}
          </ul>
        </>
      )}
    </DetailCard>
  );
}
