/** Characters XML 1.0 does not allow at all; one of them would make a whole feed unreadable. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_XML_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/**
 * Escapes text for an XML element or attribute value (sitemap, feeds, generated SVG), dropping
 * the control characters XML cannot carry.
 */
export function escapeXml(value: string): string {
  return value
    .replace(NOT_XML_CHARACTERS, "")
    .replace(
      /[&<>"']/g,
      (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!,
    );
}
