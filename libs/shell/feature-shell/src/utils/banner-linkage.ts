import type { Banner } from '@platform/shared/api-contract';

export type BannerAction =
  | { kind: 'none' }
  | { kind: 'url'; href: string }
  | { kind: 'route'; to: string };

/**
 * Spec §2 "A click opens the linked target when linkageType is set": url opens an
 * absolute http(s) address in a new tab, route navigates in the app, promotion goes to
 * /promotions#id. Anything else (no linkageType, a javascript: URL, an off-site
 * "route") does nothing.
 */
export function bannerAction(banner: Pick<Banner, 'linkageType' | 'linkageTarget'>): BannerAction {
  const target = banner.linkageTarget?.trim();
  if (!banner.linkageType || !target) return { kind: 'none' };
  switch (banner.linkageType) {
    case 'url': {
      try {
        const url = new URL(target);
        return url.protocol === 'https:' || url.protocol === 'http:' ? { kind: 'url', href: url.href } : { kind: 'none' };
      } catch {
        return { kind: 'none' };
      }
    }
    case 'route':
      return target.startsWith('/') && !target.startsWith('//') ? { kind: 'route', to: target } : { kind: 'none' };
    case 'promotion':
      return /^\d+$/.test(target) ? { kind: 'route', to: `/promotions#${target}` } : { kind: 'none' };
    default:
      return { kind: 'none' };
  }
}
