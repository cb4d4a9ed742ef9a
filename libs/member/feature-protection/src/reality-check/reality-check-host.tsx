import { useEffect, useState } from 'react';
import { useRealityCheck } from '@platform/member/data-access';
import { msUntilNextCheck } from '../utils/reality-check-schedule';
import { RealityCheckPopup } from './reality-check-popup';

export interface RealityCheckHostProps {
  /** Opens the betting record; the shell owns the member centre. */
  onShowHistory: () => void;
  /** Logs out through the auth domain, which this lib may not import. */
  onLogout: () => void;
}

/**
 * Mounted for a logged-in real-money player. It reads the session's time from the gateway, so a
 * reload or a second tab does not restart the clock, and opens the popup at each whole interval
 * of session time (the interval comes from the brand's jurisdiction, via the gateway).
 */
export function RealityCheckHost({ onShowHistory, onLogout }: RealityCheckHostProps) {
  const check = useRealityCheck(true);
  const [open, setOpen] = useState(false);
  const { data, dataUpdatedAt, refetch } = check;

  useEffect(() => {
    if (!data || open) return undefined;
    const due = msUntilNextCheck(data.elapsedSeconds, data.intervalSeconds);
    if (due === null) return undefined;
    const delay = Math.max(0, due - (Date.now() - dataUpdatedAt));
    // The figures shown are fetched when the check is due, not the ones read at the start.
    const timer = setTimeout(() => void refetch().then(() => setOpen(true)), delay);
    return () => clearTimeout(timer);
  }, [data, dataUpdatedAt, open, refetch]);

  if (!open || !data) return null;
  const answer = (then?: () => void) => () => {
    setOpen(false);
    then?.();
  };
  return (
    <RealityCheckPopup
      check={data}
      onContinue={answer(() => void refetch())}
      onShowHistory={answer(onShowHistory)}
      onLogout={answer(onLogout)}
    />
  );
}
