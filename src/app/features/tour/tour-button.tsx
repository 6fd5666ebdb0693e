import { Compass } from "#app/components/ui/icons.tsx";
import type { RefObject } from "react";
import { useLocation, useNavigate } from "react-router";
import { paths } from "#shared/site-paths.ts";
import { tourButtonLabel } from "#app/content/navigation.ts";
import { queueTour, startTour } from "./tour-controller.ts";
import { ReadyButton } from "#app/components/ui/ready-button.tsx";

type TourButtonProps = {
  className: string;
  onStart?: () => void;
  /** What gets focus back when the tour ends, when not this button (the menu's button, for the menu's). */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

/**
 * SPEC §2 header: the 'Tour' button runs the quick tour, whether or not it was seen. The tour shows
 * the home page's features, so from any other page it goes there first.
 */
export function TourButton({ className, onStart, returnFocusTo }: TourButtonProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    // Not ready until the page's script runs; a press made meanwhile starts the tour then.
    <ReadyButton
      onPress={(button) => {
        const from = returnFocusTo?.current ?? button;
        onStart?.();
        if (pathname === paths.home) {
          startTour("quick", from);
        } else {
          queueTour("quick", from);
          void navigate(paths.home);
        }
      }}
      className={className}
    >
      <Compass aria-hidden="true" className="size-[1.1em] shrink-0" />
      {tourButtonLabel}
    </ReadyButton>
  );
}
