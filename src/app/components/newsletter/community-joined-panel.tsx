import { PartyPopper } from "#app/components/ui/icons.tsx";
import { useEffect, useRef } from "react";
import { communityFormCopy as copy } from "#app/content/newsletter.ts";
import { Button } from "#app/components/ui/button.tsx";
import type { SignupInput } from "#shared/newsletter/signup-forms.ts";

type CommunityJoinedPanelProps = { member: SignupInput; onJoinAnother: () => void };

/** SPEC §4: the community form's success panel, with 'Join Another Person' to sign up someone else. */
export default function CommunityJoinedPanel({ member, onJoinAnother }: CommunityJoinedPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the visitor was in is gone: focus moves to the news that replaced it.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="flex flex-col items-center rounded-2xl border border-emerald-200 bg-emerald-50 px-5 py-8 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-brand-green text-white shadow-md">
        <PartyPopper aria-hidden="true" className="size-7" />
      </span>
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="mt-4 text-2xl font-bold text-ink [overflow-wrap:anywhere] focus:outline-none"
      >
        {copy.joinedHeading(member.firstName)}
      </h3>
      <p className="mt-3 max-w-sm leading-relaxed text-slate-700 [overflow-wrap:anywhere]">
        {copy.joinedText(member.email)}
      </p>
      <Button variant="outline" className="mt-6" onClick={onJoinAnother}>
        {copy.joinAnother}
      </Button>
    </div>
  );
}
