import { fileconverterApi } from '../../../api/clients';

/** What the fileconverter service answers for a stored upload (services/fileconverter files.dto.ts). */
export interface UploadedFile {
  id: string;
  originalName: string;
  contentType: string;
  size: number;
  /** Path under the gateway: /tis/file/<storageKey>. */
  url: string;
}

/** The server's upload categories: each checks its own file types by content and its size. */
export type UploadCategory = 'image' | 'document' | 'video' | 'audio' | 'attachment';

export interface UploadRequest {
  file: File;
  category: UploadCategory;
}

/**
 * `POST /tis/api/fileconverter/upload?category=…` with the file in the multipart field "file". The
 * fileconverter client sends the Authorization and Language headers like every other call.
 */
export const uploadApi = fileconverterApi.injectEndpoints({
  endpoints: (build) => ({
    uploadFile: build.mutation<unknown, UploadRequest>({
      query: ({ file, category }) => {
        const form = new FormData();
        form.append('file', file, file.name);
        return { url: '/upload', method: 'POST', params: { category }, body: form };
      },
    }),
  }),
});

export const { useUploadFileMutation } = uploadApi;
