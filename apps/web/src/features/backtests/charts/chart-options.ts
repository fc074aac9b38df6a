import { ColorType, CrosshairMode, type DeepPartial, type TimeChartOptions } from 'lightweight-charts';
import type { ChartColors } from './chart-theme';

/** Options every chart of the results shares: transparent on our surface, our type and colours. */
export function baseChartOptions(colors: ChartColors, intraday: boolean): DeepPartial<TimeChartOptions> {
  return {
    autoSize: true,
    layout: {
      background: { type: ColorType.Solid, color: 'transparent' },
      textColor: colors.text,
      fontFamily: "'Inter Variable', ui-sans-serif, system-ui, sans-serif",
      fontSize: 11,
      // The licence of the chart library asks for its attribution; the logo stays on.
      attributionLogo: true,
      panes: { separatorColor: colors.border, separatorHoverColor: colors.grid },
    },
    grid: {
      vertLines: { color: colors.grid },
      horzLines: { color: colors.grid },
    },
    rightPriceScale: { borderColor: colors.border },
    timeScale: {
      borderColor: colors.border,
      timeVisible: intraday,
      secondsVisible: false,
      fixLeftEdge: true,
      fixRightEdge: true,
      // A resized panel keeps showing the same dates (the whole run, unless the trader zoomed).
      lockVisibleTimeRangeOnResize: true,
    },
    crosshair: {
      mode: CrosshairMode.Normal,
      vertLine: { color: colors.crosshair, labelBackgroundColor: colors.crosshair },
      horzLine: { color: colors.crosshair, labelBackgroundColor: colors.crosshair },
    },
  };
}
