import { createContext, useContext, type ReactNode } from 'react';
import type { AgentCentrePage } from './agent-centre-pages';

/** What a page may do in the centre around it: open another page, or the member centre's invite page. */
export interface CentreNavigation {
  open: (page: AgentCentrePage) => void;
  invite: () => void;
}

const Navigation = createContext<CentreNavigation | null>(null);

export function CentreNavigationProvider({ value, children }: { value: CentreNavigation; children: ReactNode }) {
  return <Navigation.Provider value={value}>{children}</Navigation.Provider>;
}

/** Null outside the centre (a page rendered on its own): its next-step buttons are then left out. */
export function useCentreNavigation(): CentreNavigation | null {
  return useContext(Navigation);
}
