import { useEffect } from "react";
import { useActionData, useNavigate } from "react-router";
import { paths } from "#shared/site-paths.ts";
import { isCrawlerOrAutomation, readVisitorSignals } from "./crawler-check.ts";
import { hasVisited } from "./visited-flag.ts";

/**
 * SPEC §2 landing page: a returning visitor (visited flag set) or a crawler is sent on to /home,
 * replacing / in the history. It happens in the browser after hydration, so the server-rendered
 * HTML of / keeps its title, description and social tags for every link preview.
 */
export function useLandingRedirect(): void {
  const navigate = useNavigate();
  // The page that answers the guide form's post (sent before the script ran) shows the thank-you
  // view, and the sign-up has just set the visited flag: the visitor stays to read it.
  const answersSignup = useActionData() !== undefined;
  useEffect(() => {
    if (answersSignup) return;
    if (hasVisited() || isCrawlerOrAutomation(readVisitorSignals(window))) {
      void navigate(paths.home, { replace: true });
    }
  }, [navigate, answersSignup]);
}
