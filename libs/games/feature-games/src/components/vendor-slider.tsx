import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Vendor } from '@platform/shared/api-contract';
import { VendorMark } from '../art/vendor-mark';
import { Chip, Slider } from './filter-bar';

export interface VendorSliderProps {
  vendors: readonly Vendor[];
  /** The chosen vendor's vassalage; undefined is every vendor. */
  value: string | undefined;
  onChange: (vassalage: string | undefined) => void;
}

/** The category's vendors, each as its wordmark; choosing one narrows the list to its games. */
export function VendorSlider({ vendors, value, onChange }: VendorSliderProps) {
  const { t } = useTranslation();
  if (vendors.length === 0) return null;
  return (
    <Slider role="group" aria-label={t('game_list.vendors')} data-testid="vendor-slider" data-scroll-x>
      <Chip
        type="button"
        aria-pressed={value === undefined}
        data-testid="vendor-all"
        onClick={() => onChange(undefined)}
      >
        {t('game_list.all_vendors')}
      </Chip>
      {vendors.map((vendor) => (
        <Chip
          key={vendor.vassalage}
          type="button"
          aria-pressed={vendor.vassalage === value}
          data-testid={`vendor-${vendor.vassalage}`}
          onClick={() => onChange(vendor.vassalage)}
        >
          <VendorMark vassalage={vendor.vassalage} displayName={vendor.displayName} size={24} />
          {vendor.maintenance ? <Note>· {t('game_list.maintenance')}</Note> : null}
        </Chip>
      ))}
    </Slider>
  );
}

/** The maintenance note keeps its words; the vendor's name gives way first (ellipsis, title). */
const Note = styled.span`
  flex: none;
  white-space: nowrap;
`;
