import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../components/status-page';

const Ip = styled.p`
  font-family: ui-monospace, monospace;
  font-weight: 600;
`;

/** System status 2: the visitor's IP, the block message and a customer-service button. */
export function IpBlockedPage({
  ip,
  resources,
}: {
  ip: string;
  resources: readonly { url: string }[];
}) {
  const { t } = useTranslation();
  return (
    <StatusPage
      testId="ip-blocked-page"
      title={t('blockip')}
      info={t('info_ip_block')}
      resources={resources}
    >
      <Ip data-testid="visitor-ip">{t('your_ip', { ip })}</Ip>
    </StatusPage>
  );
}
