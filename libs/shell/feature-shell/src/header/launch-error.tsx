import { WarningDialog } from '@platform/auth/feature-auth';
import { useErrorText } from '@platform/shared/i18n';

/** Why a launch from the shell failed (maintenance, no game), as the spec's warning dialog. Its own chunk: it shows rarely. */
export function LaunchError({ error, onClose }: { error: unknown; onClose: () => void }) {
  const errorText = useErrorText(['games']);
  return <WarningDialog message={errorText(error) ?? ''} onSubmit={onClose} />;
}
