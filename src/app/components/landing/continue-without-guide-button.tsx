import { ArrowRight } from "lucide-react";
import { useNavigate } from "react-router";
import { paths } from "../../../shared/site-paths.ts";
import { Button } from "../ui/button.tsx";
import { markVisited } from "./visited-flag.ts";

/** SPEC §4 landing form: skipping the guide still marks the visitor as visited, then opens /home. */
export function ContinueWithoutGuideButton({ label }: { label: string }) {
  const navigate = useNavigate();

  function continueToHome() {
    markVisited();
    navigate(paths.home);
  }

  return (
    <Button variant="outline" size="md" className="w-full min-h-12 sm:text-lg" onClick={continueToHome}>
      {label}
      <ArrowRight aria-hidden="true" className="hidden h-5 w-5 sm:block" />
    </Button>
  );
}
