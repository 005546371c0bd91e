// The bulk CSV import call: all the students of a file in one request; their passwords come back once.
import type { ImportBodyInput, ImportResponse } from '@brickyard/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from './client.ts';

export const useImportStudents = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportBodyInput) =>
      request<ImportResponse>('/api/users/import', { method: 'POST', body }),
    // The users table and the class's student count change.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['users'] }),
        client.invalidateQueries({ queryKey: ['classes'] }),
      ]),
  });
};
