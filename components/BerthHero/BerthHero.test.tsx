import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  berthHeroComponent,
  berthNeighbours,
} from "../../schema/components/berth_hero_component";
import { mapItem, noEdit } from "../../schema/define";
import {
  berthLinked,
  berthPage,
} from "../../schema/components/berth_hero_component.fixtures";
import { fx } from "../../schema/fixtures";
import { propsFor, wordsIn } from "../../testing/component-kit";
import { BerthHero } from "./BerthHero";


const on = { page: berthPage, linked: berthLinked };
const elements = { berths: fx.linked("berth_monaco", "berth_antibes") };

describe("berth_hero_component (spec 2.9)", () => {
  it("shows 'Berth for sale', the beam in m and ft, the location and POA, and links the contact drawer", () => {
    const html = renderToStaticMarkup(
      <BerthHero
        {...propsFor("berth_hero_component", elements, "en", on)}
      />,
    );
    expect(html).toContain("Berth for sale");
    expect(html).toContain("40 m berth, Port Hercule");
    expect(html).toContain(
      '<span data-unit="m">9 m</span><span data-unit="ft">29&#x27; 6&quot;</span>',
    );
    expect(html).toContain("Monaco");
    expect(html).toContain('data-berth-price="poa">POA');
    expect(html).toMatch(
      /<a href="\/contact-superyacht-company\/"[^>]*data-drawer="contact-broker"/,
    );
  });

  it("in Spanish, with the price of a priced berth and its stored feet, and previous/next links", () => {
    const props = propsFor("berth_hero_component", elements, "es", {
      ...on,
      page: { ...berthPage, berth: "berth_antibes" },
    });
    const html = renderToStaticMarkup(
      <BerthHero {...props} />,
    );
    expect(html).toContain("Amarre en venta");
    expect(html).toContain("€6,900,000");
    expect(html).toContain(`45&#x27; 11&quot;`);
    expect(props.berth?.previous?.href).toBe(
      "/es/berths-for-sale/port-hercule-40m-berth/",
    );
    expect(html).toContain("Amarre anterior");
  });

  it("renders nothing on a page without a berth, and tells the editor why", () => {
    const ref = {
      id: "x",
      name: "x",
      codename: "x",
      type: "berth_hero_component",
    };
    const mapped = mapItem(berthHeroComponent, elements, {
      locale: "en",
      item: ref,
      linkedItems: {},
      page: { ...berthPage, berth: null },
    });
    expect(mapped.ok && mapped.props.berth).toBeNull();
    expect(mapped.issues.map((issue) => issue.element)).toEqual([
      "(page berth)",
    ]);
    if (mapped.ok)
      expect(
        renderToStaticMarkup(
          <BerthHero {...mapped.props} t={wordsIn('en')} edit={noEdit} />,
        ),
      ).toBe("");
  });

  it("previous/next wrap around the list, skip repeats, and are absent for a berth not in it", () => {
    const list = [
      { codename: "a" },
      { codename: "b" },
      { codename: "c" },
      { codename: "b" },
    ];
    expect(berthNeighbours(list, "a")).toEqual({
      previous: { codename: "c" },
      next: { codename: "b" },
    });
    expect(berthNeighbours(list, "c")).toEqual({
      previous: { codename: "b" },
      next: { codename: "a" },
    });
    expect(berthNeighbours(list, "z")).toEqual({ previous: null, next: null });
    expect(berthNeighbours([{ codename: "a" }], "a")).toEqual({
      previous: null,
      next: null,
    });
  });
});
