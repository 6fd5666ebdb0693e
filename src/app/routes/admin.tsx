import { LayoutDashboard } from "lucide-react";
import type { Route } from "./+types/admin";
import { brand } from "../content/brand.ts";
import { pageMeta } from "../lib/meta.ts";
import { paths } from "../../shared/site-paths.ts";

/** SPEC §2: the admin page is never indexed by search engines. */
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: "Admin",
    description: `The owner's dashboard of ${brand.showName}.`,
    path: paths.admin,
    noindex: true,
  });

/** SPEC §2 Admin. The login and the dashboard arrive with the server session. */
export default function AdminPage() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center bg-paper px-5 py-16">
      <div className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-lg sm:p-10">
        <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-blue to-brand-blue-dark text-brand-gold-light shadow-md">
          <LayoutDashboard aria-hidden="true" className="h-7 w-7" />
        </span>
        <h1 className="mt-5 text-3xl font-bold text-ink">Admin Dashboard</h1>
        <p className="mt-3 leading-relaxed text-slate-600">
          This is where the owner of {brand.shortName} manages blog posts and reviews payments, donations,
          newsletter subscribers and messages.
        </p>
      </div>
    </div>
  );
}
