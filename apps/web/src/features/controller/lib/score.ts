/**
 * Spec §9 "Score colours": a 10-point scale maps 0 … 10 from red through orange and yellow to green.
 * The steps are the same hues the dashboards use; the value is always written next to the colour.
 */
const STEPS = [
  "#c92a2a", // 0
  "#e03131", // 1
  "#f03e3e", // 2
  "#f76707", // 3
  "#fd7e14", // 4
  "#fab005", // 5
  "#fcc419", // 6
  "#94d82d", // 7
  "#51cf66", // 8
  "#37b24d", // 9
  "#2b8a3e", // 10 and more
] as const;

export function scoreColour(score: number): string {
  const index = Math.min(STEPS.length - 1, Math.max(0, Math.floor(score)));
  return STEPS[index] ?? STEPS[0];
}
