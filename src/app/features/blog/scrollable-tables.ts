import { blogPostCopy } from "#shared/content/blog.ts";

/**
 * Wraps each table of a post's body in its own sideways-scrolling region. A table wider than a
 * phone then keeps its words whole and scrolls by itself, instead of squeezing them letter by
 * letter or widening the page. The region takes focus, so a keyboard can scroll it too, and each
 * is named by its place ("Table 1", "Table 2"…) so a screen reader can tell them apart.
 *
 * The body is the server's sanitized HTML, or the content module's own, in which every table is
 * a lower-case tag that is closed and no attribute value holds a "<", so the tags are found as text.
 */
export function withScrollableTables(html: string): string {
  let count = 0;
  return html
    .replace(/<table\b/g, () => {
      count += 1;
      return `<div class="post-table" role="region" aria-label="${blogPostCopy.tableLabel(count)}" tabindex="0"><table`;
    })
    .replaceAll("</table>", "</table></div>");
}
