import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useMoney } from '../components/money';

export interface ProfitChartProps {
  points: readonly { from: string; to: string; profit: number }[];
  /** The chart's accessible name; the figures themselves are in the summary and the table. */
  label: string;
}

/**
 * Profit and loss over time, one bar per day (or per bucket of days), wins above the line and
 * losses below. Its own module so recharts loads only with the profit page (issue 21).
 */
export default function ProfitChart({ points, label }: ProfitChartProps) {
  const formatMinor = useMoney();
  const data = points.map((point) => ({ day: point.from.slice(5), profit: point.profit / 100, minor: point.profit }));
  return (
    <figure aria-label={label} data-testid="profit-chart" style={{ margin: 0, inlineSize: '100%', blockSize: 200 }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--color-border)" />
          <XAxis dataKey="day" tick={{ fontSize: 11, fill: 'var(--color-text-muted)' }} minTickGap={12} />
          <YAxis width={48} tick={{ fontSize: 11, fill: 'var(--color-text-muted)' }} />
          <Tooltip formatter={(_value, _name, item) => formatMinor((item.payload as { minor: number }).minor)} contentStyle={{ background: 'var(--color-surface)', borderColor: 'var(--color-border)', color: 'var(--color-text)' }} />
          <Bar dataKey="profit" isAnimationActive={false}>
            {data.map((point) => (
              <Cell key={point.day} fill={point.minor < 0 ? 'var(--color-danger)' : 'var(--color-success)'} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
