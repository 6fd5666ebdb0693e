import {
  ExternalLink as ExternalLinkIcon,
  Headphones,
  UserRound,
  type IconComponent,
} from "#app/components/ui/icons.tsx";
import { connect, type ConnectLink } from "#app/content/home.ts";
import { PlatformLogo } from "#app/components/ui/brand-icons.tsx";
import { ExternalLink } from "#app/components/ui/external-link.tsx";
import { IconTile } from "#app/components/ui/icon-tile.tsx";
import { SectionHeading } from "#app/components/ui/section-heading.tsx";

type Tone = "light" | "dark";

const toneClasses: Record<Tone, { card: string; text: string; link: string }> = {
  dark: {
    card: "bg-gradient-to-br from-brand-blue to-brand-blue-dark text-white",
    text: "text-blue-100",
    link: "connect-link connect-link-dark",
  },
  light: {
    card: "bg-white text-ink border border-amber-100",
    text: "text-slate-700",
    link: "connect-link connect-link-light",
  },
};

type ConnectGroup = { heading: string; text: string; links: ConnectLink[] };

const cards: { tone: Tone; icon: IconComponent; group: ConnectGroup }[] = [
  { tone: "dark", icon: Headphones, group: connect.podcast },
  { tone: "light", icon: UserRound, group: connect.host },
];

function LinkGrid({ links, className }: { links: ConnectLink[]; className: string }) {
  return (
    <ul className="mt-6 grid gap-3 sm:grid-cols-2">
      {links.map(({ label, href, icon }) => (
        <li key={label}>
          {/* .connect-link in app.css sizes the logo, cuts a long label and places the outbound mark. */}
          <ExternalLink href={href} className={className}>
            <PlatformLogo icon={icon} />
            <span>{label}</span>
            <ExternalLinkIcon aria-hidden="true" />
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}

/** SPEC §2 home: podcast links (streaming, Apple, YouTube, store) and the host's links. */
export function ListenAndConnect() {
  return (
    <section
      aria-labelledby="connect-heading"
      className="bg-gradient-to-b from-paper to-amber-50/60 px-5 py-20 sm:px-8 sm:py-24"
    >
      <div className="mx-auto max-w-6xl">
        <SectionHeading
          id="connect-heading"
          heading={connect.heading}
          intro={connect.intro}
          goldBar
          colour="brand-blue"
        />
        <div className="mt-12 grid gap-6 lg:grid-cols-2">
          {cards.map(({ tone, icon, group }) => (
            <div key={group.heading} className={`rounded-2xl p-7 shadow-lg sm:p-9 ${toneClasses[tone].card}`}>
              <div className="flex items-center gap-3">
                <IconTile icon={icon} tone={tone === "dark" ? "gold" : "blue"} />
                <h3 className="text-2xl font-bold">{group.heading}</h3>
              </div>
              <p className={`mt-3 ${toneClasses[tone].text}`}>{group.text}</p>
              <LinkGrid links={group.links} className={toneClasses[tone].link} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
