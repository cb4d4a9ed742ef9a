export { BackofficeRoot } from './backoffice-root';
export { BackofficeLayout } from './backoffice-layout';
export { LanguageSwitch } from './language-switch';
export { NAV_ITEMS } from './nav-items';
export type { NavItem } from './nav-items';
