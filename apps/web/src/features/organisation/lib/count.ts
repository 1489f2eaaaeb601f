/**
 * A count of a list in the interface language ("16,668", "16.668", "16 668"); a capped count (the people lists
 * count up to 10,000 matches, `totalCapped`) ends with "+": "10,000+".
 */
export function formatCount(n: number, language: string, capped = false): string {
  return `${new Intl.NumberFormat(language).format(n)}${capped ? "+" : ""}`;
}
