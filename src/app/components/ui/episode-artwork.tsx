import { Mic } from "./icons.tsx";
import { useImageFailed } from "#app/hooks/use-image-failed.ts";

type EpisodeArtworkProps = {
  src: string | null;
  /** Size and shape; the image and its fallback both fill it. */
  className?: string;
  iconClassName?: string;
  loading?: "eager" | "lazy";
  /** "contain" shows the whole cover on the site's dark blue, for a frame of another shape. */
  fit?: "cover" | "contain";
};

/**
 * An episode's cover, decorative beside the episode's name. SPEC §2: when it fails to load the
 * image is hidden and a gradient with a microphone shows instead.
 */
export function EpisodeArtwork({
  src,
  className = "",
  iconClassName = "size-12",
  loading = "lazy",
  fit = "cover",
}: EpisodeArtworkProps) {
  const { failed, imageProps } = useImageFailed(src);

  if (failed || !src) {
    return (
      <div
        data-testid="artwork-fallback"
        aria-hidden="true"
        className={`flex items-center justify-center bg-gradient-to-br from-brand-blue via-indigo-700 to-brand-blue-dark text-brand-gold-light ${className}`}
      >
        <Mic className={iconClassName} strokeWidth={1.75} />
      </div>
    );
  }
  return (
    <img
      {...imageProps}
      src={src}
      alt=""
      loading={loading}
      decoding="async"
      className={`bg-brand-blue-dark ${fit === "cover" ? "object-cover" : "object-contain"} ${className}`}
    />
  );
}
