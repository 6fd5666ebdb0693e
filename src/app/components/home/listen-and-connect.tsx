import { ExternalLink, Headphones, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { connect, type ConnectLink } from "../../content/home.ts";
import { PlatformLogo } from "./platform-logo.tsx";

function LinkGrid({ links, tone }: { links: ConnectLink[]; tone: "light" | "dark" }) {
  const linkClass =
    tone === "dark"
      ? "bg-white/10 text-white ring-white/20 hover:bg-white hover:text-brand-blue"
      : "bg-paper text-ink ring-amber-100 hover:bg-brand-blue hover:text-white";
  return (
    <ul className="mt-6 grid gap-3 sm:grid-cols-2">
      {links.map(({ label, href, icon }) => (
        <li key={label}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            className={`flex items-center gap-3 rounded-xl px-4 py-3 font-semibold ring-1 transition-colors ${linkClass}`}
          >
            <PlatformLogo icon={icon} className="h-5 w-5 shrink-0" />
            <span className="truncate">{label}</span>
            <ExternalLink
              aria-hidden="true"
              className="ml-auto hidden h-4 w-4 shrink-0 opacity-60 sm:block"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

function ConnectCard({
  icon,
  heading,
  text,
  tone,
  children,
}: {
  icon: ReactNode;
  heading: string;
  text?: string;
  tone: "light" | "dark";
  children: ReactNode;
}) {
  const cardClass =
    tone === "dark"
      ? "bg-gradient-to-br from-brand-blue to-brand-blue-dark text-white"
      : "bg-white text-ink border border-amber-100";
  return (
    <div className={`rounded-2xl p-7 shadow-lg sm:p-9 ${cardClass}`}>
      <div className="flex items-center gap-3">
        {icon}
        <h3 className="text-2xl font-bold">{heading}</h3>
      </div>
      {text ? <p className={`mt-3 ${tone === "dark" ? "text-blue-100" : "text-slate-700"}`}>{text}</p> : null}
      {children}
    </div>
  );
}

/** SPEC §2 home: podcast links (streaming, Apple, YouTube, store) and the host's links. */
export function ListenAndConnect() {
  return (
    <section
      aria-labelledby="connect-heading"
      className="bg-gradient-to-b from-paper to-amber-50/60 px-5 pb-24 pt-4 sm:px-8"
    >
      <div className="mx-auto max-w-6xl">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="connect-heading" className="text-3xl font-bold text-brand-blue sm:text-4xl">
            {connect.heading}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{connect.intro}</p>
        </div>
        <div className="mt-12 grid gap-6 lg:grid-cols-2">
          <ConnectCard
            tone="dark"
            heading={connect.podcast.heading}
            text={connect.podcast.text}
            icon={
              <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-gold text-ink">
                <Headphones aria-hidden="true" className="h-6 w-6" />
              </span>
            }
          >
            <LinkGrid links={connect.podcast.links} tone="dark" />
          </ConnectCard>
          <ConnectCard
            tone="light"
            heading={connect.host.heading}
            text={connect.host.text}
            icon={
              <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-blue text-brand-gold-light">
                <UserRound aria-hidden="true" className="h-6 w-6" />
              </span>
            }
          >
            <LinkGrid links={connect.host.links} tone="light" />
          </ConnectCard>
        </div>
      </div>
    </section>
  );
}
