import { useCallback, useEffect, useState } from 'react';

/** A seconds countdown: the SMS send button stays disabled until it reaches zero. */
export function useCountdown() {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [seconds]);
  const start = useCallback((total: number) => setSeconds(total), []);
  return { seconds, running: seconds > 0, start };
}
