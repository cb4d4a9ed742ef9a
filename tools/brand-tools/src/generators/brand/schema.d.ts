export interface BrandGeneratorSchema {
  /** The new brand id, e.g. `lucky`. */
  id: string;
  /** The brand to copy; `default` unless given. */
  from?: string;
  displayName?: string;
  merchantCode?: string;
}
