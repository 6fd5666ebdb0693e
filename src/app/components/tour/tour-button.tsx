import { Compass } from "lucide-react";
import { useLocation, useNavigate } from "react-router";
import { paths } from "../../../shared/site-paths.ts";
import { tourButtonLabel } from "../../content/navigation.ts";
import { queueTour, startTour } from "./tour-controller.ts";

/**
 * SPEC §2 header: the 'Tour' button runs the quick tour, whether or not it was seen. The tour shows
 * the home page's features, so from any other page it goes there first.
 */
export function TourButton({ className, onStart }: { className: string; onStart?: () => void }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={() => {
        onStart?.();
        if (pathname === paths.home) {
          startTour("quick");
        } else {
          queueTour("quick");
          void navigate(paths.home);
        }
      }}
      className={className}
    >
      <Compass aria-hidden="true" className="size-[1.1em] shrink-0" />
      {tourButtonLabel}
    </button>
  );
}
