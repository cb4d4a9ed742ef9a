export { ResponsibleGamingPage } from './pages/responsible-gaming-page';
export { RealityCheckHost } from './reality-check/reality-check-host';
export type { RealityCheckHostProps } from './reality-check/reality-check-host';
