export interface BrandGeneratorSchema {
  /** The new brand id, e.g. `lucky`. */
  id: string;
  /** The brand to copy; `default` unless given. */
  from?: string;
  displayName?: string;
  merchantCode?: string;
  /** The look (tokens.json typography and layout); each keeps the source brand's value unless given. */
  displayFont?: string;
  bodyFont?: string;
  density?: string;
  cardElevation?: string;
  tileShape?: string;
  tileCorners?: string;
  header?: string;
  headerTone?: string;
  /** Comma-separated, e.g. `games,promotions,winners,casino`. */
  homeSections?: string;
  sectionStyle?: string;
  carousel?: string;
}
