const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Spec §9 "Date display is year-month-day hour:minute:second": yyyy-MM-dd HH:mm:ss. A plain
 * server date-time (no zone) is shown as written; an ISO instant in the viewer's time zone;
 * anything unparseable as given, so a bad value is visible rather than "Invalid Date".
 */
export function formatDateTime(value: string): string {
  const plain = PLAIN_DATE.exec(value.trim());
  if (plain) {
    const [, y, mo, d, h, mi, s] = plain;
    return `${y}-${mo}-${d} ${h}:${mi}:${s ?? '00'}`;
  }
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  const date = new Date(time);
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}
