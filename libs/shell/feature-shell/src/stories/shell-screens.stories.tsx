import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '@platform/shared/api-client';
import { HomePage } from '../home/home-page';
import { MaintenancePage } from '../pages/maintenance-page';
import { IpBlockedPage } from '../pages/ip-blocked-page';
import { NotFoundPage } from '../pages/not-found-page';
import { WinnersPage } from '../pages/winners-page';
import { MirrorsPage } from '../pages/mirrors-page';
import { AppDownloadPage } from '../pages/app-download-page';
import { DescriptionPage } from '../pages/description-page';
import { HelpPopup } from '../components/help-popup';
import { shellApi } from './shell-fixtures';

/*
 * The routed screens and status pages of the shell, with the brand from the toolbar (its name,
 * domains, app links) and the gateway's answers from ./shell-fixtures.
 */
const meta: Meta = { title: 'shell/Screens', parameters: { api: shellApi, signedIn: false } };
export default meta;

const PHONE_GLOBALS = { viewport: { value: 'phone390', isRotated: false } };
const customerService = [{ url: 'https://support.example.com/chat' }];

/** Home for a guest: banners, the notice marquee, the jackpot, then the game sections as they near the screen. */
export const Home: StoryObj = {
  render: () => <HomePage />,
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('home-banners')).toBeVisible();
    await expect(await canvas.findByTestId('home-jackpot')).toBeVisible();
  },
};
export const HomePortuguese: StoryObj = { render: () => <HomePage />, parameters: { layout: 'fullscreen' }, globals: { locale: 'PT' } };
export const HomePhone: StoryObj = { render: () => <HomePage />, parameters: { layout: 'fullscreen' }, tags: ['phone'], globals: PHONE_GLOBALS };

/** System status 1: the site is closed for maintenance; customer service stays reachable. */
export const Maintenance: StoryObj = { render: () => <MaintenancePage resources={customerService} />, parameters: { layout: 'fullscreen' } };
export const MaintenancePortuguese: StoryObj = {
  render: () => <MaintenancePage resources={customerService} />,
  parameters: { layout: 'fullscreen' },
  globals: { locale: 'PT' },
};
/** System status 2: the visitor's country is blocked; the page shows the IP the gateway saw. */
export const IpBlocked: StoryObj = {
  render: () => <IpBlockedPage ip="203.0.113.42" resources={customerService} />,
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('visitor-ip')).toHaveTextContent('203.0.113.42');
  },
};
export const IpBlockedPortuguese: StoryObj = {
  render: () => <IpBlockedPage ip="203.0.113.42" resources={customerService} />,
  parameters: { layout: 'fullscreen' },
  globals: { locale: 'PT' },
};
export const NotFound: StoryObj = { render: () => <NotFoundPage /> };

/** The whole winner board, biggest win first. */
export const Winners: StoryObj = {
  render: () => <WinnersPage />,
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByTestId('winners-row')).length).toBe(6);
  },
};
export const WinnersEmpty: StoryObj = { render: () => <WinnersPage />, parameters: { api: { ...shellApi, winners: [] } } };
export const WinnersError: StoryObj = {
  render: () => <WinnersPage />,
  parameters: {
    api: {
      ...shellApi,
      winners: () => {
        throw new ApiError('INTERNAL', 'story', 500);
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('winners-error')).toBeVisible();
  },
};

/** The brand's other domains, to reach the site when one is blocked. */
export const Mirrors: StoryObj = { render: () => <MirrorsPage /> };
export const MirrorsPortuguese: StoryObj = { render: () => <MirrorsPage />, globals: { locale: 'PT' } };

/** iOS and Android install guides with QR codes; on a phone the download buttons lead and the codes hide. */
export const AppDownload: StoryObj = { render: () => <AppDownloadPage /> };
export const AppDownloadPhone: StoryObj = { render: () => <AppDownloadPage />, tags: ['phone'], globals: PHONE_GLOBALS };
export const AppDownloadPortuguese: StoryObj = { render: () => <AppDownloadPage />, globals: { locale: 'PT' } };

/** The games on offer, category by category, with their providers (one under maintenance). */
export const GamesDescription: StoryObj = { render: () => <DescriptionPage /> };

/** The help centre: topics as an accordion, the first open. Opening another closes it. */
export const Help: StoryObj = {
  render: () => <HelpPopup onClose={() => undefined} />,
  play: async () => {
    const body = within(document.body);
    const second = await body.findByRole('button', { name: 'How long does a withdrawal take?' });
    await userEvent.click(second);
    await waitFor(() => expect(second).toHaveAttribute('aria-expanded', 'true'));
    await expect(body.getByRole('button', { name: 'How do I deposit with PIX?' })).toHaveAttribute('aria-expanded', 'false');
  },
};
export const HelpPortuguese: StoryObj = { render: () => <HelpPopup onClose={() => undefined} />, globals: { locale: 'PT' } };
export const HelpEmpty: StoryObj = { render: () => <HelpPopup onClose={() => undefined} />, parameters: { api: { ...shellApi, helpCentre: [] } } };
