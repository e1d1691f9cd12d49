import { Apple, FlaskConical, Icon, Newspaper, TriangleAlert } from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { iconData } from "./icon-data.server";

describe("icons sent in loader data", () => {
  it("render exactly as the lucide components do", () => {
    for (const Named of [Apple, FlaskConical, Newspaper, TriangleAlert]) {
      const icon = JSON.parse(JSON.stringify(iconData(Named))) as ReturnType<typeof iconData>;
      expect(
        renderToStaticMarkup(
          <Icon iconNode={icon.iconNode} className={`${icon.className} size-5 text-brand-700`} aria-hidden />,
        ),
      ).toBe(renderToStaticMarkup(<Named aria-hidden className="size-5 text-brand-700" />));
    }
  });
});
