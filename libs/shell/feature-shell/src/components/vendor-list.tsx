import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Vendor } from '@platform/shared/api-contract';
import { VendorEmblem } from './vendor-emblem';
import { vendorPath } from '../utils/navigation';

/** A category's vendors (spec §3 "Vendor entry"), each a link with its emblem to its game list or lottery page. */
export function VendorList({ vendors, label }: { vendors: readonly Vendor[]; label: string }) {
  const { t } = useTranslation();
  return (
    <Grid aria-label={label} data-testid="vendor-list">
      {vendors.map((vendor) => (
        <li key={`${vendor.vassalage}-${vendor.gameType}`}>
          <Card to={vendorPath(vendor)} data-testid={`vendor-${vendor.vassalage}`}>
            <VendorEmblem vassalage={vendor.vassalage} size={48} />
            <Name title={vendor.displayName}>{vendor.displayName}</Name>
            {vendor.maintenance ? <Badge>{t('games.maintenance')}</Badge> : null}
          </Card>
        </li>
      ))}
    </Grid>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: var(--space-sm);
  margin: 0 0 var(--space-md);
  padding: 0;
  list-style: none;
`;

const Card = styled(Link)`
  display: flex;
  align-items: center;
  gap: var(--space-sm);
  min-height: 64px;
  padding: var(--space-sm) var(--space-md);
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  background: var(--color-surface);
  color: var(--color-text);
  text-decoration: none;

  &:hover {
    border-color: var(--color-primary);
  }
  &:focus-visible {
    outline: 2px solid var(--color-text);
    outline-offset: 2px;
  }
`;

// A long one-word name (GRANDLIVE) must shrink inside its card on a phone: cut with an ellipsis,
// whole in the title.
const Name = styled.span`
  min-width: 0;
  overflow: hidden;
  font-weight: 600;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Badge = styled.span`
  margin-inline-start: auto;
  color: var(--color-warning);
  font-size: 0.75rem;
`;
