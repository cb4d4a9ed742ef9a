import type { Theme } from '@platform/shared/brand';

/*
 * Types `theme` in every styled component (`${({ theme }) => theme.color.surface}`)
 * as the brand's semantic Theme. It lives here, next to BrandThemeProvider, so any
 * lib that imports the ui-kit gets the same typing.
 */
declare module 'styled-components' {
  // An interface (not a type alias) is required for declaration merging.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmentation must be an empty extending interface
  export interface DefaultTheme extends Theme {}
}

export type UiTheme = Theme;
