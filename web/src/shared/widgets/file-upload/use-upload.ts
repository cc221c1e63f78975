import { useCallback } from 'react';
import { clientEnvironment } from '../../../api/client-environment';
import { useUploadFileMutation, type UploadCategory, type UploadedFile } from './upload-api';
import { uploadOutcome } from './upload-rules';

/**
 * Uploads one file to the fileconverter service and applies the failure rules of spec section 5:
 * the stored file, or null after the upload-failed message (or the client's own error message).
 */
export function useUpload(): { upload: (file: File, category: UploadCategory) => Promise<UploadedFile | null>; uploading: boolean } {
  const [send, { isLoading }] = useUploadFileMutation();
  const upload = useCallback(
    async (file: File, category: UploadCategory) => {
      const outcome = uploadOutcome(await send({ file, category }));
      if (outcome.ok) return outcome.file;
      const env = clientEnvironment();
      if (outcome.message) env.notifier.message('error', env.translate(outcome.message));
      return null;
    },
    [send],
  );
  return { upload, uploading: isLoading };
}
