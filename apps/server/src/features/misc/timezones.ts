import type { TTimeZoneLookup } from "@wellguard/contract";

/*
 * IANA time zones as the runtime knows them (Intl.supportedValuesOf plus UTC, which it leaves out), with the
 * offset from UTC at the moment of the request, so summer time shows. Every offset change in the IANA data
 * happens on a quarter hour of UTC, so one computed list serves the whole quarter hour it was made in.
 */

const QUARTER_HOUR_MS = 15 * 60_000;
let cached: { bucket: number; zones: TTimeZoneLookup[] } | undefined;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** Minutes east of UTC for the zone at that instant ("GMT+05:45" → 345, "GMT" → 0). */
export function offsetMinutes(zone: string, at: Date): number {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longOffset" });
    formatters.set(zone, format);
  }
  const label = format.formatToParts(at).find((p) => p.type === "timeZoneName")?.value ?? "GMT";
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(label);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

/** "+01:00", "-03:30", "+00:00" */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

/** Every zone with its current offset and IANA area, sorted by offset, then by name. */
export function timeZoneList(now: Date = new Date()): TTimeZoneLookup[] {
  const bucket = Math.floor(now.getTime() / QUARTER_HOUR_MS);
  if (cached?.bucket === bucket) return cached.zones;
  const names = new Set([...Intl.supportedValuesOf("timeZone"), "UTC"]);
  const zones = [...names].map((id) => {
    const minutes = offsetMinutes(id, now);
    const slash = id.indexOf("/");
    return {
      id,
      offset: formatOffset(minutes),
      offsetMinutes: minutes,
      group: slash === -1 ? id : id.slice(0, slash),
    };
  });
  zones.sort((a, b) => a.offsetMinutes - b.offsetMinutes || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  cached = { bucket, zones };
  return zones;
}
