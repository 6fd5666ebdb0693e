import { CircleCheck } from "#app/components/ui/icons.tsx";
import { useEffect, useRef } from "react";
import { contactFormCopy as copy } from "#app/content/support.ts";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { ReadyButton } from "#app/components/ui/ready-button.tsx";

type MessageSentPanelProps = { email: string; headingLevel: 3 | 4; onSendAnother: () => void };

/** The confirmation that takes the contact form's place once the message is stored. */
export function MessageSentPanel({ email, headingLevel, onSendAnother }: MessageSentPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the visitor was in is gone: focus moves to the news that replaced it.
  useEffect(() => headingRef.current?.focus(), []);
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <div className="flex flex-col items-center rounded-2xl border border-emerald-200 bg-emerald-50 px-4 py-10 text-center sm:px-6">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-green text-white shadow-md">
        <CircleCheck aria-hidden="true" className="size-8" />
      </span>
      <Heading ref={headingRef} tabIndex={-1} className="mt-5 text-2xl font-bold text-ink focus:outline-none">
        {copy.sentTitle}
      </Heading>
      <p className="mt-3 max-w-md leading-relaxed text-slate-700 [overflow-wrap:anywhere]">
        {copy.sentText(email)}
      </p>
      {/* Left out where no script runs; until the script has run, a press waits for it (decision 016). */}
      <ReadyButton
        className={buttonClasses({ variant: "outline", className: "mt-6 noscript:hidden" })}
        onPress={onSendAnother}
      >
        {copy.sendAnother}
      </ReadyButton>
    </div>
  );
}
