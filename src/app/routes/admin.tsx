import { Suspense, useState } from "react";
import { useRevalidator } from "react-router";
import type { Route } from "./+types/admin";
import { AdminLoginForm, DashboardFrame, loadBusinessDashboard } from "#app/features/admin/index.ts";
import { adminMeta } from "#app/content/admin.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { paths } from "#shared/site-paths.ts";
import { lazyWithFallback, LoadFailedNotice } from "#app/components/ui/lazy-with-fallback.tsx";

// The dashboard (tabs, dialog, upload, data client) is its own chunk, fetched only once the owner is in.
const BusinessDashboard = lazyWithFallback(loadBusinessDashboard, LoadFailedNotice);

/** SPEC §2: the admin page is never indexed by search engines. */
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { ...adminMeta, path: paths.admin, noindex: true });

/** The first render already knows whether this browser holds a live owner session (a reload stays in). */
export async function loader({ context }: Route.LoaderArgs) {
  const authenticated = await context.hasAdminSession();
  // Which database the site runs on is the owner's business only.
  return {
    authenticated,
    backup: authenticated ? context.backup : null,
    testPayments: authenticated && context.payments.provider === "sandbox",
    signupsNotEmailed: authenticated && !context.emailServiceConnected,
    ownerNotEmailed: authenticated && !context.ownerEmailed,
  };
}

// What this page shows depends on the session cookie: no cache may keep it.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** SPEC §2 Admin, §4 Admin session: the login screen, or the Business Dashboard once logged in. */
export default function AdminPage({ loaderData }: Route.ComponentProps) {
  const [authenticated, setAuthenticated] = useState(loaderData.authenticated);
  // Focus follows the owner's own login or logout; a page load leaves it where the browser puts it.
  const [switched, setSwitched] = useState(false);
  const [sessionEnded, setSessionEnded] = useState(false);
  const switchTo = (next: boolean) => {
    setSwitched(true);
    setAuthenticated(next);
  };
  // The loader ran for a visitor: after a login it runs again for the owner (backup, test mode).
  const { revalidate } = useRevalidator();
  const onLoggedIn = () => {
    setSessionEnded(false);
    switchTo(true);
    void revalidate();
  };

  if (!authenticated)
    return <AdminLoginForm onLoggedIn={onLoggedIn} focusOnMount={switched} sessionEnded={sessionEnded} />;
  return (
    <Suspense fallback={<DashboardFrame />}>
      <BusinessDashboard
        onLoggedOut={(reason) => {
          setSessionEnded(reason === "session-ended");
          switchTo(false);
        }}
        focusOnMount={switched}
        backup={loaderData.backup}
        testPayments={loaderData.testPayments}
        signupsNotEmailed={loaderData.signupsNotEmailed}
        ownerNotEmailed={loaderData.ownerNotEmailed}
      />
    </Suspense>
  );
}
