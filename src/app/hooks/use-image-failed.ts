import { useEffect, useRef, useState } from "react";

/**
 * Whether the <img> showing `src` failed to load, so the caller can show its drawn fallback instead
 * of the browser's broken-image icon (SPEC §2). Spread `imageProps` on the <img>. A new src gets a
 * fresh try; no src counts as failed.
 */
export function useImageFailed(src: string | null) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);

  // An image that failed before hydration fired its error event before React listened for it.
  useEffect(() => {
    const element = image.current;
    if (src && element?.complete && element.naturalWidth === 0) setFailedSrc(src);
  }, [src]);

  return {
    failed: !src || failedSrc === src,
    imageProps: { ref: image, onError: () => setFailedSrc(src) },
  };
}
