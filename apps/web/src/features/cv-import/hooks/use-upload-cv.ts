import { useMutation } from '@tanstack/react-query';

/**
 * issue #28 §4: the CV upload as a mutation (`POST /api/resume-imports`). Its code (and zod, which
 * checks the answer) loads when a file is picked, not with Home or the onboarding (issue #11 §6).
 * Callers show the error (`ApiError` with its code).
 */
export function useUploadCv() {
  return useMutation({
    mutationFn: async (file: File) => {
      const { uploadCv } = await import('../../../api/resume-imports.ts');
      return uploadCv(file);
    },
  });
}
