import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";

dayjs.extend(utc);
dayjs.extend(timezone);

/*
 * When each recipient's message goes (docs/phishing.md "Sending"): a time drawn uniformly between the start and
 * the send-until, so messages do not arrive together (a wave of identical mails warns everyone at once), and
 * optionally only within working hours, weekdays 09:00 to 17:00 in the recipient's own time zone.
 */

export const WORKING_HOURS = { from: 9, to: 17 } as const;

const nextDay = (date: string) =>
  new Date(new Date(`${date}T00:00:00Z`).getTime() + 86_400_000).toISOString().slice(0, 10);
const hour = (h: number) => `${String(h).padStart(2, "0")}:00`;

/** Millisecond intervals [from, to) of working hours between two instants, in a time zone. */
export function workingIntervals(start: Date, end: Date, timeZone: string): [number, number][] {
  const intervals: [number, number][] = [];
  // Calendar days are walked as plain dates: dayjs's own day arithmetic in a zone sticks at daylight-saving changes.
  const last = dayjs(end).tz(timeZone).format("YYYY-MM-DD");
  for (let date = dayjs(start).tz(timeZone).format("YYYY-MM-DD"); date <= last; date = nextDay(date)) {
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday < 1 || weekday > 5) continue;
    const from = Math.max(
      dayjs.tz(`${date} ${hour(WORKING_HOURS.from)}`, timeZone).valueOf(),
      start.getTime(),
    );
    const to = Math.min(dayjs.tz(`${date} ${hour(WORKING_HOURS.to)}`, timeZone).valueOf(), end.getTime());
    if (from < to) intervals.push([from, to]);
  }
  return intervals;
}

/** A uniformly drawn instant of the intervals (their total length weighs each). */
export function drawInIntervals(intervals: readonly [number, number][], random: () => number): Date {
  const total = intervals.reduce((sum, [from, to]) => sum + (to - from), 0);
  let offset = random() * total;
  for (const [from, to] of intervals) {
    if (offset < to - from) return new Date(from + Math.floor(offset));
    offset -= to - from;
  }
  const last = intervals[intervals.length - 1];
  if (!last) throw new Error("no interval to draw from");
  return new Date(last[1] - 1);
}

export interface SendWindow {
  start: Date;
  sendUntil: Date;
  workingHours: boolean;
}

/**
 * A send time for each recipient's time zone. Sending never starts before `now` (a start in the past sends from
 * now on). A zone whose window holds no working hours (a weekend-only window) is drawn over the whole window.
 */
export function drawSendTimes(
  window: SendWindow,
  timeZones: readonly string[],
  now: Date,
  random: () => number = Math.random,
): Date[] {
  const from = Math.max(window.start.getTime(), now.getTime());
  const whole: [number, number][] = [[from, Math.max(from + 1, window.sendUntil.getTime())]];
  const byZone = new Map<string, [number, number][]>();
  const intervalsOf = (zone: string) => {
    let intervals = byZone.get(zone);
    if (!intervals) {
      const working = window.workingHours ? workingIntervals(new Date(from), window.sendUntil, zone) : [];
      intervals = working.length > 0 ? working : whole;
      byZone.set(zone, intervals);
    }
    return intervals;
  };
  return timeZones.map((zone) => drawInIntervals(intervalsOf(zone), random));
}

/** Whether a window holds any working hours in a zone (the form warns when it holds none). */
export function hasWorkingHours(window: SendWindow, timeZone: string): boolean {
  return workingIntervals(window.start, window.sendUntil, timeZone).length > 0;
}
