export { ResponsibleGamingPage } from './pages/responsible-gaming-page';
export { RealityCheckHost } from './reality-check/reality-check-host';
export type { RealityCheckHostProps } from './reality-check/reality-check-host';
export { DepositLimitOfferHost, DepositLimitOfferPanel } from './deposit-limit-offer/deposit-limit-offer';
export { SessionLimitHost } from './session-limit/session-limit-host';
export type { SessionLimitHostProps } from './session-limit/session-limit-host';
