import * as lucide from "lucide-react";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { brandMarks } from "./brand-marks.tsx";
import * as icons from "./icons.tsx";

/** The drawing inside an `<svg>` root, without the root. */
const innerMarkup = (svg: string) => svg.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");

/**
 * The sprite every icon of icons.tsx draws from: one symbol per icon, the lucide ones as
 * lucide-react draws them (their line style comes from the page, app.css), the brand marks
 * filled in the text colour.
 */
function buildIconSprite(): string {
  const symbols = Object.values(icons)
    .filter((icon): icon is icons.IconComponent => typeof icon === "function" && "symbol" in icon)
    .map((icon) => {
      if (icon.lucideName) {
        const drawing = (lucide as unknown as Record<string, ComponentType>)[icon.lucideName];
        if (!drawing) throw new Error(`lucide-react has no icon ${icon.lucideName}`);
        const inner = innerMarkup(renderToStaticMarkup(createElement(drawing)));
        return `<symbol id="${icon.symbol}" viewBox="0 0 24 24">${inner}</symbol>`;
      }
      const mark = brandMarks[icon.symbol];
      if (!mark) throw new Error(`brand-marks.tsx has no mark ${icon.symbol}`);
      const inner = innerMarkup(renderToStaticMarkup(createElement("svg", null, mark)));
      return `<symbol id="${icon.symbol}" viewBox="0 0 24 24" fill="currentColor">${inner}</symbol>`;
    });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

describe("the icon sprite", () => {
  it("holds exactly the icons icons.tsx exports, as lucide-react and brand-marks.tsx draw them (update with vitest -u)", async () => {
    await expect(buildIconSprite()).toMatchFileSnapshot("./icon-sprite.svg");
  });

  it("gives every icon its own symbol", () => {
    const ids = [...buildIconSprite().matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
