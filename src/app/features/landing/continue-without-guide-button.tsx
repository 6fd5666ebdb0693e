import { ArrowRight } from "#app/components/ui/icons.tsx";
import { paths } from "#shared/site-paths.ts";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { markVisited } from "./visited-flag.ts";

/**
 * SPEC §4 landing form: skipping the guide still marks the visitor as visited, then opens /home. A
 * link styled as the spec's button, so it also leads on before the page's script has run.
 */
export function ContinueWithoutGuideButton({ label }: { label: string }) {
  return (
    <ButtonLink
      to={paths.home}
      variant="outline"
      size="md"
      className="w-full min-h-12 sm:text-lg"
      onClick={markVisited}
    >
      {label}
      <ArrowRight aria-hidden="true" className="hidden h-5 w-5 sm:block" />
    </ButtonLink>
  );
}
