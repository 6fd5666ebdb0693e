import type { ReactNode, Ref } from "react";

type NoticeCardProps = {
  /** The icon tile above the title. */
  medallion: ReactNode;
  title: string;
  text: string;
  /** A way on, below the text. */
  children?: ReactNode;
  /** For moving focus to the title when the card's news changes in place. */
  headingRef?: Ref<HTMLHeadingElement>;
};

/** A page that is one centred card: a missing post, a page still to come. Its title is the page's h1. */
export function NoticeCard({ medallion, title, text, children, headingRef }: NoticeCardProps) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center bg-paper px-5 py-16">
      <div className="flex w-full max-w-lg flex-col items-center rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-lg sm:p-10">
        {medallion}
        <h1
          ref={headingRef}
          tabIndex={headingRef ? -1 : undefined}
          className="mt-5 text-3xl font-bold text-ink [overflow-wrap:anywhere] focus:outline-none"
        >
          {title}
        </h1>
        <p className="mt-3 leading-relaxed text-slate-600 [overflow-wrap:anywhere]">{text}</p>
        {children}
      </div>
    </div>
  );
}
