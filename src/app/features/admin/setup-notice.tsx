import type { IconComponent } from "#app/components/ui/icons.tsx";

/**
 * Above the tabs while part of the business runs without its outside service: payments through
 * the sandbox (test figures are never read as money), sign-ups without an e-mail service (nobody
 * is e-mailed).
 */
export function SetupNotice({
  id,
  icon: Icon,
  title,
  text,
}: {
  id: string;
  icon: IconComponent;
  title: string;
  text: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex gap-3 rounded-2xl border border-violet-200 bg-violet-50 p-5"
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-violet-800" />
      <div className="min-w-0">
        <h2 id={id} className="font-sans text-base font-semibold text-violet-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{text}</p>
      </div>
    </section>
  );
}
