import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";

export interface ChartSeries {
  label: string;
  values: (number | null)[];
  colour: string;
}

const HEIGHT = 220;
const LABEL_WIDTH = 64;
/** uPlot's BarsPathBuilderFacetUnit.ScaleValue (a const enum, which isolated modules cannot import). */
const SCALE_VALUE = 1 as uPlot.Series.BarsPathBuilderFacetUnit;
/** The share of a label's slot that a group of bars fills. */
const GROUP_WIDTH = 0.72;

/**
 * Where the bar of series `index` (0-based) of `count` stands in its label's slot, in x-scale units (a slot is 1
 * wide, centred on the label): the left edge's offset from the label and the bar's width.
 */
export function groupedBarSlot(count: number, index: number): { offset: number; width: number } {
  const width = GROUP_WIDTH / count;
  return { offset: -GROUP_WIDTH / 2 + index * width, width };
}

const AXIS = { stroke: "#3d4451", grid: { stroke: "#e3e6eb", width: 1 }, ticks: { stroke: "#e3e6eb" } };

/**
 * A line or bar chart drawn by uPlot (the controller pages' chart library, loaded only with them): x is the
 * position of each label, y runs from 0 to `max`. The canvas is an image with its title; the legend is ours
 * (a list, readable by screen readers), and `children` carries the same figures as a table.
 */
export function Chart({
  kind,
  title,
  labels,
  series,
  max,
  testId,
}: {
  kind: "lines" | "bars";
  title: string;
  labels: string[];
  series: ChartSeries[];
  max: number;
  testId: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const barsOf = (seriesIndex: number) => {
      if (kind !== "bars") return undefined;
      if (series.length < 2) return uPlot.paths.bars?.({ size: [0.6, 64] });
      // Several series: side by side within each label's slot (drawn at the same x they hid each other).
      const slot = groupedBarSlot(series.length, seriesIndex);
      return uPlot.paths.bars?.({
        size: [1, Number.POSITIVE_INFINITY],
        disp: {
          x0: { unit: SCALE_VALUE, values: () => labels.map((_, index) => index + slot.offset) },
          size: { unit: SCALE_VALUE, values: () => labels.map(() => slot.width) },
        },
      });
    };
    const options: uPlot.Options = {
      width: Math.max(200, element.clientWidth),
      height: HEIGHT,
      legend: { show: false },
      cursor: { show: false },
      scales: { x: { time: false, range: [-0.5, labels.length - 0.5] }, y: { range: [0, max] } },
      axes: [
        {
          ...AXIS,
          // Every label when they fit (about 64 px each), else every second, third…
          splits: (plot: uPlot) => {
            const step = Math.max(1, Math.ceil((labels.length * LABEL_WIDTH) / Math.max(1, plot.width - 60)));
            return labels.map((_, index) => index).filter((index) => index % step === 0);
          },
          values: (_plot, splits) => splits.map((index) => labels[index] ?? ""),
        },
        { ...AXIS, size: 36 },
      ],
      series: [
        {},
        ...series.map((s, seriesIndex) => {
          const bars = barsOf(seriesIndex);
          return {
            label: s.label,
            stroke: s.colour,
            width: kind === "bars" ? 0 : 2,
            fill: kind === "bars" ? s.colour : undefined,
            spanGaps: false,
            points: { show: kind === "lines", size: 6, fill: s.colour },
            ...(bars ? { paths: bars } : {}),
          };
        }),
      ],
    };
    const data = [labels.map((_, index) => index), ...series.map((s) => s.values)] as uPlot.AlignedData;
    const plot = new uPlot(options, data, element);
    const observer = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(200, element.clientWidth), height: HEIGHT }),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [kind, labels, series, max]);

  return (
    <div className="wg-chart" data-testid={testId}>
      <div ref={container} role="img" aria-label={title} className="wg-chart-canvas" />
      {series.length > 1 && (
        <ul className="wg-chart-legend">
          {series.map((s) => (
            <li key={s.label}>
              <span className="wg-chart-swatch" style={{ background: s.colour }} aria-hidden />
              {s.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
