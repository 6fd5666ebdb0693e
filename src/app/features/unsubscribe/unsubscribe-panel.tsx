import { CircleCheck, LoaderCircle, MailX, Unlink } from "#app/components/ui/icons.tsx";
import { useEffect, useRef, useState, type Ref } from "react";
import { useActionData } from "react-router";
import { brand } from "#shared/content/brand.ts";
import { unsubscribeCopy as copy } from "#app/content/unsubscribe.ts";
import { paths } from "#shared/site-paths.ts";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { IconTile } from "#app/components/ui/icon-tile.tsx";
import { NoticeCard } from "#app/components/ui/notice-card.tsx";
import { requestUnsubscribe, type UnsubscribeLink, type UnsubscribeResult } from "./unsubscribe-request.ts";

type View = { status: "confirm" | "sending" } | UnsubscribeResult;

function BackHome({
  label = copy.backHome,
  variant = "primary",
}: {
  label?: string;
  variant?: "primary" | "ghost";
}) {
  return (
    <ButtonLink to={paths.home} variant={variant} size="md">
      {label}
    </ButtonLink>
  );
}

function WriteToUs() {
  return (
    <p className="mt-6 text-sm text-slate-600">
      {copy.writeToUs}{" "}
      <a
        href={`mailto:${brand.contactEmail}`}
        className="font-semibold text-brand-blue underline underline-offset-4"
      >
        {brand.contactEmail}
      </a>
    </p>
  );
}

type LinkProblemProps = { title: string; text: string; headingRef?: Ref<HTMLHeadingElement> };

/** The page's answer when the link cannot be used: incomplete in the address bar, or refused by the server. */
function LinkProblem({ title, text, headingRef }: LinkProblemProps) {
  return (
    <NoticeCard
      medallion={<IconTile icon={Unlink} tone="tint" size="xl" shape="disc" />}
      title={title}
      text={text}
      headingRef={headingRef}
    >
      <WriteToUs />
      <div className="mt-6">
        <BackHome />
      </div>
    </NoticeCard>
  );
}

/**
 * The signed unsubscribe link's page. It only asks: the subscription ends when the visitor presses
 * 'Unsubscribe' (POST /api/newsletter/unsubscribe; before the page's script runs, a form post to
 * the page), because mail scanners open every link in an e-mail. Then it confirms, or says why the
 * link cannot be used.
 */
export function UnsubscribePanel({ link }: { link: UnsubscribeLink | null }) {
  // Pressed before the page's script ran, 'Unsubscribe' posted the page, whose answer shows here.
  const posted = useActionData<UnsubscribeResult | undefined>();
  const [view, setView] = useState<View>(posted ?? { status: "confirm" });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const answered = useRef(false);

  // Focus follows the server's answer (never the first render): to the news that replaced the
  // question, or back to the button that was disabled while the request was on its way.
  useEffect(() => {
    if (!answered.current) return;
    if (view.status === "failed") actionsRef.current?.querySelector("button")?.focus();
    else if (view.status !== "sending") headingRef.current?.focus();
  }, [view]);

  if (!link) return <LinkProblem title={copy.incompleteTitle} text={copy.incompleteText} />;
  if (view.status === "invalid")
    return <LinkProblem title={copy.invalidTitle} text={view.message} headingRef={headingRef} />;

  if (view.status === "done") {
    return (
      <NoticeCard
        medallion={
          <span className="flex size-16 items-center justify-center rounded-full bg-brand-green text-white shadow-md">
            <CircleCheck aria-hidden="true" className="size-8" />
          </span>
        }
        title={copy.doneTitle}
        text={copy.doneText(link.email)}
        headingRef={headingRef}
      >
        <div className="mt-8">
          <BackHome />
        </div>
      </NoticeCard>
    );
  }

  const sending = view.status === "sending";
  const unsubscribe = async () => {
    setView({ status: "sending" });
    const result = await requestUnsubscribe(link);
    answered.current = true;
    setView(result);
  };

  return (
    <NoticeCard
      medallion={<IconTile icon={MailX} tone="tint" size="xl" shape="disc" />}
      title={copy.confirmTitle(link.email)}
      text={copy.confirmText}
    >
      {view.status === "failed" && (
        <p
          role="alert"
          className="mt-5 w-full rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-brand-red"
        >
          {view.message}
        </p>
      )}
      {/* Posted to the page itself until the script takes it over (`unsubscribe-action.server.ts`). */}
      <form
        method="post"
        onSubmit={(event) => {
          event.preventDefault();
          if (!sending) void unsubscribe();
        }}
        className="w-full sm:w-auto"
      >
        <input type="hidden" name="email" value={link.email} />
        <input type="hidden" name="token" value={link.token} />
        <div
          ref={actionsRef}
          className="mt-8 flex w-full flex-col-reverse gap-3 sm:w-auto sm:flex-row sm:justify-center"
        >
          <BackHome label={copy.keep} variant="ghost" />
          <Button type="submit" size="md" disabled={sending} aria-busy={sending}>
            {sending && <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />}
            {sending ? copy.confirming : copy.confirm}
          </Button>
        </div>
      </form>
    </NoticeCard>
  );
}
