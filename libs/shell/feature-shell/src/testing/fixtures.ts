import type { Announcement, Banner, Game, GameCategory, Vendor, Winner } from '@platform/shared/api-contract';

/** Plain test and story data: never a network answer. */
export function vendor(vassalage: string, gameType: Vendor['gameType'], displayName = vassalage): Vendor {
  return { vassalage, gameType, displayName, iconUrl: '', maintenance: false };
}

export function category(gameCategory: GameCategory['gameCategory'], ...vendors: Vendor[]): GameCategory {
  return { gameCategory, vendors };
}

export function announcement(id: number, extra: Partial<Announcement> = {}): Announcement {
  return {
    id,
    type: 'PU',
    title: `Announcement ${id}`,
    content: `<p>Content of announcement ${id}</p>`,
    startDateStr: `2026-01-${String((id % 28) + 1).padStart(2, '0')} 10:00:00`,
    promotionType: null,
    execution: 'B',
    ...extra,
  };
}

export function banner(id: number, extra: Partial<Banner> = {}): Banner {
  return { id, url: `/banner-${id}.png`, groupName: 'w_home', linkageType: null, linkageTarget: null, title: `Banner ${id}`, ...extra };
}

export function winner(customerName: string, winAmount: number): Winner {
  return { vo: { customerName, gameName: 'Fortune Tiger', iconUrl: '', winAmount } };
}

export function game(nodeId: number, extra: Partial<Game> = {}): Game {
  return {
    nodeId,
    nodeName: 'Spinx',
    gameName: `spinx_${nodeId}`,
    vassalage: 'SPINX',
    gameType: 'RNG',
    gameCode: `SPINX_${nodeId}`,
    displayName: `Lucky Spin ${nodeId}`,
    showIcon: false,
    iconUrl: '',
    isGame: 'GAME',
    isTop: false,
    gameClassify: null,
    ...extra,
  };
}
