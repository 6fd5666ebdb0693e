import { useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { SiteFooter } from "../components/layout/site-footer.tsx";
import { SiteHeader } from "../components/layout/site-header.tsx";
import { SkipLink, MAIN_CONTENT_ID } from "../components/layout/skip-link.tsx";

/** Every page but the landing page: header, main content, footer (SPEC §2 global behaviour). */
export default function SiteLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    // SPEC §2: the page scrolls smoothly to the top on each path change.
    window.scrollTo({ top: 0, behavior: "smooth" });
  }, [pathname]);

  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
