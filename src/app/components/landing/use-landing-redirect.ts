import { useEffect } from "react";
import { useNavigate } from "react-router";
import { paths } from "../../../shared/site-paths.ts";
import { isCrawlerOrAutomation, readVisitorSignals } from "./crawler-check.ts";
import { hasVisited } from "./visited-flag.ts";

/**
 * SPEC §2 landing page: a returning visitor (visited flag set) or a crawler is sent on to /home,
 * replacing / in the history. It happens in the browser after hydration, so the server-rendered
 * HTML of / keeps its title, description and social tags for every link preview.
 */
export function useLandingRedirect(): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (hasVisited() || isCrawlerOrAutomation(readVisitorSignals(window))) {
      void navigate(paths.home, { replace: true });
    }
  }, [navigate]);
}
