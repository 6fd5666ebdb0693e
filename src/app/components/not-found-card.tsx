import { AlertCircle } from "#app/components/ui/icons.tsx";
import { notFoundCopy } from "#shared/content/not-found.ts";
import { notFoundMark } from "#app/lib/rewards-context.ts";

/** SPEC §2 not-found page: a centred card with the fixed heading and hint. */
export function NotFoundCard() {
  return (
    <div
      {...notFoundMark}
      className="flex min-h-[60vh] w-full items-center justify-center bg-paper px-4 py-16"
    >
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-lg">
        <div className="flex items-center gap-2">
          <AlertCircle aria-hidden="true" className="h-8 w-8 text-brand-red" />
          <h1 className="text-2xl font-bold text-ink">{notFoundCopy.heading}</h1>
        </div>
        <p className="mt-4 text-sm text-slate-600">{notFoundCopy.hint}</p>
      </div>
    </div>
  );
}
