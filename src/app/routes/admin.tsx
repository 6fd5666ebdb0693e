import { LayoutDashboard } from "lucide-react";
import type { Route } from "./+types/admin";
import { IconTile } from "../components/ui/icon-tile.tsx";
import { NoticeCard } from "../components/ui/notice-card.tsx";
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
    <NoticeCard
      title="Admin Dashboard"
      text={`This is where the owner of ${brand.shortName} manages blog posts and reviews payments, donations, newsletter subscribers and messages.`}
      medallion={
        <IconTile
          icon={LayoutDashboard}
          size="lg"
          className="bg-gradient-to-br from-brand-blue to-brand-blue-dark shadow-md"
        />
      }
    />
  );
}
