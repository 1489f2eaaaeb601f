import { formatScore, formatShortDate, type SeriesPoint } from "@wellguard/contract";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { currentLocale } from "@/lib/i18n";
import "./profile.css";

/*
 * Small hand-written SVG charts (no chart library: the employee pages' JS budget). Each is an image with an
 * aria-label summing up the data, followed by a visually hidden table with every value for screen readers.
 */

const W = 360;
const H = 170;
const PAD = { left: 34, right: 14, top: 12, bottom: 26 };

function time(iso: string): number {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? 0 : t;
}

/**
 * An evolution line: `points` already padded (padSeries) so a single measurement still draws a line; the padded
 * point is drawn hollow with a dashed segment and left out of the table and the summary (it is not a measurement).
 */
export function LineChart({
  name,
  points,
  max,
  testId,
}: {
  name: string;
  points: readonly SeriesPoint[];
  max: number;
  testId?: string;
}) {
  const { t } = useTranslation("profile");
  const locale = currentLocale();
  const captionId = useId();
  const real = points.filter((p) => !p.padded);
  const first = real[0];
  const last = real[real.length - 1];
  const summary =
    first && last
      ? real.length === 1
        ? t("chart.summaryOne", {
            name,
            value: formatScore(first.value, locale),
            date: formatShortDate(first.date, locale),
          })
        : t("chart.summary", {
            name,
            n: real.length,
            first: formatScore(first.value, locale),
            from: formatShortDate(first.date, locale),
            last: formatScore(last.value, locale),
            to: formatShortDate(last.date, locale),
          })
      : t("chart.empty", { name });

  const t0 = points.length > 0 ? Math.min(...points.map((p) => time(p.date))) : 0;
  const t1 = points.length > 0 ? Math.max(...points.map((p) => time(p.date))) : 1;
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const x = (p: SeriesPoint) =>
    PAD.left + (t1 === t0 ? plotW / 2 : ((time(p.date) - t0) / (t1 - t0)) * plotW);
  const y = (v: number) => PAD.top + plotH - (Math.min(max, Math.max(0, v)) / max) * plotH;
  const solid = real.map((p) => `${x(p).toFixed(1)},${y(p.value).toFixed(1)}`).join(" ");
  const padded = points.find((p) => p.padded);
  const ticks = [0, max / 2, max];

  return (
    <figure style={{ margin: 0 }} data-testid={testId}>
      <figcaption id={captionId} className="wg-profile-row-name">
        {name}
      </figcaption>
      <svg
        className="wg-chart"
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={summary}
        data-testid={testId ? `${testId}-svg` : undefined}
        data-points={real.length}
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line className="wg-chart-grid" x1={PAD.left} x2={W - PAD.right} y1={y(tick)} y2={y(tick)} />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end">
              {formatScore(tick, locale)}
            </text>
          </g>
        ))}
        <line className="wg-chart-axis" x1={PAD.left} x2={PAD.left} y1={PAD.top} y2={PAD.top + plotH} />
        {points.length > 0 && (
          <>
            <text x={PAD.left} y={H - 6} textAnchor="start">
              {formatShortDate(points[0]?.date ?? "", locale)}
            </text>
            <text x={W - PAD.right} y={H - 6} textAnchor="end">
              {formatShortDate(points[points.length - 1]?.date ?? "", locale)}
            </text>
          </>
        )}
        {padded && first && (
          <line
            className="wg-chart-line-padded"
            x1={x(padded)}
            y1={y(padded.value)}
            x2={x(first)}
            y2={y(first.value)}
          />
        )}
        {real.length > 1 && <polyline className="wg-chart-line" points={solid} />}
        {real.map((p) => (
          <circle key={`${p.date}|${p.value}`} className="wg-chart-point" cx={x(p)} cy={y(p.value)} r={4} />
        ))}
        {padded && (
          <circle
            cx={x(padded)}
            cy={y(padded.value)}
            r={4}
            fill="#fff"
            strokeWidth={2}
            style={{ stroke: "var(--mantine-color-brand-8)" }}
          />
        )}
      </svg>
      <table className="wg-visually-hidden" aria-labelledby={captionId}>
        <thead>
          <tr>
            <th scope="col">{t("chart.date")}</th>
            <th scope="col">{t("chart.value")}</th>
          </tr>
        </thead>
        <tbody>
          {real.map((p) => (
            <tr key={`${p.date}|${p.value}`}>
              <td>{formatShortDate(p.date, locale)}</td>
              <td>{formatScore(p.value, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** Vertical bars, one per labelled value (e.g. risk levels 1-6 with how many indicators sit at each). */
export function BarChart({
  name,
  summary,
  bars,
  max,
  columnLabel,
  valueLabel,
  testId,
}: {
  name: string;
  summary: string;
  bars: readonly { label: string; value: number }[];
  max: number;
  columnLabel: string;
  valueLabel: string;
  testId?: string;
}) {
  const locale = currentLocale();
  const captionId = useId();
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const top = Math.max(1, max);
  const slot = plotW / Math.max(1, bars.length);
  const y = (v: number) => PAD.top + plotH - (Math.min(top, Math.max(0, v)) / top) * plotH;
  const ticks = [0, top];
  return (
    <figure style={{ margin: 0 }} data-testid={testId}>
      <figcaption id={captionId} className="wg-profile-row-name">
        {name}
      </figcaption>
      <svg className="wg-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line className="wg-chart-grid" x1={PAD.left} x2={W - PAD.right} y1={y(tick)} y2={y(tick)} />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end">
              {formatScore(tick, locale)}
            </text>
          </g>
        ))}
        {bars.map((bar, i) => {
          const bx = PAD.left + i * slot + slot * 0.2;
          return (
            <g key={bar.label}>
              <rect
                className="wg-chart-bar"
                x={bx}
                width={slot * 0.6}
                y={y(bar.value)}
                height={PAD.top + plotH - y(bar.value)}
              />
              <text x={bx + slot * 0.3} y={H - 6} textAnchor="middle">
                {bar.label}
              </text>
            </g>
          );
        })}
        <line
          className="wg-chart-axis"
          x1={PAD.left}
          x2={W - PAD.right}
          y1={PAD.top + plotH}
          y2={PAD.top + plotH}
        />
      </svg>
      <table className="wg-visually-hidden" aria-labelledby={captionId}>
        <thead>
          <tr>
            <th scope="col">{columnLabel}</th>
            <th scope="col">{valueLabel}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.label}>
              <td>{bar.label}</td>
              <td>{formatScore(bar.value, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
