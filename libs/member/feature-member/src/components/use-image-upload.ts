import { useTranslation } from 'react-i18next';
import { useApiClient, checkImage, uploadImage } from '@platform/shared/api-client';
import type { ImagePickerProps } from '@platform/shared/ui-kit';

/**
 * The member centre's side of the ui-kit ImagePicker (applications and feedback, spec §5, §9):
 * each file is checked here (png or jpg by magic bytes, 5 MB), then uploaded; the form sends only
 * the upload ids. Any failed upload reads the same: the player can only try again.
 */
export function useImageUpload(max: number): Pick<ImagePickerProps, 'upload' | 'texts'> {
  const { t } = useTranslation();
  const client = useApiClient();
  return {
    upload: async (file, onProgress) => {
      const checked = await checkImage(file);
      if (!checked.ok) return { problem: t(`member.images_problem.${checked.problem}`, { max }) };
      try {
        const { uploadId } = await uploadImage(client, { name: file.name, bytes: checked.bytes, kind: checked.kind }, onProgress);
        return { uploadId };
      } catch {
        return { problem: t('member.images_problem.upload_failed', { max }) };
      }
    },
    texts: {
      label: t('member.images_label', { max }),
      tooMany: t('member.images_problem.too_many', { max }),
      progressLabel: (name) => t('member.images_uploading', { name }),
      remove: (name) => t('member.images_remove', { name }),
    },
  };
}
