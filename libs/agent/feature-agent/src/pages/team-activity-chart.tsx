import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useAtomValue } from 'jotai';
import { useTheme } from 'styled-components';
import { amountStyleFor } from '@platform/shared/i18n';
import { languageAtom } from '@platform/shared/session';
import type { TeamDay } from '@platform/agent/data-access';

export interface TeamActivityChartProps {
  days: readonly TeamDay[];
  /** Translated series names. */
  depositsLabel: string;
  betsLabel: string;
  /** Writes an amount in minor units as the agent reads it. */
  money: (minor: number) => string;
}

/**
 * The team's deposits and bets per day as bars (issue 21). Its own chunk: recharts loads with the
 * team overview only. The bars use the brand's primary and secondary colours. The same figures are
 * in the table below the chart, which is what assistive technology reads; the chart is a picture.
 */
export default function TeamActivityChart({ days, depositsLabel, betsLabel, money }: TeamActivityChartProps) {
  const theme = useTheme();
  const { decimal } = amountStyleFor(useAtomValue(languageAtom));
  const data = days.map((day) => ({ day: day.date.slice(5), deposits: day.deposits, turnover: day.turnover }));
  return (
    <ResponsiveContainer width="100%" height={220}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid vertical={false} stroke={theme.color.border} />
        <XAxis dataKey="day" tick={{ fill: theme.color.textMuted, fontSize: 12 }} stroke={theme.color.border} />
        <YAxis width={56} tickFormatter={(minor: number) => compact(minor, decimal)} tick={{ fill: theme.color.textMuted, fontSize: 12 }} stroke={theme.color.border} />
        <Tooltip
          formatter={(value) => money(Number(value))}
          contentStyle={{ background: theme.color.surface, border: `1px solid ${theme.color.border}`, color: theme.color.text }}
          cursor={{ fill: theme.color.surfaceRaised }}
        />
        {/* Legend text in the text colour: the series colours (a brand's yellow) are too pale for text. */}
        <Legend wrapperStyle={{ fontSize: 13 }} formatter={(name) => <span style={{ color: theme.color.text }}>{name}</span>} />
        <Bar dataKey="deposits" name={depositsLabel} fill={theme.color.primary} radius={[3, 3, 0, 0]} isAnimationActive={false} />
        <Bar dataKey="turnover" name={betsLabel} fill={theme.color.secondary} radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/**
 * Axis ticks in whole units, shortened past a thousand (12,500.00 -> 12.5k, "12,5k" in PT), so the
 * axis stays narrow; the decimal mark is the language's, as in every other figure.
 */
export function compact(minor: number, decimal: string): string {
  const units = minor / 100;
  const trim = (value: number) => String(Math.round(value * 10) / 10).replace('.', decimal);
  if (Math.abs(units) >= 1_000_000) return `${trim(units / 1_000_000)}M`;
  if (Math.abs(units) >= 1_000) return `${trim(units / 1_000)}k`;
  return trim(units);
}
