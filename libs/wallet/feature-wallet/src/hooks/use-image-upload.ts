import { useTranslation } from 'react-i18next';
import { useApiClient, checkImage, uploadImage } from '@platform/shared/api-client';
import { useErrorText } from '@platform/shared/i18n';
import type { ImagePickerProps } from '@platform/shared/ui-kit';

/**
 * The wallet's side of the ui-kit ImagePicker (deposit receipts, withdrawal proofs, spec §5):
 * files are checked by their first bytes and size before any byte leaves the browser (the gateway
 * checks them again), then uploaded; a refused upload says why, from the shared error catalogue.
 */
export function useImageUpload({ label, max }: { label: string; max: number }): Pick<ImagePickerProps, 'upload' | 'texts'> {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const client = useApiClient();
  return {
    upload: async (file, onProgress) => {
      const checked = await checkImage(file);
      if (!checked.ok) return { problem: t(`wallet.upload_${checked.problem}`) };
      try {
        const { uploadId } = await uploadImage(client, { name: file.name, bytes: checked.bytes, kind: checked.kind }, onProgress);
        return { uploadId };
      } catch (failure) {
        return { problem: errorText(failure) ?? t('errors.UNKNOWN') };
      }
    },
    texts: {
      label,
      hint: t('wallet.upload_hint', { max }),
      tooMany: t('wallet.too_many_images', { max }),
      progressLabel: (name) => t('wallet.upload_progress', { name }),
      uploading: (name, percent) => t('wallet.uploading', { name, percent }),
      remove: (name) => t('wallet.remove_image', { name }),
    },
  };
}
