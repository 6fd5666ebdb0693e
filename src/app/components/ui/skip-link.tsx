export const MAIN_CONTENT_ID = "main-content";

/** First focusable element of every page: jumps past the header to the main content. */
export function SkipLink() {
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
      Skip to main content
    </a>
  );
}
