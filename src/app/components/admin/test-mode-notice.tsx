import { FlaskConical } from "lucide-react";
import { testPaymentCopy } from "../../content/admin.ts";

/** Above the tabs while payments go through the sandbox, so test figures are never read as money. */
export function TestModeNotice() {
  return (
    <section
      aria-labelledby="test-mode-heading"
      className="mb-8 flex gap-3 rounded-2xl border border-violet-200 bg-violet-50 p-5"
    >
      <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-violet-800" />
      <div className="min-w-0">
        <h2 id="test-mode-heading" className="font-sans text-base font-semibold text-violet-900">
          {testPaymentCopy.noticeTitle}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{testPaymentCopy.noticeText}</p>
      </div>
    </section>
  );
}
