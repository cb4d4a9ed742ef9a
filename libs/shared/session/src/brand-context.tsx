import { createContext, useContext, type ReactNode } from 'react';
import type { BrandManifest } from '@platform/shared/brand';

const BrandContext = createContext<BrandManifest | null>(null);

/** The brand compiled into this build, given to every feature through context. */
export function BrandProvider({ brand, children }: { brand: BrandManifest; children: ReactNode }) {
  return <BrandContext.Provider value={brand}>{children}</BrandContext.Provider>;
}

export function useBrand(): BrandManifest {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand must be used inside <BrandProvider>');
  return brand;
}
