import { describe, expect, it } from "vitest";
import { withScrollableTables } from "./scrollable-tables.ts";

describe("withScrollableTables", () => {
  it("wraps each table in a focusable region named by its place", () => {
    expect(
      withScrollableTables("<p>Plan</p><table><tr><td>1</td></tr></table><table><tr><td>2</td></tr></table>"),
    ).toBe(
      "<p>Plan</p>" +
        '<div class="post-table" role="region" aria-label="Table 1" tabindex="0"><table><tr><td>1</td></tr></table></div>' +
        '<div class="post-table" role="region" aria-label="Table 2" tabindex="0"><table><tr><td>2</td></tr></table></div>',
    );
  });

  it("keeps a table's own attributes and a table inside a cell balanced", () => {
    const wrapped = withScrollableTables(
      '<table class="x"><tr><td><table><tr><td>inner</td></tr></table></td></tr></table>',
    );
    expect(wrapped).toContain('tabindex="0"><table class="x">');
    expect(wrapped.match(/<div /g)).toHaveLength(2);
    expect(wrapped.match(/<\/div>/g)).toHaveLength(2);
    expect(wrapped.endsWith("</table></div></td></tr></table></div>")).toBe(true);
  });

  it("leaves a body without tables, and words that only start like one, as they are", () => {
    const html = "<p>The <tablet> of stone &lt;table&gt; and a tableau.</p>";
    expect(withScrollableTables(html)).toBe(html);
  });
});
