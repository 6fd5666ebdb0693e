import type { ReactNode } from "react";
import { Mail } from "#app/components/ui/icons.tsx";
import { IconTile } from "#app/components/ui/icon-tile.tsx";
import { ContinueWithoutGuideButton } from "./continue-without-guide-button.tsx";

type GuideSignUpCardProps = {
  heading: string;
  copy: string;
  continueLabel: string;
  continueHint: string;
  /** The sign-up form (SPEC §2 landing page), placed above the way out. */
  children?: ReactNode;
};

/** The card that trades a sign-up for the guide, with a way to skip it. */
export function GuideSignUpCard({
  heading,
  copy,
  continueLabel,
  continueHint,
  children,
}: GuideSignUpCardProps) {
  return (
    <section
      aria-labelledby="guide-sign-up-heading"
      className="rounded-3xl bg-white p-5 text-ink shadow-2xl ring-1 ring-black/5 sm:p-8"
    >
      <div className="flex items-center gap-3">
        <IconTile icon={Mail} tone="tint" />
        <h2 id="guide-sign-up-heading" className="text-2xl font-bold text-brand-blue sm:text-3xl">
          {heading}
        </h2>
      </div>
      <p className="mt-4 text-slate-700">{copy}</p>
      {children}
      <div className="mt-6 border-t border-slate-200 pt-6">
        <p className="mb-4 text-sm text-slate-600">{continueHint}</p>
        <ContinueWithoutGuideButton label={continueLabel} />
      </div>
    </section>
  );
}
