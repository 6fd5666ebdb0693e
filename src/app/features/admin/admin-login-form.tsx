import { Eye, EyeOff, LockKeyhole, LogIn } from "#app/components/ui/icons.tsx";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { adminLoginCopy } from "#app/content/admin.ts";
import { apiRequest } from "#app/lib/api-request.ts";
import { Button } from "#app/components/ui/button.tsx";
import { HeroBand } from "#app/components/ui/hero-band.tsx";
import { IconTile } from "#app/components/ui/icon-tile.tsx";
import { clearsPassword, loginErrorMessage } from "./admin-login-errors.ts";
import { useTypedBeforeReady } from "#app/hooks/use-typed-before-ready.ts";

type AdminLoginFormProps = {
  onLoggedIn: () => void;
  /** Put the cursor in the password field (after a logout). */
  focusOnMount?: boolean;
  /** The dashboard found its session ended: say so above the form. */
  sessionEnded?: boolean;
};

/**
 * SPEC §2 Admin login and §4 Admin session: one password field with a show/hide toggle and
 * 'Access Dashboard'. The server checks the password and sets the session cookie; a wrong one
 * shows 'Incorrect password' and clears the field; any other failure keeps what was typed.
 */
export function AdminLoginForm({
  onLoggedIn,
  focusOnMount = false,
  sessionEnded = false,
}: AdminLoginFormProps) {
  const [password, setPassword] = useState("");
  const [visible, setVisible] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();
  const sessionEndedId = useId();
  // The field is focused when the login comes back: its description reads the notice out too.
  const describedBy = [sessionEnded ? sessionEndedId : null, error ? errorId : null]
    .filter(Boolean)
    .join(" ");

  // A password typed before the page's script ran is the one sent (decision 016).
  useTypedBeforeReady(input, (_name, typed) => {
    if (typeof typed === "string") setPassword(typed);
  });

  useEffect(() => {
    if (focusOnMount) input.current?.focus();
  }, [focusOnMount]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    if (!password) {
      setError(adminLoginCopy.passwordRequired);
      input.current?.focus();
      return;
    }
    setPending(true);
    try {
      await apiRequest("POST", "/api/admin/session", { password });
      setError(null);
      onLoggedIn();
    } catch (caught) {
      setError(loginErrorMessage(caught));
      if (clearsPassword(caught)) setPassword("");
      setPending(false);
      input.current?.focus();
    }
  };

  return (
    <HeroBand
      shade="deep"
      goldRule
      aria-labelledby="admin-login-heading"
      className="px-5 py-16 sm:px-8 sm:py-24"
    >
      <div className="relative mx-auto w-full max-w-md rounded-3xl bg-white p-7 text-ink shadow-2xl ring-1 ring-black/5 sm:p-10">
        <IconTile
          icon={LockKeyhole}
          size="lg"
          className="mx-auto bg-gradient-to-br from-brand-blue to-brand-blue-dark shadow-md"
        />
        <h1 id="admin-login-heading" className="mt-5 text-center text-3xl font-bold text-ink">
          {adminLoginCopy.heading}
        </h1>
        <p className="mt-3 text-center leading-relaxed text-slate-600">{adminLoginCopy.intro}</p>
        {sessionEnded && (
          <p
            id={sessionEndedId}
            role="status"
            className="mt-5 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-600/25"
          >
            {adminLoginCopy.sessionEnded}
          </p>
        )}

        {/* No name on the field: a submit before the page is interactive never puts the password in a URL. */}
        <form className="mt-8" onSubmit={(event) => void submit(event)} noValidate>
          <label htmlFor={inputId} className="block text-sm font-semibold text-ink">
            {adminLoginCopy.passwordLabel}
          </label>
          <div className="relative mt-2">
            <input
              ref={input}
              id={inputId}
              type={visible ? "text" : "password"}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy || undefined}
              aria-required="true"
              readOnly={pending}
              className={`block w-full rounded-xl border bg-white py-3 pr-12 pl-4 text-base text-ink shadow-sm transition-colors placeholder:text-slate-400 focus:border-brand-blue focus:ring-2 focus:ring-brand-blue/20 focus:outline-none read-only:bg-slate-50 ${
                error ? "border-brand-red" : "border-slate-300"
              }`}
            />
            <button
              type="button"
              onClick={() => setVisible((shown) => !shown)}
              aria-label={visible ? adminLoginCopy.hidePassword : adminLoginCopy.showPassword}
              aria-controls={inputId}
              className="absolute inset-y-0 right-1.5 my-auto flex size-10 items-center justify-center rounded-lg text-slate-600 transition-colors hover:bg-slate-100 hover:text-brand-blue"
            >
              {visible ? (
                <EyeOff aria-hidden="true" className="size-5" />
              ) : (
                <Eye aria-hidden="true" className="size-5" />
              )}
            </button>
          </div>
          <p id={errorId} role="alert" className="mt-2 min-h-5 text-sm font-medium text-brand-red">
            {error}
          </p>
          <Button type="submit" size="lg" className="mt-4 w-full" disabled={pending}>
            <LogIn aria-hidden="true" className="size-5" />
            {pending ? adminLoginCopy.submitting : adminLoginCopy.submit}
          </Button>
        </form>
        <p className="mt-6 text-center text-xs text-slate-500">{adminLoginCopy.privacyNote}</p>
      </div>
    </HeroBand>
  );
}
