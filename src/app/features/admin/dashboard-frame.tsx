import { LayoutDashboard, LoaderCircle } from "#app/components/ui/icons.tsx";
import type { ReactNode, Ref } from "react";
import { dashboardCopy } from "#app/content/admin.ts";
import { HeroBand } from "#app/components/ui/hero-band.tsx";
import { IconTile } from "#app/components/ui/icon-tile.tsx";

type DashboardFrameProps = {
  /** The Logout button, once the dashboard's code is here. */
  actions?: ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  /** The tabs; without them the frame shows the loading state. */
  children?: ReactNode;
};

/**
 * The dashboard's title band and page body. Also the placeholder while the dashboard's code
 * loads, so the title never jumps.
 */
export function DashboardFrame({ actions, headingRef, children }: DashboardFrameProps) {
  return (
    <div className="bg-gradient-to-b from-amber-50/60 to-paper">
      <HeroBand
        shade="deep"
        goldRule
        aria-labelledby="dashboard-heading"
        className="px-5 py-10 sm:px-8 sm:py-12"
      >
        <div className="relative mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-6">
          <div className="flex min-w-0 items-center gap-4">
            <IconTile icon={LayoutDashboard} tone="glass" size="lg" className="hidden sm:flex" />
            <div className="min-w-0">
              <h1
                id="dashboard-heading"
                ref={headingRef}
                tabIndex={-1}
                className="text-3xl leading-tight font-bold outline-none sm:text-4xl"
              >
                {dashboardCopy.heading}
              </h1>
              <p className="mt-1 text-blue-100">{dashboardCopy.intro}</p>
            </div>
          </div>
          {actions}
        </div>
      </HeroBand>
      <div className="mx-auto max-w-6xl px-5 py-10 sm:px-8 sm:py-12">{children ?? <DashboardLoading />}</div>
    </div>
  );
}

/** SPEC §2: 'Loading business data...' while the lists load. */
export function DashboardLoading() {
  return (
    <div
      role="status"
      className="flex flex-col items-center justify-center gap-4 rounded-3xl border border-amber-100 bg-white px-6 py-20 text-center shadow-sm"
    >
      <LoaderCircle
        aria-hidden="true"
        className="size-10 animate-spin text-brand-blue motion-reduce:animate-none"
      />
      <p className="text-lg font-semibold text-slate-700">{dashboardCopy.loading}</p>
    </div>
  );
}
