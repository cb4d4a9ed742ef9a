import { createStore } from 'jotai';
import type { BrandManifest } from '@platform/shared/brand';
import type { Game, Vendor } from '@platform/shared/api-contract';
import { tokenAtom } from '@platform/shared/session';

export function game(nodeId: number, overrides: Partial<Game> = {}): Game {
  return {
    nodeId,
    nodeName: 'Spinx',
    gameName: `spinx_${nodeId}`,
    vassalage: 'SPINX',
    gameType: 'RNG',
    gameCode: `SPX${nodeId}`,
    displayName: `Lucky Spin ${nodeId}`,
    showIcon: true,
    iconUrl: `/images/games/SPINX/SPX${nodeId}.png`,
    isGame: 'GAME',
    isTop: false,
    gameClassify: null,
    ...overrides,
  };
}

export function vendor(vassalage: string, overrides: Partial<Vendor> = {}): Vendor {
  return {
    vassalage,
    gameType: 'RNG',
    displayName: vassalage,
    iconUrl: '',
    maintenance: false,
    ...overrides,
  };
}

export function page(content: Game[], pageNum = 1, totalPages = 1, totalElements = content.length) {
  return { content, pageNum, pageSize: content.length, totalPages, totalElements };
}

export const emptyPage = page([]);

export function signedInStore() {
  const store = createStore();
  store.set(tokenAtom, 'token');
  return store;
}

/** The brand fields the games read: image CDNs, merchant code and the filter ignore list. */
export function testBrand(overrides: Partial<BrandManifest['menu']> = {}): BrandManifest {
  return {
    merchantCode: 'FORTUNA',
    imageCDNs: ['https://img1.example', 'https://img2.example'],
    menu: {
      order: [],
      esportsVendors: [],
      cockfightVendors: [],
      inHouseVendors: ['PGE'],
      filterIgnore: [],
      ...overrides,
    },
  } as unknown as BrandManifest;
}
