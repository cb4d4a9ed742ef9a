import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { initialJackpot, nextJackpotStep, type RandomSource } from './jackpot';
import { groupDigits } from './number-format';

export interface JackpotTickerProps {
  /** From the store's currencySymbol, e.g. "R$". */
  currencySymbol?: string;
  /** Between groups of three digits, from the language's catalogue: "," in English, "." in Portuguese. */
  groupSeparator?: string;
  /** Translated caption shown above the amount, e.g. "Jackpot". */
  label?: string;
  /** Where the ticker starts; default a random amount in the spec's range. */
  initialAmount?: number;
  /** Replaces Math.random, so tests and stories are repeatable. */
  random?: RandomSource;
  /**
   * Writes the whole amount, symbol included: the app passes the shared amount formatter (issue 26
   * "one formatter for every amount"), so the jackpot reads like every balance ("R$ 31.707.480,00"
   * in PT). Without it the symbol and grouped digits are shown as before.
   */
  format?: (amount: number) => string;
}

/**
 * The home page's jackpot ticker (spec §9). A decorative, client-side figure: it is not a
 * live region, because announcing a new amount every 3-5 seconds would drown a screen
 * reader; the current amount is read when the user reaches it.
 */
export function JackpotTicker({
  currencySymbol = '',
  groupSeparator = ',',
  label,
  initialAmount,
  random = Math.random,
  format,
}: JackpotTickerProps) {
  const [amount, setAmount] = useState(() => initialAmount ?? initialJackpot(random));
  // Read through a ref: a new inline `random` must not restart the timer chain.
  const randomRef = useRef(random);
  useEffect(() => {
    randomRef.current = random;
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      // Each step draws its own delay (3000, 4000 or 5000 ms), so a timeout chain, not an interval.
      const { increment, delayMs } = nextJackpotStep(randomRef.current);
      timer = setTimeout(() => {
        setAmount((value) => value + increment);
        schedule();
      }, delayMs);
    };
    schedule();
    return () => clearTimeout(timer);
  }, []);

  return (
    <Root>
      {label && <Caption>{label}</Caption>}
      <Amount data-testid="jackpot-amount">
        {format ? (
          format(amount)
        ) : (
          <>
            {currencySymbol && <Symbol>{currencySymbol}</Symbol>}
            {groupDigits(amount, groupSeparator)}
          </>
        )}
      </Amount>
    </Root>
  );
}

const Root = styled.div`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: var(--space-xs);
`;

const Caption = styled.span`
  color: var(--color-text-muted);
  font-size: 0.875rem;
  text-transform: uppercase;
`;

const Amount = styled.span`
  color: var(--color-primary);
  font-size: 2rem;
  font-weight: 700;
  /* Fixed-width digits, so the figure does not jitter as it rises. */
  font-variant-numeric: tabular-nums;
`;

const Symbol = styled.span`
  margin-inline-end: 0.25em;
  font-size: 0.6em;
`;
